import { networkEntry, type Network } from '../../engine/networks';
import { splitThread } from '../../engine/validation';
import type { Delivery, DeliveryStore } from '../store/deliveries';
import type { Post } from '../store/posts';
import { isRecord } from '../../engine/core/isRecord';

/**
 * A thread on the simulated network (its rules' `maxThreadPosts`). A thread is one delivery row (one per post and
 * network): the row is the first tweet (its network id, text and media), and `extra.threadTweets`
 * holds the later tweets, `{id, text}` each, in order. Every tweet is still a network post of its
 * own: it has its own URL, shows its own text, and has its own analytics.
 */

/** A tweet after the first, as `extra.threadTweets` stores it. */
export interface LaterTweet {
	id: string;
	text: string;
}

/** The tweets a post goes out as on `platform` when it asked for a thread (one, when the text fits). */
export function threadTexts(post: Post, network: Network, text: string): string[] | undefined {
	const options = post.options[networkEntry(network).optionsField];
	if (!isRecord(options) || options.thread !== true) return undefined;
	const posts = splitThread(text, network, { threadNumber: options.threadNumber === true });
	return posts.map((post) => post.text);
}

function laterTweets(extra: Record<string, unknown>): LaterTweet[] | undefined {
	const later = extra.threadTweets;
	return Array.isArray(later) && later.length > 0 ? (later as LaterTweet[]) : undefined;
}

/** Network ids of every tweet of a thread, first to last; undefined for a single post. */
export function threadIdsOf(
	networkId: string,
	extra: Record<string, unknown>,
): string[] | undefined {
	const later = laterTweets(extra);
	return later && [networkId, ...later.map((tweet) => tweet.id)];
}

/** Whether a delivery went out as a thread of several tweets. */
export function isThread(delivery: Delivery): boolean {
	return laterTweets(delivery.extra) !== undefined;
}

/**
 * The network posts a delivery is: itself, or each tweet of a thread (the first with the media),
 * each carrying `threadId` (the first tweet's id), `threadPosition` and `threadLength`.
 */
export function networkPostsOf(delivery: Delivery): Delivery[] {
	const later = laterTweets(delivery.extra);
	if (!later) return [delivery];
	const { threadTweets: _stored, ...extra } = delivery.extra;
	const place = (position: number): Record<string, unknown> => ({
		...extra,
		threadId: delivery.networkId,
		threadPosition: position,
		threadLength: later.length + 1,
	});
	return [
		{ ...delivery, extra: place(1) },
		...later.map((tweet, index) => ({
			...delivery,
			networkId: tweet.id,
			text: tweet.text,
			media: [],
			extra: place(index + 2),
		})),
	];
}

/** The network post with this id: a delivery, or one tweet of a thread. */
export function findNetworkPost(
	deliveries: DeliveryStore,
	network: Network,
	networkId: string,
): Delivery | undefined {
	const delivery =
		deliveries.byNetworkId(network, networkId) ?? deliveries.byThreadTweetId(network, networkId);
	return delivery && networkPostsOf(delivery).find((post) => post.networkId === networkId);
}
