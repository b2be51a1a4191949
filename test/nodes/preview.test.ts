import type { IDataObject, INodeParameters } from 'n8n-workflow';

import { tweetWeightedLength } from '../../src/engine';
import { startCountingProxy, type CountingProxy } from '../helpers/countingProxy';
import { spStep, useSandbox } from '../helpers/socialPublishingSteps';

const sp = useSandbox();
let proxy: CountingProxy;

beforeAll(async () => {
	proxy = await startCountingProxy(sp.sandbox.baseUrl);
});
afterAll(async () => {
	await proxy.close();
});

/** Runs Post › Preview through the counting proxy; fails the test if the node failed. */
async function preview(parameters: INodeParameters, input?: IDataObject[]): Promise<IDataObject[]> {
	const run = await sp.run([spStep('Preview', 'post', 'preview', parameters)], {
		baseUrl: proxy.baseUrl,
		input: input?.map((json) => ({ json })),
	});
	const error = run.errorOf('Preview');
	if (error) throw error;
	return run.outputOf('Preview');
}

type Network = { text: string; length: number; limit: number; ok: boolean; problems: string[] };

describe('Post › Preview', () => {
	test('shows styled text and its weighted length for twitter, plain text for reddit, offline', async () => {
		const text = '<b>Bold</b> news\nread https://example.com/a';
		const [result] = await preview({
			text,
			platforms: ['twitter', 'reddit'],
			options: { redditTitle: 'News', redditSubreddit: 'test' },
		});
		expect(result.valid).toBe(true);
		expect(result.issues).toEqual([]);
		const networks = result.networks as Record<string, Network & { weightedLength?: number }>;
		expect(Object.keys(networks).sort()).toEqual(['reddit', 'twitter']);

		const twitter = networks.twitter;
		// "Bold" in bold sans-serif, the line break encoded with U+2063.
		expect(twitter.text).toBe(
			'\u{1D5D5}\u{1D5FC}\u{1D5F9}\u{1D5F1} news\u2063\nread https://example.com/a',
		);
		expect(twitter.weightedLength).toBe(tweetWeightedLength(twitter.text));
		// 4 styled letters count 2 each, the line break's U+2063 marker 2, the link 23.
		expect(twitter.weightedLength).toBe(4 * 2 + ' news\nread '.length + 2 + 23);
		expect(twitter).toMatchObject({ limit: 280, ok: true, problems: [] });
		expect(twitter.length).toBe(Array.from('Bold news\nread https://example.com/a').length);

		expect(networks.reddit).toMatchObject({
			text: 'Bold news\nread https://example.com/a',
			limit: 5000,
			ok: true,
		});
		expect(networks.reddit).not.toHaveProperty('weightedLength');
		expect(proxy.requests).toHaveLength(0);
	});

	test('flags empty pinterest text without throwing; one item per input item, each read for itself', async () => {
		const results = await preview(
			{ text: '={{ $json.text }}', platforms: ['pinterest', 'facebook'] },
			[{ text: '' }, { text: 'x'.repeat(501) }],
		);
		expect(results).toHaveLength(2);
		const [empty, long] = results;
		expect(empty.valid).toBe(false);
		const pinterest = (empty.networks as Record<string, Network>).pinterest;
		expect(pinterest.ok).toBe(false);
		expect(pinterest.problems.join('\n')).toMatch(/Text \(post\) must not be empty on pinterest/);
		expect(empty.issues).toEqual(
			expect.arrayContaining([
				expect.objectContaining({ field: 'post', value: '', platform: 'pinterest' }),
				expect.objectContaining({ field: 'mediaUrls', platform: 'pinterest' }),
			]),
		);
		// Facebook takes empty text only with media: its own problem, under its own name.
		const facebook = (empty.networks as Record<string, Network>).facebook;
		expect(facebook.problems.join('\n')).toMatch(/facebook without media/);

		const longPinterest = (long.networks as Record<string, Network>).pinterest;
		expect(longPinterest).toMatchObject({ length: 501, limit: 500, ok: false });
		expect(longPinterest.problems.join('\n')).toMatch(
			/501 characters; pinterest allows at most 500/,
		);
		// The same text is fine on facebook: each network is judged by its own rules.
		expect((long.networks as Record<string, Network>).facebook).toMatchObject({
			ok: true,
			problems: [],
		});
		expect(proxy.requests).toHaveLength(0);
	});

	test('reports request-level problems (unknown network, both schedules) with a null platform', async () => {
		const [result] = await preview({
			text: 'hello',
			platforms: ['twitter', 'myspace'],
			options: { autoSchedule: true, scheduleDate: '2030-01-01T10:00:00Z' },
		});
		expect(result.valid).toBe(false);
		const issues = result.issues as IDataObject[];
		expect(issues.some((i) => String(i.field).startsWith('platforms') && i.platform === null)).toBe(
			true,
		);
		expect(issues.some((i) => i.field === 'autoSchedule' || i.field === 'scheduleDate')).toBe(true);
		expect(Object.keys(result.networks as IDataObject)).toEqual(['twitter']);
		expect(proxy.requests).toHaveLength(0);
	});
});
