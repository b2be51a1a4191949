import { getMeta, setMeta, type SandboxDatabase } from '../db';

/**
 * Hashtags the sandbox reports as banned (`GET /api/hashtags/banned`). The service checks against
 * the networks' own lists, which no one publishes; the sandbox starts from a short sample of tags
 * widely reported as hidden by the network offering `bannedHashtags` (the service's docs use
 * #bikinibody as their example) and takes more with `POST /api/admin/hashtags/banned {hashtag}`,
 * kept in its database.
 */
export const SAMPLE_BANNED_HASHTAGS: readonly string[] = [
	'alone',
	'beautyblogger',
	'bikinibody',
	'costumes',
	'curvygirls',
	'direct',
	'elevator',
	'hardworkpaysoff',
	'humpday',
	'hustler',
	'iphonegraphy',
	'killingit',
	'petite',
	'pushups',
	'singlelife',
	'sunbathing',
	'tag4like',
	'tanlines',
	'undies',
];

const META_KEY = 'banned_hashtags';

/** The tag without its `#`, lower-cased: how tags are compared. */
export function hashtagKey(hashtag: string): string {
	return hashtag.trim().replace(/^#/, '').toLowerCase();
}

function added(db: SandboxDatabase): string[] {
	const stored = getMeta(db, META_KEY);
	return stored === undefined ? [] : (JSON.parse(stored) as string[]);
}

export function isBannedHashtag(db: SandboxDatabase, hashtag: string): boolean {
	const key = hashtagKey(hashtag);
	return SAMPLE_BANNED_HASHTAGS.includes(key) || added(db).includes(key);
}

/** Adds a tag to the database's banned list (sandbox-only control, for tests and demos). */
export function banHashtag(db: SandboxDatabase, hashtag: string): void {
	const key = hashtagKey(hashtag);
	const list = added(db);
	if (!list.includes(key) && !SAMPLE_BANNED_HASHTAGS.includes(key))
		setMeta(db, META_KEY, JSON.stringify([...list, key]));
}
