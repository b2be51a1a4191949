import { createHash, randomBytes } from 'node:crypto';

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

// Ids are made by the hundred thousand when a busy minute falls due: draw random bytes in blocks.
const POOL_SIZE = 64 * 1024;
let pool = randomBytes(POOL_SIZE);
let poolOffset = 0;

function takeRandomBytes(length: number): Buffer {
	if (poolOffset + length > POOL_SIZE) {
		pool = randomBytes(POOL_SIZE);
		poolOffset = 0;
	}
	const bytes = pool.subarray(poolOffset, poolOffset + length);
	poolOffset += length;
	return bytes;
}

/** Random letters and digits from node:crypto (slight modulo bias is irrelevant for ids). */
export function randomBase62(length: number): string {
	const bytes = takeRandomBytes(length);
	let out = '';
	for (let i = 0; i < length; i++) out += BASE62[bytes[i] % 62];
	return out;
}

/** Random decimal digits, never starting with 0, like the numeric ids most networks use. */
export function randomDigits(length: number): string {
	const bytes = takeRandomBytes(length);
	let out = String(1 + (bytes[0] % 9));
	for (let i = 1; i < length; i++) out += String(bytes[i] % 10);
	return out;
}

const BASE32_SORTABLE = '234567abcdefghijklmnopqrstuvwxyz';

/** Random characters of the base32 alphabet of AT Protocol DIDs and record keys. */
export function randomBase32(length: number): string {
	const bytes = takeRandomBytes(length);
	let out = '';
	for (let i = 0; i < length; i++) out += BASE32_SORTABLE[bytes[i] % 32];
	return out;
}

export const newPostId = (): string => randomBase62(20);
export const newRefId = (): string => randomBytes(20).toString('hex');
export const newApiKey = (): string => `sk_sandbox_${randomBase62(32)}`;
export const newProfileKey = (): string => `pk_sandbox_${randomBase62(32)}`;

/** A short-link code that is the same every time for the same owner (a profile id) and URL. */
export function linkCode(ownerId: number, url: string, length = 8): string {
	const digest = createHash('sha256').update(`${ownerId}\n${url}`).digest();
	let out = '';
	for (let i = 0; i < length; i++) out += BASE62[digest[i % digest.length] % 62];
	return out;
}
