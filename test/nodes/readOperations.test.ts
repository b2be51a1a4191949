/**
 * The node's reads added for the documented endpoints: Ad > Get History (`GET /ads/{platform}/history`)
 * and Analytics > Get Link Analytics (`GET /analytics/links`), run as workflows against the sandbox.
 */
import { spStep, useSandbox } from '../helpers/socialPublishingSteps';

const sp = useSandbox();
const DAY = 86_400_000;

async function boostedAd(text: string): Promise<{ adId: string; campaignId: string }> {
	const post = await sp.api('POST', '/post', { post: text, platforms: ['facebook'] });
	const accounts = await sp.api('GET', '/ads/facebook/accounts');
	const boost = await sp.api('POST', '/ads/facebook/boost', {
		postId: post.id,
		accountId: accounts.adAccounts[0].accountId,
		goal: 'engagement',
		budget: 70,
		endDate: new Date(Date.now() + 7 * DAY).toISOString(),
	});
	const listed = await sp.api('GET', `/ads/facebook/ads?adId=${boost.adId}`);
	return { adId: String(boost.adId), campaignId: String(listed.ads[0].campaign.id) };
}

describe('Ad > Get History', () => {
	test("reads one campaign's daily rows with the Campaign ID filter", async () => {
		const first = await boostedAd('First week');
		const second = await boostedAd('Second week');
		await sp.api('POST', '/admin/ads/review', { adId: first.adId });
		await sp.api('POST', '/admin/ads/review', { adId: second.adId });
		await sp.api('POST', '/admin/ads/advance', { hours: 48 });
		const run = await sp.run([
			spStep('History', 'ad', 'getHistory', {
				platform: 'facebook',
				filters: { campaignId: second.campaignId },
			}),
		]);
		expect(run.errorOf('History')).toBeUndefined();
		const [answer] = run.outputOf('History');
		const adIds = new Set((answer.history as Array<{ adId: string }>).map((row) => row.adId));
		expect([...adIds]).toEqual([second.adId]);
	});
});

describe('Analytics > Get Link Analytics', () => {
	test('lists the short links with their clicks, one item each', async () => {
		const link = await sp.api('POST', '/links', { url: 'https://shop.example/node' });
		await fetch(link.shortUrl, { redirect: 'manual' });
		const run = await sp.run([spStep('Links', 'analytics', 'getLinks', { lastDays: 0 })]);
		expect(run.errorOf('Links')).toBeUndefined();
		expect(run.outputOf('Links')).toEqual(
			expect.arrayContaining([
				expect.objectContaining({ originalUrl: 'https://shop.example/node', clicks: 1 }),
			]),
		);
	});
});

describe('History > Get by Platform', () => {
	test('reads Limit posts, or every page with Return All, with or without metrics', async () => {
		for (let i = 0; i < 12; i++)
			await sp.api('POST', '/post', { post: `Network post ${i}`, platforms: ['facebook'] });
		const run = await sp.run([
			spStep('Three', 'history', 'getByPlatform', {
				platform: 'facebook',
				limit: 3,
				skipAnalytics: true,
			}),
		]);
		const three = run.outputOf('Three');
		expect(three).toHaveLength(3);
		expect(three[0]).not.toHaveProperty('likeCount');
		const allRun = await sp.run([
			spStep('All', 'history', 'getByPlatform', { platform: 'facebook', returnAll: true }),
		]);
		const all = allRun.outputOf('All');
		expect(all.length).toBeGreaterThanOrEqual(12);
		expect(new Set(all.map((p) => p.id)).size).toBe(all.length);
	});
});

describe('History > Get Many', () => {
	test('takes a Start Date / End Date window and an Auto Repost ID', async () => {
		const later = await sp.api('POST', '/post', {
			post: 'Scheduled for April',
			platforms: ['facebook'],
			scheduleDate: '2099-04-02T09:00:00Z',
		});
		const series = await sp.api('POST', '/post', {
			post: 'Evergreen from the node',
			platforms: ['facebook'],
			autoRepost: { repeat: 1, days: 2, startDate: '2099-05-01T09:00:00Z' },
		});
		const run = await sp.run([
			spStep('Window', 'history', 'getAll', {
				filters: { startDate: '2099-04-01T00:00:00', endDate: '2099-04-30T00:00:00' },
			}),
		]);
		expect(run.outputOf('Window').map((p) => p.id)).toEqual([later.id]);
		const reposts = await sp.run([
			spStep('Series', 'history', 'getAll', {
				filters: { autoRepostId: series.autoRepostId },
			}),
		]);
		expect(reposts.outputOf('Series').map((p) => p.post)).toEqual([
			'Evergreen from the node',
			'Evergreen from the node',
		]);
	});
});
