import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import { spStep, useSandbox } from '../helpers/socialPublishingSteps';

// Check Media URLs First: a post whose media a network could not load fails before it is sent or
// scheduled (Publish), or shows the problem (Preview), instead of failing when it goes out.
const sp = useSandbox();
let files: Server;
let base: string;

const PNG = Buffer.from(
	'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
	'base64',
);

beforeAll(async () => {
	files = createServer((req, res) => {
		if (req.url === '/photo.png') res.writeHead(200, { 'content-type': 'image/png' }).end(PNG);
		else if (req.url === '/page.html')
			res.writeHead(200, { 'content-type': 'text/html' }).end('<p>hi</p>');
		else res.writeHead(404).end();
	});
	await new Promise<void>((resolve) => files.listen(0, '127.0.0.1', resolve));
	base = `http://127.0.0.1:${(files.address() as AddressInfo).port}`;
});
afterAll(async () => {
	await new Promise((resolve) => files.close(resolve));
});

const scheduled = () => new Date(Date.now() + 3_600_000).toISOString();

async function historyCount(): Promise<number> {
	return (await sp.api('GET', '/history?lastDays=0&limit=1000')).history.length;
}

describe('Check Media URLs First', () => {
	test('Publish refuses a scheduled post whose image is missing or is a web page, naming each URL; nothing is stored', async () => {
		const before = await historyCount();
		const run = await sp.run([
			spStep('Publish', 'post', 'create', {
				text: 'Spring collection',
				platforms: ['facebook'],
				options: {
					checkMedia: true,
					scheduleDate: scheduled(),
					mediaUrls: `${base}/photo.png, ${base}/gone.png, ${base}/page.html`,
				},
			}),
		]);
		const message = run.errorOf('Publish')?.message ?? '';
		expect(message).toMatch(/mediaUrls\[1\]\) cannot be fetched \(HTTP 404\)/);
		expect(message).toMatch(/mediaUrls\[2\]\) is text\/html, not an image or a video/);
		expect(message).not.toMatch(/mediaUrls\[0\]/);
		expect(await historyCount()).toBe(before);
	});

	test('Publish sends the post when every URL loads; Preview lists the same problems without publishing', async () => {
		const ok = await sp.run([
			spStep('Publish', 'post', 'create', {
				text: 'Spring collection',
				platforms: ['facebook'],
				options: { checkMedia: true, scheduleDate: scheduled(), mediaUrls: `${base}/photo.png` },
			}),
		]);
		expect(ok.errorOf('Publish')).toBeUndefined();
		expect(ok.outputOf('Publish')[0]).toMatchObject({ status: 'scheduled' });
		const preview = await sp.run([
			spStep('Preview', 'post', 'preview', {
				text: 'Spring collection',
				platforms: ['facebook'],
				options: { checkMedia: true, mediaUrls: `${base}/gone.png` },
			}),
		]);
		expect(preview.outputOf('Preview')[0]).toMatchObject({
			valid: false,
			issues: [expect.objectContaining({ field: 'mediaUrls[0]', value: `${base}/gone.png` })],
		});
	});
});
