import type { Message } from '../../../../src/engine/resources/messages';
import { messagingRule } from '../../../../src/engine/networks';
import {
	MESSAGING_NETWORKS,
	type MessagingNetwork,
} from '../../../../src/engine/resources/messageRules';

/**
 * Where the trigger stands on one network, kept in the workflow's static data.
 * Message ids sort as strings by time (fixed-width epoch ms + sequence), so "new" is "greater
 * than the newest id seen" — seen, not emitted: a reply filtered out by Include still moves it.
 */
export interface NetworkCursor {
	/** The newest message id seen; '' when the network had no message yet. */
	newestId: string;
	/** `created` of that message in epoch ms; 0 when unknown. */
	newestCreatedMs: number;
	/** Ids seen whose `created` is within the late-delivery window of the newest (id → created ms). */
	recent: Record<string, number>;
	/**
	 * Ids up to this one count as seen even when `recent` no longer holds them: set when a burst
	 * overflows `recent`, so dropping ids from it never lets a message come out twice.
	 */
	floorId?: string;
}

export type NetworkCursors = Partial<Record<MessagingNetwork, NetworkCursor>>;

/**
 * How far before the newest seen message a late message can still turn up. A network with
 * `lateDeliveryMinutes` hands messages to the service up to that long after they were written
 * (ours: the sandbox's delivery model, README), with their original (older) id; the others are real time. One minute on top
 * covers clock skew.
 */
export const LATE_DELIVERY_WINDOW_MS = Object.fromEntries(
	MESSAGING_NETWORKS.map((network) => {
		const late = messagingRule(network).lateDeliveryMinutes ?? 0;
		return [network, late > 0 ? (late + 1) * 60_000 : 0];
	}),
) as Record<MessagingNetwork, number>;

/** Most ids kept per network for the late-delivery check, so static data stays small. */
export const MAX_RECENT_IDS = 500;

function createdMs(message: Message): number {
	const ms = Date.parse(message.created);
	return Number.isFinite(ms) ? ms : Number.NaN;
}

function newestOf(messages: readonly Message[]): Message | undefined {
	let newest: Message | undefined;
	for (const message of messages) if (!newest || message.id > newest.id) newest = message;
	return newest;
}

/** The cursor after seeing `messages`: newest id and the bounded set of recent ids. */
function advance(
	cursor: NetworkCursor,
	messages: readonly Message[],
	windowMs: number,
): NetworkCursor {
	const newest = newestOf(messages);
	const moved = newest !== undefined && newest.id > cursor.newestId;
	const newestId = moved ? newest.id : cursor.newestId;
	const newestCreatedMs = moved ? createdMs(newest) || 0 : cursor.newestCreatedMs;
	if (windowMs <= 0) return { newestId, newestCreatedMs, recent: {} };

	const horizon = newestCreatedMs - windowMs;
	const recent: Array<[string, number]> = Object.entries(cursor.recent);
	for (const message of messages) recent.push([message.id, createdMs(message)]);
	const inWindow = recent
		.filter(([, ms]) => Number.isFinite(ms) && ms >= horizon)
		.sort(([a], [b]) => (a < b ? 1 : a > b ? -1 : 0));
	const kept = inWindow.slice(0, MAX_RECENT_IDS);
	const dropped = inWindow[MAX_RECENT_IDS]?.[0];
	const floorId = [cursor.floorId ?? '', dropped ?? ''].reduce((a, b) => (b > a ? b : a));
	return {
		newestId,
		newestCreatedMs,
		recent: Object.fromEntries(kept),
		...(floorId ? { floorId } : {}),
	};
}

/** The first cursor of a network: everything listed now counts as seen (nothing old is emitted). */
export function startCursor(messages: readonly Message[], windowMs: number): NetworkCursor {
	return advance({ newestId: '', newestCreatedMs: 0, recent: {} }, messages, windowMs);
}

/**
 * The messages not seen before, oldest first, and the cursor after them. New means an id past the
 * newest seen, or (late-delivery window) a message written shortly before it that was not seen yet.
 */
export function takeNewMessages(
	cursor: NetworkCursor,
	messages: readonly Message[],
	windowMs: number,
): { fresh: Message[]; cursor: NetworkCursor } {
	const horizon = cursor.newestCreatedMs - windowMs;
	const fresh = messages.filter((message) => {
		if (message.id > cursor.newestId) return true;
		if (windowMs <= 0 || cursor.recent[message.id] !== undefined) return false;
		return message.id > (cursor.floorId ?? '') && createdMs(message) >= horizon;
	});
	// Duplicates in one listing (a message listed twice) come out once.
	const unique = [...new Map(fresh.map((message) => [message.id, message])).values()];
	unique.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
	return { fresh: unique, cursor: advance(cursor, messages, windowMs) };
}
