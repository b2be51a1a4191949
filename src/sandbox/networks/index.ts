import { PLATFORM_OPTIONS_FIELDS, type Platform } from '../../engine/platforms';
import { historyCounts } from '../analytics/postAnalytics';
import type { Profile } from '../store/accounts';
import type { LinkedAccount } from '../store/linkedAccounts';
import type { Delivery, DeliveryStore } from '../store/deliveries';
import type { Post } from '../store/posts';
import { randomUUID } from 'node:crypto';
import { randomBase32, randomBase62, randomDigits } from './ids';

/**
 * The simulated networks: what a linked account looks like on each, the shape of network-side
 * post ids, which networks let the service delete a published post, and the posts each network
 * already holds that were not sent through the service.
 */

/** Published posts on these networks cannot be deleted through the service (reference-behaviour). */
export const UNDELETABLE_PLATFORMS: ReadonlySet<Platform> = new Set<Platform>([
	'instagram',
	'fbg',
	'tiktok',
]);

/** Instagram's publishing limit per profile (interface 8). */
export const INSTAGRAM_DAILY_LIMIT = 50;
export const DAY_MS = 86_400_000;

/** A network-side post id in the form that network uses. */
export function newNetworkId(platform: Platform, account: LinkedAccount): string {
	switch (platform) {
		case 'facebook':
		case 'fbg':
			return `${account.networkUserId}_${randomDigits(16)}`;
		case 'linkedin':
			return `urn:li:share:${randomDigits(19)}`;
		case 'youtube':
			return randomBase62(11);
		case 'reddit':
			return randomBase62(8).toLowerCase();
		case 'telegram':
			return randomDigits(12);
		case 'gmb':
			return `localPosts-${randomDigits(19)}`;
		case 'instagram':
			return randomDigits(17);
		case 'pinterest':
			return randomDigits(18);
		case 'bluesky':
			// An AT URI: the account's DID, the post collection, a 13-character record key.
			return `at://${account.networkUserId}/app.bsky.feed.post/${randomBase32(13)}`;
		case 'threads':
			return randomDigits(17);
		case 'snapchat':
			return randomUUID();
		default:
			return randomDigits(19);
	}
}

function usernameFor(title: string): string {
	return (
		title
			.toLowerCase()
			.replace(/[^a-z0-9]+/g, '_')
			.replace(/^_|_$/g, '') || 'profile'
	);
}

function accountType(platform: Platform, primary: boolean): string | null {
	if (platform === 'instagram') return 'business';
	if (platform === 'linkedin') return primary ? 'personal' : 'corporate';
	if (platform === 'telegram') return 'channel';
	if (platform === 'facebook') return 'page';
	if (platform === 'fbg') return 'group';
	return null;
}

/** The simulated account a profile has on a network when it is linked. */
export function newLinkedAccount(
	profile: Pick<Profile, 'title' | 'primary'>,
	platform: Platform,
	now: number,
): LinkedAccount {
	const username = usernameFor(profile.title);
	const networkUserId =
		platform === 'linkedin'
			? randomBase62(10)
			: platform === 'youtube'
				? `UC${randomBase62(22)}`
				: platform === 'bluesky'
					? `did:plc:${randomBase32(24)}`
					: platform === 'snapchat'
						? randomUUID()
						: randomDigits(15);
	return {
		platform,
		networkUserId,
		displayName: profile.title,
		username:
			platform === 'reddit'
				? `u_${username}`
				: platform === 'bluesky'
					? `${username.replace(/_/g, '-')}.bsky.social`
					: username,
		type: accountType(platform, profile.primary),
		createdAt: now,
	};
}

export function networkPostUrl(baseUrl: string, platform: Platform, networkId: string): string {
	return `${baseUrl}/networks/${platform}/${encodeURIComponent(networkId)}`;
}

export function networkProfileUrl(baseUrl: string, platform: Platform, username: string): string {
	return `${baseUrl}/networks/${platform}/accounts/${encodeURIComponent(username)}`;
}

/** The owner URN LinkedIn reports for a share, from the linked account's type. */
export function linkedinOwner(account: LinkedAccount): string {
	return `urn:li:${account.type === 'corporate' ? 'organization' : 'person'}:${account.networkUserId}`;
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
						account.platform === 'youtube' ? { title: `${profile.title} video ${index + 1}` } : {},
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
	at: number,
): Record<string, unknown> {
	return {
		id: delivery.networkId,
		post: delivery.text,
		postUrl: networkPostUrl(baseUrl, delivery.platform, delivery.networkId),
		created: new Date(delivery.createdAt).toISOString(),
		mediaUrls: delivery.media,
		...delivery.extra,
		...historyCounts(delivery, at),
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
 * Fields a network keeps besides text and media: titles, subreddit, the LinkedIn owner, and the
 * options the post carried for that network (`options`), as the network received them.
 */
export function networkExtras(
	post: Post,
	platform: Platform,
	account: LinkedAccount,
): Record<string, unknown> {
	const options = post.options as Record<string, Record<string, unknown> | undefined>;
	const own = options[PLATFORM_OPTIONS_FIELDS[platform]];
	const received =
		own !== null && typeof own === 'object' && Object.keys(own).length > 0 ? { options: own } : {};
	if (platform === 'youtube')
		return { ...pick(options.youTubeOptions, ['title', 'visibility']), ...received };
	if (platform === 'reddit')
		return { ...pick(options.redditOptions, ['title', 'subreddit']), ...received };
	if (platform === 'linkedin') return { owner: linkedinOwner(account), ...received };
	return received;
}

function pick(
	source: Record<string, unknown> | undefined,
	keys: string[],
): Record<string, unknown> {
	const out: Record<string, unknown> = {};
	for (const key of keys) if (source?.[key] !== undefined) out[key] = source[key];
	return out;
}
