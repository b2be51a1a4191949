import { decode as decodeJpeg, encode as encodeJpeg } from 'jpeg-js';
import { PNG } from 'pngjs';

/** Pixels as 8-bit RGBA rows, top to bottom. */
export interface Bitmap {
	width: number;
	height: number;
	data: Uint8Array;
}

export type ImageFormat = 'png' | 'jpeg';

/** The formats the sandbox reads and writes (pure JS: pngjs, jpeg-js). */
export const READABLE_TYPES = ['image/png', 'image/jpeg'] as const;

/** Largest picture decoded, in megapixels: a 40 MP RGBA bitmap is 160 MB. */
export const MAX_MEGAPIXELS = 40;

/** What the first bytes say a file is: a MIME type, or undefined when they say nothing known. */
export function sniffType(bytes: Uint8Array): string | undefined {
	const b = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
	if (b.length >= 8 && b.readUInt32BE(0) === 0x89504e47) return 'image/png';
	if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return 'image/jpeg';
	if (b.length >= 6 && b.toString('latin1', 0, 3) === 'GIF') return 'image/gif';
	if (b.length >= 12 && b.toString('latin1', 0, 4) === 'RIFF') {
		const kind = b.toString('latin1', 8, 12);
		if (kind === 'WEBP') return 'image/webp';
		if (kind === 'AVI ') return 'video/x-msvideo';
	}
	if (b.length >= 2 && b.toString('latin1', 0, 2) === 'BM') return 'image/bmp';
	if (b.length >= 12 && b.toString('latin1', 4, 8) === 'ftyp') {
		const brand = b.toString('latin1', 8, 12);
		return /^(heic|heix|mif1|msf1)$/.test(brand) ? 'image/heic' : 'video/mp4';
	}
	if (b.length >= 4 && b.readUInt32BE(0) === 0x1a45dfa3) return 'video/webm';
	return undefined;
}

/** Decodes a PNG or JPEG; throws an Error saying what is wrong with the bytes. */
export function decodeImage(bytes: Uint8Array, format: ImageFormat): Bitmap {
	const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
	if (format === 'png') {
		const width = buffer.length >= 24 ? buffer.readUInt32BE(16) : 0;
		const height = buffer.length >= 24 ? buffer.readUInt32BE(20) : 0;
		if (width * height > MAX_MEGAPIXELS * 1e6)
			throw new Error(
				`is ${width}x${height} pixels, over the ${MAX_MEGAPIXELS} megapixels the sandbox reads`,
			);
		const png = PNG.sync.read(buffer);
		return { width: png.width, height: png.height, data: new Uint8Array(png.data) };
	}
	const jpeg = decodeJpeg(buffer, {
		useTArray: true,
		formatAsRGBA: true,
		maxResolutionInMP: MAX_MEGAPIXELS,
		maxMemoryUsageInMB: 512,
	});
	return { width: jpeg.width, height: jpeg.height, data: jpeg.data };
}

/** Encodes RGBA pixels as PNG (alpha kept) or JPEG at `quality` (alpha composed over white). */
export function encodeImage(bitmap: Bitmap, format: ImageFormat, quality: number): Buffer {
	if (format === 'png') {
		const png = new PNG({ width: bitmap.width, height: bitmap.height });
		png.data = Buffer.from(bitmap.data.buffer, bitmap.data.byteOffset, bitmap.data.byteLength);
		// One fixed filter ("sub"): the adaptive default tries all five per row, several times slower.
		return PNG.sync.write(png, { colorType: 6, filterType: 1 });
	}
	return encodeJpeg({ ...bitmap, data: overWhite(bitmap.data) }, quality).data;
}

/** JPEG has no alpha: what is see-through shows white, as a browser shows it on a white page. */
function overWhite(data: Uint8Array): Uint8Array {
	const out = new Uint8Array(data.length);
	for (let i = 0; i < data.length; i += 4) {
		const a = data[i + 3] / 255;
		out[i] = data[i] * a + 255 * (1 - a);
		out[i + 1] = data[i + 1] * a + 255 * (1 - a);
		out[i + 2] = data[i + 2] * a + 255 * (1 - a);
		out[i + 3] = 255;
	}
	return out;
}
