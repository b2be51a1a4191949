import {
	networkEntry,
	NETWORK_OPTIONS_FIELDS,
	NETWORK_IDS,
	type Network,
} from '../../engine/networks';
import { historyCounts } from '../analytics/records';
import { NETWORK_TRAITS } from './traits';
import type { Profile } from '../store/accounts';
import type { LinkedAccount } from '../store/linkedAccounts';
import type { Delivery, DeliveryStore } from '../store/deliveries';
import type { Post } from '../store/posts';

export { NETWORK_TRAITS, type NetworkTraits } from './traits';

/**
 * The simulated networks: what a linked account looks like on each, the shape of network-side
 * post ids, which networks let the service delete a published post, and the posts each network
 * already holds that were not sent through the service.
 */

/** Published posts on these networks cannot be deleted through the service (https://www.ayrshare.com/docs/apis/post/delete-post; its entry's `offers.undeletable`). */
export const UNDELETABLE_NETWORKS: ReadonlySet<Network> = new Set(
	NETWORK_IDS.filter((network) => networkEntry(network).offers.undeletable !== undefined),
);

export const DAY_MS = 86_400_000;

/** A network-side post id in the form that network uses (its traits). */
export function newNetworkId(network: Network, account: LinkedAccount): string {
	return NETWORK_TRAITS[network].postId(account);
}

function usernameFor(title: string): string {
	return (
		title
			.toLowerCase()
			.replace(/[^a-z0-9]+/g, '_')
			.replace(/^_|_$/g, '') || 'profile'
	);
}

/** The simulated account a profile has on a network when it is linked. */
export function newLinkedAccount(
	profile: Pick<Profile, 'title' | 'primary'>,
	network: Network,
	now: number,
): LinkedAccount {
	const traits = NETWORK_TRAITS[network];
	return {
		platform: network,
		networkUserId: traits.userId(),
		displayName: profile.title,
		username: traits.username(usernameFor(profile.title)),
		type: traits.accountType(profile.primary),
		createdAt: now,
	};
}

export function networkPostUrl(baseUrl: string, network: Network, networkId: string): string {
	return `${baseUrl}/networks/${network}/${encodeURIComponent(networkId)}`;
}

export function networkProfileUrl(baseUrl: string, network: Network, username: string): string {
	return `${baseUrl}/networks/${network}/accounts/${encodeURIComponent(username)}`;
}

const NATIVE_TEXTS = [
	'Thanks to everyone who stopped by this week!',
	'New season, new ideas. More soon.',
	'Behind the scenes: how we get ready for a busy Saturday.',
];

/** Posts made on the network directly (not through the service), so history by platform has them. */
export function seedNativePosts(
	deliveries: DeliveryStore,
	profile: Pick<Profile, 'id' | 'title'>,
	accounts: LinkedAccount[],
	now: number,
): void {
	for (const account of accounts) {
		NATIVE_TEXTS.forEach((text, index) => {
			deliveries.insertWithNewId(
				{
					postId: null,
					profileId: profile.id,
					platform: account.platform,
					text: `${profile.title}: ${text}`,
					media: [],
					extra:
						NETWORK_TRAITS[account.platform].nativePostTitle === true
							? { title: `${profile.title} video ${index + 1}` }
							: {},
					origin: 'native',
					createdAt: now - (index + 1) * 2 * DAY_MS,
				},
				() => newNetworkId(account.platform, account),
			);
		});
	}
}

/** What `GET /networks/:platform/:id` shows: the post exactly as the network holds it. */
export function networkPostView(delivery: Delivery, baseUrl: string): Record<string, unknown> {
	return {
		platform: delivery.platform,
		id: delivery.networkId,
		post: delivery.text,
		mediaUrls: delivery.media,
		...delivery.extra,
		postUrl: networkPostUrl(baseUrl, delivery.platform, delivery.networkId),
		created: new Date(delivery.createdAt).toISOString(),
		deleted: delivery.deleted,
		...(delivery.deletedAt !== null
			? { deletedAt: new Date(delivery.deletedAt).toISOString() }
			: {}),
		sentWithService: delivery.origin === 'service',
	};
}

/**
 * One element of `GET /history/:platform`: a post as the network lists it, with its counts as
 * of `at` (the same numbers post analytics report at that time).
 */
export function networkHistoryItem(
	delivery: Delivery,
	baseUrl: string,
	/** Without it, the post alone, no counts (`skipAnalytics`). */
	at: number | undefined,
): Record<string, unknown> {
	return {
		id: delivery.networkId,
		post: delivery.text,
		postUrl: networkPostUrl(baseUrl, delivery.platform, delivery.networkId),
		created: new Date(delivery.createdAt).toISOString(),
		mediaUrls: delivery.media,
		...delivery.extra,
		...(at === undefined ? {} : historyCounts(delivery, at)),
		...(delivery.postId ? { servicePostId: delivery.postId } : {}),
		sentWithService: delivery.origin === 'service',
	};
}

/** Cuts text to `max` characters counted as the validator counts them: code points, line-break markers free. */
export function truncateCharacters(text: string, max: number): string {
	let count = 0;
	let end = 0;
	for (const char of text) {
		if (char !== '\u2063') count++;
		if (count > max) return text.slice(0, end);
		end += char.length;
	}
	return text;
}

/**
 * Fields a network keeps besides text and media (its traits' `extras`: a title, a community, an
 * owner URN), and the options the post carried for that network (`options`), as the network received them.
 */
export function networkExtras(
	post: Post,
	network: Network,
	account: LinkedAccount,
): Record<string, unknown> {
	const options = post.options as Record<string, Record<string, unknown> | undefined>;
	const own = options[NETWORK_OPTIONS_FIELDS[network]];
	const received =
		own !== null && typeof own === 'object' && Object.keys(own).length > 0 ? { options: own } : {};
	const kept = NETWORK_TRAITS[network].extras;
	return { ...(kept ? kept(options, account) : {}), ...received };
}
