import { execFile, execFileSync } from 'node:child_process';
import { promisify } from 'node:util';
import { mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ts from 'typescript';
import { useTestSandbox } from '../helpers/testSandbox';

/**
 * A client generated from /openapi.json (openapi-typescript), type-checked, then run with
 * openapi-fetch against the sandbox: it publishes a post and reads it back, as a user of the
 * document would.
 */
const t = useTestSandbox();
const ROOT = join(__dirname, '..', '..');

const CLIENT = `import createClient from 'openapi-fetch';
import type { paths } from './api.ts';

const [baseUrl, apiKey] = process.argv.slice(2);
const client = createClient<paths>({ baseUrl, headers: { authorization: \`Bearer \${apiKey}\` } });
const published = await client.POST('/post', {
	body: { post: 'Written by a generated client', platforms: ['facebook'] },
});
const id = String((published.data as { id?: unknown } | undefined)?.id);
const read = await client.GET('/post/{id}', { params: { path: { id } } });
const tags = await client.GET('/hashtags/recommend', { params: { query: { keyword: 'coffee' } } });
const first: string | undefined = tags.data?.recommendations[0]?.name;
console.log(JSON.stringify({ published: published.data, read: read.data, first }));
`;

let dir: string;
beforeAll(() => {
	dir = mkdtempSync(join(tmpdir(), 'sp-openapi-client-'));
	symlinkSync(join(ROOT, 'node_modules'), join(dir, 'node_modules'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

it('generates a typed client that publishes a post and reads it back', async () => {
	const doc = await (await fetch(`${t.sandbox.url}/openapi.json`)).json();
	const types = execFileSync(process.execPath, [join(__dirname, '..', 'helpers', 'openapiGenerate.mjs')], {
		input: JSON.stringify(doc),
		encoding: 'utf8',
	});
	writeFileSync(join(dir, 'api.ts'), types);
	writeFileSync(join(dir, 'client.mts'), CLIENT);

	const program = ts.createProgram([join(dir, 'client.mts')], {
		strict: true,
		noEmit: true,
		module: ts.ModuleKind.NodeNext,
		moduleResolution: ts.ModuleResolutionKind.NodeNext,
		target: ts.ScriptTarget.ES2022,
		allowImportingTsExtensions: true,
		types: ['node'],
		typeRoots: [join(ROOT, 'node_modules', '@types')],
		skipLibCheck: true,
	});
	const problems = ts
		.getPreEmitDiagnostics(program)
		.map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
	expect(problems).toEqual([]);

	// Asynchronous: the sandbox answers from this process while the client runs. Through tsx: the
	// n8n 1.x leg runs on Node 20, which cannot strip types itself.
	const { stdout: out } = await promisify(execFile)(
		process.execPath,
		['--import', 'tsx', join(dir, 'client.mts'), t.sandbox.baseUrl, t.sandbox.apiKey],
		{ encoding: 'utf8', cwd: dir, timeout: 30000 },
	);
	const result = JSON.parse(out.trim().split('\n').pop() ?? '{}');
	expect(result.published).toMatchObject({ status: 'success' });
	expect(result.read).toMatchObject({
		id: result.published.id,
		post: 'Written by a generated client',
	});
	expect(typeof result.first).toBe('string');
}, 60000);
