import { isUniqueViolation, prepareArrays, type SqlStatement as Statement } from '../sqlite';
import type { Network } from '../../engine/networks';
import type { SandboxDatabase } from '../db';
import {
	DELIVERY_COLUMNS,
	groupByPost,
	toDelivery,
	toDeliveryRef,
	type Delivery,
	type DeliveryRef,
} from './deliveryRows';

export type { Delivery, DeliveryRef } from './deliveryRows';

function isNetworkIdClash(error: unknown): boolean {
	return isUniqueViolation(error) && ((error as Error).message ?? '').includes('network_id');
}

/** A failure planted with `POST /api/admin/faults`: the next sends to that network fail with it. */
export interface Fault {
	code: number;
	message: string | null;
	/** What the network answers (faults.ts): `failure`, `expiredToken`, ... */
	reason: string;
}

/** A fault as planted: the next `remaining` sends fail, or every send until `untilAt` (epoch ms). */
export interface PlantedFault extends Fault {
	remaining: number;
	untilAt: number | null;
}

/** The simulated networks' storage, plus the planted faults that make them fail on purpose. */
export class DeliveryStore {
	private readonly q: Record<string, Statement>;
	/** Whether the faults table has ever held a row (false: none planted yet); read once, then kept. */
	private faultPlanted: boolean | undefined;

	constructor(db: SandboxDatabase) {
		this.q = {
			insert: db.prepare(
				`INSERT INTO deliveries (post_id, profile_id, platform, network_id, text, media, extra, origin, created_at)
				 VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
			),
			forPost: prepareArrays(
				db,
				`SELECT ${DELIVERY_COLUMNS} FROM deliveries WHERE post_id = ? ORDER BY id`,
			),
			forPosts: prepareArrays(
				db,
				`SELECT ${DELIVERY_COLUMNS} FROM deliveries WHERE post_id IN (SELECT value FROM json_each(?)) ORDER BY id`,
			),
			// Only what a record shows: the text and media of 50 rows cost a third of the read.
			refsForPosts: prepareArrays(
				db,
				`SELECT post_id, platform, network_id, extra, deleted FROM deliveries
				 WHERE post_id IN (SELECT value FROM json_each(?)) ORDER BY id`,
			),
			byNetworkId: prepareArrays(
				db,
				`SELECT ${DELIVERY_COLUMNS} FROM deliveries WHERE platform = ? AND network_id = ?`,
			),
			// A later tweet of a thread lives in its first tweet's row (its extra.threadTweets);
			// instr() skips the JSON parsing for rows that cannot hold the id.
			byThreadTweetId: prepareArrays(
				db,
				`SELECT ${DELIVERY_COLUMNS} FROM deliveries
				 WHERE platform = ? AND instr(extra, ?) > 0
				   AND EXISTS (SELECT 1 FROM json_each(extra, '$.threadTweets') AS tweet
				               WHERE json_extract(tweet.value, '$.id') = ?)
				 LIMIT 1`,
			),
			forProfileNetwork: prepareArrays(
				db,
				`SELECT ${DELIVERY_COLUMNS} FROM deliveries WHERE profile_id = ? AND platform = ? AND deleted = 0
				 ORDER BY created_at DESC, id DESC LIMIT ?`,
			),
			// Bounded: only whether the limit is reached matters, so never count past it.
			countRecent: db.prepare(
				`SELECT COUNT(*) AS n FROM (
				   SELECT 1 FROM deliveries
				   WHERE profile_id = ? AND platform = ? AND origin = 'service' AND created_at > ? LIMIT ?)`,
			),
			oldestRecent: db.prepare(
				`SELECT MIN(created_at) AS t FROM deliveries
				 WHERE profile_id = ? AND platform = ? AND origin = 'service' AND created_at > ?`,
			),
			// Network posts, not sends: each tweet of a thread counts (the later ones are in extra).
			countSince: db.prepare(
				`SELECT COALESCE(SUM(1 + COALESCE(json_array_length(extra, '$.threadTweets'), 0)), 0) AS n
				 FROM deliveries
				 WHERE profile_id = ? AND platform = ? AND origin = 'service' AND created_at >= ?`,
			),
			markDeleted: db.prepare('UPDATE deliveries SET deleted = 1, deleted_at = ? WHERE id = ?'),
			perDay: db.prepare(
				`SELECT created_at / 86400000 AS day, COUNT(*) AS n FROM deliveries
				 WHERE profile_id = ? AND platform = ? AND deleted = 0 GROUP BY day`,
			),
			anyFaultEver: db.prepare('SELECT 1 FROM faults LIMIT 1'),
			anyFault: db.prepare(
				`SELECT 1 FROM faults WHERE account_id = ? AND (remaining > 0 OR until_at > ?) LIMIT 1`,
			),
			// An outage (until_at) is not used up by a send; a count is.
			takeFault: db.prepare(
				`UPDATE faults SET remaining = CASE WHEN until_at > @now THEN remaining ELSE remaining - 1 END
				 WHERE account_id = @account AND platform = @platform AND (remaining > 0 OR until_at > @now)
				 RETURNING code, message, reason`,
			),
			setFault: db.prepare(
				`INSERT INTO faults (account_id, platform, remaining, code, message, until_at, reason)
				 VALUES (?, ?, ?, ?, ?, ?, ?)
				 ON CONFLICT (account_id, platform) DO UPDATE
				 SET remaining = excluded.remaining, code = excluded.code, message = excluded.message,
				 until_at = excluded.until_at, reason = excluded.reason`,
			),
			faults: db.prepare(
				`SELECT platform, remaining, code, message, reason, until_at AS untilAt FROM faults
				 WHERE account_id = ? AND (remaining > 0 OR until_at > ?)`,
			),
		};
	}

	insert(delivery: Omit<Delivery, 'id' | 'deleted' | 'deletedAt'>): void {
		this.insertRow(delivery, delivery.networkId);
	}

	/** Positional parameters: binding them is cheaper than by name, and no merged copy is made. */
	private insertRow(
		delivery: Omit<Delivery, 'id' | 'deleted' | 'deletedAt' | 'networkId'>,
		networkId: string,
	): void {
		this.q.insert.run(
			delivery.postId,
			delivery.profileId,
			delivery.platform,
			networkId,
			delivery.text,
			JSON.stringify(delivery.media),
			JSON.stringify(delivery.extra),
			delivery.origin,
			delivery.createdAt,
		);
	}

	/**
	 * Stores a delivery under a fresh network id from `newId`, drawing again on the rare clash with
	 * an id the network already holds; answers the id used.
	 */
	insertWithNewId(
		delivery: Omit<Delivery, 'id' | 'deleted' | 'deletedAt' | 'networkId'>,
		newId: () => string,
	): string {
		for (let attempt = 1; ; attempt++) {
			const networkId = newId();
			try {
				this.insertRow(delivery, networkId);
				return networkId;
			} catch (error) {
				if (attempt >= 5 || !isNetworkIdClash(error)) throw error;
			}
		}
	}

	forPost(postId: string): Delivery[] {
		return (this.q.forPost.all(postId) as unknown[][]).map(toDelivery);
	}

	/** Deliveries of many posts at once, grouped by post id (one query for a page of posts). */
	forPosts(postIds: string[]): Map<string, Delivery[]> {
		if (postIds.length === 0) return new Map();
		return groupByPost(this.q.forPosts.all(JSON.stringify(postIds)) as unknown[][], toDelivery);
	}

	/** What the records of many posts show of their deliveries, grouped by post id (one query for a history page). */
	refsForPosts(postIds: string[]): Map<string, DeliveryRef[]> {
		if (postIds.length === 0) return new Map();
		return groupByPost(
			this.q.refsForPosts.all(JSON.stringify(postIds)) as unknown[][],
			toDeliveryRef,
		);
	}

	byNetworkId(network: Network, networkId: string): Delivery | undefined {
		const row = this.q.byNetworkId.get(network, networkId) as unknown[] | undefined;
		return row && toDelivery(row);
	}

	/** The row of the thread whose later tweet has this network id (in its `extra.threadTweets`). */
	byThreadTweetId(network: Network, networkId: string): Delivery | undefined {
		const row = this.q.byThreadTweetId.get(network, JSON.stringify(networkId), networkId) as
			| unknown[]
			| undefined;
		return row && toDelivery(row);
	}

	/** The network's posts for one profile, newest first, deleted ones left out. */
	forProfileNetwork(profileId: number, network: Network, limit: number): Delivery[] {
		return (this.q.forProfileNetwork.all(profileId, network, limit) as unknown[][]).map(toDelivery);
	}

	/** Posts the service sent to a network for a profile after `since`, counted up to `cap`. */
	countRecent(profileId: number, network: Network, since: number, cap: number): number {
		return (this.q.countRecent.get(profileId, network, since, cap) as { n: number }).n;
	}

	oldestRecent(profileId: number, network: Network, since: number): number | null {
		return (this.q.oldestRecent.get(profileId, network, since) as { t: number | null }).t;
	}

	countSince(profileId: number, network: Network, since: number): number {
		return (this.q.countSince.get(profileId, network, since) as { n: number }).n;
	}

	/** How many posts the network holds for the profile (not deleted), by UTC day (days since the epoch). */
	postsPerDay(profileId: number, network: Network): Map<number, number> {
		const rows = this.q.perDay.all(profileId, network) as Array<{ day: number; n: number }>;
		return new Map(rows.map((r) => [r.day, r.n]));
	}

	markDeleted(id: number, now: number): void {
		this.q.markDeleted.run(now, id);
	}

	/** Whether any fault is still active for the account (`now` ends outages; default the wall clock). */
	hasFaults(accountId: number, now = Date.now()): boolean {
		// Every send asks; until a fault is first planted (setFault), the answer needs no query.
		this.faultPlanted ??= this.q.anyFaultEver.get() !== undefined;
		return this.faultPlanted && this.q.anyFault.get(accountId, now) !== undefined;
	}

	/** Uses up one planted failure for this account and network, if any is left (an outage stays). */
	takeFault(accountId: number, network: Network, now = Date.now()): Fault | undefined {
		return this.q.takeFault.get({ account: accountId, platform: network, now }) as
			| Fault
			| undefined;
	}

	setFault(accountId: number, network: Network, fault: PlantedFault): void {
		this.faultPlanted = true;
		this.q.setFault.run(
			accountId,
			network,
			fault.remaining,
			fault.code,
			fault.message,
			fault.untilAt,
			fault.reason,
		);
	}

	faults(accountId: number, now = Date.now()): Array<PlantedFault & { platform: Network }> {
		return this.q.faults.all(accountId, now) as Array<PlantedFault & { platform: Network }>;
	}
}
