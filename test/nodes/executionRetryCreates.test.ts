import type { IDataObject, INodeExecutionData, INodeParameters } from 'n8n-workflow';

import { runWorkflow } from '../helpers/n8nHarness';
import { spStep, useSandbox } from '../helpers/socialPublishingSteps';
import { chainWorkflow } from '../helpers/workflowBuilder';

// Issue 16, point 2: the other creates that would do harm twice (message send, profile create,
// review reply) carry the same lineage-derived keys as post publish, so n8n's execution retry
// creates what the failed execution did not, and nothing it already did.
const sp = useSandbox();

async function failThenRetryFixed(
	resource: string,
	operation: string,
	parameters: INodeParameters,
	fixed: INodeParameters,
	inputs: IDataObject[],
) {
	const credentials = sp.credentials();
	const original = chainWorkflow([spStep('Create', resource as never, operation, parameters)]);
	const first = await runWorkflow(original, {
		credentials,
		input: inputs.map((json) => ({ json })),
		executionId: `${resource}-1`,
	});
	expect(first.errorOf('Create')).toBeDefined();
	const current = chainWorkflow([
		spStep('Create', resource as never, operation, { ...parameters, ...fixed }),
	]);
	current.nodes = current.nodes.map((node, i) => ({ ...node, id: original.nodes[i].id }));
	const retried = await runWorkflow(current, {
		credentials,
		executionId: `${resource}-2`,
		retryOf: first.run,
	});
	expect(retried.errorOf('Create')).toBeUndefined();
	return retried.outputOf('Create');
}

test('profile create: a retried execution creates each profile once', async () => {
	const titles = ['Retry Bakery', 'Retry Books', ' '];
	const out = await failThenRetryFixed(
		'profile',
		'create',
		{ title: '={{ $json.title }}' },
		{ title: '={{ $json.title.trim() || "Retry Blank Fixed" }}' },
		titles.map((title) => ({ title })),
	);
	expect(out).toHaveLength(3);
	const listed = (await sp.api('GET', '/profiles')).profiles as Array<{ title: string }>;
	for (const title of ['Retry Bakery', 'Retry Books', 'Retry Blank Fixed'])
		expect(listed.filter((p) => p.title === title)).toHaveLength(1);
	expect(out.filter((item) => item.replayed === true)).toHaveLength(2);
});

test('message send: a retried execution sends each message once', async () => {
	const sender = '7100000000000099';
	await sp.api('POST', '/admin/messages/incoming', {
		platform: 'facebook',
		senderId: sender,
		message: 'Hello?',
	});
	const texts = ['retry reply one', 'retry reply two', ''];
	const out = await failThenRetryFixed(
		'message',
		'send',
		{ platform: 'facebook', recipientId: sender, text: '={{ $json.text }}' },
		{ text: '={{ $json.text || "retry reply fixed" }}' },
		texts.map((text) => ({ text })),
	);
	expect(out).toHaveLength(3);
	const listed = (await sp.api('GET', '/messages/facebook')).messages as Array<{ message: string }>;
	for (const text of ['retry reply one', 'retry reply two', 'retry reply fixed'])
		expect(listed.filter((m) => m.message === text)).toHaveLength(1);
	expect(out.filter((item) => item.replayed === true)).toHaveLength(2);
});

test('the sandbox answers a reused key on a review reply with the first answer, creating nothing', async () => {
	const reviews = (await sp.api('GET', '/reviews?platform=facebook')).facebook as Array<{
		id: string;
	}>;
	const send = async () =>
		fetch(`${sp.sandbox.baseUrl}/reviews`, {
			method: 'POST',
			headers: {
				authorization: `Bearer ${sp.sandbox.apiKey}`,
				'content-type': 'application/json',
				'idempotency-key': 'review-reply-key-1',
			},
			body: JSON.stringify({ platform: 'facebook', reviewId: reviews[0].id, reply: 'Thank you!' }),
		});
	const first = await send();
	expect(first.status).toBe(200);
	const firstBody = await first.json();
	const again = await send();
	expect(again.status).toBe(409);
	expect(await again.json()).toMatchObject({ code: 195, original: firstBody });
});

test('media upload: a retried execution uploads each file once', async () => {
	const png =
		'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
	const item = (name: string, ok = true): INodeExecutionData => ({
		json: { name },
		...(ok ? { binary: { data: { data: png, mimeType: 'image/png', fileName: name } } } : {}),
	});
	const credentials = sp.credentials();
	const params = {
		binaryPropertyName: 'data',
		options: { description: '={{ $json.name }}' },
		additionalFieldsJson: '{"source": "n8n-retry-test"}',
	};
	const original = chainWorkflow([spStep('Create', 'media', 'upload', params)]);
	const first = await runWorkflow(original, {
		credentials,
		input: [item('retry-a.png'), item('retry-b.png'), item('retry-c.png', false)],
		executionId: 'media-1',
	});
	expect(first.errorOf('Create')?.message).toMatch(/data/);
	const count = async (name: string) =>
		((await sp.api('GET', '/media')) as Array<{ fileName: string }>).filter(
			(m) => m.fileName === name,
		).length;
	expect([await count('retry-a.png'), await count('retry-b.png')]).toEqual([1, 1]);
	// The retry (same run data): the files already uploaded are answered from the first upload.
	const retried = await runWorkflow(original, {
		credentials,
		executionId: 'media-2',
		retryOf: first.run,
	});
	expect(retried.errorOf('Create')?.message).toMatch(/data/);
	expect([await count('retry-a.png'), await count('retry-b.png')]).toEqual([1, 1]);
});

test('post publish with Binary Media Fields: a retried execution uploads each file once', async () => {
	const png =
		'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
	const item = (name: string, text: string): INodeExecutionData => ({
		json: { text },
		binary: { data: { data: png, mimeType: 'image/png', fileName: name } },
	});
	const credentials = sp.credentials();
	const params = {
		text: '={{ $json.text }}',
		platforms: ['twitter'],
		options: { binaryMediaFields: 'data' },
	};
	const original = chainWorkflow([spStep('Create', 'post', 'create', params)]);
	// The third item's tweet is too long: refused before its file is uploaded.
	const first = await runWorkflow(original, {
		credentials,
		input: [
			item('retry-post-a.png', 'retry post a'),
			item('retry-post-b.png', 'retry post b'),
			item('retry-post-c.png', 'x'.repeat(281)),
		],
		executionId: 'post-media-1',
	});
	expect(first.errorOf('Create')?.message).toMatch(/280/);
	const files = async () => {
		const media = (await sp.api('GET', '/media')) as Array<{ fileName: string }>;
		return ['a', 'b', 'c'].map(
			(x) => media.filter((m) => m.fileName === `retry-post-${x}.png`).length,
		);
	};
	expect(await files()).toEqual([1, 1, 0]);
	const retried = await runWorkflow(original, {
		credentials,
		executionId: 'post-media-2',
		retryOf: first.run,
	});
	expect(retried.errorOf('Create')?.message).toMatch(/280/);
	// The retry's items a and b come back from the first run: no second copy of their files.
	expect(await files()).toEqual([1, 1, 0]);
});
