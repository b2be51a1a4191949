/**
 * Every example runs in the real-n8n leg: test/e2e/run.mjs runs each one `n8n execute` can start and
 * hands each one a trigger starts to the server sub-leg its `meta.e2e.runBy` names; an example that
 * nothing runs, or a run that executed none, fails the leg (before, 5 of 12 were skipped with a
 * warning, among them dm-auto-reply.json and rss-to-ai-post-at-slot.json).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import { tempDir } from '../helpers/testSandbox';

const ROOT = join(__dirname, '..', '..');
const RUN = join(ROOT, 'test', 'e2e', 'run.mjs');

function manifestOfExamples(out: string) {
	const prepared = spawnSync(
		process.execPath,
		[join(ROOT, 'test/e2e/lib/prepare-workflows.mjs'), join(ROOT, 'workflows'), out],
		{ encoding: 'utf8' },
	);
	expect(prepared.status).toBe(0);
	return JSON.parse(readFileSync(join(out, 'manifest.json'), 'utf8')) as Array<{
		file: string;
		run: boolean;
		runBy?: string;
		skipReason?: string;
	}>;
}

function runWith(manifest: unknown[], dir: string) {
	const path = join(dir, 'manifest.json');
	writeFileSync(path, JSON.stringify(manifest));
	return spawnSync(process.execPath, [RUN, '--manifest', path, '--artifacts', join(dir, 'a')], {
		encoding: 'utf8',
		env: { ...process.env, SP_NODE24: '/bin/false', SP_N8N_BIN: 'n8n', N8N_USER_FOLDER: dir },
	});
}

describe('the examples in the real-n8n leg', () => {
	it('each example is run by n8n execute or handed to a server sub-leg that exists', () => {
		const dir = tempDir();
		try {
			const manifest = manifestOfExamples(dir.dir);
			const examples = readdirSync(join(ROOT, 'workflows')).filter((f) => f.endsWith('.json'));
			expect(manifest.map((w) => w.file).sort()).toEqual(examples.sort());
			const notRun = manifest.filter((w) => !w.run && !w.runBy);
			expect(notRun.map((w) => `${w.file}: ${w.skipReason}`)).toEqual([]);
			for (const w of manifest.filter((entry) => entry.runBy))
				expect(existsSync(join(ROOT, 'test', 'e2e', `${w.runBy}.mjs`))).toBe(true);
			expect(manifest.find((w) => w.file === 'rss-to-ai-post-at-slot.json')?.runBy).toBe(
				'trigger-examples',
			);
			expect(manifest.find((w) => w.file === 'dm-auto-reply.json')?.runBy).toBe('trigger-examples');
		} finally {
			dir.cleanup();
		}
	});

	it('run.mjs fails on an example nothing runs', () => {
		const dir = tempDir();
		try {
			const run = runWith(
				[{ file: 'orphan.json', name: 'o', id: 'o', run: false, skipReason: 'no start' }],
				dir.dir,
			);
			expect(run.status).toBe(1);
			expect(run.stdout).toContain('FAIL orphan.json: not run (no start)');
		} finally {
			dir.cleanup();
		}
	});

	it('run.mjs fails when it executed none and handed none over', () => {
		const dir = tempDir();
		try {
			const run = runWith([], dir.dir);
			expect(run.status).toBe(1);
			expect(run.stdout).toContain('e2e: FAIL: no workflow was executed');
		} finally {
			dir.cleanup();
		}
	});

	it('run.mjs passes examples handed to a sub-leg, naming it', () => {
		const dir = tempDir();
		try {
			const run = runWith(
				[{ file: 'rss.json', name: 'r', id: 'r', run: false, runBy: 'trigger-examples' }],
				dir.dir,
			);
			expect(run.stdout).toContain('LEG  rss.json: runs in the trigger-examples sub-leg');
			expect(run.status).toBe(0);
		} finally {
			dir.cleanup();
		}
	});
});
