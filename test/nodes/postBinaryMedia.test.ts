import type { IDataObject, INodeExecutionData, INodeParameters } from 'n8n-workflow';

import { useCountingProxy } from '../helpers/countingProxy';
import { spStep, useSandbox } from '../helpers/socialPublishingSteps';

const sp = useSandbox();
const proxy = useCountingProxy(() => sp.sandbox.baseUrl);

/** A 1x1 PNG. */
const PNG_BASE64 =
	'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

function pngItem(fields: string[], json: IDataObject = {}): INodeExecutionData {
	const binary = Object.fromEntries(
		fields.map((field) => [
			field,
			{ data: PNG_BASE64, mimeType: 'image/png', fileName: `${field}.png` },
		]),
	);
	return { json, binary };
}

async function publish(parameters: INodeParameters, input: INodeExecutionData[]) {
	const run = await sp.run([spStep('Publish', 'post', 'create', parameters)], {
		input,
		baseUrl: proxy.baseUrl,
	});
	return { items: run.outputOf('Publish'), error: run.errorOf('Publish') };
}

async function mediaCount(): Promise<number> {
	return (await sp.api('GET', '/media')).length;
}

const calls = () => proxy.requests.map((r) => `${r.method} ${r.path}`);

describe('Post › Publish › Binary Media Fields', () => {
	test("uploads the item's PNG and posts it to instagram and pinterest", async () => {
		const before = await mediaCount();
		const { items, error } = await publish(
			{
				text: 'New in the shop',
				platforms: ['instagram', 'pinterest'],
				options: { binaryMediaFields: 'data' },
			},
			[pngItem(['data'])],
		);
		expect(error).toBeUndefined();
		expect(items[0]).toMatchObject({ status: 'success' });
		expect(calls()).toEqual(['POST /api/media/upload', 'POST /api/post']);

		const media = await sp.api('GET', '/media');
		expect(media).toHaveLength(before + 1);
		const uploaded = media.find((m: IDataObject) => m.fileName === 'data.png');
		expect(String(uploaded.url).startsWith(`${sp.sandbox.url}/media/`)).toBe(true);

		const record = await sp.api('GET', `/post/${items[0].id}`);
		expect(record.status).toBe('success');
		expect(record.mediaUrls).toEqual([uploaded.url]);
		// What each network received carries the file too.
		for (const entry of record.postIds) {
			const received = (await (await fetch(entry.postUrl)).json()) as IDataObject;
			expect(received.mediaUrls).toEqual([uploaded.url]);
		}
		// The stored file is the item's bytes.
		const stored = Buffer.from(await (await fetch(uploaded.url)).arrayBuffer());
		expect(stored.toString('base64')).toBe(PNG_BASE64);
	});

	test('appends the uploads after Media URLs, in field order, per item', async () => {
		const { items, error } = await publish(
			{
				text: '={{ $json.text }}',
				platforms: ['instagram'],
				options: {
					mediaUrls: 'https://example.com/first.jpg',
					binaryMediaFields: '={{ $json.fields }}',
				},
			},
			[
				pngItem(['front', 'back'], { text: 'two photos', fields: 'front, back' }),
				pngItem(['only'], { text: 'one photo', fields: 'only' }),
			],
		);
		expect(error).toBeUndefined();
		const records = await Promise.all(items.map((p) => sp.api('GET', `/post/${p.id}`)));
		const names = records.map((r) => r.mediaUrls.map((url: string) => url.split('/').pop()));
		expect(names).toEqual([
			['first.jpg', 'front.png', 'back.png'],
			['first.jpg', 'only.png'],
		]);
	});

	test('a post that cannot be sent uploads nothing', async () => {
		const before = await mediaCount();
		const { error } = await publish(
			{
				// Too long for pinterest (500 characters).
				text: 'x'.repeat(600),
				platforms: ['instagram', 'pinterest'],
				options: { binaryMediaFields: 'data' },
			},
			[pngItem(['data'])],
		);
		expect(error?.name).toBe('NodeOperationError');
		expect(error?.message).toMatch(/Text \(post\) .*pinterest allows at most 500/);
		expect(calls()).toEqual([]);
		expect(await mediaCount()).toBe(before);
	});

	test('too many files for a network is caught before any upload', async () => {
		const before = await mediaCount();
		const fields = ['a', 'b', 'c', 'd', 'e', 'f'];
		const { error } = await publish(
			{
				text: 'six pins',
				platforms: ['pinterest'],
				options: { binaryMediaFields: fields.join(',') },
			},
			[pngItem(fields)],
		);
		expect(error?.message).toMatch(/Media URLs \(mediaUrls\).*pinterest/);
		expect(calls()).toEqual([]);
		expect(await mediaCount()).toBe(before);
	});

	test('a binary field the item lacks fails naming it, and nothing is uploaded', async () => {
		const before = await mediaCount();
		const { error } = await publish(
			{
				text: 'hello',
				platforms: ['instagram'],
				options: { binaryMediaFields: 'data, missing' },
			},
			[pngItem(['data'])],
		);
		expect(error?.message).toBe(
			'Binary Media Fields names "missing", which the item has no binary field for',
		);
		expect(error?.description).toMatch(/binary fields are: data\./);
		expect(calls()).toEqual([]);
		expect(await mediaCount()).toBe(before);
	});
});
