import { startCountingProxy, type CountingProxy } from '../helpers/countingProxy';
import { spStep, useSandbox } from '../helpers/socialPublishingSteps';

// Issue 11: every create and update operation has "Additional Fields (JSON)", merged into the
// request body, so fields the node does not model yet reach the service; the node's own checks
// still apply to the fields it knows, wherever they come from.
const sp = useSandbox();

const EXTRA = { futureOption: { enabled: true }, source: 'n8n-test' };
const json = (value: unknown) => JSON.stringify(value);

// resource, operation, parameters, the request (method and path) that must carry the fields.
const CASES: Array<[string, string, Record<string, unknown>, string]> = [
	['post', 'create', { text: 'extra fields', platforms: ['twitter'] }, 'POST /api/post'],
	[
		'post',
		'update',
		{ postId: 'AAAAAAAAAAAAAAAAAAAA', updateFields: { notes: 'n' } },
		'PATCH /api/post',
	],
	['profile', 'create', { title: 'Extra Fields Co' }, 'POST /api/profiles'],
	['review', 'reply', { platform: 'gmb', reviewId: 'r1', reply: 'Thanks!' }, 'POST /api/reviews'],
	['link', 'create', { url: 'https://shop.example/x' }, 'POST /api/links'],
	['bioPage', 'create', { handle: 'extra-fields' }, 'POST /api/biolink'],
	['bioPage', 'update', { updateFields: { text1: 'Hi' } }, 'PUT /api/biolink'],
	[
		'message',
		'send',
		{ platform: 'facebook', recipientId: '7001', text: 'hi' },
		'POST /api/messages/facebook',
	],
	[
		'message',
		'setAutoResponse',
		{ active: true, message: 'Away', waitSeconds: 60 },
		'POST /api/messages/autoresponse',
	],
	[
		'message',
		'updateConversation',
		{ platform: 'facebook', conversationId: 'c1', status: 'archived' },
		'PUT /api/messages/facebook/c1',
	],
	['feed', 'add', { url: 'https://feeds.example/rss' }, 'POST /api/feed'],
	['feed', 'update', { feedId: 'f1', updateFields: { autoHashtag: true } }, 'PUT /api/feed'],
	['autoSchedule', 'set', { times: '09:00Z', title: 'extra' }, 'POST /api/auto-schedule/set'],
	['user', 'updateBusinessListing', { updateFields: { name: 'Acme' } }, 'PATCH /api/user/gbp'],
	[
		'comment',
		'create',
		{ postId: 'p1', comment: 'Hi', platforms: ['twitter'] },
		'POST /api/comments',
	],
	['comment', 'reply', { commentId: 'c1', reply: 'Thanks' }, 'POST /api/comments/reply/c1'],
];

const PNG =
	'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

describe('Additional Fields (JSON)', () => {
	let proxy: CountingProxy;
	beforeAll(async () => {
		// Every write is answered by the proxy: what matters here is what the node sends.
		proxy = await startCountingProxy(sp.sandbox.baseUrl, (request) =>
			request.method === 'GET' ? undefined : { status: 200, body: { status: 'success', id: 'x' } },
		);
	});
	afterAll(async () => {
		await proxy.close();
	});

	it.each(CASES)(
		'%s › %s sends them in its body',
		async (resource, operation, parameters, target) => {
			const before = proxy.requests.length;
			const run = await sp.run(
				[
					spStep('Write', resource as never, operation, {
						...parameters,
						additionalFieldsJson: json(EXTRA),
					}),
				],
				{ baseUrl: proxy.baseUrl },
			);
			expect(run.errorOf('Write')).toBeUndefined();
			const sent = proxy.requests
				.slice(before)
				.find((r) => `${r.method} ${r.path.split('?')[0]}` === target);
			expect(sent).toBeDefined();
			expect(JSON.parse(sent!.body)).toMatchObject(EXTRA);
		},
	);

	it('media › upload sends them in its body, next to the file', async () => {
		const before = proxy.requests.length;
		const run = await sp.run(
			[
				spStep('Write', 'media', 'upload', {
					binaryPropertyName: 'data',
					additionalFieldsJson: json(EXTRA),
				}),
			],
			{
				baseUrl: proxy.baseUrl,
				input: [
					{ json: {}, binary: { data: { data: PNG, mimeType: 'image/png', fileName: 'a.png' } } },
				],
			},
		);
		expect(run.errorOf('Write')).toBeUndefined();
		const sent = proxy.requests.slice(before).find((r) => r.path === '/api/media/upload');
		expect(JSON.parse(sent!.body)).toMatchObject({ ...EXTRA, fileName: 'a.png' });
	});

	it('reach the real sandbox too: a post with per-network options is published', async () => {
		const run = await sp.run([
			spStep('Publish', 'post', 'create', {
				text: 'with instagramOptions',
				platforms: ['twitter'],
				additionalFieldsJson: json({ instagramOptions: { shareReelsFeed: false }, source: 'n8n' }),
			}),
		]);
		expect(run.errorOf('Publish')).toBeUndefined();
		expect(run.outputOf('Publish')[0]).toMatchObject({ status: 'success' });
	});

	it('let a parameter set on the node win over the same key', async () => {
		const before = proxy.requests.length;
		await sp.run(
			[
				spStep('Write', 'link', 'create', {
					url: 'https://shop.example/node',
					additionalFieldsJson: json({ url: 'https://other.example/' }),
				}),
			],
			{ baseUrl: proxy.baseUrl },
		);
		const sent = proxy.requests.slice(before).find((r) => r.path === '/api/links');
		expect(JSON.parse(sent!.body).url).toBe('https://shop.example/node');
	});

	it.each([
		[
			'a field the node checks',
			json({ scheduleDate: 'next tuesday' }),
			/scheduleDate|Schedule Date/,
		],
		[
			'text that is not JSON',
			'{"instagramOptions": ',
			/Additional Fields \(JSON\) is not valid JSON/,
		],
		[
			'a list instead of an object',
			json([1, 2]),
			/must be a JSON object of request fields \(got an array/,
		],
		['a forbidden key', '{"constructor": {"x": 1}}', /may not use the key "constructor"/],
	])(
		'refuse %s before sending anything, naming the item',
		async (_what, additionalFieldsJson, message) => {
			const before = proxy.requests.length;
			const run = await sp.run(
				[
					spStep('Publish', 'post', 'create', {
						text: 'checked',
						platforms: ['twitter'],
						additionalFieldsJson,
					}),
				],
				{ baseUrl: proxy.baseUrl },
			);
			const error = run.errorOf('Publish');
			expect(error?.message).toMatch(message);
			expect(proxy.requests.slice(before).filter((r) => r.method !== 'GET')).toEqual([]);
		},
	);
});
