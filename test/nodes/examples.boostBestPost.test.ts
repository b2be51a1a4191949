import { checkExpectation } from '../helpers/expectations';
import { loadWorkflow, runWorkflow, type WorkflowRun } from '../helpers/n8nHarness';
import { useSandbox } from '../helpers/socialPublishingSteps';

const sp = useSandbox();
let result: WorkflowRun;

beforeAll(async () => {
	result = await runWorkflow(loadWorkflow('boost-best-post-of-the-week.json'), {
		credentials: sp.credentials(),
	});
});

test('workflows/boost-best-post-of-the-week.json boosts the most engaged post of the week', async () => {
	expect(result.run.data.resultData.error).toBeUndefined();
	expect(result.executed).toEqual([
		'Start',
		'Week of Facebook posts',
		'Post analytics',
		'Engagement',
		'All posts',
		'Most engaged this week',
		'Ad account',
		'Boost it',
		'Ad report',
	]);
	checkExpectation('boost-best-post-of-the-week', result.run);
	const [report] = result.outputOf('Ad report');
	const ads = await sp.api('GET', '/ads/facebook/ads?adId=' + String(report.adId));
	expect(ads.ads).toEqual([expect.objectContaining({ budget: 50, network: 'facebook' })]);
});

test('the expectation fails a run whose boost picked another post', () => {
	const run = structuredClone(result.run);
	const picked = run.data.resultData.runData['Most engaged this week'][0].data!.main[0]![0].json;
	(picked.best as { engagedUsers: number }).engagedUsers = -1;
	expect(() => checkExpectation('boost-best-post-of-the-week', run)).toThrow(/engaged users/);
});
