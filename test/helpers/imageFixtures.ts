// Images for the resize tests: made with pngjs, served by a small local server, read back decoded.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { decode as decodeJpeg } from 'jpeg-js';
import { PNG } from 'pngjs';
import { useTestSandbox } from './testSandbox';

export type Rgba = [number, number, number, number];
export const RED: Rgba = [255, 0, 0, 255];
export const GREEN: Rgba = [0, 255, 0, 255];
export const BLUE: Rgba = [0, 0, 255, 255];
export const WHITE: Rgba = [255, 255, 255, 255];

/** A PNG whose pixel (x, y) is paint(x, y). */
export function png(width: number, height: number, paint: (x: number, y: number) => Rgba): Buffer {
	const image = new PNG({ width, height });
	for (let y = 0; y < height; y++)
		for (let x = 0; x < width; x++) image.data.set(paint(x, y), (y * width + x) * 4);
	return PNG.sync.write(image);
}

/** 200x100: red top-left, green top-right, blue bottom-left, white bottom-right. */
export const QUADRANTS = png(200, 100, (x, y) =>
	y < 50 ? (x < 100 ? RED : GREEN) : x < 100 ? BLUE : WHITE,
);
export const MARK = png(20, 20, () => GREEN);
export const GIF = Buffer.from('R0lGODlhAQABAIAAAP///wAAACwAAAAAAQABAAACAkQBADs=', 'base64');

export const dataUrl = (bytes: Buffer, type = 'image/png') =>
	`data:${type};base64,${bytes.toString('base64')}`;

export interface Decoded {
	width: number;
	height: number;
	at(x: number, y: number): number[];
}

export async function fetchImage(
	url: string,
): Promise<{ type: string; bytes: Buffer; image: Decoded }> {
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
export function near(actual: number[], expected: Rgba, tolerance = 12): boolean {
	return expected.every((value, i) => Math.abs(actual[i] - value) <= tolerance);
}

/** Serves /quadrants.png, /mark.png and /anim.gif on 127.0.0.1 (anything else: 404). */
export async function startImageServer(): Promise<{ base: string; close(): Promise<void> }> {
	const served: Record<string, [string, Buffer]> = {
		'/quadrants.png': ['image/png', QUADRANTS],
		'/mark.png': ['image/png', MARK],
		'/anim.gif': ['image/gif', GIF],
	};
	const server = createServer((req, res) => {
		const file = served[req.url ?? ''];
		res.writeHead(file ? 200 : 404, file ? { 'content-type': file[0] } : {});
		res.end(file?.[1]);
	});
	await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
	return {
		base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
		close: () => new Promise<void>((resolve) => server.close(() => resolve())),
	};
}

/** The resize tests' set-up for a whole file: a sandbox, the image server, and a resize call. */
export function useResizeBed() {
	const t = useTestSandbox();
	let images: Awaited<ReturnType<typeof startImageServer>> | undefined;
	beforeAll(async () => {
		images = await startImageServer();
	});
	afterAll(async () => {
		await images?.close();
	});
	return {
		t,
		get base(): string {
			if (!images) throw new Error('the image server is not started yet');
			return images.base;
		},
		resize: (body: Record<string, unknown>) => t.api('POST', '/api/media/resize', { body }),
	};
}
