import type { IDataObject } from 'n8n-workflow';

import { checkExpectation } from '../helpers/expectations';
import { loadWorkflow, runWorkflow, type WorkflowRun } from '../helpers/n8nHarness';
import { useSandbox } from '../helpers/socialPublishingSteps';

const sp = useSandbox();
const TEXT = 'Our holiday opening hours: closed 25 and 26 December, open as usual from the 27th.';
let profiles: IDataObject[];
let result: WorkflowRun;

beforeAll(async () => {
	// The keys the sandbox answered when it created its profiles: the service never lists them, so
	// the workflow is given them as input items, as a user's own store would.
	profiles = sp.sandbox.profiles.map(({ title, refId, profileKey }) => ({
		title,
		refId,
		profileKey,
	}));
	result = await runWorkflow(loadWorkflow('agency-broadcast.json'), {
		credentials: sp.credentials(),
		input: profiles.map((p) => ({ json: { profileKey: p.profileKey } })),
	});
});

test('workflows/agency-broadcast.json runs every node in order', () => {
	expect(result.run.data.resultData.error).toBeUndefined();
	expect(result.executed).toEqual([
		'Start',
		'Client profile keys',
		'Collect profile keys',
		'Any client keys?',
		'Publish for every profile',
	]);
	const [collected] = result.outputOf('Collect profile keys');
	expect(collected.profileKeys).toEqual(profiles.map((p) => p.profileKey));
});

test('one output item per profile, each a success on facebook and linkedin', () => {
	expect(profiles.length).toBeGreaterThanOrEqual(3);
	const sent = result.outputOf('Publish for every profile');
	expect(sent).toHaveLength(profiles.length);
	for (const profile of profiles) {
		const item = sent.find((s) => s.refId === profile.refId);
		expect(item).toMatchObject({ status: 'success', profileTitle: profile.title, post: TEXT });
		expect((item!.postIds as IDataObject[]).map((p) => [p.platform, p.status]).sort()).toEqual([
			['facebook', 'success'],
			['linkedin', 'success'],
		]);
	}
	expect(new Set(sent.map((s) => s.id)).size).toBe(profiles.length);
});

test("each profile's history has the post, sent", async () => {
	const sent = result.outputOf('Publish for every profile');
	for (const profile of profiles) {
		const { history } = (await sp.api(
			'GET',
			'/history',
			undefined,
			String(profile.profileKey),
		)) as {
			history: IDataObject[];
		};
		const id = sent.find((s) => s.refId === profile.refId)!.id;
		expect(history.find((h) => h.id === id)).toMatchObject({ status: 'success', post: TEXT });
		// ...and only its own: no other profile's copy is in it.
		const others = sent.filter((s) => s.refId !== profile.refId).map((s) => s.id);
		expect(history.filter((h) => others.includes(h.id))).toEqual([]);
	}
});

test('no profile key is in the publish output', () => {
	const text = JSON.stringify(result.outputOf('Publish for every profile'));
	for (const profile of profiles) expect(text).not.toContain(String(profile.profileKey));
});

test('the e2e expectation accepts the run, and rejects one with a profile missing', () => {
	const runJson = { status: result.run.status, data: { resultData: result.run.data.resultData } };
	checkExpectation('agency-broadcast', runJson);
	const missing = JSON.parse(JSON.stringify(runJson));
	missing.data.resultData.runData['Publish for every profile'][0].data.main[0].pop();
	expect(() => checkExpectation('agency-broadcast', missing)).toThrow(/output items for/);
});

test('without client profile keys it publishes nothing, not even for the primary profile', async () => {
	const before = await sp.api('GET', '/history');
	const empty = await runWorkflow(loadWorkflow('agency-broadcast.json'), {
		credentials: sp.credentials(),
	});
	expect(empty.run.data.resultData.error).toBeUndefined();
	expect(empty.executed).toContain('No client profile keys given');
	expect(empty.executed).not.toContain('Publish for every profile');
	expect((await sp.api('GET', '/history')).history).toHaveLength(before.history.length);
});
