import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';

const ROOT = join(__dirname, '..', '..');

interface Step {
	uses?: string;
	run?: string;
	with?: Record<string, unknown>;
	env?: Record<string, string>;
}
interface Workflow {
	on: Record<string, unknown>;
	permissions?: Record<string, string>;
	jobs: Record<string, { steps: Step[]; permissions?: Record<string, string> }>;
}

function workflow(name: string): Workflow {
	return parse(readFileSync(join(ROOT, '.github', 'workflows', name), 'utf8')) as Workflow;
}

function steps(wf: Workflow): Step[] {
	return Object.values(wf.jobs).flatMap((job) => job.steps);
}

const runs = (wf: Workflow): string[] => steps(wf).map((step) => step.run ?? '');
const indexOfRun = (wf: Workflow, pattern: RegExp): number =>
	runs(wf).findIndex((run) => pattern.test(run));

describe('release path: .github/workflows', () => {
	it('ci.yml runs .ci/run on pushes and pull requests', () => {
		const ci = workflow('ci.yml');
		expect(Object.keys(ci.on)).toEqual(expect.arrayContaining(['push', 'pull_request']));
		expect(runs(ci).some((run) => /(^|\s)bash \.ci\/run\b/.test(run))).toBe(true);
	});

	it('publish.yml publishes only from a version tag, with provenance and an OIDC token', () => {
		const publish = workflow('publish.yml');
		const push = publish.on.push as { tags?: string[]; branches?: string[] };
		expect(push.tags).toEqual(['v*']);
		expect(push.branches).toBeUndefined();
		expect(Object.keys(publish.on)).toEqual(['push']);
		// npm provenance needs the job's OIDC token: id-token: write, at workflow or job level.
		const permissions = { ...publish.permissions, ...Object.values(publish.jobs)[0].permissions };
		expect(permissions['id-token']).toBe('write');
		expect(permissions.contents).toBe('read');
		const publishRun = runs(publish).find((run) => /\bnpm publish\b/.test(run)) ?? '';
		expect(publishRun).toMatch(/--provenance\b/);
		expect(publishRun).toMatch(/--access public\b/);
	});

	it('publish.yml installs, builds and tests before it publishes, on Node 24 with the npm registry', () => {
		const publish = workflow('publish.yml');
		const setup = steps(publish).find((step) => step.uses?.startsWith('actions/setup-node@'));
		expect(setup?.with?.['node-version']).toBe(24);
		expect(setup?.with?.['registry-url']).toBe('https://registry.npmjs.org');
		const install = indexOfRun(publish, /\bnpm ci\b/);
		const build = indexOfRun(publish, /\bnpm run build\b/);
		const test = indexOfRun(publish, /\bnpm test\b/);
		const release = indexOfRun(publish, /\bnpm publish\b/);
		expect(install).toBeGreaterThanOrEqual(0);
		expect([install, build, test, release]).toEqual(
			[...[install, build, test, release]].sort((a, b) => a - b),
		);
		expect(Math.min(build, test)).toBeGreaterThan(install);
		expect(release).toBeGreaterThan(test);
	});
});

describe('release path: what npm pack ships', () => {
	// The engine ships as one bundled file (zod compiled in), its declarations and zod's licence.
	const allowed = [
		/^dist\/nodes\//,
		/^dist\/credentials\//,
		/^dist\/src\/engine\/(index\.js|.+\.d\.ts|vendor\/zod\/LICENSE)$/,
	];
	const topLevel = new Set(['package.json', 'README.md', 'LICENSE', 'CHANGELOG.md']);

	function packedFiles(): string[] {
		if (!existsSync(join(ROOT, 'dist', 'nodes')))
			throw new Error(
				'dist/ is missing: run `npm run build` first (`npm test` builds before jest).',
			);
		const out = execFileSync('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], {
			cwd: ROOT,
			encoding: 'utf8',
			stdio: ['ignore', 'pipe', 'ignore'],
		});
		const [pack] = JSON.parse(out) as { files: { path: string }[] }[];
		return pack.files.map((file) => file.path);
	}

	it('ships only the built nodes, credentials and engine (no sandbox, tests, benches, workflows)', () => {
		const files = packedFiles();
		const strays = files.filter(
			(path) => !topLevel.has(path) && !allowed.some((pattern) => pattern.test(path)),
		);
		expect(strays).toEqual([]);
		expect(files.filter((path) => /^dist\/(nodes|credentials)\/.*\.d\.ts$/.test(path))).toEqual([]);
		expect(files).toEqual(expect.arrayContaining([...topLevel]));
	});

	it('ships every node and credential that package.json registers with n8n', () => {
		const files = new Set(packedFiles());
		const manifest = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
			n8n: { nodes: string[]; credentials: string[] };
			dependencies?: Record<string, string>;
		};
		const missing = [...manifest.n8n.nodes, ...manifest.n8n.credentials].filter(
			(path) => !files.has(path),
		);
		expect(missing).toEqual([]);
		// n8n's community-package rules: no runtime dependencies.
		expect(manifest.dependencies ?? {}).toEqual({});
	});
});
