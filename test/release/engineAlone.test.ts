// The engine as its users get it: the packed tarball installed with plain `npm install` into an empty
// project, with no n8n, nothing else installed and nothing compiled; then the example of docs/engine.md
// ("Using the engine without n8n") publishes through it against the sandbox, and a TypeScript project
// compiles against its declarations with neither zod nor n8n-workflow installed.
import { execFile, execFileSync, spawnSync } from 'node:child_process';
import {
	existsSync,
	mkdirSync,
	mkdtempSync,
	readFileSync,
	readdirSync,
	rmSync,
	writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { startSandbox, type RunningSandbox } from '../../src/sandbox';
import { undeclaredRequests } from '../helpers/moduleRequests';

const ROOT = join(__dirname, '..', '..');
const PACKAGE = 'n8n-nodes-social-publishing';
const manifest = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
	peerDependencies?: Record<string, string>;
	dependencies?: Record<string, string>;
};

/** The JavaScript block of the page "Using the engine without n8n" (docs/engine.md). */
function readmeExample(): string {
	const page = readFileSync(join(ROOT, 'docs', 'engine.md'), 'utf8');
	const block = /^```js\n([\s\S]*?)^```$/m.exec(page);
	if (!block) throw new Error('docs/engine.md: "Using the engine without n8n" has no ```js block');
	return block[1];
}

/** `npm pack` of the built package into DIR; the tarball's path. */
function pack(dir: string): string {
	if (!existsSync(join(ROOT, 'dist', 'src', 'engine', 'index.js')))
		throw new Error('dist/ is missing: run `npm run build` first (`npm test` builds before jest).');
	const out = execFileSync(
		'npm',
		['pack', '--json', '--ignore-scripts', '--pack-destination', dir],
		{
			cwd: ROOT,
			encoding: 'utf8',
			stdio: ['ignore', 'pipe', 'ignore'],
		},
	);
	return join(dir, (JSON.parse(out) as { filename: string }[])[0].filename);
}

const work = mkdtempSync(join(tmpdir(), 'sp-engine-alone-'));
const project = join(work, 'project');
const installed = join(project, 'node_modules', PACKAGE);
let install: { status: number | null; output: string };
let sandbox: RunningSandbox;

beforeAll(async () => {
	const tarball = pack(work);
	mkdirSync(project);
	writeFileSync(
		join(project, 'package.json'),
		JSON.stringify({ name: 'engine-user', private: true }),
	);
	// --offline: the package must need nothing from a registry (no dependency, no peer to fetch).
	const run = spawnSync('npm', ['install', '--offline', '--no-audit', '--no-fund', tarball], {
		cwd: project,
		encoding: 'utf8',
		// As on a user's machine: install scripts on (the repository's .npmrc turns them off for npm test).
		env: {
			...process.env,
			npm_config_ignore_scripts: 'false',
			npm_config_foreground_scripts: 'true',
		},
	});
	install = { status: run.status, output: `${run.stdout}\n${run.stderr}` };
	sandbox = await startSandbox({ port: 0, quiet: true, log: () => undefined });
}, 120_000);

afterAll(async () => {
	await sandbox?.close();
	rmSync(work, { recursive: true, force: true });
});

describe(`npm install ${PACKAGE} in a project without n8n`, () => {
	it('installs this one package: n8n-workflow (the optional peer) is not installed, nothing is compiled', () => {
		expect(install.output).not.toMatch(/gyp|isolated-vm/);
		expect(install.status).toBe(0);
		const modules = readdirSync(join(project, 'node_modules')).filter(
			(name) => !name.startsWith('.'),
		);
		expect(modules).toEqual([PACKAGE]);
		expect(manifest.dependencies ?? {}).toEqual({});
	});

	it('every file it ships loads only n8n-workflow (the peer), node: builtins and its own files', () => {
		const files = readdirSync(installed, { recursive: true, withFileTypes: true })
			.filter((entry) => entry.isFile())
			.map((entry) => join(entry.parentPath, entry.name).slice(installed.length + 1));
		expect(
			undeclaredRequests(installed, files, Object.keys(manifest.peerDependencies ?? {})),
		).toEqual([]);
		// zod is compiled into the engine once; the nodes load that engine, not a copy of their own.
		const withZod = files.filter(
			(file) =>
				file.endsWith('.js') &&
				readFileSync(join(installed, file), 'utf8').includes('var ZodError = class'),
		);
		expect(withZod).toEqual(['dist/src/engine/index.js']);
	});

	it("docs/engine.md's example publishes a post through createClient, against the sandbox", async () => {
		writeFileSync(join(project, 'publish.cjs'), readmeExample());
		// Asynchronously: the sandbox answers from this process.
		const run = await promisify(execFile)(process.execPath, ['publish.cjs'], {
			cwd: project,
			encoding: 'utf8',
			env: {
				...process.env,
				SOCIAL_PUBLISHING_BASE_URL: sandbox.baseUrl,
				SOCIAL_PUBLISHING_API_KEY: sandbox.apiKey,
			},
			timeout: 30_000,
		});
		expect(run.stderr).toBe('');
		const [status, id] = run.stdout.trim().split(/\s+/);
		expect(status).toBe('success');
		const stored = await fetch(`${sandbox.baseUrl}/post/${id}`, {
			headers: { Authorization: `Bearer ${sandbox.apiKey}` },
		});
		expect(stored.status).toBe(200);
	}, 60_000);

	it('a strict TypeScript project compiles against its declarations, typed (zod and n8n-workflow absent)', () => {
		writeFileSync(
			join(project, 'consumer.ts'),
			[
				`import { createClient, ValidationError, type PostCreateInput, type Transport } from '${PACKAGE}';`,
				'declare const transport: Transport;',
				"const client = createClient({ baseUrl: 'http://127.0.0.1:8787/api', apiKey: 'k', transport, sleep: async () => {} });",
				"const input: PostCreateInput = { post: '<b>Hi</b>', platforms: ['linkedin'] };",
				'export async function publish(): Promise<string | undefined> {',
				'	try { return (await client.posts.create(input)).id; }',
				'	catch (error) { if (error instanceof ValidationError) return error.issues[0]?.message; throw error; }',
				'}',
				'// @ts-expect-error: the declarations are typed (with zod unresolved they would be any)',
				"export const wrong: PostCreateInput = { post: 'Hi', platforms: 42 };",
			].join('\n'),
		);
		const tsc = join(ROOT, 'node_modules', 'typescript', 'bin', 'tsc');
		// As a user would compile: strict, and the declarations checked too (skipLibCheck off) under
		// CommonJS resolution; Node16 resolution with the usual skipLibCheck (the @ts-expect-error
		// line fails either way if the declarations lose their types).
		for (const options of [
			{ module: 'commonjs', moduleResolution: 'node10', skipLibCheck: false },
			{ module: 'node16', moduleResolution: 'node16', skipLibCheck: true },
		]) {
			const config = join(project, `tsconfig.${options.module}.json`);
			const compilerOptions = {
				strict: true,
				noEmit: true,
				target: 'es2022',
				lib: ['es2022'],
				types: [],
				...options,
			};
			writeFileSync(config, JSON.stringify({ compilerOptions, files: ['consumer.ts'] }));
			const run = spawnSync(process.execPath, [tsc, '-p', config], {
				cwd: project,
				encoding: 'utf8',
			});
			expect(`${options.module}: ${run.stdout}${run.stderr}`).toBe(`${options.module}: `);
		}
	}, 120_000);
});
