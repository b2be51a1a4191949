/**
 * The examples that act for client profiles take the keys as input; `n8n execute` pins no data, so
 * the real-n8n leg feeds them through two nodes lib/prepare-workflows.mjs adds after the start
 * (keys of profiles the leg creates: the service answers a key at creation only). Here the prepared
 * copies run through n8n-core against the sandbox and pass the leg's own expectations.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { IWorkflowBase } from 'n8n-workflow';
import { SplitOut } from 'n8n-nodes-base/dist/nodes/Transform/SplitOut/SplitOut.node';

import { checkExpectation } from '../helpers/expectations';
import { REPO_ROOT, registerNodeType, runWorkflow } from '../helpers/n8nHarness';
import { useSandbox } from '../helpers/socialPublishingSteps';
import { tempDir } from '../helpers/testSandbox';

registerNodeType('n8n-nodes-base.splitOut', new SplitOut());
const sp = useSandbox();

function prepared(
	keys: string[],
	out: string,
): Map<string, { workflow: IWorkflowBase; mode: number }> {
	const run = spawnSync(
		process.execPath,
		[join(REPO_ROOT, 'test/e2e/lib/prepare-workflows.mjs'), join(REPO_ROOT, 'workflows'), out],
		{ encoding: 'utf8', env: { ...process.env, SP_E2E_CLIENT_PROFILE_KEYS: JSON.stringify(keys) } },
	);
	expect(run.status).toBe(0);
	const manifest = JSON.parse(readFileSync(join(out, 'manifest.json'), 'utf8')) as Array<{
		file: string;
		holdsKeys?: boolean;
	}>;
	const copies = new Map<string, { workflow: IWorkflowBase; mode: number }>();
	for (const entry of manifest.filter((e) => e.holdsKeys)) {
		const path = join(out, 'workflows', entry.file);
		copies.set(entry.file, {
			workflow: JSON.parse(readFileSync(path, 'utf8')) as IWorkflowBase,
			mode: statSync(path).mode & 0o777,
		});
	}
	return copies;
}

test('agency-broadcast and weekly-analytics-digest run in the leg with the keys it feeds them', async () => {
	const keys = [];
	for (const title of ['E2E client one', 'E2E client two']) {
		const made = await sp.api('POST', '/profiles', { title });
		keys.push(made.profileKey as string);
	}
	const dir = tempDir();
	try {
		const copies = prepared(keys, dir.dir);
		expect([...copies.keys()].sort()).toEqual([
			'agency-broadcast.json',
			'weekly-analytics-digest.json',
		]);
		for (const [file, { workflow, mode }] of copies) {
			expect(mode).toBe(0o600);
			const result = await runWorkflow(workflow, { credentials: sp.credentials() });
			expect(result.run.data.resultData.error).toBeUndefined();
			expect(result.executed.slice(0, 4)).toEqual([
				'Start',
				'e2e: client profile keys',
				'e2e: one item per key',
				'Client profile keys',
			]);
			const runJson = {
				status: result.run.status,
				data: { resultData: result.run.data.resultData },
			};
			checkExpectation(file.replace(/\.json$/, ''), runJson);
		}
	} finally {
		dir.cleanup();
	}
});
