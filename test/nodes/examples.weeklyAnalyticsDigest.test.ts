import type { IDataObject } from 'n8n-workflow';

import { checkExpectation } from '../helpers/expectations';
import { loadWorkflow, runWorkflow, type WorkflowRun } from '../helpers/n8nHarness';
import { useSandbox } from '../helpers/socialPublishingSteps';

const sp = useSandbox();
let profiles: IDataObject[];
let result: WorkflowRun;

/** Account analytics read straight from the sandbox, acting as one profile. */
async function followersOf(profileKey: string): Promise<Record<string, number>> {
	const body = (await sp.api(
		'POST',
		'/analytics/social',
		{ platforms: ['facebook', 'instagram', 'linkedin'] },
		profileKey,
	)) as Record<string, { analytics: IDataObject }>;
	return {
		facebook: body.facebook.analytics.followersCount as number,
		instagram: body.instagram.analytics.followersCount as number,
		linkedin: (body.linkedin.analytics.followers as IDataObject).totalFollowerCount as number,
	};
}

beforeAll(async () => {
	// The sandbox account starts with three profiles: the primary one, Acme Bakery and Acme Books. Their
	// keys are those the sandbox answered when it created them (the service never lists keys), given
	// to the workflow as input items, as a user's own store would.
	profiles = sp.sandbox.profiles.map(({ title, refId, profileKey }) => ({
		title,
		refId,
		profileKey,
	}));
	result = await runWorkflow(loadWorkflow('weekly-analytics-digest.json'), {
		credentials: sp.credentials(),
		input: profiles.map((p) => ({ json: { profileKey: p.profileKey } })),
	});
});

test('workflows/weekly-analytics-digest.json runs every node in order', () => {
	expect(result.run.data.resultData.error).toBeUndefined();
	expect(result.executed).toEqual([
		'Start',
		'Client profile keys',
		'Profile details',
		'Account analytics',
		'Digest row',
		'All profiles',
		'Digest',
	]);
	expect(result.outputOf('Account analytics')).toHaveLength(profiles.length);
});

test('the digest is one item with every profile and its follower counts per network', async () => {
	const digests = result.outputOf('Digest');
	expect(digests).toHaveLength(1);
	const [digest] = digests;
	expect(profiles.length).toBeGreaterThanOrEqual(3);
	expect((digest.profiles as IDataObject[]).map((p) => p.title)).toEqual(
		profiles.map((p) => p.title),
	);
	let total = 0;
	for (const profile of profiles) {
		const followers = await followersOf(String(profile.profileKey));
		const row = (digest.profiles as IDataObject[]).find((p) => p.refId === profile.refId);
		const sum = followers.facebook + followers.instagram + followers.linkedin;
		expect(row).toEqual({
			title: profile.title,
			refId: profile.refId,
			followers,
			totalFollowers: sum,
		});
		total += sum;
	}
	expect(digest).toMatchObject({ profileCount: profiles.length, totalFollowers: total });
	expect(total).toBeGreaterThan(0);
	expect(Math.abs(Date.parse(String(digest.generatedAt)) - Date.now())).toBeLessThan(60_000);
});

test('each profile was read acting as itself: the counts differ between profiles', () => {
	const [digest] = result.outputOf('Digest');
	const totals = (digest.profiles as IDataObject[]).map((p) => p.totalFollowers);
	expect(new Set(totals).size).toBeGreaterThan(1);
});

test('no profile key reaches the digest', () => {
	const text = JSON.stringify(result.outputOf('Digest'));
	for (const profile of profiles) expect(text).not.toContain(String(profile.profileKey));
});

test('the e2e expectation accepts the run, and rejects a digest missing a profile', () => {
	const runJson = { status: result.run.status, data: { resultData: result.run.data.resultData } };
	checkExpectation('weekly-analytics-digest', runJson);
	const missing = JSON.parse(JSON.stringify(runJson));
	const digest = missing.data.resultData.runData.Digest[0].data.main[0][0].json;
	digest.profiles.pop();
	expect(() => checkExpectation('weekly-analytics-digest', missing)).toThrow(/the digest names/);
});
