import { existsSync, readdirSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { UPLOAD_MAX_BODY_BYTES } from '../../src/sandbox/routes/media';
import { accountImagePng } from '../../src/sandbox/networks/avatar';
import { startTestSandbox, tempDir, type TestSandbox } from '../helpers/testSandbox';

const PNG = accountImagePng('test', 'media');
const pngDataUrl = (bytes: Buffer = PNG) => `data:image/png;base64,${bytes.toString('base64')}`;

let t: TestSandbox;
beforeAll(async () => {
	t = await startTestSandbox();
});
afterAll(() => t.close());

describe('POST /api/upload', () => {
	it('stores a data-URL file and answers {id, url, fileName, description}; the url serves the bytes', async () => {
		const res = await t.api('POST', '/api/upload', {
			body: { file: pngDataUrl(), fileName: 'logo.png', description: 'Our logo' },
		});
		expect(res.status).toBe(200);
		expect(res.body).toEqual({
			id: expect.stringMatching(/^[A-Za-z0-9]{20}$/),
			url: `${t.sandbox.url}/media/${res.body.id}/logo.png`,
			fileName: 'logo.png',
			description: 'Our logo',
		});
		const file = await fetch(res.body.url);
		expect(file.status).toBe(200);
		expect(file.headers.get('content-type')).toBe('image/png');
		expect(file.headers.get('content-length')).toBe(String(PNG.length));
		expect(Buffer.from(await file.arrayBuffer()).equals(PNG)).toBe(true);
	});

	it('names a file without fileName after its id and type, and serves video with its type', async () => {
		const bytes = Buffer.from('not really a video, but bytes all the same');
		const res = await t.api('POST', '/api/upload', {
			body: { file: `data:video/mp4;base64,${bytes.toString('base64')}` },
		});
		expect(res.status).toBe(200);
		expect(res.body.fileName).toBe(`${res.body.id}.mp4`);
		expect(res.body.description).toBe('');
		const file = await fetch(res.body.url);
		expect(file.headers.get('content-type')).toBe('video/mp4');
		expect(Buffer.from(await file.arrayBuffer()).equals(bytes)).toBe(true);
	});

	it('answers 404 for a wrong id or file name under /media', async () => {
		const res = await t.api('POST', '/api/upload', {
			body: { file: pngDataUrl(), fileName: 'a.png' },
		});
		expect((await fetch(`${t.sandbox.url}/media/${res.body.id}/b.png`)).status).toBe(404);
		expect((await fetch(`${t.sandbox.url}/media/nosuchid/a.png`)).status).toBe(404);
	});

	it.each([
		['not a data URL', 'https://example.com/a.png', /must be a data URL/],
		['a type the store does not take', 'data:text/plain;base64,aGVsbG8=', /text\/plain/],
		['data that is not base64', 'data:image/png;base64,@@@@', /outside the base64/],
		['data without ;base64', 'data:image/png,abcd', /base64-encoded/],
	])('rejects %s with 400 code 101 naming file', async (_name, file, message) => {
		const res = await t.api('POST', '/api/upload', { body: { file } });
		expect(res.status).toBe(400);
		expect(res.body).toMatchObject({ action: 'upload', status: 'error', code: 101 });
		expect(res.body.errors[0].field).toBe('file');
		expect(res.body.message).toMatch(message);
	});

	it('rejects a missing file, and accepts (ignores) unknown fields', async () => {
		const missing = await t.api('POST', '/api/upload', { body: { fileName: 'x.png' } });
		expect(missing.status).toBe(400);
		expect(missing.body.errors.map((e: { field: string }) => e.field)).toEqual(['file']);
		const extra = await t.api('POST', '/api/upload', {
			body: { file: pngDataUrl(), colour: 'red' },
		});
		expect(extra.status).toBe(200);
		expect(extra.body).not.toHaveProperty('colour');
	});

	it('takes bodies over 1 MB on this route only, and never echoes the file in an error', async () => {
		const big = Buffer.alloc(3 * 1024 * 1024, 7);
		const ok = await t.api('POST', '/api/upload', {
			body: { file: `data:image/jpeg;base64,${big.toString('base64')}`, fileName: 'big.jpg' },
		});
		expect(ok.status).toBe(200);
		const list = await t.api('GET', '/api/media');
		expect(list.body.find((m: { id: string }) => m.id === ok.body.id).size).toBe(
			String(big.length),
		);
		const bad = `data:image/jpeg;base64,${big.toString('base64')}!`;
		const refused = await t.api('POST', '/api/upload', { body: { file: bad } });
		expect(refused.status).toBe(400);
		expect(JSON.stringify(refused.body).length).toBeLessThan(2000);
	});

	it('refuses an image over the 30 MB image limit with 400', async () => {
		const tooBig = Buffer.alloc(30 * 1024 * 1024 + 3, 1);
		const res = await t.api('POST', '/api/upload', {
			body: { file: `data:image/png;base64,${tooBig.toString('base64')}` },
		});
		expect(res.status).toBe(400);
		expect(res.body.message).toMatch(/images may be at most 30 MB/);
	});

	it('answers 413 for a body declared larger than the upload limit, before reading it', async () => {
		const url = new URL(`${t.sandbox.url}/api/upload`);
		const status = await new Promise<number>((resolve, reject) => {
			const req = request(
				{
					host: url.hostname,
					port: url.port,
					path: url.pathname,
					method: 'POST',
					headers: {
						authorization: `Bearer ${t.sandbox.apiKey}`,
						'content-type': 'application/json',
						'content-length': String(UPLOAD_MAX_BODY_BYTES + 1),
					},
				},
				(res) => {
					res.resume();
					resolve(res.statusCode ?? 0);
				},
			);
			req.on('error', reject);
			req.flushHeaders();
		});
		expect(status).toBe(413);
	});
});

describe('GET /api/media', () => {
	it("lists the profile's files, newest first, with timeCreated and size as a string", async () => {
		const bakery = t.profileKey('Acme Bakery');
		const first = await t.api('POST', '/api/upload', {
			body: { file: pngDataUrl(), fileName: 'one.png', description: 'first' },
			profileKey: bakery,
		});
		const second = await t.api('POST', '/api/upload', {
			body: { file: pngDataUrl(), fileName: 'two.png', description: 'second' },
			profileKey: bakery,
		});
		const res = await t.api('GET', '/api/media', { profileKey: bakery });
		expect(res.status).toBe(200);
		expect(res.body).toEqual([
			{
				id: second.body.id,
				url: second.body.url,
				fileName: 'two.png',
				description: 'second',
				timeCreated: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
				size: String(PNG.length),
			},
			expect.objectContaining({ id: first.body.id, fileName: 'one.png', size: String(PNG.length) }),
		]);
	});

	it("keeps each profile's media to itself", async () => {
		const books = t.profileKey('Acme Books');
		const mine = await t.api('POST', '/api/upload', {
			body: { file: pngDataUrl(), fileName: 'books-only.png' },
			profileKey: books,
		});
		const theirs = (await t.api('GET', '/api/media', { profileKey: t.profileKey('Acme Bakery') }))
			.body as Array<{ id: string }>;
		const primary = (await t.api('GET', '/api/media')).body as Array<{ id: string }>;
		const own = (await t.api('GET', '/api/media', { profileKey: books })).body as Array<{
			id: string;
		}>;
		expect(own.map((m) => m.id)).toEqual([mine.body.id]);
		expect(theirs.map((m) => m.id)).not.toContain(mine.body.id);
		expect(primary.map((m) => m.id)).not.toContain(mine.body.id);
	});
});

describe('media with a data directory', () => {
	it('keeps the bytes under <data>/media and serves them after a restart', async () => {
		const data = tempDir();
		try {
			const first = await startTestSandbox({ dataDir: data.dir });
			const res = await first.api('POST', '/api/upload', {
				body: { file: pngDataUrl(), fileName: 'kept.png' },
			});
			await first.close();
			expect(existsSync(join(data.dir, 'media', res.body.id))).toBe(true);
			expect(readdirSync(join(data.dir, 'media'))).toEqual([res.body.id]);

			const second = await startTestSandbox({ dataDir: data.dir });
			try {
				const file = await fetch(`${second.sandbox.url}/media/${res.body.id}/kept.png`);
				expect(file.status).toBe(200);
				expect(file.headers.get('content-length')).toBe(String(PNG.length));
				expect(Buffer.from(await file.arrayBuffer()).equals(PNG)).toBe(true);
				const list = await second.api('GET', '/api/media');
				expect(list.body[0]).toMatchObject({ id: res.body.id, fileName: 'kept.png' });
			} finally {
				await second.close();
			}
		} finally {
			data.cleanup();
		}
	});
});
