// Generates TypeScript types from the OpenAPI document read from stdin with openapi-typescript's
// programmatic API (openapiTS + astToString; ES modules, so it runs here in node, not in jest).
import openapiTS, { astToString } from 'openapi-typescript';

let text = '';
for await (const chunk of process.stdin) text += chunk;
process.stdout.write(astToString(await openapiTS(JSON.parse(text))));
