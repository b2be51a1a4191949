import type { Platform } from '../platforms';
import { TWEET_MAX_WEIGHTED_LENGTH } from './tweetLength';
import { TWEET_THREAD_MAX_TWEETS } from './tweetThread';

/** What one network accepts in a post (reference-behaviour "Rich text"; interface 2.1, 4.1). */
export interface PlatformRule {
	/** Longest text, counted in `lengthUnit`, after rich text is rendered for the network. */
	maxLength: number;
	/**
	 * `weighted`: twitter-text weighting; `characters`: Unicode code points; `graphemes`: what a
	 * reader sees as one character (an emoji with modifiers is one), as Bluesky counts.
	 */
	lengthUnit: 'weighted' | 'characters' | 'graphemes';
	/** Over-length text is cut by the service rather than rejected. */
	truncates: boolean;
	/** Empty text is accepted, provided the post has media. */
	allowsEmptyText: boolean;
	requiresMedia: boolean;
	maxMedia: number;
	/** The media must be exactly one video. */
	requiresSingleVideo: boolean;
	/** A video goes alone: several images, or one video, never both. */
	videoGoesAlone?: boolean;
	maxHashtags?: number;
	/** A title the network needs, where it lives in the request, and its longest length. */
	title?: { field: 'youTubeOptions.title' | 'redditOptions.title'; maxLength: number };
	/** The network needs a subreddit (`redditOptions.subreddit`). */
	requiresSubreddit: boolean;
	/** Shows Unicode-styled rich text (interface 4.1 rule 6). */
	richText: boolean;
	/** A long text may go out as a thread of at most this many posts (`twitterOptions.thread`). */
	maxThreadPosts?: number;
}

const BASE: PlatformRule = {
	maxLength: 0,
	lengthUnit: 'characters',
	truncates: false,
	allowsEmptyText: false,
	requiresMedia: false,
	maxMedia: 1,
	requiresSingleVideo: false,
	requiresSubreddit: false,
	richText: false,
};

/** The one table of per-network limits; the client validates with it and the sandbox enforces it. */
export const PLATFORM_RULES: Record<Platform, PlatformRule> = {
	twitter: {
		...BASE,
		maxLength: TWEET_MAX_WEIGHTED_LENGTH,
		lengthUnit: 'weighted',
		allowsEmptyText: true,
		// Four images per tweet (reference-behaviour); a thread carries them on its first tweet.
		maxMedia: 4,
		richText: true,
		maxThreadPosts: TWEET_THREAD_MAX_TWEETS,
	},
	facebook: {
		...BASE,
		maxLength: 63206,
		allowsEmptyText: true,
		// A multi-photo page post; larger sets are albums, which the service does not create.
		maxMedia: 10,
		richText: true,
	},
	fbg: {
		...BASE,
		maxLength: 63206,
		allowsEmptyText: true,
		// Group posts take the same multi-photo set as page posts.
		maxMedia: 10,
	},
	instagram: {
		...BASE,
		maxLength: 2200,
		allowsEmptyText: true,
		requiresMedia: true,
		// A carousel holds up to 10 items (reference-behaviour).
		maxMedia: 10,
		maxHashtags: 30,
		richText: true,
	},
	linkedin: {
		...BASE,
		maxLength: 3000,
		allowsEmptyText: true,
		// LinkedIn's multi-image post shows at most 9 images.
		maxMedia: 9,
		richText: true,
	},
	pinterest: {
		...BASE,
		maxLength: 500,
		requiresMedia: true,
		// A carousel pin holds up to 5 images.
		maxMedia: 5,
	},
	youtube: {
		...BASE,
		maxLength: 5000,
		requiresMedia: true,
		// One upload is one video (reference-behaviour).
		maxMedia: 1,
		requiresSingleVideo: true,
		title: { field: 'youTubeOptions.title', maxLength: 100 },
	},
	tiktok: {
		...BASE,
		maxLength: 2200,
		allowsEmptyText: true,
		requiresMedia: true,
		// A video, or a photo carousel of up to 35 images.
		maxMedia: 35,
	},
	telegram: {
		...BASE,
		maxLength: 1024,
		truncates: true,
		// A Telegram media group holds up to 10 items.
		maxMedia: 10,
		richText: true,
	},
	reddit: {
		...BASE,
		maxLength: 5000,
		// A submission carries one image or video; galleries are not created by the service.
		maxMedia: 1,
		title: { field: 'redditOptions.title', maxLength: 300 },
		requiresSubreddit: true,
	},
	gmb: {
		...BASE,
		maxLength: 1500,
		// A business-listing update carries one photo or video.
		maxMedia: 1,
	},
	bluesky: {
		...BASE,
		// 300 graphemes (Bluesky's own unit; the service's docs say "300 characters").
		maxLength: 300,
		lengthUnit: 'graphemes',
		allowsEmptyText: true,
		// Up to 4 images, or one video alone.
		maxMedia: 4,
		videoGoesAlone: true,
		richText: true,
	},
	threads: {
		...BASE,
		maxLength: 500,
		allowsEmptyText: true,
		// A carousel of up to 20 images and videos together.
		maxMedia: 20,
		// The service's Threads page: one hashtag per post.
		maxHashtags: 1,
		richText: true,
	},
	snapchat: {
		...BASE,
		// 500 for a story; a Spotlight caption is cut at 160 (snapChatOptions.spotlight).
		maxLength: 500,
		allowsEmptyText: true,
		requiresMedia: true,
		// One image or video per Snap.
		maxMedia: 1,
	},
};

/** Longest Spotlight caption; the service cuts longer ones rather than refusing them. */
export const SNAPCHAT_SPOTLIGHT_MAX_LENGTH = 160;
/** Longest X text with `twitterOptions.longPost` (an X Premium account). */
export const TWEET_LONG_POST_MAX_LENGTH = 25000;

/** Networks that accept empty text when media is present, alphabetically (for messages). */
export const EMPTY_TEXT_PLATFORMS = (Object.keys(PLATFORM_RULES) as Platform[])
	.filter((platform) => PLATFORM_RULES[platform].allowsEmptyText)
	.sort();
