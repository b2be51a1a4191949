import type { ValidationIssue } from '../core/errors';
import type { Platform } from '../platforms';
import { parseUtcTimestamp } from '../scheduling/dates';
import { isVideoUrl } from './media';
import type { PostFacts } from './postFacts';
import { isRecord } from '../core/isRecord';

/**
 * Rules of the per-network options that depend on the rest of the post (its media, the other
 * options). Shapes and ranges are the schemas' (platformOptionSchemas.ts); options of a network
 * the post does not go to change nothing and are not judged here.
 */

type Options = Record<string, unknown>;

function optionsOf(facts: PostFacts, name: string): Options | undefined {
	const value = facts.options[name];
	return isRecord(value) ? value : undefined;
}

function hasVideo(facts: PostFacts): boolean {
	return facts.isVideo || facts.mediaUrls.some(isVideoUrl);
}

function isOneVideo(facts: PostFacts): boolean {
	return facts.mediaCount === 1 && hasVideo(facts);
}

interface Check {
	when: boolean;
	field: string;
	value: unknown;
	message: string;
}

function issuesFrom(platform: Platform, checks: Check[]): ValidationIssue[] {
	return checks
		.filter((check) => check.when)
		.map(({ field, value, message }) => ({ field, value, message, platform }));
}

/** One alt text per media item at most. */
function altTextCheck(facts: PostFacts, group: string, options: Options): Check {
	const altText = options.altText;
	const count = Array.isArray(altText) ? altText.length : 0;
	return {
		when: count > facts.mediaCount,
		field: `${group}.altText`,
		value: altText,
		message: `has ${count} alt texts for ${facts.mediaCount} media item(s); give one per image, in order`,
	};
}

function instagramIssues(facts: PostFacts, o: Options): Check[] {
	const tags = Array.isArray(o.userTags) ? o.userTags.filter(isRecord) : [];
	const untagged = tags.filter((tag) => typeof tag.x !== 'number' || typeof tag.y !== 'number');
	return [
		{
			when: o.stories === true && facts.mediaCount !== 1,
			field: 'instagramOptions.stories',
			value: o.stories,
			message: `needs exactly one image or video (a Story is one item); got ${facts.mediaCount}`,
		},
		{
			when: untagged.length > 0 && !hasVideo(facts) && o.stories !== true,
			field: 'instagramOptions.userTags',
			value: o.userTags,
			message:
				'needs x and y (0 to 1, from the top left) for each tagged user on an image post; ' +
				'only Reels and videos tag by username alone',
		},
		altTextCheck(facts, 'instagramOptions', o),
	];
}

function facebookIssues(facts: PostFacts, o: Options): Check[] {
	return [
		{
			when: o.reels === true && o.stories === true,
			field: 'faceBookOptions.reels',
			value: o.reels,
			message: 'cannot be combined with stories: choose a Reel or a Story',
		},
		{
			when: o.reels === true && !isOneVideo(facts),
			field: 'faceBookOptions.reels',
			value: o.reels,
			message: `needs exactly one video (a Reel is one vertical video); got ${facts.mediaCount} media item(s)`,
		},
		{
			when: o.stories === true && facts.mediaCount !== 1,
			field: 'faceBookOptions.stories',
			value: o.stories,
			message: `needs exactly one image or video (a Story is one item); got ${facts.mediaCount}`,
		},
	];
}

function dateOrder(group: string, o: Options | undefined): Check {
	const start = typeof o?.startDate === 'string' ? parseUtcTimestamp(o.startDate) : undefined;
	const end = typeof o?.endDate === 'string' ? parseUtcTimestamp(o.endDate) : undefined;
	return {
		when: start !== undefined && end !== undefined && end < start,
		field: `${group}.endDate`,
		value: o?.endDate,
		message: `must not be before startDate (${String(o?.startDate)})`,
	};
}

function gmbIssues(o: Options): Check[] {
	const cta = isRecord(o.callToAction) ? o.callToAction : undefined;
	return [
		{
			when: o.event !== undefined && o.offer !== undefined,
			field: 'gmbOptions.offer',
			value: o.offer,
			message: 'cannot be combined with event: a Google Business update is an event or an offer',
		},
		dateOrder('gmbOptions.event', isRecord(o.event) ? o.event : undefined),
		dateOrder('gmbOptions.offer', isRecord(o.offer) ? o.offer : undefined),
		{
			when: cta !== undefined && cta.actionType !== 'call' && cta.url === undefined,
			field: 'gmbOptions.callToAction.url',
			value: undefined,
			message: `is required for the "${String(cta?.actionType)}" button (only "call" needs no URL)`,
		},
	];
}

function twitterIssues(facts: PostFacts, o: Options): Check[] {
	return [
		{
			when: o.poll !== undefined && facts.mediaCount > 0,
			field: 'twitterOptions.poll',
			value: o.poll,
			message: `cannot go with media on X (got ${facts.mediaCount} media item(s)): send the poll without media`,
		},
		{
			when: o.poll !== undefined && o.quoteTweetId !== undefined,
			field: 'twitterOptions.quoteTweetId',
			value: o.quoteTweetId,
			message: 'cannot be combined with a poll on X: quote a post or ask a poll',
		},
	];
}

function tiktokIssues(facts: PostFacts, o: Options): Check[] {
	const index = o.imageCoverIndex;
	return [
		{
			when: typeof index === 'number' && index >= facts.mediaCount,
			field: 'tikTokOptions.imageCoverIndex',
			value: index,
			message: `must point at one of the ${facts.mediaCount} image(s): 0 to ${Math.max(facts.mediaCount - 1, 0)}`,
		},
	];
}

function snapchatIssues(facts: PostFacts, o: Options): Check[] {
	return [
		{
			when: o.spotlight === true && o.savedStory === true,
			field: 'snapChatOptions.spotlight',
			value: o.spotlight,
			message:
				'cannot be combined with savedStory: a Snap is a Story, a Saved Story or a Spotlight',
		},
		{
			when: o.spotlight === true && facts.mediaCount > 0 && !hasVideo(facts),
			field: 'snapChatOptions.spotlight',
			value: o.spotlight,
			message: 'needs a video: Spotlight takes video Snaps only',
		},
	];
}

/** Every problem of the options of `platform` that depends on the rest of the post. */
export function platformOptionIssues(platform: Platform, facts: PostFacts): ValidationIssue[] {
	const checks: Check[] = [];
	const add = (name: string, rules: (o: Options) => Check[]) => {
		const options = optionsOf(facts, name);
		if (options) checks.push(...rules(options));
	};
	if (platform === 'instagram') add('instagramOptions', (o) => instagramIssues(facts, o));
	if (platform === 'facebook') add('faceBookOptions', (o) => facebookIssues(facts, o));
	if (platform === 'gmb') add('gmbOptions', gmbIssues);
	if (platform === 'twitter') add('twitterOptions', (o) => twitterIssues(facts, o));
	if (platform === 'tiktok') add('tikTokOptions', (o) => tiktokIssues(facts, o));
	if (platform === 'snapchat') add('snapChatOptions', (o) => snapchatIssues(facts, o));
	if (platform === 'linkedin')
		add('linkedInOptions', (o) => [altTextCheck(facts, 'linkedInOptions', o)]);
	if (platform === 'bluesky')
		add('blueSkyOptions', (o) => [altTextCheck(facts, 'blueSkyOptions', o)]);
	return issuesFrom(platform, checks);
}
