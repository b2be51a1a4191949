import type { IDataObject } from 'n8n-workflow';

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

const paths = () => proxy.requests.map((r) => `${r.method} ${r.path.split('?')[0]}`);

describe('Post › Preview with Check With the Service', () => {
	test('adds the service verdict and its warnings; without the switch nothing is sent', async () => {
		await sp.api('POST', '/admin/unlink', { platform: 'linkedin' });
		const parameters = { text: 'Hello', platforms: ['twitter', 'linkedin'] };
		proxy.requests.length = 0;
		const offline = await sp.run([spStep('Preview', 'post', 'preview', parameters)], {
			baseUrl: proxy.baseUrl,
		});
		expect(offline.outputOf('Preview')[0]).not.toHaveProperty('service');
		expect(proxy.requests).toHaveLength(0);
		const run = await sp.run(
			[spStep('Preview', 'post', 'preview', { ...parameters, checkWithService: true })],
			{ baseUrl: proxy.baseUrl },
		);
		const [result] = run.outputOf('Preview');
		expect(result.valid).toBe(true);
		expect(result.service).toMatchObject({
			ok: true,
			warnings: [expect.objectContaining({ code: 156, platform: 'linkedin' })],
		});
		expect(paths()).toEqual(['POST /api/validate/post']);
		await sp.api('POST', '/admin/link', { platform: 'linkedin' });
	});

	test('a post the service refuses makes the preview invalid, with the problems it named', async () => {
		const run = await sp.run([
			spStep('Preview', 'post', 'preview', {
				text: 'Used key',
				platforms: ['twitter'],
				options: { idempotencyKey: 'node-dry-run' },
				checkWithService: true,
			}),
		]);
		expect(run.outputOf('Preview')[0].valid).toBe(true);
		await sp.run([
			spStep('Publish', 'post', 'create', {
				text: 'Used key',
				platforms: ['twitter'],
				options: { idempotencyKey: 'node-dry-run' },
			}),
		]);
		const again = await sp.run([
			spStep('Preview', 'post', 'preview', {
				text: 'Used key',
				platforms: ['twitter'],
				options: { idempotencyKey: 'node-dry-run' },
				checkWithService: true,
			}),
		]);
		const [result] = again.outputOf('Preview');
		expect(result.valid).toBe(false);
		const service = result.service as IDataObject;
		expect(service.ok).toBe(false);
		expect(service.errors).toEqual([expect.objectContaining({ field: 'idempotencyKey' })]);
	});
});

describe('User › Explain Error', () => {
	test("answers the explainer's cause, class and fix for a code and network", async () => {
		const run = await sp.run([
			spStep('Explain', 'user', 'explainError', { errorCode: '161', errorPlatform: 'facebook' }),
		]);
		expect(run.outputOf('Explain')[0]).toMatchObject({
			code: 161,
			class: 'developer-fix',
			httpStatus: 400,
			platform: 'facebook',
			message: expect.stringContaining('Facebook authorization error'),
			fix: expect.stringContaining('link Facebook again'),
		});
	});

	test("names the node's operation beside the REST call a fix names (272: Post › Retry)", async () => {
		const run = await sp.run([spStep('Explain', 'user', 'explainError', { errorCode: '272' })]);
		const [answer] = run.outputOf('Explain');
		expect(answer.fix).toContain('Post › Retry (PUT /post/retry)');
		expect(answer).not.toHaveProperty('source');
	});

	test('a code that is not a number fails the item before anything is sent', async () => {
		proxy.requests.length = 0;
		const run = await sp.run(
			[spStep('Explain', 'user', 'explainError', { errorCode: 'oops' }, { continueOnFail: true })],
			{ baseUrl: proxy.baseUrl },
		);
		expect(String(run.outputOf('Explain')[0].error)).toMatch(/code.*not an error code/);
		expect(proxy.requests).toHaveLength(0);
	});
});

describe("service errors carry the explainer's fix", () => {
	test('in the error description, and as fix in a Continue On Fail item', async () => {
		const failed = await sp.run([spStep('Get', 'post', 'get', { postId: 'missing-id' })]);
		const error = failed.errorOf('Get');
		expect(String(error?.description)).toMatch(
			/Fix \(the service's error explainer\): Check the post id/,
		);
		const run = await sp.run([
			spStep('Get', 'post', 'get', { postId: 'missing-id' }, { continueOnFail: true }),
		]);
		expect(run.outputOf('Get')[0]).toMatchObject({
			code: 114,
			fix: expect.stringContaining('Check the post id'),
		});
	});
});

describe('the look-up of the fix', () => {
	const getMissing = (ids: string[], baseUrl: string) =>
		sp.run(
			[spStep('Get', 'post', 'get', { postId: '={{ $json.id }}' }, { continueOnFail: true })],
			{
				input: ids.map((id) => ({ json: { id } })),
				baseUrl,
			},
		);

	test('asks once per code and network in an execution', async () => {
		proxy.requests.length = 0;
		const run = await getMissing(['missing-a', 'missing-b', 'missing-c'], proxy.baseUrl);
		expect(run.outputOf('Get').map((item) => [item.code, typeof item.fix])).toEqual([
			[114, 'string'],
			[114, 'string'],
			[114, 'string'],
		]);
		expect(paths().filter((path) => path === 'GET /api/error-explainer')).toHaveLength(1);
	});

	test('asks again for the same code on another network', async () => {
		for (const network of ['linkedin', 'telegram'])
			await sp.api('POST', '/admin/faults', { platform: network, count: 2 });
		proxy.requests.length = 0;
		const run = await sp.run(
			[
				spStep(
					'Publish',
					'post',
					'create',
					{ text: '={{ $json.text }}', platforms: '={{ $json.platforms }}' },
					{ continueOnFail: true },
				),
			],
			{
				input: [
					{ json: { text: 'one', platforms: ['linkedin'] } },
					{ json: { text: 'two', platforms: ['telegram'] } },
					{ json: { text: 'three', platforms: ['linkedin'] } },
					{ json: { text: 'four', platforms: ['telegram'] } },
				],
				baseUrl: proxy.baseUrl,
			},
		);
		expect(run.outputOf('Publish').map((item) => [item.code, item.platform])).toEqual([
			[156, 'linkedin'],
			[156, 'telegram'],
			[156, 'linkedin'],
			[156, 'telegram'],
		]);
		const lookUps = proxy.requests.filter((r) => r.path.startsWith('/api/error-explainer'));
		expect(
			lookUps.map((r) => new URL(r.path, 'http://x').searchParams.get('platform')).sort(),
		).toEqual(['linkedin', 'telegram']);
	});

	test('is best effort: an explainer that fails leaves the error as it was', async () => {
		const broken = await startCountingProxy(sp.sandbox.baseUrl, (request) =>
			request.path.startsWith('/api/error-explainer')
				? { status: 500, body: { status: 'error', code: 500, message: 'explainer down' } }
				: undefined,
		);
		try {
			const run = await getMissing(['missing-d'], broken.baseUrl);
			const [item] = run.outputOf('Get');
			expect(item.code).toBe(114);
			expect(item).not.toHaveProperty('fix');
			expect(String(item.error)).not.toContain('explainer down');
			expect(broken.requests.map((r) => r.path.split('?')[0])).toEqual([
				'/api/post/missing-d',
				'/api/error-explainer',
			]);
		} finally {
			await broken.close();
		}
	});
});

describe('Post fields of 2026 in the node', () => {
	test('Publish sends auto repost, random text and image, and Update pauses the post', async () => {
		const run = await sp.run([
			spStep('Publish', 'post', 'create', {
				text: '',
				platforms: ['instagram'],
				options: {
					autoRepostRepeat: 2,
					autoRepostDays: 3,
					autoRepostStartDate: '2099-05-01T10:00:00Z',
					randomPost: true,
					randomMediaUrl: true,
				},
			}),
			spStep('Pause', 'post', 'update', {
				postId: '={{ $json.id }}',
				updateFields: { scheduledPause: true, notes: 'hold it' },
			}),
		]);
		const [sent] = run.outputOf('Publish');
		expect(sent).toMatchObject({
			status: 'scheduled',
			autoRepostDates: ['2099-05-04T10:00:00Z', '2099-05-07T10:00:00Z'],
		});
		expect(run.outputOf('Pause')[0]).toMatchObject({ postStatus: 'paused', notes: 'hold it' });
		const record = await sp.api('GET', `/post/${sent.id}`);
		expect(record).toMatchObject({ randomPost: true, randomMediaUrl: true, status: 'paused' });
	});

	test('wrong auto repost values fail the item naming each, before sending', async () => {
		proxy.requests.length = 0;
		const run = await sp.run(
			[
				spStep('Publish', 'post', 'create', {
					text: 'x',
					platforms: ['twitter'],
					options: { autoRepostRepeat: 12, autoRepostDays: 1 },
				}),
			],
			{ baseUrl: proxy.baseUrl },
		);
		const message = String(run.errorOf('Publish')?.message);
		expect(message).toMatch(/autoRepost\.repeat/);
		expect(message).toMatch(/autoRepost\.days/);
		expect(proxy.requests).toHaveLength(0);
	});

	test("Unsplash Image adds the service's image; Validate When Scheduled off is sent as validateScheduled false", async () => {
		const run = await sp.run([
			spStep('Publish', 'post', 'create', {
				text: 'Coffee time',
				platforms: ['instagram'],
				options: { unsplash: ' coffee ' },
			}),
		]);
		const [sent] = run.outputOf('Publish');
		expect(sent.status).toBe('success');
		const record = await sp.api('GET', `/post/${sent.id}`);
		expect(record.unsplash).toBe('coffee');
		expect(record.mediaUrls).toHaveLength(1);

		// Validate When Scheduled off reaches the service as validateScheduled: false; left on, nothing is sent.
		const scheduled = async (options: IDataObject) => {
			const out = await sp.run([
				spStep('Publish', 'post', 'create', {
					text: 'Checked when due',
					platforms: ['twitter'],
					options: { scheduleDate: '2099-07-01T12:00:00Z', ...options },
				}),
			]);
			const [item] = out.outputOf('Publish');
			expect(item.status).toBe('scheduled');
			return await sp.api('GET', `/post/${item.id}`);
		};
		expect((await scheduled({ validateScheduled: false })).validateScheduled).toBe(false);
		expect(await scheduled({})).not.toHaveProperty('validateScheduled');
	});

	test('Validate When Scheduled off takes a scheduled post a network would refuse; on, the node refuses it', async () => {
		// Instagram needs media: off, the service checks that when the post falls due (the post docs).
		const publish = async (options: IDataObject) => {
			const run = await sp.run([
				spStep(
					'Publish',
					'post',
					'create',
					{
						text: 'No picture yet',
						platforms: ['instagram'],
						options: { scheduleDate: '2099-07-01T12:00:00Z', ...options },
					},
					{ continueOnFail: true },
				),
			]);
			return run.outputOf('Publish')[0];
		};
		const taken = await publish({ validateScheduled: false });
		expect(taken.status).toBe('scheduled');
		const record = await sp.api('GET', `/post/${taken.id}`);
		expect(record).toMatchObject({ status: 'pending', validateScheduled: false });
		const refused = await publish({});
		expect(refused.id).toBeUndefined();
		expect(String(refused.error)).toMatch(/instagram/i);
		expect(String(refused.error)).toMatch(/media/i);
	});
});
