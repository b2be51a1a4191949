import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { decode as decodeJpeg } from 'jpeg-js';
import { PNG } from 'pngjs';
import { startTestSandbox, type TestSandbox } from './helpers';

type Rgba = [number, number, number, number];
const RED: Rgba = [255, 0, 0, 255];
const GREEN: Rgba = [0, 255, 0, 255];
const BLUE: Rgba = [0, 0, 255, 255];
const WHITE: Rgba = [255, 255, 255, 255];

/** A PNG whose pixel (x, y) is paint(x, y). */
function png(width: number, height: number, paint: (x: number, y: number) => Rgba): Buffer {
	const image = new PNG({ width, height });
	for (let y = 0; y < height; y++)
		for (let x = 0; x < width; x++) image.data.set(paint(x, y), (y * width + x) * 4);
	return PNG.sync.write(image);
}

/** 200x100: red top-left, green top-right, blue bottom-left, white bottom-right. */
const QUADRANTS = png(200, 100, (x, y) =>
	y < 50 ? (x < 100 ? RED : GREEN) : x < 100 ? BLUE : WHITE,
);
const MARK = png(20, 20, () => GREEN);
const GIF = Buffer.from('R0lGODlhAQABAIAAAP///wAAACwAAAAAAQABAAACAkQBADs=', 'base64');

const dataUrl = (bytes: Buffer, type = 'image/png') =>
	`data:${type};base64,${bytes.toString('base64')}`;

interface Decoded {
	width: number;
	height: number;
	at(x: number, y: number): number[];
}

async function fetchImage(url: string): Promise<{ type: string; bytes: Buffer; image: Decoded }> {
	const response = await fetch(url);
	expect(response.status).toBe(200);
	const bytes = Buffer.from(await response.arrayBuffer());
	const type = response.headers.get('content-type') ?? '';
	const raw =
		type === 'image/jpeg'
			? decodeJpeg(bytes, { useTArray: true, formatAsRGBA: true })
			: PNG.sync.read(bytes);
	return {
		type,
		bytes,
		image: {
			width: raw.width,
			height: raw.height,
			at: (x, y) => [...raw.data.subarray((y * raw.width + x) * 4, (y * raw.width + x) * 4 + 4)],
		},
	};
}

/** Each channel within `tolerance` of the expected colour. */
function near(actual: number[], expected: Rgba, tolerance = 12): boolean {
	return expected.every((value, i) => Math.abs(actual[i] - value) <= tolerance);
}

describe('POST /api/media/resize', () => {
	let t: TestSandbox;
	let files: Server;
	let base: string;

	beforeAll(async () => {
		t = await startTestSandbox();
		const served: Record<string, [string, Buffer]> = {
			'/quadrants.png': ['image/png', QUADRANTS],
			'/mark.png': ['image/png', MARK],
			'/anim.gif': ['image/gif', GIF],
		};
		files = createServer((req, res) => {
			const file = served[req.url ?? ''];
			res.writeHead(file ? 200 : 404, file ? { 'content-type': file[0] } : {});
			res.end(file?.[1]);
		});
		await new Promise<void>((resolve) => files.listen(0, '127.0.0.1', resolve));
		base = `http://127.0.0.1:${(files.address() as AddressInfo).port}`;
	});
	afterAll(async () => {
		await t.close();
		await new Promise((resolve) => files.close(resolve));
	});

	const resize = (body: Record<string, unknown>) => t.api('POST', '/api/media/resize', { body });

	it("fits the image inside a platform's size without cropping, stored where a post can use it", async () => {
		const res = await resize({ imageUrl: `${base}/quadrants.png`, platform: 'instagram' });
		expect(res.status).toBe(200);
		expect(res.body).toMatchObject({
			status: 'success',
			platform: 'instagram',
			mode: 'resize',
			width: 1080,
			height: 1080,
			contentType: 'image/png',
			url: expect.stringMatching(new RegExp(`^${t.sandbox.url}/media/`)),
		});
		const { image } = await fetchImage(res.body.url);
		expect([image.width, image.height]).toEqual([1080, 1080]);
		// 200x100 scaled to 1080x540, centred: rows 270..809 hold the picture, the rest is clear.
		expect(near(image.at(270, 405), RED)).toBe(true);
		expect(near(image.at(810, 405), GREEN)).toBe(true);
		expect(near(image.at(270, 675), BLUE)).toBe(true);
		expect(near(image.at(810, 675), WHITE)).toBe(true);
		expect(image.at(540, 100)[3]).toBe(0);
		const media = await t.api('GET', '/api/media');
		expect(media.body.map((m: { url: string }) => m.url)).toContain(res.body.url);
	});

	it('crops at the given centre, and at the middle by default', async () => {
		const atCorner = await resize({
			imageUrl: `${base}/quadrants.png`,
			mode: 'crop',
			dimensions: { width: 40, height: 40, xCoordinate: 150, yCoordinate: 75 },
		});
		expect(atCorner.status).toBe(200);
		const corner = (await fetchImage(atCorner.body.url)).image;
		expect([corner.width, corner.height]).toEqual([40, 40]);
		for (const [x, y] of [
			[0, 0],
			[39, 0],
			[0, 39],
			[39, 39],
			[20, 20],
		])
			expect(corner.at(x, y)).toEqual(WHITE);
		const middle = (
			await fetchImage(
				(
					await resize({
						file: dataUrl(QUADRANTS),
						mode: 'crop',
						dimensions: { width: 40, height: 40 },
					})
				).body.url,
			)
		).image;
		expect(middle.at(0, 0)).toEqual(RED);
		expect(middle.at(39, 0)).toEqual(GREEN);
		expect(middle.at(0, 39)).toEqual(BLUE);
		expect(middle.at(39, 39)).toEqual(WHITE);
	});

	it('blur mode fills the whole frame: the image over a blurred copy of itself', async () => {
		const res = await resize({
			imageUrl: `${base}/quadrants.png`,
			platform: 'instagram_portrait',
			mode: 'blur',
		});
		expect(res.body).toMatchObject({ mode: 'blur', width: 1080, height: 1920 });
		const { image } = await fetchImage(res.body.url);
		expect([image.width, image.height]).toEqual([1080, 1920]);
		// Above the picture (rows 690..1229 hold it): the source scaled to cover the frame, blurred.
		// Its top half there is red left of x=544 and green right of it; blurred, the two blend over
		// about 100 px (scaled alone, over about 16).
		const [left, right] = [image.at(100, 200), image.at(980, 200)];
		expect([left[3], right[3]]).toEqual([255, 255]);
		expect(near(left, RED, 40)).toBe(true);
		expect(near(right, GREEN, 40)).toBe(true);
		for (const x of [520, 565]) {
			const blended = image.at(x, 200);
			expect([near(blended, RED, 20), near(blended, GREEN, 20)]).toEqual([false, false]);
		}
		expect(near(image.at(270, 800), RED)).toBe(true);
	});

	it('puts a watermark in the lower right by default, elsewhere when asked', async () => {
		const white = dataUrl(png(400, 400, () => WHITE));
		const res = await resize({
			file: white,
			dimensions: { width: 400, height: 400 },
			watermark: { url: `${base}/mark.png` },
		});
		expect(res.body.watermark).toEqual({ url: `${base}/mark.png`, position: 'southeast' });
		const { image } = await fetchImage(res.body.url);
		// 2% margin of 400 = 8 px: the 20x20 mark covers x, y in 372..391.
		expect(image.at(380, 380)).toEqual(GREEN);
		expect(image.at(395, 395)).toEqual(WHITE);
		expect(image.at(20, 20)).toEqual(WHITE);
		const northwest = (
			await fetchImage(
				(
					await resize({
						file: white,
						dimensions: { width: 400, height: 400 },
						watermarkUrl: `${base}/mark.png`,
						watermark: { url: `${base}/mark.png`, position: 'northwest' },
					})
				).body.url,
			)
		).image;
		expect(northwest.at(15, 15)).toEqual(GREEN);
		expect(northwest.at(380, 380)).toEqual(WHITE);
	});

	it('converts to JPG, at the quality asked for', async () => {
		const fine = await resize({
			imageUrl: `${base}/quadrants.png`,
			platform: 'facebook',
			convertToJpg: true,
			effects: { quality: 95 },
		});
		expect(fine.body).toMatchObject({
			contentType: 'image/jpeg',
			url: expect.stringMatching(/\.jpg$/),
		});
		const jpeg = await fetchImage(fine.body.url);
		expect(jpeg.type).toBe('image/jpeg');
		expect([...jpeg.bytes.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
		expect([jpeg.image.width, jpeg.image.height]).toEqual([1200, 630]);
		// The clear bands (rows 0..14) of a PNG become white in a JPEG.
		expect(near(jpeg.image.at(600, 5), WHITE)).toBe(true);
		const rough = await resize({
			imageUrl: `${base}/quadrants.png`,
			platform: 'facebook',
			convertToJpg: true,
			effects: { quality: 10 },
		});
		expect((await fetchImage(rough.body.url)).bytes.length).toBeLessThan(jpeg.bytes.length);
	});

	it('takes the file as a URL of its own media store, as the official SDK sends it', async () => {
		const upload = await t.api('POST', '/api/upload', {
			body: { file: dataUrl(QUADRANTS), fileName: 'q.png' },
		});
		const res = await resize({ file: upload.body.url, platform: 'twitter', someFutureOption: 1 });
		expect(res.status).toBe(200);
		const { image } = await fetchImage(res.body.url);
		expect([image.width, image.height]).toEqual([1600, 900]);
	});

	it('takes the file as multipart/form-data, as the docs send it, with JSON fields', async () => {
		const form = new FormData();
		form.append('file', new Blob([QUADRANTS], { type: 'image/png' }), 'quadrants.png');
		form.append('mode', 'crop');
		form.append(
			'dimensions',
			JSON.stringify({ width: 40, height: 40, xCoordinate: 50, yCoordinate: 25 }),
		);
		form.append('convertToJpg', 'false');
		const response = await fetch(`${t.sandbox.url}/api/media/resize`, {
			method: 'POST',
			headers: { authorization: `Bearer ${t.sandbox.apiKey}` },
			body: form,
		});
		const res = (await response.json()) as Record<string, any>;
		expect(response.status).toBe(200);
		expect(res).toMatchObject({ mode: 'crop', width: 40, height: 40, contentType: 'image/png' });
		const { image } = await fetchImage(res.url);
		expect(image.at(20, 20)).toEqual(RED);
		const bad = new FormData();
		bad.append('file', new Blob([QUADRANTS], { type: 'image/png' }), 'q.png');
		bad.append('dimensions', '{"__proto__": {"width": 1}}');
		const refused = await fetch(`${t.sandbox.url}/api/media/resize`, {
			method: 'POST',
			headers: { authorization: `Bearer ${t.sandbox.apiKey}` },
			body: bad,
		});
		expect(refused.status).toBe(400);
		expect(((await refused.json()) as { message: string }).message).toMatch(
			/"__proto__" is not allowed/,
		);
	});

	it.each([
		[
			{ imageUrl: 'URL', platform: 'myspace' },
			'platform',
			/platform must be one of "facebook", "instagram".*"twitter" \(got "myspace"\)/,
		],
		[
			{ imageUrl: 'URL', platform: 'instagram', mode: 'stretch' },
			'mode',
			/mode must be one of "resize", "blur", "crop" \(got "stretch"\)/,
		],
		[
			{ imageUrl: 'URL', dimensions: { width: 0, height: 10 } },
			'dimensions.width',
			/dimensions\.width must be more than 0 pixels \(got 0\)/,
		],
		[{ platform: 'instagram' }, 'imageUrl', /imageUrl is required \(or file\)/],
		[
			{ imageUrl: 'URL' },
			'platform',
			/platform is required \(or dimensions \{width, height\}\): one of "facebook"/,
		],
		[
			{ imageUrl: 'GIF', platform: 'instagram' },
			'imageUrl',
			/imageUrl is image\/gif; the sandbox resizes image\/png and image\/jpeg \(PNG, JPEG\) only/,
		],
		[
			{ imageUrl: 'URL', platform: 'instagram', convertToWebP: true },
			'convertToWebP',
			/convertToWebP is not available in the sandbox.*convertToJpg: true \(got true\)/,
		],
		[
			{ imageUrl: 'http://img.example/a.png', platform: 'instagram' },
			'imageUrl',
			/imageUrl must begin with https:\/\//,
		],
	])(
		'refuses %j naming the field, the value and what is allowed',
		async (given, field, message) => {
			const body = JSON.parse(
				JSON.stringify(given)
					.replace('"URL"', JSON.stringify(`${base}/quadrants.png`))
					.replace('"GIF"', JSON.stringify(`${base}/anim.gif`)),
			);
			const res = await resize(body);
			expect(res.status).toBe(400);
			expect(res.body).toMatchObject({
				status: 'error',
				code: 101,
				message: expect.stringMatching(message),
			});
			expect(res.body.errors.map((e: { field: string }) => e.field)).toContain(field);
		},
	);

	it('says when the image cannot be fetched', async () => {
		const res = await resize({ imageUrl: `${base}/missing.png`, platform: 'instagram' });
		expect(res.status).toBe(400);
		expect(res.body.message).toMatch(/imageUrl could not be fetched: it answered HTTP 404/);
	});
});

describe('GET /api/analytics/links (legacy)', () => {
	let t: TestSandbox;
	beforeAll(async () => {
		t = await startTestSandbox();
	});
	afterAll(() => t.close());

	it("lists the profile's short links with their clicks, and checks lastDays", async () => {
		const clicked = await t.api('POST', '/api/links', { body: { url: 'https://shop.example/a' } });
		await t.api('POST', '/api/links', { body: { url: 'https://shop.example/b' } });
		await fetch(clicked.body.shortUrl, { redirect: 'manual' });
		await fetch(clicked.body.shortUrl, { redirect: 'manual' });
		const res = await t.api('GET', '/api/analytics/links', { query: { lastDays: 7 } });
		expect(res.status).toBe(200);
		expect(res.body).toEqual(
			expect.arrayContaining([
				expect.objectContaining({
					originalUrl: 'https://shop.example/a',
					shortUrl: clicked.body.shortUrl,
					clicks: 2,
				}),
				expect.objectContaining({ originalUrl: 'https://shop.example/b', clicks: 0 }),
			]),
		);
		const bad = await t.api('GET', '/api/analytics/links', { query: { lastDays: 'week' } });
		expect(bad.status).toBe(400);
		expect(bad.body.message).toMatch(
			/lastDays must be a whole number of days from 0 \(all\) to 365 \(got "week"\)/,
		);
	});
});
