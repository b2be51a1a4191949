// Validates the OpenAPI document read from stdin with @seriousme/openapi-schema-validator (an ES
// module, so it runs here in node rather than inside jest) and prints {valid, errors}.
import { Validator } from '@seriousme/openapi-schema-validator';

let text = '';
for await (const chunk of process.stdin) text += chunk;
const result = await new Validator().validate(JSON.parse(text));
process.stdout.write(JSON.stringify(result));
