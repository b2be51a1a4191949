/** A delivery row of the sandbox's database, as the store reads it back. */
import type { Network } from '../../engine/networks';
import { parseJsonColumn } from './jsonColumn';

/** What one simulated network holds: a post it received from the service, or one made there directly. */
export interface Delivery {
	id?: number;
	/** The service post it came from; null for posts made on the network directly. */
	postId: string | null;
	profileId: number;
	platform: Network;
	networkId: string;
	/** The text exactly as the network received it (rendered, links shortened, truncated). */
	text: string;
	media: string[];
	/** Network-specific fields (a share's owner, a video's title, ...: its traits' `extras`). */
	extra: Record<string, unknown>;
	origin: 'service' | 'native';
	createdAt: number;
	deleted: boolean;
	deletedAt: number | null;
}

/** The columns every read of deliveries selects, in the order `toDelivery` reads them. */
export const DELIVERY_COLUMNS =
	'id, post_id, profile_id, platform, network_id, text, media, extra, origin, created_at, deleted, deleted_at';

/** A delivery from a row read as an array of DELIVERY_COLUMNS' values (sqlite/index.ts `prepareArrays`). */
export const toDelivery = (r: unknown[]): Delivery => ({
	id: r[0] as number,
	postId: r[1] as string | null,
	profileId: r[2] as number,
	platform: r[3] as Network,
	networkId: r[4] as string,
	text: r[5] as string,
	media: parseJsonColumn<string[]>(r[6] as string),
	extra: parseJsonColumn<Record<string, unknown>>(r[7] as string),
	origin: r[8] as Delivery['origin'],
	createdAt: r[9] as number,
	deleted: r[10] === 1,
	deletedAt: r[11] as number | null,
});

/** What a post's record shows of each of its deliveries (posts/view.ts `postRecord`). */
export type DeliveryRef = Pick<Delivery, 'postId' | 'platform' | 'networkId' | 'extra' | 'deleted'>;

/** A delivery ref from a row read as an array of the refs query's five columns. */
export const toDeliveryRef = (r: unknown[]): DeliveryRef => ({
	postId: r[0] as string,
	platform: r[1] as Network,
	networkId: r[2] as string,
	extra: parseJsonColumn<Record<string, unknown>>(r[3] as string),
	deleted: r[4] === 1,
});

/** Rows read by `read`, grouped by their post id in the query's order. */
export function groupByPost<T extends { postId: string | null }>(
	rows: unknown[][],
	read: (row: unknown[]) => T,
): Map<string, T[]> {
	const grouped = new Map<string, T[]>();
	for (const row of rows) {
		const item = read(row);
		const postId = item.postId as string;
		const list = grouped.get(postId);
		if (list) list.push(item);
		else grouped.set(postId, [item]);
	}
	return grouped;
}
