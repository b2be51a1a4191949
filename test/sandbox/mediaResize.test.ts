import {
	BLUE,
	dataUrl,
	fetchImage,
	GREEN,
	near,
	png,
	QUADRANTS,
	RED,
	useResizeBed,
	WHITE,
} from '../helpers/imageFixtures';

describe('POST /api/media/resize: what it makes', () => {
	const bed = useResizeBed();
	const { t, resize } = bed;

	it("fits the image inside a platform's size without cropping, stored where a post can use it", async () => {
		const res = await resize({ imageUrl: `${bed.base}/quadrants.png`, platform: 'instagram' });
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
			imageUrl: `${bed.base}/quadrants.png`,
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
			imageUrl: `${bed.base}/quadrants.png`,
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
			watermark: { url: `${bed.base}/mark.png` },
		});
		expect(res.body.watermark).toEqual({ url: `${bed.base}/mark.png`, position: 'southeast' });
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
						watermarkUrl: `${bed.base}/mark.png`,
						watermark: { url: `${bed.base}/mark.png`, position: 'northwest' },
					})
				).body.url,
			)
		).image;
		expect(northwest.at(15, 15)).toEqual(GREEN);
		expect(northwest.at(380, 380)).toEqual(WHITE);
	});

	it('converts to JPG, at the quality asked for', async () => {
		const fine = await resize({
			imageUrl: `${bed.base}/quadrants.png`,
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
			imageUrl: `${bed.base}/quadrants.png`,
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
});
