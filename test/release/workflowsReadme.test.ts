/**
 * workflows/README.md agrees with the main README and the sandbox's page, docs/sandbox.md (issue 38): the sandbox has the `blogposts`
 * auto-schedule already (src/sandbox/setup/exampleSetup.ts), so nothing tells a sandbox user to create
 * it first; n8n 2.x's button is Publish, so no step says to Activate a workflow.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { EXAMPLE_AUTO_SCHEDULES } from '../../src/sandbox/setup/exampleSetup';

const ROOT = join(__dirname, '..', '..');
const WORKFLOWS_README = readFileSync(join(ROOT, 'workflows/README.md'), 'utf8');
const README = readFileSync(join(ROOT, 'README.md'), 'utf8');
const SANDBOX_PAGE = readFileSync(join(ROOT, 'docs/sandbox.md'), 'utf8');

describe('workflows/README.md agrees with the README', () => {
	it("says the sandbox has the blogposts auto-schedule, as the sandbox's page does", () => {
		expect(EXAMPLE_AUTO_SCHEDULES.map((s) => s.title)).toContain('blogposts');
		expect(SANDBOX_PAGE).toMatch(
			/the auto-schedule `blogposts` \(09:00Z, 17:00Z\) on the primary profile/,
		);
		expect(WORKFLOWS_README).not.toMatch(/auto-schedule must exist first/i);
		expect(WORKFLOWS_README).toMatch(/The sandbox has the auto-schedule already/);
	});

	it('tells to Publish a workflow, never to Activate it (n8n 2.x)', () => {
		const activate = WORKFLOWS_README.split('\n').filter((line) =>
			/\*Activate\*|\bActivate it\b|, then \*?Activate/.test(line),
		);
		expect(activate).toEqual([]);
	});

	it('names the same offline steps for the RSS example as the README', () => {
		for (const step of ['**Publish a new article**', '**Read the feeds now**'])
			for (const text of [README, WORKFLOWS_README]) expect(text).toContain(step);
	});
});
