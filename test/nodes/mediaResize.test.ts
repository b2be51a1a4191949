import type { INodeExecutionData, INodeParameters, INodePropertyOptions } from 'n8n-workflow';
import { decode as decodeJpeg } from 'jpeg-js';
import { PNG } from 'pngjs';

import { description } from '../../nodes/SocialPublishing/actions/media/resize.operation';
import { RESIZE_NETWORKS } from '../../src/engine';
import { useSandbox } from '../helpers/socialPublishingSteps';
import type { Step } from '../helpers/workflowBuilder';

const sp = useSandbox();

/** 120x60: left half red, right half blue. */
function halves(): string {
	const image = new PNG({ width: 120, height: 60 });
	for (let y = 0; y < 60; y++)
		for (let x = 0; x < 120; x++)
			image.data.set(x < 60 ? [255, 0, 0, 255] : [0, 0, 255, 255], (y * 120 + x) * 4);
	return PNG.sync.write(image).toString('base64');
}

const upload: Step = {
	name: 'Upload',
	parameters: { resource: 'media', operation: 'upload', binaryPropertyName: 'data' },
};
const resizeStep = (parameters: INodeParameters): Step => ({
	name: 'Resize',
	parameters: {
		resource: 'media',
		operation: 'resize',
		imageUrl: '={{ $json.url }}',
		...parameters,
	},
});
const input: INodeExecutionData[] = [
	{ json: {}, binary: { data: { data: halves(), mimeType: 'image/png', fileName: 'halves.png' } } },
];

async function pixels(url: string) {
	const response = await fetch(url);
	const bytes = Buffer.from(await response.arrayBuffer());
	return {
		type: response.headers.get('content-type'),
		bytes,
		png: bytes[0] === 0x89 ? PNG.sync.read(bytes) : undefined,
	};
}

describe('Media › Resize Image', () => {
	test("resizes an uploaded image to a network's size: the next step gets the new image's URL", async () => {
		const run = await sp.run([upload, resizeStep({ platform: 'linkedin' })], { input });
		expect(run.errorOf('Resize')).toBeUndefined();
		const [resized] = run.outputOf('Resize');
		expect(resized).toMatchObject({
			status: 'success',
			platform: 'linkedin',
			mode: 'resize',
			width: 1200,
			height: 627,
		});
		const { png } = await pixels(String(resized.url));
		expect([png?.width, png?.height]).toEqual([1200, 627]);
	});

	test('Custom Size with Crop mode around a given centre, as a JPG', async () => {
		const run = await sp.run(
			[
				upload,
				resizeStep({
					platform: 'custom',
					width: 30,
					height: 30,
					mode: 'crop',
					convertToJpg: true,
					options: { xCoordinate: 100, yCoordinate: 30, quality: 90 },
				}),
			],
			{ input },
		);
		expect(run.errorOf('Resize')).toBeUndefined();
		const [cropped] = run.outputOf('Resize');
		expect(cropped).toMatchObject({
			mode: 'crop',
			width: 30,
			height: 30,
			contentType: 'image/jpeg',
		});
		const { type, bytes } = await pixels(String(cropped.url));
		expect(type).toBe('image/jpeg');
		expect([...bytes.subarray(0, 2)]).toEqual([0xff, 0xd8]);
		// Centred at x=100 of a 120-wide image: the window is x 85..114, all of it the blue half.
		const jpeg = decodeJpeg(bytes, { useTArray: true, formatAsRGBA: true });
		const blue = (x: number, y: number) => {
			const [r, g, b] = jpeg.data.subarray((y * 30 + x) * 4);
			return r < 40 && g < 40 && b > 210;
		};
		expect([jpeg.width, jpeg.height]).toEqual([30, 30]);
		expect([blue(2, 15), blue(15, 15), blue(27, 15)]).toEqual([true, true, true]);
	});

	test('a watermark at the position chosen in Options', async () => {
		const run = await sp.run(
			[
				upload,
				resizeStep({
					platform: 'custom',
					width: 400,
					height: 400,
					options: { watermarkUrl: '={{ $json.url }}', watermarkPosition: 'northwest' },
				}),
			],
			{ input },
		);
		expect(run.errorOf('Resize')).toBeUndefined();
		const [marked] = run.outputOf('Resize');
		expect(marked.watermark).toMatchObject({ position: 'northwest' });
		// The image fills rows 100..299; the top band is clear except the 100x50 watermark at 8,8.
		const { png } = await pixels(String(marked.url));
		const at = (x: number, y: number) => [
			...png!.data.subarray((y * 400 + x) * 4, (y * 400 + x) * 4 + 4),
		];
		expect(at(20, 20)).toEqual([255, 0, 0, 255]);
		expect(at(90, 40)).toEqual([0, 0, 255, 255]);
		expect(at(300, 20)[3]).toBe(0);
	});

	test('a bad watermark URL fails before sending, naming the field and the value', async () => {
		const run = await sp.run(
			[
				upload,
				resizeStep({
					platform: 'instagram',
					options: { watermarkUrl: 'ftp://files.example/logo.png' },
				}),
			],
			{ input },
		);
		expect(run.errorOf('Resize')?.message).toMatch(
			/watermark\.url must be the watermark image, an https URL \(got "ftp:\/\/files\.example\/logo\.png"\)/,
		);
	});

	test("an image the service cannot fetch fails with the service's message", async () => {
		const run = await sp.run(
			[resizeStep({ imageUrl: `${sp.sandbox.url}/media/none/missing.png`, platform: 'instagram' })],
			{ input: [{ json: {} }] },
		);
		expect(run.errorOf('Resize')?.message).toMatch(
			/imageUrl could not be fetched: it answered HTTP 404/,
		);
	});

	test("every size option is one of the service's platforms, with its pixels in the name", () => {
		const size = description.find((p) => p.name === 'platform');
		const options = (size?.options ?? []) as INodePropertyOptions[];
		const networks = options.filter((o) => o.value !== 'custom');
		expect(networks.map((o) => o.value).sort()).toEqual(Object.keys(RESIZE_NETWORKS).sort());
		for (const option of networks) {
			const { width, height } = RESIZE_NETWORKS[option.value as keyof typeof RESIZE_NETWORKS];
			expect(option.name).toContain(`(${width}x${height})`);
		}
	});
});
