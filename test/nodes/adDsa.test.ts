// Ad › Get DSA Recommendations and Boost's DSA Beneficiary/DSA Payor through the node, against
// the sandbox (https://www.ayrshare.com/docs/apis/ads/facebook/get-dsa-recommendations: "Both
// dsaBeneficiary and dsaPayor must be set together if either is provided when boosting posts").
import type { IDataObject } from 'n8n-workflow';

import { useCountingProxy } from '../helpers/countingProxy';
import { spStep, useSandbox } from '../helpers/socialPublishingSteps';

const sp = useSandbox();
const proxy = useCountingProxy(() => sp.sandbox.baseUrl);
const WEEK = 7 * 86_400_000;

async function facebookAdAccount(): Promise<string> {
	const run = await sp.run([spStep('Accounts', 'ad', 'getAccounts', { platform: 'facebook' })]);
	return String(run.outputOf('Accounts')[0].accountId);
}

function boostStep(postId: string, accountId: string, options: Record<string, string>) {
	return spStep('Boost', 'ad', 'boost', {
		platform: 'facebook',
		postId,
		accountId,
		goal: 'engagement',
		budget: 40,
		endDate: new Date(Date.now() + WEEK).toISOString(),
		options,
	});
}

/** The bodies of the boosts that reached the sandbox. */
const sentBoosts = () =>
	proxy.requests
		.filter((r) => r.method === 'POST' && r.path.endsWith('/ads/facebook/boost'))
		.map((r) => JSON.parse(r.body) as Record<string, unknown>);

describe('Ad › Get DSA Recommendations', () => {
	test('gives one item with the names, which a Boost after it sends as DSA Beneficiary and DSA Payor', async () => {
		const accountId = await facebookAdAccount();
		const post = await sp.api('POST', '/post', { post: 'Now in Lyon', platforms: ['facebook'] });
		const run = await sp.run(
			[
				spStep('DSA', 'ad', 'getDsaRecommendations', { platform: 'facebook', accountId }),
				boostStep(post.id, accountId, {
					dsaBeneficiary: '={{ $json.dsaRecommendations[0] }}',
					dsaPayor: '={{ $json.dsaRecommendations[$json.count - 1] }}',
					countries: 'FR',
				}),
			],
			{ baseUrl: proxy.baseUrl },
		);
		expect(run.errorOf('DSA')).toBeUndefined();
		const dsa = run.outputOf('DSA');
		expect(dsa).toHaveLength(1);
		const names = dsa[0].dsaRecommendations as string[];
		expect(names.length).toBeGreaterThan(0);
		expect(dsa[0].count).toBe(names.length);
		expect(proxy.requests[0].path).toBe(
			`/api/ads/facebook/dsaRecommendations?accountId=${accountId}`,
		);

		expect(run.errorOf('Boost')).toBeUndefined();
		expect(run.outputOf('Boost')).toEqual([expect.objectContaining({ status: 'success' })]);
		expect(sentBoosts()).toEqual([
			expect.objectContaining({ dsaBeneficiary: names[0], dsaPayor: names[names.length - 1] }),
		]);
	});

	test("an ad account the profile does not have is the service's refusal, naming accountId", async () => {
		const run = await sp.run([
			spStep('DSA', 'ad', 'getDsaRecommendations', { platform: 'facebook', accountId: '999' }),
		]);
		expect(run.errorOf('DSA')?.message).toMatch(/accountId/);
	});
});

describe('Ad › Boost a Post: DSA Beneficiary and DSA Payor go together', () => {
	const BOTH = { beneficiary: 'Acme SAS', payor: 'Acme Holding' };
	test.each([
		[{ beneficiary: 'Acme SAS' }, 'dsaPayor'],
		[{ beneficiary: '  ', payor: 'Acme Holding' }, 'dsaBeneficiary'],
	])('%j alone fails its item before sending, naming both fields', async (names, missing) => {
		const accountId = await facebookAdAccount();
		const post = await sp.api('POST', '/post', { post: 'EU launch', platforms: ['facebook'] });
		proxy.requests.length = 0;
		const options = { dsaBeneficiary: '={{ $json.beneficiary }}', dsaPayor: '={{ $json.payor }}' };
		const run = await sp.run([boostStep(post.id, accountId, options)], {
			baseUrl: proxy.baseUrl,
			input: [{ json: BOTH }, { json: names }],
		});
		const error = run.errorOf('Boost') as Error & { description?: string; context?: IDataObject };
		expect(error.name).toBe('NodeOperationError');
		expect(error.context?.itemIndex).toBe(1);
		expect(error.message).toMatch(new RegExp(`${missing} is required with`));
		expect(error.message).toMatch(/dsaBeneficiary/);
		expect(error.message).toMatch(/dsaPayor/);
		expect(error.description).toMatch(/Nothing was sent/);
		// Item 0 had both and went out; item 1 sent nothing.
		expect(sentBoosts()).toEqual([
			expect.objectContaining({ dsaBeneficiary: BOTH.beneficiary, dsaPayor: BOTH.payor }),
		]);
	});
});
