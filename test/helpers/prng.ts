/** A small seeded PRNG (mulberry32): the same seed gives the same sequence on every machine. */
export class Prng {
	private state: number;

	constructor(readonly seed: number) {
		this.state = seed >>> 0;
	}

	/** A float in [0, 1). */
	next(): number {
		this.state = (this.state + 0x6d2b79f5) >>> 0;
		let t = this.state;
		t = Math.imul(t ^ (t >>> 15), t | 1);
		t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
		return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
	}

	/** An integer in [min, max]. */
	int(min: number, max: number): number {
		return min + Math.floor(this.next() * (max - min + 1));
	}

	chance(p: number): boolean {
		return this.next() < p;
	}

	pick<T>(items: readonly T[]): T {
		return items[Math.floor(this.next() * items.length)];
	}

	/** A fresh generator derived from this one (for independent sub-streams). */
	fork(): Prng {
		return new Prng(Math.floor(this.next() * 2 ** 32));
	}
}

/** The seed to use: FUZZ_SEED from the environment when given (`random` for a fresh one), else `fallback`. */
export function chooseSeed(fallback: number, env = process.env.FUZZ_SEED): number {
	if (env === undefined || env === '') return fallback >>> 0;
	if (env === 'random') return (Date.now() ^ (process.pid << 16)) >>> 0;
	const seed = Number(env);
	if (!Number.isInteger(seed))
		throw new Error(`FUZZ_SEED must be an integer or "random", got ${env}`);
	return seed >>> 0;
}
