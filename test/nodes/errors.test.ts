import type { IDataObject } from 'n8n-workflow';

import { useCountingProxy } from '../helpers/countingProxy';
import { spStep, useSandbox } from '../helpers/socialPublishingSteps';

const sp = useSandbox();
const proxy = useCountingProxy(() => sp.sandbox.baseUrl);

/**
 * Everything of an error a user or a log could see, except `node`: n8n attaches the node's own
 * definition (its parameters, as saved in the workflow) to every node error.
 */
function visibleText(error: IDataObject | undefined): string {
	if (!error) return '';
	const { node: _node, ...rest } = error;
	return [error.message, error.description, error.stack, JSON.stringify(rest)].join('\n');
}

const FIVE_BAD_INPUTS = {
	// 300 spaces: too long for twitter (280) and, being blank, empty text on pinterest.
	text: ' '.repeat(300),
	platforms: ['twitter', 'myspace', 'pinterest'],
	options: { scheduleDate: 'next tuesday-ish', autoSchedule: true },
};

describe('bad input', () => {
	test('five problems in one item give one NodeOperationError naming each, and nothing is sent', async () => {
		const run = await sp.run([spStep('Publish', 'post', 'create', FIVE_BAD_INPUTS)], {
			baseUrl: proxy.baseUrl,
		});
		const error = run.errorOf('Publish');
		expect(error?.name).toBe('NodeOperationError');
		const message = String(error?.message);
		expect(message).toContain('Networks (platforms[1])');
		expect(message).toContain('"myspace" is not a supported platform');
		expect(message).toMatch(/Text \(post\) is 300 weighted characters; twitter allows at most 280/);
		expect(message).toMatch(/Text \(post\) must not be empty on pinterest/);
		expect(message).toContain('Schedule Date (scheduleDate) must be a UTC date-time');
		expect(message).toContain('"next tuesday-ish"');
		expect(message).toMatch(/Auto Schedule \(autoSchedule\) cannot be combined with scheduleDate/);
		// The description says what to do without repeating the problems the message names.
		const lines = String(error?.description).split('\n');
		expect(lines[0]).toBe('Nothing was sent. Fix each parameter named above.');
		expect(lines.slice(1)).toEqual([
			'Or turn on Options › X Thread for twitter: it sends the text as a thread of tweets of at most 280 weighted characters each.',
		]);
		for (const line of lines) expect(message).not.toContain(line);
		expect(proxy.requests).toHaveLength(0);
	});

	test('the same input through an expression, with Continue On Fail, gives an error item', async () => {
		const run = await sp.run(
			[
				spStep(
					'Publish',
					'post',
					'create',
					{ ...FIVE_BAD_INPUTS, platforms: "={{ ['twitter', 'myspace', 'pinterest'] }}" },
					{ continueOnFail: true },
				),
			],
			{ baseUrl: proxy.baseUrl },
		);
		const [item] = run.itemsOf('Publish');
		expect(item.pairedItem).toEqual({ item: 0 });
		expect(item.json).toMatchObject({ code: null, platform: null, httpStatus: null });
		expect(String(item.json.error)).toContain('myspace');
		expect(proxy.requests).toHaveLength(0);
	});
});

describe('service errors', () => {
	test('Continue On Fail emits code, platform and HTTP status per failed item, paired', async () => {
		const [sent] = (
			await sp.run([spStep('P', 'post', 'create', { text: 'exists', platforms: ['facebook'] })])
		).outputOf('P');
		const run = await sp.run(
			[spStep('Get', 'post', 'get', { postId: '={{ $json.id }}' }, { continueOnFail: true })],
			{ input: [{ json: { id: sent.id } }, { json: { id: 'no-such-post' } }] },
		);
		const items = run.itemsOf('Get');
		expect(items).toHaveLength(2);
		expect(items[0]).toMatchObject({ json: { id: sent.id }, pairedItem: { item: 0 } });
		expect(items[1].pairedItem).toEqual({ item: 1 });
		expect(items[1].json).toMatchObject({ code: 114, httpStatus: 404, platform: null });
		expect(String(items[1].json.error)).toContain('no-such-post');
	});

	test('without Continue On Fail the node fails with a NodeApiError carrying the service code', async () => {
		const run = await sp.run([spStep('Get', 'post', 'get', { postId: 'missing-id' })]);
		const error = run.errorOf('Get');
		expect(error?.name).toBe('NodeApiError');
		expect(error?.httpCode).toBe('404');
		expect(String(error?.description)).toContain('code 114');
	});

	test('a network failure names the platform', async () => {
		const faults = await sp.api('GET', '/admin/faults');
		if (faults.status !== 'success') return;
		await sp.api('POST', '/admin/faults', {
			platform: 'linkedin',
			count: 1,
			message: 'LinkedIn is down',
		});
		const run = await sp.run([
			spStep('Publish', 'post', 'create', { text: 'hello', platforms: ['facebook', 'linkedin'] }),
		]);
		const error = run.errorOf('Publish');
		expect(error?.name).toBe('NodeApiError');
		expect(String(error?.description)).toMatch(/linkedin: code 156 LinkedIn is down/);
	});
});

test('an unreachable service gives a NodeApiError saying so, after the retries', async () => {
	const run = await sp.run([spStep('History', 'history', 'getAll', {}, { continueOnFail: true })], {
		baseUrl: 'http://127.0.0.1:9/api',
	});
	const [item] = run.itemsOf('History');
	expect(item.pairedItem).toEqual({ item: 0 });
	expect(item.json).toMatchObject({
		error: 'No response from the Social Publishing service',
		httpStatus: null,
	});
});

describe('secrets', () => {
	test('a wrong API key fails with 401 and the key appears nowhere', async () => {
		const wrongKey = 'sk_wrong_key_0123456789abcdef';
		const run = await sp.run([spStep('History', 'history', 'getAll', {})], {
			credentials: { socialPublishingApi: { apiKey: wrongKey, baseUrl: sp.sandbox.baseUrl } },
		});
		const error = run.errorOf('History');
		expect(error?.httpCode).toBe('401');
		expect(visibleText(error)).not.toContain(wrongKey);
		expect(visibleText(error)).not.toMatch(/Bearer\s+\w/);
	});

	test('an unknown profile key is refused and never echoed, in errors or error items', async () => {
		const badKey = 'PK-not-a-real-profile-key-42';
		const steps = [
			spStep('History', 'history', 'getAll', { actAs: 'profileKey', profileKey: badKey }),
		];
		const failed = await sp.run(steps);
		const error = failed.errorOf('History');
		expect(error?.name).toBe('NodeApiError');
		expect(visibleText(error)).not.toContain(badKey);
		expect(visibleText(error)).not.toContain(sp.sandbox.apiKey);

		const continued = await sp.run([{ ...steps[0], continueOnFail: true }]);
		const text = JSON.stringify(continued.itemsOf('History'));
		expect(text).not.toContain(badKey);
		expect(text).not.toContain(sp.sandbox.apiKey);
	});

	test('requests carry the key only in the Authorization header set by the credential', async () => {
		await sp.run([spStep('History', 'history', 'getAll', {})], { baseUrl: proxy.baseUrl });
		expect(proxy.requests).toHaveLength(1);
		const [request] = proxy.requests;
		expect(request.headers.authorization).toBe(`Bearer ${sp.sandbox.apiKey}`);
		expect(request.path).not.toContain(sp.sandbox.apiKey);
	});
});
