import type { IDataObject, INodeParameters } from 'n8n-workflow';

import { startCountingProxy } from '../helpers/countingProxy';
import { spStep, useSandbox } from '../helpers/socialPublishingSteps';

const sp = useSandbox();
const ids: Record<string, string> = {};
let twitterNetworkId: string;

beforeAll(async () => {
	const run = await sp.run(
		[
			spStep('Publish', 'post', 'create', {
				text: '={{ $json.text }}',
				platforms: '={{ $json.platforms }}',
				options: { scheduleDate: '={{ $json.at }}' },
			}),
		],
		{
			input: [
				{ json: { text: 'history twitter', platforms: ['twitter'], at: '' } },
				{ json: { text: 'history facebook', platforms: ['facebook'], at: '' } },
				{ json: { text: 'history later', platforms: ['linkedin'], at: '2099-01-01T00:00:00Z' } },
			],
		},
	);
	const [twitter, facebook, later] = run.outputOf('Publish');
	Object.assign(ids, { twitter: twitter.id, facebook: facebook.id, later: later.id });
	twitterNetworkId = String((twitter.postIds as IDataObject[])[0].id);
});

async function getMany(parameters: INodeParameters): Promise<IDataObject[]> {
	const run = await sp.run([spStep('History', 'history', 'getAll', parameters)]);
	const error = run.errorOf('History');
	if (error) throw error;
	return run.outputOf('History');
}

describe('History › Get Many', () => {
	test('lists posts newest first, one item per post', async () => {
		const posts = await getMany({ returnAll: true });
		expect(posts.map((p) => p.id)).toEqual([ids.later, ids.facebook, ids.twitter]);
	});

	test('filters by type, status and platform', async () => {
		expect(
			(await getMany({ returnAll: true, filters: { type: 'scheduled' } })).map((p) => p.id),
		).toEqual([ids.later]);
		expect(
			(await getMany({ returnAll: true, filters: { status: 'pending' } })).map((p) => p.id),
		).toEqual([ids.later]);
		const facebook = await getMany({ returnAll: true, filters: { platforms: ['facebook'] } });
		expect(facebook.map((p) => p.id)).toEqual([ids.facebook]);
		const success = await getMany({ returnAll: true, filters: { status: 'success', lastDays: 0 } });
		expect(success.map((p) => p.id).sort()).toEqual([ids.facebook, ids.twitter].sort());
	});

	test('Limit caps the list and is sent as the query; Return All asks for the service maximum', async () => {
		expect(await getMany({ returnAll: false, limit: 1 })).toHaveLength(1);
		const proxy = await startCountingProxy(sp.sandbox.baseUrl);
		try {
			await sp.run(
				[
					spStep('History', 'history', 'getAll', {
						returnAll: true,
						filters: { lastDays: 7, platforms: ['twitter', 'facebook'] },
					}),
				],
				{ baseUrl: proxy.baseUrl },
			);
			const query = new URL(proxy.requests[0].path, 'http://x').searchParams;
			expect(Object.fromEntries(query)).toEqual({
				limit: '1000',
				lastDays: '7',
				platforms: 'twitter,facebook',
			});
		} finally {
			await proxy.close();
		}
	});
});

describe('History › Get, Get by Platform, Get by Network ID', () => {
	test('gets one post by service id', async () => {
		const run = await sp.run([spStep('Get', 'history', 'get', { postId: ids.facebook })]);
		expect(run.outputOf('Get')[0]).toMatchObject({
			id: ids.facebook,
			post: 'history facebook',
			status: 'success',
		});
	});

	test("lists a network's own posts, including the one sent through the service", async () => {
		const run = await sp.run([
			spStep('Network', 'history', 'getByPlatform', { platform: 'twitter' }),
		]);
		const posts = run.outputOf('Network');
		expect(posts.length).toBeGreaterThan(1); // the sandbox seeds posts made on the network itself
		expect(posts.every((p) => p.platform === 'twitter')).toBe(true);
		expect(posts.map((p) => p.id)).toContain(twitterNetworkId);
		expect(run.itemsOf('Network').every((i) => (i.pairedItem as { item: number }).item === 0)).toBe(
			true,
		);
	});

	test('finds a post by its network id', async () => {
		const run = await sp.run([
			spStep('By network id', 'history', 'getByNetworkId', {
				networkId: twitterNetworkId,
				platform: 'twitter',
			}),
		]);
		expect(run.outputOf('By network id')[0]).toMatchObject({
			id: twitterNetworkId,
			platform: 'twitter',
		});
	});
});
