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
});
