import type { Network } from '../../src/engine/networks';

/**
 * What a user is told about each network, written here by hand (not read from the entries): the name
 * the node shows, the docs' post limit (https://www.ayrshare.com/docs/help-center/technical-support/character-limits;
 * Facebook Group as Facebook; Telegram cuts longer text instead of refusing it), and whether styled
 * text reaches it (the README's networks table). A Record<Network, ...>: a new network fails tsc here.
 */
export const TOLD: Record<
	Network,
	{ name: string; maxLength: number; cuts?: true; richText: boolean }
> = {
	facebook: { name: 'Facebook Page', maxLength: 63206, richText: true },
	fbg: { name: 'Facebook Group', maxLength: 63206, richText: false },
	instagram: { name: 'Instagram', maxLength: 2200, richText: true },
	linkedin: { name: 'LinkedIn', maxLength: 3000, richText: true },
	twitter: { name: 'X (Twitter)', maxLength: 280, richText: true },
	pinterest: { name: 'Pinterest', maxLength: 500, richText: false },
	youtube: { name: 'YouTube', maxLength: 5000, richText: false },
	telegram: { name: 'Telegram', maxLength: 1024, cuts: true, richText: true },
	gmb: { name: 'Google Business Profile', maxLength: 1500, richText: false },
	reddit: { name: 'Reddit', maxLength: 5000, richText: false },
	tiktok: { name: 'TikTok', maxLength: 2200, richText: false },
	bluesky: { name: 'Bluesky', maxLength: 300, richText: true },
	threads: { name: 'Threads', maxLength: 500, richText: true },
	snapchat: { name: 'Snapchat', maxLength: 500, richText: false },
};

/**
 * The networks a comment goes to on a post published through the service, written here by hand: the
 * list of https://www.ayrshare.com/docs/apis/comments/overview ("Comments with Ayrshare Post ID").
 * A post's first comment is such a comment, so these are the networks that take one.
 */
export const COMMENT_NETWORKS: readonly Network[] = [
	'bluesky',
	'facebook',
	'instagram',
	'linkedin',
	'reddit',
	'threads',
	'tiktok',
	'twitter',
	'youtube',
];
