// The sandbox as its own npm package (packages/sandbox): what `npm pack` ships, that its command starts
// with nothing to compile, that the Dockerfile runs the same entry point, and that the release publishes it.
import { spawn, execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { join } from 'node:path';
import { parse } from 'yaml';
import { moduleRequests, packageNameOf, undeclaredRequests } from '../helpers/moduleRequests';

const ROOT = join(__dirname, '..', '..');
const PKG = join(ROOT, 'packages', 'sandbox');
const manifest = JSON.parse(readFileSync(join(PKG, 'package.json'), 'utf8')) as {
	name: string;
	version: string;
	bin: Record<string, string>;
	engines: { node: string };
	dependencies: Record<string, string>;
};
const BIN = manifest.bin['social-publishing-sandbox'];

function packed(): string[] {
	if (!existsSync(join(PKG, 'dist', 'sandbox', 'cli.js')))
		throw new Error('packages/sandbox/dist is missing: run `npm run build` first (`npm test` builds before jest).');
	const out = execFileSync('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], {
		cwd: PKG,
		encoding: 'utf8',
		stdio: ['ignore', 'pipe', 'ignore'],
	});
	return (JSON.parse(out) as { files: { path: string }[] }[])[0].files.map((file) => file.path);
}

describe('social-publishing-sandbox: what npm pack ships', () => {
	const files = packed();

	it('ships the command, the compiled sandbox and engine, the Dockerfile and docs, nothing more', () => {
		const allowed = [/^dist\/(sandbox|engine)\/.+\.js$/];
		const topLevel = ['package.json', 'README.md', 'LICENSE', 'Dockerfile', BIN];
		const strays = files.filter((path) => !topLevel.includes(path) && !allowed.some((re) => re.test(path)));
		expect(strays).toEqual([]);
		expect(files).toEqual(expect.arrayContaining([...topLevel, 'dist/sandbox/cli.js', 'dist/engine/index.js']));
	});

	// better-sqlite3 is the sandbox's fallback on Node 20, reached only when node:sqlite is missing,
	// and the command refuses such a Node before loading anything.
	const fallback = ['better-sqlite3'];
	const declared = Object.keys(manifest.dependencies);

	it('every file it ships loads only its own dependencies, node builtins and its own files', () => {
		expect(undeclaredRequests(PKG, files, [...declared, ...fallback])).toEqual([]);
	});

	it('depends on exactly what the shipped code requires, and not on a compiled database module', () => {
		const required = new Set<string>();
		for (const path of files.filter((p) => p.endsWith('.js')))
			for (const id of moduleRequests(readFileSync(join(PKG, path), 'utf8')).specifiers)
				if (!id.startsWith('.') && !id.startsWith('node:')) required.add(packageNameOf(id));
		for (const name of [...fallback, ...builtinModules]) required.delete(name);
		expect(declared.sort()).toEqual([...required].sort());
		expect(manifest.dependencies['better-sqlite3']).toBeUndefined();
		expect(manifest.engines.node).toBe('>=22.13');
		// Pinned to what the repository tests with.
		const root = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
			version: string;
			devDependencies: Record<string, string>;
		};
		for (const [name, version] of Object.entries(manifest.dependencies))
			expect(`${name}@${version}`).toBe(`${name}@${root.devDependencies[name]}`);
		expect(manifest.version).toBe(root.version);
	});
});

const hasNodeSqlite = Boolean(
	(process as { getBuiltinModule?: (id: string) => unknown }).getBuiltinModule?.('node:sqlite'),
);

describe('npx social-publishing-sandbox', () => {
	(hasNodeSqlite ? it : it.skip)(
		'starts on this Node with node:sqlite, prints base URL, API key and page, and answers with that key',
		async () => {
			const child = spawn(process.execPath, [join(PKG, BIN), '--port', '0', '--rate-limit', 'off', '--in-memory'], {
				stdio: ['ignore', 'pipe', 'pipe'],
				env: { ...process.env, SP_SQLITE_DRIVER: '' },
			});
			try {
				let out = '';
				await new Promise<void>((resolve, reject) => {
					child.stdout.on('data', (chunk: Buffer) => {
						out += chunk.toString();
						if (/Profile keys:/.test(out)) resolve();
					});
					child.on('exit', (code) => reject(new Error(`exited ${code}: ${out}`)));
				});
				const baseUrl = /^Base URL: (\S+)$/m.exec(out)?.[1];
				const apiKey = /^API key:\s+(\S+)$/m.exec(out)?.[1];
				expect(/^Web page: http:\/\/127\.0\.0\.1:\d+\//m.test(out)).toBe(true);
				expect(/^MCP URL: {2}http:\/\/127\.0\.0\.1:\d+\/mcp /m.test(out)).toBe(true);
				expect(out).toMatch(/^Database: node:sqlite/m);
				const user = await fetch(`${baseUrl}/user`, { headers: { Authorization: `Bearer ${apiKey}` } });
				expect(user.status).toBe(200);
			} finally {
				child.kill('SIGTERM');
			}
		},
	);

	(hasNodeSqlite ? it.skip : it)(
		`refuses an older Node (here ${process.version}) with what it needs instead of a compile error`,
		() => {
			let message = '';
			try {
				execFileSync(process.execPath, [join(PKG, BIN)], { encoding: 'utf8', stdio: 'pipe' });
			} catch (error) {
				message = (error as { stderr: string }).stderr;
			}
			expect(message).toMatch(/needs Node 22\.13 or later/);
		},
	);
});

describe('packages/sandbox/Dockerfile', () => {
	const lines = readFileSync(join(PKG, 'Dockerfile'), 'utf8')
		.split('\n')
		.filter((line) => line.trim() && !line.startsWith('#'));
	const instruction = (name: string): string[] =>
		lines.filter((line) => line.startsWith(`${name} `)).map((line) => line.slice(name.length + 1).trim());
	const entrypoint = JSON.parse(instruction('ENTRYPOINT')[0]) as string[];
	const cmd = JSON.parse(instruction('CMD')[0]) as string[];
	const flag = (name: string): string | undefined => cmd[cmd.indexOf(name) + 1];

	it('runs the same entry point as the package bin, on Node 24 slim', () => {
		expect(instruction('FROM')).toEqual([expect.stringMatching(/^node:24(\.[\d.]+)?-(bookworm-)?slim$/)]);
		expect(entrypoint).toEqual(['node', BIN]);
		const copied = instruction('COPY').map((args) => args.split(/\s+/)[0]);
		expect(copied).toEqual(expect.arrayContaining(['package.json', BIN.split('/')[0], 'dist']));
		// Installs the package's own dependencies, without devDependencies or install scripts.
		expect(instruction('RUN').join('\n')).toMatch(/npm install --omit=dev --ignore-scripts/);
	});

	it('keeps its data on a volume and exposes the port it listens on, reachable from outside', () => {
		expect(instruction('VOLUME')).toEqual([flag('--data')]);
		expect(instruction('EXPOSE')).toEqual([flag('--port')]);
		expect(flag('--host')).toBe('0.0.0.0');
	});
});

describe('release: publish.yml publishes both packages', () => {
	const publish = parse(readFileSync(join(ROOT, '.github', 'workflows', 'publish.yml'), 'utf8')) as {
		jobs: Record<string, { steps: { run?: string }[] }>;
	};
	const runs = Object.values(publish.jobs).flatMap((job) => job.steps.map((step) => step.run ?? ''));

	it('every npm publish has provenance and public access; one publishes packages/sandbox', () => {
		const publishes = runs.filter((run) => /\bnpm publish\b/.test(run));
		expect(publishes.length).toBe(2);
		for (const run of publishes) expect(run).toMatch(/--provenance\b.*--access public\b|--access public\b.*--provenance\b/);
		expect(publishes.filter((run) => /\bnpm publish \.\/packages\/sandbox\b/.test(run))).toHaveLength(1);
	});

	it('the tag check covers the sandbox package version too', () => {
		expect(runs.join('\n')).toMatch(/packages\/sandbox\/package\.json/);
	});
});
