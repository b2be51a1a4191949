import { deflateSync } from 'node:zlib';
import { hashUnits } from './deterministic';

/** Side of the square account images, in pixels. */
const SIZE = 64;

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
	let c = n;
	for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
	return c >>> 0;
});

function crc32(bytes: Buffer): number {
	let crc = 0xffffffff;
	for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff] ^ (crc >>> 8);
	return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
	const length = Buffer.alloc(4);
	length.writeUInt32BE(data.length);
	const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
	const crc = Buffer.alloc(4);
	crc.writeUInt32BE(crc32(body));
	return Buffer.concat([length, body, crc]);
}

/**
 * The profile image of a simulated account: a 64x64 PNG, a disc on a background in two
 * colours from a hash of the network and user name, the same every time.
 */
export function accountImagePng(network: string, username: string): Buffer {
	const u = hashUnits(6, 'avatar', network, username);
	const background = [u[0], u[1], u[2]].map((v) => 40 + Math.floor(v * 120));
	const disc = [u[3], u[4], u[5]].map((v) => 140 + Math.floor(v * 115));
	const rows: Buffer[] = [];
	const centre = (SIZE - 1) / 2;
	for (let y = 0; y < SIZE; y++) {
		const row = Buffer.alloc(1 + SIZE * 3);
		for (let x = 0; x < SIZE; x++) {
			const inside = (x - centre) ** 2 + (y - centre) ** 2 <= (SIZE * 0.3) ** 2;
			const colour = inside ? disc : background;
			row.set(colour, 1 + x * 3);
		}
		rows.push(row);
	}
	const header = Buffer.alloc(13);
	header.writeUInt32BE(SIZE, 0);
	header.writeUInt32BE(SIZE, 4);
	header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
	return Buffer.concat([
		Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
		chunk('IHDR', header),
		chunk('IDAT', deflateSync(Buffer.concat(rows))),
		chunk('IEND', Buffer.alloc(0)),
	]);
}
