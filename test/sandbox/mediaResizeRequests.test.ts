import { fetchImage, QUADRANTS, RED, useResizeBed } from '../helpers/imageFixtures';

describe('POST /api/media/resize: what it takes and what it refuses', () => {
	const bed = useResizeBed();
	const { t, resize } = bed;

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
					.replace('"URL"', JSON.stringify(`${bed.base}/quadrants.png`))
					.replace('"GIF"', JSON.stringify(`${bed.base}/anim.gif`)),
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
		const res = await resize({ imageUrl: `${bed.base}/missing.png`, platform: 'instagram' });
		expect(res.status).toBe(400);
		expect(res.body.message).toMatch(/imageUrl could not be fetched: it answered HTTP 404/);
	});
});
