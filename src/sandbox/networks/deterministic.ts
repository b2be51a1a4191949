import { createHash } from 'node:crypto';

/**
 * Numbers that look random but are the same on every read: derived from a SHA-256 of the parts
 * (ids, names, dates). What the simulated networks report (followers, analytics, boards) comes
 * from here, so repeated reads agree and tests can rely on them.
 */

function digestOf(parts: ReadonlyArray<string | number>): Buffer {
	return createHash('sha256').update(parts.join('\u0000')).digest();
}

/** A number in [0, 1). */
export function hashUnit(...parts: Array<string | number>): number {
	return digestOf(parts).readUInt32BE(0) / 0x1_0000_0000;
}

/** A whole number from `min` to `max`, both included. */
export function hashInt(min: number, max: number, ...parts: Array<string | number>): number {
	return min + Math.floor(hashUnit(...parts) * (max - min + 1));
}

/** Decimal digits, never starting with 0, like the numeric ids networks use. */
export function hashDigits(length: number, ...parts: Array<string | number>): string {
	const digest = digestOf(parts);
	let out = String(1 + (digest[0] % 9));
	for (let i = 1; i < length; i++) out += String(digest[i % digest.length] % 10);
	return out;
}

/** Several numbers in [0, 1) from one hash: for many values of the same thing at once. */
export function hashUnits(count: number, ...parts: Array<string | number>): number[] {
	const units: number[] = [];
	for (let block = 0; units.length < count; block++) {
		const digest = digestOf([...parts, block]);
		for (let i = 0; i + 4 <= digest.length && units.length < count; i += 4)
			units.push(digest.readUInt32BE(i) / 0x1_0000_0000);
	}
	return units;
}

/**
 * Splits a count into named parts by weights fixed for `seed`. Each part is rounded down, so
 * each grows with the count; they may add up to slightly less than it.
 */
export function splitCount(
	total: number,
	names: readonly string[],
	...seed: Array<string | number>
): Record<string, number> {
	const weights = hashUnits(names.length, 'split', ...seed).map((u) => 0.2 + u);
	const sum = weights.reduce((a, b) => a + b, 0);
	const parts: Record<string, number> = {};
	names.forEach((name, index) => {
		parts[name] = Math.floor((total * weights[index]) / sum);
	});
	return parts;
}
