import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startTestSandbox, type TestSandbox } from '../helpers/testSandbox';

/** A 3x2 PNG: the header and IHDR are enough for its size. */
const PNG = Buffer.from(
	'iVBORw0KGgoAAAANSUhEUgAAAAMAAAACCAYAAACddGYaAAAAEUlEQVR4nGP4z8DwHxkzkM4BAOLnH+EYrLq3AAAAAElFTkSuQmCC',
	'base64',
);

/** An MP4 whose moov (with mvhd: 90000 units at 600 per second = 150 s) comes after a 2 MB mdat. */
function mp4(): Buffer {
	const box = (type: string, body: Buffer) => {
		const header = Buffer.alloc(8);
		header.writeUInt32BE(8 + body.length);
		header.write(type, 4, 'latin1');
		return Buffer.concat([header, body]);
	};
	const mvhd = Buffer.alloc(100);
	mvhd.writeUInt32BE(600, 12); // timescale, after version/flags, creation and modification times
	mvhd.writeUInt32BE(90_000, 16); // duration
	return Buffer.concat([
		box('ftyp', Buffer.from('isom\0\0\x02\0isomiso2mp41', 'latin1')),
		box('mdat', Buffer.alloc(2 * 1024 * 1024)),
		box('moov', box('mvhd', mvhd)),
	]);
}

describe('media URL checks (urlExists, meta)', () => {
	let t: TestSandbox;
	let files: Server;
	let base: string;

	beforeAll(async () => {
		t = await startTestSandbox();
		files = createServer((req, res) => {
			if (req.url === '/dot.png') {
				res.writeHead(200, { 'content-type': 'image/png', 'content-length': PNG.length });
				res.end(PNG);
			} else {
				res.writeHead(404);
				res.end();
			}
		});
		await new Promise<void>((resolve) => files.listen(0, '127.0.0.1', resolve));
		base = `http://127.0.0.1:${(files.address() as AddressInfo).port}`;
	});
	afterAll(async () => {
		await t.close();
		await new Promise((resolve) => files.close(resolve));
	});

	it('tells type, size and dimensions of an image on another server, and that a missing one does not exist', async () => {
		const found = await t.api('POST', '/api/media/urlExists', {
			body: { mediaUrl: `${base}/dot.png` },
		});
		expect(found.body).toMatchObject({
			status: 'success',
			urlExists: true,
			contentType: 'image/png',
			width: 3,
			height: 2,
		});
		const meta = await t.api('GET', '/api/media/meta', { query: { url: `${base}/dot.png` } });
		expect(meta.body).toMatchObject({ urlExists: true, size: PNG.length, width: 3, height: 2 });
		const missing = await t.api('POST', '/api/media/urlExists', {
			body: { mediaUrl: `${base}/gone.jpg` },
		});
		expect(missing.body).toMatchObject({ status: 'success', urlExists: false, statusCode: 404 });
	});

	it("reads the sandbox's own stored files: an image's dimensions and a video's duration from its moov at the end", async () => {
		const image = await t.api('POST', '/api/upload', {
			body: { file: `data:image/png;base64,${PNG.toString('base64')}`, fileName: 'dot.png' },
		});
		const imageMeta = await t.api('GET', '/api/media/meta', { query: { url: image.body.url } });
		expect(imageMeta.body).toMatchObject({
			urlExists: true,
			contentType: 'image/png',
			width: 3,
			height: 2,
		});
		const video = mp4();
		const asked = await t.api('GET', '/api/media/uploadUrl', {
			query: { fileName: 'clip.mp4', contentType: 'mp4' },
		});
		await fetch(asked.body.uploadUrl, {
			method: 'PUT',
			body: video,
			headers: { 'content-type': 'video/mp4' },
		});
		const videoMeta = await t.api('GET', '/api/media/meta', {
			query: { url: asked.body.accessUrl },
		});
		expect(videoMeta.body).toMatchObject({
			urlExists: true,
			contentType: 'video/mp4',
			size: video.length,
			duration: 150,
		});
	});

	it('refuses what is not an http(s) URL, naming the field', async () => {
		const bad = await t.api('POST', '/api/media/urlExists', {
			body: { mediaUrl: 'ftp://files.example/a.png' },
		});
		expect(bad.status).toBe(400);
		expect(bad.body.errors).toEqual([expect.objectContaining({ field: 'mediaUrl' })]);
	});
});
