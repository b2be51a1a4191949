import { accountImagePng } from '../../src/sandbox/networks/avatar';
import { startTestSandbox, type TestSandbox } from '../helpers/testSandbox';

// What the media and bio page contracts brought: the documented fields each route now takes (a
// multipart upload, an upload URL without contentType, the Validate section's media URL path).
const PNG = accountImagePng('test', 'contracts');

let t: TestSandbox;
beforeAll(async () => {
	t = await startTestSandbox();
});
afterAll(() => t.close());

const uploadPng = async (): Promise<string> => {
	const res = await t.api('POST', '/api/media/upload', {
		body: { file: `data:image/png;base64,${PNG.toString('base64')}`, fileName: 'dot.png' },
	});
	expect(res.status).toBe(200);
	return res.body.url as string;
};

describe('POST /api/validate/mediaUrl (docs: apis/validate/validate-media)', () => {
	it('answers as POST /api/media/urlExists does, and refuses a URL that is not http(s), naming mediaUrl', async () => {
		const url = await uploadPng();
		const validated = await t.api('POST', '/api/validate/mediaUrl', { body: { mediaUrl: url } });
		const exists = await t.api('POST', '/api/media/urlExists', { body: { mediaUrl: url } });
		expect(validated.status).toBe(200);
		expect(validated.body).toMatchObject({
			status: 'success',
			urlExists: true,
			contentType: 'image/png',
		});
		expect(validated.body).toEqual(exists.body);
		const bad = await t.api('POST', '/api/validate/mediaUrl', {
			body: { mediaUrl: 'ftp://a/b.png' },
		});
		expect(bad.status).toBe(400);
		expect(bad.body.errors).toEqual([expect.objectContaining({ field: 'mediaUrl' })]);
	});
});

describe('POST /api/media/upload as multipart/form-data (docs: apis/media/upload-media)', () => {
	it('stores the file part with its fileName and description; the url serves the bytes', async () => {
		const form = new FormData();
		form.append('file', new Blob([PNG], { type: 'image/png' }), 'test.png');
		form.append('fileName', 'test.png');
		form.append('description', 'best image');
		const response = await fetch(`${t.sandbox.url}/api/media/upload`, {
			method: 'POST',
			headers: { authorization: `Bearer ${t.sandbox.apiKey}` },
			body: form,
		});
		const body = (await response.json()) as Record<string, string>;
		expect(response.status).toBe(200);
		expect(body).toMatchObject({ fileName: 'test.png', description: 'best image' });
		const served = await fetch(body.url);
		expect(served.headers.get('content-type')).toBe('image/png');
		expect(Buffer.from(await served.arrayBuffer()).equals(PNG)).toBe(true);
	});
});

describe('GET /api/media/uploadUrl without contentType (docs: apis/media/upload-large-media)', () => {
	it("takes the type from the file name's extension, else application/octet-stream; a name without one is refused", async () => {
		const mov = await t.api('GET', '/api/media/uploadUrl', { query: { fileName: 'test.mov' } });
		expect(mov.status).toBe(200);
		expect(mov.body.contentType).toBe('video/quicktime');
		const other = await t.api('GET', '/api/media/uploadUrl', { query: { fileName: 'notes.raw' } });
		expect(other.body.contentType).toBe('application/octet-stream');
		const bare = await t.api('GET', '/api/media/uploadUrl', { query: { fileName: 'clip' } });
		expect(bare.status).toBe(400);
		expect(bare.body.errors).toEqual([
			expect.objectContaining({
				field: 'fileName',
				value: 'clip',
				message: expect.stringMatching(/extension/),
			}),
		]);
	});
});

describe('POST /api/media/resize on the Basic plan (docs: apis/media/resize-image)', () => {
	it('is refused: resizing is for Premium, Business and Enterprise plans', async () => {
		const basic = await startTestSandbox({ plan: 'basic' });
		try {
			const res = await basic.api('POST', '/api/media/resize', {
				body: { imageUrl: 'https://example.com/a.png', platform: 'instagram' },
			});
			expect(res.status).toBe(403);
			expect(res.body.message).toMatch(/Premium, Business or Enterprise plan.*basic/);
		} finally {
			await basic.close();
		}
	});
});

describe('PUT /api/biolink with nothing to change', () => {
	it('refuses a body holding only the profileKey: it names no field of the page', async () => {
		const profileKey = t.profileKey('Acme Bakery');
		const res = await t.api('PUT', '/api/biolink', { body: { profileKey } });
		expect(res.status).toBe(400);
		expect(JSON.stringify(res.body)).toMatch(/must change something/);
	});
});
