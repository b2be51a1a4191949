import { z } from 'zod';
import { parseUtcTimestamp, UTC_TIMESTAMP_EXAMPLE } from '../scheduling/dates';

/**
 * The per-network option objects of a post (the service's pages for each network), checked for
 * shape and range. Every object stays open: keys we do not name pass through untouched. Rules that
 * depend on the post's media live in platformOptionIssues.ts.
 */

function isHttpsUrl(value: string): boolean {
	try {
		const url = new URL(value);
		return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname !== '';
	} catch {
		return false;
	}
}

const flag = (meaning: string) =>
	z.boolean({ invalid_type_error: `must be true or false: true ${meaning}` }).optional();

const url = (example: string) =>
	z
		.string({ invalid_type_error: `must be a URL string like ${example}` })
		.refine(isHttpsUrl, `must be an http or https URL like ${example}`);

const text = (what: string, max?: number) => {
	const base = z.string({ invalid_type_error: `must be a string: ${what}` });
	return max === undefined ? base : base.max(max, `must be at most ${max} characters: ${what}`);
};

const textList = (what: string, maxEach?: number) =>
	z.array(text(what, maxEach), { invalid_type_error: `must be a list of strings: ${what}` });

const utcDate = z.string().refine((value) => parseUtcTimestamp(value) !== undefined, {
	message: `must be a UTC date-time like ${UTC_TIMESTAMP_EXAMPLE}`,
});

const object = <T extends z.ZodRawShape>(shape: T, example: string) =>
	z.object(shape, { invalid_type_error: `must be an object like ${example}` }).passthrough();

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
		locationId: text('a Facebook Page id or name for the location').optional(),
	},
	'{stories: true} or {shareReelsFeed: true, collaborators: ["natgeo"]}',
);

export const TIKTOK_VISIBILITIES = ['public', 'private', 'followers', 'friends'] as const;

/** `tikTokOptions`: privacy level, comments/duet/stitch off, AI and branded-content labels. */
export const TikTokOptionsSchema = object(
	{
		visibility: z.enum(TIKTOK_VISIBILITIES).optional(),
		disableComments: flag('turns comments off'),
		disableDuet: flag('turns duets off (videos)'),
		disableStitch: flag('turns stitches off (videos)'),
		isAIGenerated: flag('labels the video "Creator labeled as AI-generated"'),
		isBrandedContent: flag('labels the post as a paid partnership'),
		isBrandOrganic: flag('labels the post as promotional content'),
		autoAddMusic: flag('lets TikTok add music (photo posts)'),
		draft: flag('sends the video to the TikTok inbox as a draft'),
		thumbNailOffset: z.number().int().min(0).optional(),
		imageCoverIndex: z.number().int().min(0).optional(),
		title: text('the title of a photo post', 90).optional(),
	},
	'{visibility: "private", disableDuet: true}',
);

export const LINKEDIN_VISIBILITIES = ['public', 'connections', 'loggedin'] as const;

/** `linkedInOptions`: who sees the post, alt text and titles for its images. */
export const LinkedInOptionsSchema = object(
	{
		visibility: z.enum(LINKEDIN_VISIBILITIES).optional(),
		altText: textList('one alt text per image').optional(),
		titles: textList('one title per image or video').optional(),
		disableShare: flag('stops others from resharing the post'),
		thumbNail: url('https://example.com/thumbnail.png').optional(),
		title: text('the title of a document post', 400).optional(),
	},
	'{visibility: "connections", altText: ["A red bike"]}',
);

/** `faceBookOptions`: a Reel or a Story instead of a feed post. */
export const FacebookOptionsSchema = object(
	{
		reels: flag('posts the single video as a Facebook Reel'),
		stories: flag('posts the single image or video as a Facebook Story'),
		title: text('the Reel title (cut at 255 characters)').optional(),
		thumbNail: url('https://example.com/thumbnail.jpg').optional(),
		altText: textList('one alt text per image').optional(),
		link: url('https://example.com/article').optional(),
	},
	'{reels: true, title: "Spring launch"}',
);

export const GMB_ACTION_TYPES = ['book', 'order', 'shop', 'learn_more', 'sign_up', 'call'] as const;

/** `gmbOptions`: an event, an offer, or a call-to-action button on a Google Business update. */
export const GmbOptionsSchema = object(
	{
		isPhotoVideo: flag('adds the media to the Photos section instead of making an update'),
		category: text('the Photos section category, like "exterior"').optional(),
		event: object(
			{
				title: text('the event title', 58),
				startDate: utcDate,
				endDate: utcDate,
			},
			'{title: "Open day", startDate: "2026-12-01T09:00:00Z", endDate: "2026-12-01T17:00:00Z"}',
		).optional(),
		offer: object(
			{
				title: text('the offer title', 58),
				startDate: utcDate,
				endDate: utcDate,
				couponCode: text('the coupon code', 58).optional(),
				redeemOnlineUrl: url('https://example.com/redeem').optional(),
				termsConditions: text('the terms of the offer').optional(),
			},
			'{title: "20% off", startDate: "2026-12-01T00:00:00Z", endDate: "2026-12-24T23:59:59Z"}',
		).optional(),
		callToAction: object(
			{
				actionType: z.enum(GMB_ACTION_TYPES),
				url: url('https://example.com/book').optional(),
			},
			'{actionType: "book", url: "https://example.com/book"}',
		).optional(),
	},
	'{callToAction: {actionType: "learn_more", url: "https://example.com"}}',
);

export const X_REPLY_SETTINGS = ['following', 'mentionedUsers', 'subscribers', 'verified'] as const;

/** The X options beyond threads: a poll, who may reply, a quoted post, long posts (X Premium). */
export const TwitterExtraOptionsShape = {
	poll: object(
		{
			options: z
				.array(text('a poll choice', 25), { required_error: 'is required: 2 to 4 poll choices' })
				.min(2, 'must list 2 to 4 poll choices')
				.max(4, 'must list 2 to 4 poll choices'),
			duration: z
				.number({ required_error: 'is required: how long the poll runs, in minutes (5-10080)' })
				.int('must be a whole number of minutes (5-10080)')
				.min(5, 'must be at least 5 minutes')
				.max(10080, 'must be at most 10080 minutes (7 days)'),
		},
		'{options: ["Yes", "No"], duration: 1440}',
	).optional(),
	replySettings: z.enum(X_REPLY_SETTINGS).optional(),
	quoteTweetId: z
		.string({ invalid_type_error: 'must be the numeric id of the post to quote, as a string' })
		.regex(/^\d{1,19}$/, 'must be the numeric id of the post to quote, like "1288899924345123456"')
		.optional(),
	longPost: flag('allows up to 25,000 characters (X Premium accounts)'),
};

/** `pinterestOptions`: besides title, link and board, alt text and a video cover. */
export const PinterestExtraOptionsShape = {
	altText: text('the alt text of the pin image', 500).optional(),
	thumbNail: url('https://example.com/cover.jpg').optional(),
};

/** `redditOptions`: besides title and subreddit, a link post and a flair. */
export const RedditExtraOptionsShape = {
	link: url('https://example.com/article').optional(),
	flairId: text('the id of a flair of the subreddit').optional(),
};

/** `blueSkyOptions`: alt text for each image or the video. */
export const BlueskyOptionsSchema = object(
	{ altText: textList('one alt text per image or video').optional() },
	'{altText: ["A red bike"]}',
);

/** `threadsOptions`: the countries that may see the post (Meta must have enabled geo-gating). */
export const ThreadsOptionsSchema = object(
	{
		allowCountries: z
			.array(z.string().regex(/^[A-Z]{2}$/, 'must be a two-letter country code like "US"'))
			.optional(),
	},
	'{allowCountries: ["US", "CA"]}',
);

/** `snapChatOptions`: a Saved Story or a Spotlight instead of a Story. */
export const SnapchatOptionsSchema = object(
	{
		savedStory: flag('keeps the Story on the public profile'),
		spotlight: flag('posts the video to Spotlight (caption cut at 160 characters)'),
	},
	'{spotlight: true}',
);

/** Each network's option object, under the name the service reads it from. */
export const PLATFORM_OPTION_SCHEMAS = {
	instagramOptions: InstagramOptionsSchema,
	tikTokOptions: TikTokOptionsSchema,
	linkedInOptions: LinkedInOptionsSchema,
	faceBookOptions: FacebookOptionsSchema,
	gmbOptions: GmbOptionsSchema,
	blueSkyOptions: BlueskyOptionsSchema,
	threadsOptions: ThreadsOptionsSchema,
	snapChatOptions: SnapchatOptionsSchema,
};
