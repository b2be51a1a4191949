import { createHash, randomBytes } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { manualClock, startTestSandbox, tempDir, type TestSandbox } from '../helpers/testSandbox';

// Large media the service's way: an upload URL, a PUT of the raw bytes streamed to disk, the
// accessUrl to post with; one PUT per URL, 30 minutes, the type the URL was asked for.
describe('upload URLs for large media', () => {
	let t: TestSandbox;
	const data = tempDir();
	const clock = manualClock();

	beforeAll(async () => {
		t = await startTestSandbox({ dataDir: data.dir, now: clock.now });
	});
	afterAll(async () => {
		await t.close();
		data.cleanup();
	});

	const ask = async (fileName: string, contentType: string) =>
		await t.api('GET', '/api/media/uploadUrl', { query: { fileName, contentType } });
	const put = async (url: string, bytes: Uint8Array, contentType = 'video/mp4') =>
		await fetch(url, { method: 'PUT', body: bytes, headers: { 'content-type': contentType } });
	const sha = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

	it('stores the PUT bytes as a file of the profile, served at accessUrl byte for byte, and posts with it', async () => {
		const asked = await ask('launch clip.mp4', 'mp4');
		expect(asked.status).toBe(200);
		expect(asked.body).toMatchObject({ status: 'success', contentType: 'video/mp4' });
		const bytes = randomBytes(3 * 1024 * 1024 + 17);
		const sent = await put(asked.body.uploadUrl, bytes);
		expect(sent.status).toBe(200);
		const served = new Uint8Array(await (await fetch(asked.body.accessUrl)).arrayBuffer());
		expect(sha(served)).toBe(sha(bytes));
		expect(readdirSync(join(data.dir, 'media')).filter((f) => f.endsWith('.partial'))).toEqual([]);
		const listed = await t.api('GET', '/api/media');
		expect(listed.body).toEqual(
			expect.arrayContaining([
				expect.objectContaining({ url: asked.body.accessUrl, size: String(bytes.length) }),
			]),
		);
		const post = await t.api('POST', '/api/post', {
			body: { post: 'Launch day', platforms: ['facebook'], mediaUrls: [asked.body.accessUrl] },
		});
		expect(post.status).toBe(200);
		expect(post.body.status).toBe('success');
	});

	it('takes one PUT per URL, refuses a type other than the one asked for, and an expired URL', async () => {
		const once = await ask('a.mp4', 'video/mp4');
		expect((await put(once.body.uploadUrl, randomBytes(10), 'image/png')).status).toBe(400);
		expect((await put(once.body.uploadUrl, randomBytes(10))).status).toBe(200);
		const again = await put(once.body.uploadUrl, randomBytes(10));
		expect(again.status).toBe(403);
		expect(((await again.json()) as { message: string }).message).toMatch(/used already/);
		const late = await ask('b.mp4', 'mp4');
		clock.advance(31 * 60_000);
		const expired = await put(late.body.uploadUrl, randomBytes(10));
		expect(expired.status).toBe(403);
		expect(((await expired.json()) as { message: string }).message).toMatch(/expired/);
	});

	it('refuses a request without a usable file name or type, naming every field', async () => {
		const bad = await t.api('GET', '/api/media/uploadUrl', {
			query: { fileName: 'a/b.mp4', contentType: 'exe' },
		});
		expect(bad.status).toBe(400);
		expect(bad.body.errors.map((e: { field: string }) => e.field).sort()).toEqual([
			'contentType',
			'fileName',
		]);
	});
});
