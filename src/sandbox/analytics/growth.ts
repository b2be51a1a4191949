import type { Network } from '../../engine/networks';
import { hashInt, hashUnit } from '../networks/deterministic';

/** Post analytics are recomputed every 10 minutes; between refreshes every read agrees. */
export const POST_REFRESH_MS = 10 * 60_000;
const HOUR_MS = 3_600_000;

/** The refresh a read at `now` sees: its time, and when the next one comes. */
export function refreshOf(now: number, every = POST_REFRESH_MS): { at: number; next: number } {
	const at = Math.floor(now / every) * every;
	return { at, next: at + every };
}

/**
 * Counts for one network post, from its id and the time since it was sent.
 *
 * Each post has a reach potential R (500 to 50,000, from a hash of network and id). A count is
 * `floor(R * rate * g(h))`: `rate` is a per-metric share of R from a hash of the id and the
 * metric's name, and `g(h) = 1 - e^(-h/T)` the share reached after h hours, T per network
 * (its traits' `engagementHours`).
 * g only grows, so every count only grows, until it levels off at `R * rate`; counts derived
 * from counts (uniques, breakdowns) use fixed shares of them, so they only grow too.
 */
export class PostGrowth {
	readonly reach: number;
	readonly reached: number;

	/**
	 * `reachOf` draws R from another post's id and scales it: the tweets of a thread share their
	 * first tweet's potential, each reaching a share of it.
	 */
	constructor(
		readonly network: Network,
		readonly networkId: string,
		/** Hours until the post has about 63% of all it will get (the network's traits). */
		engagementHours: number,
		sentAt: number,
		at: number,
		reachOf: { networkId: string; scale: number } = { networkId, scale: 1 },
	) {
		const potential = hashInt(500, 50_000, 'reach', network, reachOf.networkId);
		this.reach = Math.round(potential * reachOf.scale);
		const hours = Math.max(0, (at - sentAt) / HOUR_MS);
		this.reached = 1 - Math.exp(-hours / engagementHours);
	}

	/** A fixed share from `min` to `max`, the same for this post and name on every read. */
	share(name: string, min: number, max: number): number {
		return min + (max - min) * hashUnit('share', this.network, this.networkId, name);
	}

	/** A count that grows toward `reach * share(name, min, max)`. */
	count(name: string, min: number, max: number): number {
		return Math.floor(this.reach * this.share(name, min, max) * this.reached);
	}

	/** A fixed share of another count (a unique count, a breakdown), so it grows with it. */
	part(total: number, name: string, min: number, max: number): number {
		return Math.floor(total * this.share(name, min, max));
	}

	/** A fixed number (an average, a duration): it does not depend on time at all. */
	fixed(name: string, min: number, max: number): number {
		return Math.round(this.share(name, min, max));
	}

	/**
	 * Splits a count into named parts by fixed weights. Each part is rounded down so each only
	 * grows with the count; the parts may add up to slightly less, so report their sum as the total.
	 */
	split(total: number, names: readonly string[]): Record<string, number> {
		const weights = names.map((name) => 0.2 + hashUnit('weight', this.networkId, name));
		const sum = weights.reduce((a, b) => a + b, 0);
		const parts: Record<string, number> = {};
		names.forEach((name, index) => {
			parts[name] = Math.floor((total * weights[index]) / sum);
		});
		return parts;
	}
}
