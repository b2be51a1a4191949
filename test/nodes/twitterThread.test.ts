import type { IDataObject } from 'n8n-workflow';

import { tweetWeightedLength } from '../../src/engine';
import { useCountingProxy } from '../helpers/countingProxy';
import { spStep, useSandbox } from '../helpers/socialPublishingSteps';

const sp = useSandbox();
const proxy = useCountingProxy(() => sp.sandbox.baseUrl);

// Three paragraphs of about 200 characters: one tweet each.
const LONG_TEXT = [
	`Thread start: ${'a'.repeat(190)}`,
	`Middle part: ${'b'.repeat(190)}`,
	`The end: ${'c'.repeat(190)}`,
].join('\n\n');

type PostId = { platform: string; id: string; threadIds?: string[] };
type Tweet = { text: string; weightedLength: number };

describe('Twitter threads through the node', () => {
	test('Publish sends a long text as a thread; Get Post Analytics passes the per-tweet array through', async () => {
		const run = await sp.run([
			spStep('Publish', 'post', 'create', {
				text: LONG_TEXT,
				platforms: ['twitter'],
				options: { twitterThread: true, numberThreadTweets: true },
			}),
			spStep('Analytics', 'analytics', 'getPost', { postId: '={{ $json.id }}' }),
		]);
		expect(run.errorOf('Publish')).toBeUndefined();
		const [sent] = run.outputOf('Publish');
		expect(sent.status).toBe('success');
		const twitter = (sent.postIds as PostId[]).find((p) => p.platform === 'twitter')!;
		expect(twitter.threadIds).toHaveLength(3);
		expect(twitter.id).toBe(twitter.threadIds?.[0]);

		const network = (await (
			await fetch(`${sp.sandbox.url}/networks/twitter/${twitter.threadIds?.[2]}`)
		).json()) as IDataObject;
		expect(network.post).toBe(`The end: ${'c'.repeat(190)} 3/3`);

		expect(run.errorOf('Analytics')).toBeUndefined();
		const [analytics] = run.outputOf('Analytics');
		expect(analytics.status).toBe('success');
		const tweets = analytics.twitter as IDataObject[];
		expect(Array.isArray(tweets)).toBe(true);
		expect(tweets.map((t) => t.id)).toEqual(twitter.threadIds);
		for (const tweet of tweets) expect(tweet.analytics).toEqual(expect.any(Object));
	});

	test('Publish sends twitterOptions as set; without the option a long text fails before any request', async () => {
		const run = await sp.run(
			[
				spStep('Publish', 'post', 'create', {
					text: LONG_TEXT,
					platforms: ['twitter'],
					options: { twitterThread: true },
				}),
			],
			{ baseUrl: proxy.baseUrl },
		);
		expect(run.errorOf('Publish')).toBeUndefined();
		const posted = proxy.requests.filter((r) => r.method === 'POST' && r.path.endsWith('/post'));
		expect(posted).toHaveLength(1);
		expect(JSON.parse(posted[0].body).twitterOptions).toEqual({ thread: true });

		proxy.requests.length = 0;
		const refused = await sp.run(
			[spStep('Publish', 'post', 'create', { text: LONG_TEXT, platforms: ['twitter'] })],
			{ baseUrl: proxy.baseUrl },
		);
		const error = refused.errorOf('Publish');
		expect(error?.name).toBe('NodeOperationError');
		expect(String(error?.message)).toMatch(
			/Text \(post\) is \d+ weighted characters; twitter allows at most 280/,
		);
		// The description does not repeat the message: it points at the option that sends it as is.
		expect(String(error?.description)).toBe(
			'Nothing was sent. Fix the parameter named above.\n' +
				'Or turn on Options › X Thread for twitter: it sends the text as a thread of tweets of at most 280 weighted characters each.',
		);
		expect(proxy.requests).toHaveLength(0);
	});

	test('a bad option value fails the item with a NodeOperationError naming it, and nothing is sent', async () => {
		const run = await sp.run(
			[
				spStep('Publish', 'post', 'create', {
					text: LONG_TEXT,
					platforms: ['twitter'],
					options: { twitterThread: '={{ $json.thread }}' },
				}),
			],
			{
				baseUrl: proxy.baseUrl,
				input: [{ json: { thread: true } }, { json: { thread: 'yes' } }],
			},
		);
		const error = run.errorOf('Publish');
		expect(error?.name).toBe('NodeOperationError');
		expect((error?.context as IDataObject | undefined)?.itemIndex).toBe(1);
		const message = String(error?.message);
		expect(message).toContain('X Thread (twitterOptions.thread) must be true or false');
		expect(message).toContain('(got "yes")');
		// Item 0 was fine and went out; item 1 sent nothing.
		const posted = proxy.requests.filter((r) => r.method === 'POST' && r.path.endsWith('/post'));
		expect(posted.map((r) => JSON.parse(r.body).twitterOptions)).toEqual([{ thread: true }]);
	});

	test('Preview shows each tweet of the thread and its weighted length, offline', async () => {
		const run = await sp.run(
			[
				spStep('Preview', 'post', 'preview', {
					text: LONG_TEXT,
					platforms: ['twitter', 'facebook'],
					options: { twitterThread: true, numberThreadTweets: true },
				}),
			],
			{ baseUrl: proxy.baseUrl },
		);
		expect(run.errorOf('Preview')).toBeUndefined();
		const [preview] = run.outputOf('Preview');
		expect(preview.valid).toBe(true);
		const networks = preview.networks as Record<string, IDataObject>;
		const thread = networks.twitter.thread as Tweet[];
		expect(thread.map((t) => t.text)).toEqual([
			`Thread start: ${'a'.repeat(190)} 1/3`,
			`Middle part: ${'b'.repeat(190)} 2/3`,
			`The end: ${'c'.repeat(190)} 3/3`,
		]);
		for (const tweet of thread) expect(tweet.weightedLength).toBe(tweetWeightedLength(tweet.text));
		expect(networks.twitter).toMatchObject({ ok: true, problems: [] });
		expect(networks.facebook).not.toHaveProperty('thread');
		expect(proxy.requests).toHaveLength(0);

		// Without the option the same text is one tweet over the limit, and Preview says so.
		const plain = await sp.run(
			[spStep('Preview', 'post', 'preview', { text: LONG_TEXT, platforms: ['twitter'] })],
			{ baseUrl: proxy.baseUrl },
		);
		const twitter = (plain.outputOf('Preview')[0].networks as Record<string, IDataObject>).twitter;
		expect(twitter).not.toHaveProperty('thread');
		expect(twitter.ok).toBe(false);
	});
});
