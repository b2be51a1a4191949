import { closeSync, openSync, readSync } from 'node:fs';

/** What the first bytes of an image tell: its width and height (PNG, GIF, JPEG, WebP, BMP). */
export function imageSize(head: Uint8Array): { width: number; height: number } | undefined {
	const b = Buffer.from(head.buffer, head.byteOffset, head.byteLength);
	if (b.length >= 24 && b.readUInt32BE(0) === 0x89504e47)
		return { width: b.readUInt32BE(16), height: b.readUInt32BE(20) };
	if (b.length >= 10 && b.toString('latin1', 0, 3) === 'GIF')
		return { width: b.readUInt16LE(6), height: b.readUInt16LE(8) };
	if (b.length >= 26 && b.toString('latin1', 0, 2) === 'BM')
		return { width: b.readInt32LE(18), height: Math.abs(b.readInt32LE(22)) };
	if (
		b.length >= 30 &&
		b.toString('latin1', 0, 4) === 'RIFF' &&
		b.toString('latin1', 8, 12) === 'WEBP'
	)
		return webpSize(b);
	if (b.length >= 4 && b[0] === 0xff && b[1] === 0xd8) return jpegSize(b);
	return undefined;
}

function webpSize(b: Buffer): { width: number; height: number } | undefined {
	const chunk = b.toString('latin1', 12, 16);
	if (chunk === 'VP8X') return { width: 1 + b.readUIntLE(24, 3), height: 1 + b.readUIntLE(27, 3) };
	if (chunk === 'VP8L') {
		const bits = b.readUInt32LE(21);
		return { width: 1 + (bits & 0x3fff), height: 1 + ((bits >> 14) & 0x3fff) };
	}
	if (chunk === 'VP8 ')
		return { width: b.readUInt16LE(26) & 0x3fff, height: b.readUInt16LE(28) & 0x3fff };
	return undefined;
}

function jpegSize(b: Buffer): { width: number; height: number } | undefined {
	let at = 2;
	while (at + 9 < b.length) {
		if (b[at] !== 0xff) return undefined;
		const marker = b[at + 1];
		const length = b.readUInt16BE(at + 2);
		// Start-of-frame markers (not DHT c4, JPG c8, DAC cc) carry the size.
		if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker))
			return { height: b.readUInt16BE(at + 5), width: b.readUInt16BE(at + 7) };
		at += 2 + length;
	}
	return undefined;
}

/** Reads `length` bytes at `at` (fewer at the end of the file). */
export type ReadAt = (at: number, length: number) => Buffer;

/**
 * A video's duration in seconds from its `moov/mvhd` box (MP4, MOV, M4V), walking the top-level
 * boxes by their headers only, so a 1 GB file costs a few small reads wherever its moov is.
 */
export function mp4Duration(read: ReadAt, size: number): number | undefined {
	let at = 0;
	while (at + 8 <= size) {
		const header = read(at, 16);
		if (header.length < 8) return undefined;
		let boxSize = header.readUInt32BE(0);
		const type = header.toString('latin1', 4, 8);
		if (boxSize === 1 && header.length >= 16) boxSize = Number(header.readBigUInt64BE(8));
		if (boxSize === 0) boxSize = size - at;
		if (boxSize < 8) return undefined;
		if (type === 'moov') return mvhdDuration(read(at + 8, Math.min(boxSize - 8, 1 << 20)));
		at += boxSize;
	}
	return undefined;
}

/** `read` over a file, open for the length of `fn`. */
export function withFileReader<T>(path: string, fn: (read: ReadAt) => T): T {
	const fd = openSync(path, 'r');
	try {
		return fn((at, length) => {
			const buffer = Buffer.alloc(length);
			return buffer.subarray(0, readSync(fd, buffer, 0, length, at));
		});
	} finally {
		closeSync(fd);
	}
}

/** `read` over bytes in memory. */
export function bytesReader(bytes: Uint8Array): ReadAt {
	const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
	return (at, length) => buffer.subarray(at, at + length);
}

function mvhdDuration(moov: Buffer): number | undefined {
	const at = moov.indexOf('mvhd', 0, 'latin1');
	if (at < 4) return undefined;
	const version = moov[at + 4];
	const timescale = version === 1 ? moov.readUInt32BE(at + 24) : moov.readUInt32BE(at + 16);
	const duration =
		version === 1 ? Number(moov.readBigUInt64BE(at + 28)) : moov.readUInt32BE(at + 20);
	return timescale > 0 ? Math.round((duration / timescale) * 1000) / 1000 : undefined;
}
