import type { z } from 'zod';
import type { NetworkAds } from './ads';
import type { MessagingRule } from './messaging';
import type { BioLink, ResizePreset } from './presence';
import type { AccountDetailFacts } from './accountDetails';
import type { ReviewRules } from './reviews';

/** A feature the network offers with nothing more to say about it: present, it is offered. */
export type Offered = Readonly<Record<string, never>>;

/**
 * The features a network offers, each an object read by the feature named beside it; a network
 * offers a feature exactly when its object is present (`networksOffering` lists them).
 */
export interface NetworkOffers {
	/** Comments on its published posts: the comment endpoints (`/comments`, https://www.ayrshare.com/docs/apis/comments/overview). */
	comments?: Offered;
	/** A comment or reply made through the service may carry one media URL (https://www.ayrshare.com/docs/apis/comments/post-comment): the sandbox's comment routes. */
	commentMedia?: Offered;
	/** A first comment right after the post (`firstComment`): validation/commentOptions.ts, the node's comment options. */
	firstComment?: FirstCommentRule;
	/** Its own post list (`GET /history/:platform`, https://www.ayrshare.com/docs/apis/history/get-history-platform). */
	history?: Offered;
	/** Post analytics (`POST /analytics/post`, https://www.ayrshare.com/docs/apis/analytics/post): resources/analytics.ts. */
	postAnalytics?: Offered;
	/** Account analytics (`POST /analytics/social`, https://www.ayrshare.com/docs/apis/analytics/social): resources/analytics.ts. */
	accountAnalytics?: AccountAnalytics;
	/** Direct messages (`/messages/:platform`): resources/messages.ts and the node's Message resource. */
	messaging?: MessagingRule;
	/** Reviews (`/reviews`): resources/reviews.ts and the node's Review resource. */
	reviews?: ReviewRules;
	/** Paid ads: boost a post, manage ads (`/ads/:platform/...`, https://www.ayrshare.com/docs/apis/ads/overview): `adsOf`. */
	ads?: NetworkAds;
	/** The post's `ads.<id>.createAd` also makes a paid ad of it: validation/postSchema.ts. */
	adWithPost?: Offered;
	/** Shows Unicode-styled rich text: richtext/render.ts. */
	richText?: Offered;
	/** Gets a feed's new article when no feed webhook is active: resources/feeds.ts. */
	feedPosts?: Offered;
	/** Gets a feed's new article only when it has a usable image: resources/feeds.ts. */
	feedImagePosts?: Offered;
	/** The service follows its channels as a feed of type `<id>` (`POST /feed`): resources/feeds.ts. */
	channelFeed?: Offered;
	/** A banned hashtag hides its posts (`GET /hashtags/banned`): resources/hashtags.ts, the node's Hashtag resource. */
	bannedHashtags?: Offered;
	/** Its account data can be changed (`PATCH /user/:platform`, https://www.ayrshare.com/docs/apis/user/update-user): resources/user.ts. */
	userUpdate?: { schema: z.ZodTypeAny };
	/** The linked account's boards can be listed (`GET /user/details/:platform`). */
	boards?: Offered;
	/** A long text may go out as a thread (its options' `thread`): validation/networkIssues.ts, the sandbox's thread. */
	thread?: {
		maxPosts: number;
		/** What one post of the thread is called in messages (X: "tweet"); "post" when absent. */
		postName?: string;
	};
	/** A longer text with `<optionsField>.longPost` (premium accounts), in the rules' length unit: validation/networkIssues.ts. */
	longPost?: { maxLength: number };
	/** The user's own developer app keys every request reaching it needs, as headers: limits/xAppKeys.ts. */
	appKeys?: AppKeyHeaders;
	/** Its link on a bio page (`socialUrls.<id>`): resources/bioPages.ts. */
	bioLink?: BioLink;
	/** Its sizes among `POST /media/resize`'s `platform` values: the node's Resize operation. */
	resizePresets?: readonly ResizePreset[];
	/** The flag of `/generate/post` and `/generate/rewrite` keeping a text within its length: resources/aiSchemas.ts. */
	aiFit?: { flag: string };
	/** What its `displayNames` element of `GET /user` carries besides the common fields: the sandbox's user route. */
	accountDetails?: AccountDetailFacts;
	/** The `scheduled` webhook's sub-action telling that it made a post's video public: the trigger's events. */
	videoPublished?: { subAction: string };
	/** Its published posts cannot be deleted through the service: the node's Delete text lists these by `order`. */
	undeletable?: { order: number };
}

/** Account analytics of a network: its own options object in `POST /analytics/social`, sent under its id. */
export interface AccountAnalytics {
	options?: z.ZodTypeAny;
}

/** What one network accepts in a post (https://www.ayrshare.com/docs/apis/post/social-networks/overview). */
export interface NetworkRule {
	/** Longest text, counted in `lengthUnit`, after rich text is rendered for the network. */
	maxLength: number;
	/**
	 * `weighted`: the weighted count of `validation/tweetLength.ts`; `characters`: Unicode code points; `graphemes`: what a
	 * reader sees as one character (an emoji with modifiers is one), as some networks count.
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
	/** A title the network needs, where it lives in the request (`<optionsField>.title`), and its longest length. */
	title?: { field: string; maxLength: number };
	/** Shows Unicode-styled rich text: the entry's `offers.richText`. */
	richText: boolean;
	/** A long text may go out as a thread of at most this many posts: the entry's `offers.thread`. */
	maxThreadPosts?: number;
}

/** The rules an entry writes: `richText` and `maxThreadPosts` come from its offers. */
export type NetworkRules = Omit<NetworkRule, 'richText' | 'maxThreadPosts'>;

/** The facts of a post an option check reads (validation's PostFacts has them). */
export interface OptionFacts {
	mediaCount: number;
	mediaUrls: readonly string[];
	isVideo: boolean;
}

/** One rule of a network's options that depends on the rest of the post; it fails `when` is true. */
export interface OptionCheck {
	when: boolean;
	field: string;
	value: unknown;
	message: string;
}

/** How a network takes a post's `firstComment` (present when `offers.firstComment`). */
export interface FirstCommentRule {
	/** Longest first comment, in characters (`weighted`: counted as a tweet). */
	maxLength: number;
	lengthUnit?: 'weighted';
	/** The first comment may carry an image or video (our reading of the service). */
	media?: boolean;
	/** `disableComments` turns comments off here (the service's post docs name these networks). */
	disableable?: boolean;
}

/** What a network's options object must hold and how it is checked beyond its schema. */
export interface OptionRules {
	/**
	 * Where its options field goes in a sent post's body among the others (saved workflows send
	 * byte-identical requests); a new network's goes last.
	 */
	position?: number;
	/** Rules of its options that depend on the rest of the post (media, other options). */
	issues?: (facts: OptionFacts, options: Record<string, unknown>) => OptionCheck[];
	/** An option the network needs: a post without it gets `<optionsField>.<key>` reported, "is required on <id>: <message>". */
	required?: { key: string; message: string };
}

/** Where the network comes in examples (error messages, descriptions). */
export interface ExampleFacts {
	/** Its place in examples of network lists, 1 first; without one, never. */
	rank?: number;
	/** A post id of this network as the service's docs show one; the node's examples use it. */
	postId?: string;
}

export interface NetworkEntry {
	/** The display name, used by the node, the page and error messages alike. */
	displayName: string;
	/** Its name in running text where shorter than `displayName` ("Google Business" for "Google Business Profile"). */
	shortName?: string;
	/** The name the service's paths use for it when that is not its id (`/user/gbp` for one network). */
	pathName?: string;
	/** Where the service reads this network's options from in a post (its per-network pages). */
	optionsField: string;
	/** The shape of its options object; without one the object passes unchecked. */
	optionsSchema?: z.ZodTypeAny;
	/** What its options must hold and how they are checked beyond the schema. */
	options?: OptionRules;
	/** Text and media rules of a post. */
	rules: NetworkRules;
	/** Line breaks as bare `\n` (a network that reads markdown) instead of U+2063 + `\n`. */
	markdownLineBreaks?: boolean;
	/** Most posts it publishes per profile in a rolling 24 hours. */
	dailyPostLimit?: number;
	examples?: ExampleFacts;
	/** The features it offers, each present exactly when offered. */
	offers: NetworkOffers;
}

/** The headers carrying a user's own developer app keys (the service's docs for that network). */
export interface AppKeyHeaders {
	/** The headers are this and `Key` (the app's API Key), this and `Secret` (its API Key Secret). */
	headerPrefix: string;
	/** How every header of that OAuth family starts (lower case); their values are secrets. */
	family: string;
}

/**
 * The defaults a network's rules start from. Its longest text and most media have none: an entry
 * that forgets one fails tsc (`satisfies NetworkEntry`) rather than taking 1 medium silently.
 */
export const BASE_RULES: Omit<NetworkRules, 'maxLength' | 'maxMedia'> = {
	lengthUnit: 'characters',
	truncates: false,
	allowsEmptyText: false,
	requiresMedia: false,
	requiresSingleVideo: false,
};
