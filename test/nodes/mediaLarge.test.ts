import { createHash, randomBytes } from 'node:crypto';
import type { INodeExecutionData } from 'n8n-workflow';

import { useCountingProxy } from '../helpers/countingProxy';
import { spStep, useSandbox } from '../helpers/socialPublishingSteps';

// Files over 10 MB go the service's way for large media (an upload URL and a PUT of the raw
// bytes), never inline as base64 JSON: Media › Upload and Post › Publish's Binary Media Fields.
const sp = useSandbox();
const proxy = useCountingProxy(() => sp.sandbox.baseUrl);
const VIDEO = randomBytes(12 * 1024 * 1024 + 5);
const sha = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

function videoItem(): INodeExecutionData {
	return {
		json: {},
		binary: {
			data: { data: VIDEO.toString('base64'), mimeType: 'video/mp4', fileName: 'launch.mp4' },
		},
	};
}

const calls = () => proxy.requests.map((r) => `${r.method} ${r.path.split('?')[0]}`);

async function storedBytes(url: string): Promise<Uint8Array> {
	return new Uint8Array(await (await fetch(url)).arrayBuffer());
}

describe('media over 10 MB', () => {
	test('Media › Upload sends a 12 MB video through an upload URL; the sandbox stores it byte for byte', async () => {
		const run = await sp.run(
			[spStep('Upload', 'media', 'upload', { binaryPropertyName: 'data' })],
			{
				input: [videoItem()],
				baseUrl: proxy.baseUrl,
			},
		);
		expect(run.errorOf('Upload')).toBeUndefined();
		const [uploaded] = run.outputOf('Upload');
		expect(uploaded).toMatchObject({ fileName: 'launch.mp4', size: String(VIDEO.length) });
		expect(calls()).toEqual(['GET /api/media/uploadUrl']);
		expect(sha(await storedBytes(String(uploaded.url)))).toBe(sha(VIDEO));
	}, 60_000);

	test('Post › Publish with a 12 MB Binary Media Field posts the accessUrl, not an inline upload', async () => {
		const run = await sp.run(
			[
				spStep('Publish', 'post', 'create', {
					text: 'Launch video',
					platforms: ['facebook'],
					options: { binaryMediaFields: 'data' },
				}),
			],
			{ input: [videoItem()], baseUrl: proxy.baseUrl },
		);
		expect(run.errorOf('Publish')).toBeUndefined();
		expect(calls()).toEqual(['GET /api/media/uploadUrl', 'POST /api/post']);
		const [posted] = run.outputOf('Publish');
		const record = await sp.api('GET', `/history/${posted.id}`);
		expect(record.mediaUrls).toHaveLength(1);
		expect(sha(await storedBytes(record.mediaUrls[0]))).toBe(sha(VIDEO));
	}, 60_000);
});
