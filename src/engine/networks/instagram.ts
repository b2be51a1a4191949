import { z } from 'zod';
import { isRecord } from '../core/isRecord';
import { BASE_RULES, type NetworkEntry, type OptionCheck, type OptionFacts } from './entry';
import { altTextCheck, flag, hasVideo, object, text, textList, url } from './optionParts';

/** `instagramOptions`: a video post is a Reel; stories, collaborators, user tags, a cover. */
export const InstagramOptionsSchema = object(
	{
		stories: flag('posts the image or video as a Story (24 hours)'),
		shareReelsFeed: flag('shows a Reel in the feed as well as the Reels tab'),
		audioName: text('the name of the Reel audio').optional(),
		thumbNail: url('https://example.com/cover.jpg').optional(),
		thumbNailOffset: z.number().int().min(0).optional(),
		collaborators: textList('Instagram usernames to invite')
			.max(3, 'must list at most 3 collaborators')
			.optional(),
		userTags: z
			.array(
				object(
					{
						username: text('the Instagram username to tag'),
						x: z.number().min(0).max(1).optional(),
						y: z.number().min(0).max(1).optional(),
					},
					'{username: "natgeo", x: 0.5, y: 0.5}',
				),
			)
			.optional(),
		altText: textList('one alt text per image', 1000).optional(),
		locationId: text('the id or name of the Page that stands for the location').optional(),
	},
	'{stories: true} or {shareReelsFeed: true, collaborators: ["natgeo"]}',
);

function instagramIssues(facts: OptionFacts, o: Record<string, unknown>): OptionCheck[] {
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

export const instagram = {
	displayName: 'Instagram',
	optionsField: 'instagramOptions',
	optionsSchema: InstagramOptionsSchema,
	optionsPosition: 5,
	optionIssues: instagramIssues,
	rules: {
		...BASE_RULES,
		maxLength: 2200,
		allowsEmptyText: true,
		requiresMedia: true,
		// A carousel holds up to 10 items (reference-behaviour).
		maxMedia: 10,
		maxHashtags: 30,
	},
	firstComment: { maxLength: 2200, disableable: true },
	offers: {
		comments: true,
		firstComment: true,
		history: true,
		postAnalytics: true,
		accountAnalytics: true,
		messaging: true,
		ads: true,
		richText: true,
		feedImagePosts: true,
		bannedHashtags: true,
	},
	ads: {
		pickerText: 'Instagram beside them',
		postIdField: 'socialPostId',
		legacyGraphqlFields: { boostPost: 'instagramBoostPost', ads: 'instagramAds' },
	},
	messaging: {
		maxTextLength: 1_000,
		strictMediaUrls: true,
		// Interface 8: a business may reply only within 7 days of the correspondent's last message.
		replyWindow: {
			length: 7,
			unit: 'day',
			replies: 'replies',
			writer: 'correspondent',
			showsLastMessageTime: true,
		},
		mcpRecipientRequired: true,
	},
	undeletable: 1,
	rawOptionsExample: '{"shareReelsFeed": false}',
	hidesBannedHashtags: true,
	dailyPostLimit: 50,
	networkErrors: [
		{
			code: 138,
			httpStatus: 400,
			source: 'errors/errors-ayrshare',
			message: (other = 'Instagram') => `${other} error (the generic posting error)`,
			cause: (other = 'Instagram') =>
				`${other} refused the post, for example an image of the wrong dimensions or ratio; the message says why.`,
			fix: (other = 'Instagram') =>
				`Resend the media in dimensions and a ratio ${other} accepts (see its media requirements), then retry the post with PUT /post/retry.`,
		},
		{
			code: 435,
			httpStatus: 429,
			source: 'errors/errors-ayrshare',
			retryAvailable: true,
			message: 'Instagram Rate Limit',
			cause:
				"The Instagram professional account passed Meta's 50 posts per rolling 24 hours (or Meta throttled the post).",
			fix: "Wait at least the seconds in the answer's details (Meta's Retry-After) before resubmitting, or schedule the post for later (scheduleDate).",
		},
		{
			code: 436,
			httpStatus: 400,
			source: 'errors/errors-ayrshare',
			message: 'Instagram Media Processing Timeout',
			cause: 'Instagram took too long to process the media of the post.',
			fix: "Send smaller or shorter media (see Instagram's media requirements), then send the post again.",
		},
		{
			code: 361,
			httpStatus: 400,
			source: 'ours',
			message: 'Reply window closed',
			cause: "Instagram's 7-day window for replying to a message has closed.",
			fix: 'Wait for the person to write again; a new message opens a new window.',
		},
	],
	bioLink: { position: 1, label: 'Instagram', host: 'instagram.com' },
	referrerHosts: ['instagram.com'],
	resizePresets: [
		{ value: 'instagram', label: 'Instagram Square', width: 1080, height: 1080, nodeDefault: true },
		{ value: 'instagram_landscape', label: 'Instagram Landscape', width: 1080, height: 680 },
		{ value: 'instagram_portrait', label: 'Instagram Portrait', width: 1080, height: 1920 },
		{ value: 'instagram_special', label: 'Instagram Special', width: 1080, height: 800 },
	],
	accountDetails: { quota: { query: 'instagramQuota' } },
} as const satisfies NetworkEntry;
