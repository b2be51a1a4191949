import { z } from 'zod';

/** Every network the service publishes to, in the interface's spelling. */
export const PLATFORMS = [
	'facebook',
	'fbg',
	'instagram',
	'linkedin',
	'twitter',
	'pinterest',
	'youtube',
	'telegram',
	'gmb',
	'reddit',
	'tiktok',
	'bluesky',
	'threads',
	'snapchat',
] as const;

export type Platform = (typeof PLATFORMS)[number];

/** `platforms: ["all"]` publishes to every network the profile has linked (the service's post docs). */
export const ALL_LINKED_PLATFORMS = 'all';

export const PlatformSchema = z.enum(PLATFORMS);

export function isPlatform(value: unknown): value is Platform {
	return typeof value === 'string' && (PLATFORMS as readonly string[]).includes(value);
}

/** Where the service reads each network's options from in a post (its per-network pages). */
export const PLATFORM_OPTIONS_FIELDS: Readonly<Record<Platform, string>> = {
	facebook: 'faceBookOptions',
	fbg: 'faceBookOptions',
	instagram: 'instagramOptions',
	linkedin: 'linkedInOptions',
	twitter: 'twitterOptions',
	pinterest: 'pinterestOptions',
	youtube: 'youTubeOptions',
	telegram: 'telegramOptions',
	gmb: 'gmbOptions',
	reddit: 'redditOptions',
	tiktok: 'tikTokOptions',
	bluesky: 'blueSkyOptions',
	threads: 'threadsOptions',
	snapchat: 'snapChatOptions',
};

/** Networks whose own post list can be read with `GET /history/:platform` (interface 4.5). */
export const HISTORY_PLATFORMS = [
	'facebook',
	'instagram',
	'twitter',
	'youtube',
] as const satisfies readonly Platform[];
export type HistoryPlatform = (typeof HISTORY_PLATFORMS)[number];
