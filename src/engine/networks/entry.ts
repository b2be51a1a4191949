import type { z } from 'zod';
import type { NetworkAds } from './ads';
import type { MessagingRule } from './messaging';
import type { NetworkErrorDoc } from './networkErrors';
import type { BioLink, ResizePreset } from './presence';
import type { AccountDetailFacts } from './accountDetails';
import type { ReviewRules } from './reviews';

/** What an operation group offers per network; a network without the key does not offer it. */
export interface NetworkOffers {
	/** Comments on its published posts (`/comments`; interface 4.9). */
	comments?: boolean;
	/** A first comment right after the post (`firstComment`); its rules are the entry's `firstComment`. */
	firstComment?: boolean;
	/** Its own post list (`GET /history/:platform`; interface 4.5). */
	history?: boolean;
	/** Post analytics (`POST /analytics/post`; interface 4.17). */
	postAnalytics?: boolean;
	/** Account analytics (`POST /analytics/social`). */
	accountAnalytics?: boolean;
	/** Direct messages (`/messages/:platform`). */
	messaging?: boolean;
	/** Reviews (`/reviews`). */
	reviews?: boolean;
	/** Paid ads: boost a post, manage ads, targeting, spend (`/ads/:platform/...`; docs: apis/ads). */
	ads?: boolean;
	/** Shows Unicode-styled rich text (interface 4.1 rule 6). */
	richText?: boolean;
	/** Gets a feed's new article when no feed webhook is active (interface 4.13). */
	feedPosts?: boolean;
	/** Gets a feed's new article only when it has a usable image (interface 4.13). */
	feedImagePosts?: boolean;
	/** Its account data can be changed (`PATCH /user/:platform`; docs: apis/user/update-user). */
	userUpdate?: boolean;
	// History and analytics (n35-analytics)
	/**
	 * Another user of the network can be read with `userId`/`userName` and the API key alone, on
	 * `GET /history/:platform` and `POST /analytics/social` (docs: apis/history/get-history-platform,
	 * apis/analytics/social).
	 */
	userLookup?: boolean;
	// Feeds and hashtags (n35-present)
	/** The service follows its channels as a feed of type `<id>` (interface 2.11, `POST /feed`). */
	channelFeed?: boolean;
	/** Its hidden hashtags are the ones `GET /hashtags/banned` reports (the service's hashtag docs name it). */
	bannedHashtags?: boolean;
	// User (n35-reviews)
	/** The linked account's boards can be listed (`GET /user/details/:platform`; interface 2.8). */
	boards?: boolean;
	/** Its Pages stand for places: another network's location tag is one of its Page ids (a `locationId` option, interface 4.1). */
	placePages?: boolean;
}

/** What one network accepts in a post (reference-behaviour "Rich text"; interface 2.1, 4.1). */
export interface PlatformRule {
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
	/** Shows Unicode-styled rich text (interface 4.1 rule 6); the entry's `offers.richText`. */
	richText: boolean;
	/** A long text may go out as a thread of at most this many posts (its options' `thread`). */
	maxThreadPosts?: number;
}

/** The rules an entry writes: `richText` comes from its offers. */
export type NetworkRules = Omit<PlatformRule, 'richText'>;

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

export interface NetworkEntry {
	/** The display name, used by the node, the page and error messages alike. */
	displayName: string;
	/** Where the service reads this network's options from in a post (its per-network pages). */
	optionsField: string;
	/** The shape of its options object; without one the object passes unchecked. */
	optionsSchema?: z.ZodTypeAny;
	/**
	 * Where its options field goes in a sent post's body among the others (saved workflows send
	 * byte-identical requests); a new network's goes last.
	 */
	optionsPosition?: number;
	/** Rules of its options that depend on the rest of the post (media, other options). */
	optionIssues?: (facts: OptionFacts, options: Record<string, unknown>) => OptionCheck[];
	rules: NetworkRules;
	firstComment?: FirstCommentRule;
	/** How long a text the service keeps with these options, cutting rather than refusing a longer one. */
	cutsTextTo?: (options: Record<string, unknown>) => number | undefined;
	/** Line breaks as bare `\n` (a network that reads markdown) instead of U+2063 + `\n`. */
	markdownLineBreaks?: boolean;
	offers: NetworkOffers;
	/** The name the service's paths use for it when that is not its id (`/user/gbp` for one network). */
	pathName?: string;
	/**
	 * Where the service's MCP docs list this network otherwise than the REST route behind a tool:
	 * true, listed though the route refuses it; false, left out though the route takes it. The doc
	 * pages are in the sandbox's mcp/catalog/declared.ts.
	 */
	mcpDocs?: Partial<Record<McpNetworkList, boolean>>;
	// History and analytics (n35-analytics)
	/** A post id of this network as the service's docs show one; the node's examples use it. */
	examplePostId?: string;
	/** Its options object in `POST /analytics/social`, sent under its id (docs: apis/analytics/social). */
	accountAnalyticsOptions?: z.ZodTypeAny;
	// Ads (n35-ads)
	/** How its paid ads work, on a network that offers them (docs: apis/ads; `adsOf` reads it). */
	ads?: NetworkAds;
	// Messaging (n35-messaging)
	/** How it carries direct messages; present exactly when it offers `messaging`. */
	messaging?: MessagingRule;
	/** Its options object's name in the MCP docs when not `optionsField` (MCP tools page, create_post). */
	mcpOptionsField?: string;
	/**
	 * The `scheduled` webhook's sub-action telling that the network made a post's video public
	 * (apis/webhooks/actions); the trigger's event of the same name.
	 */
	videoPublishedSubAction?: string;
	/** Replying to its comments by network comment id needs the post's `videoId` (MCP tools page, reply_comment). */
	replyNeedsVideoId?: boolean;
	/** A comment or reply made through the service may carry one media URL (the MCP repo's comments examples). */
	commentMedia?: boolean;
	// Validation (n35-validation)
	/** Where the network comes in examples of network lists (error messages, descriptions), 1 first; without one, never. */
	exampleRank?: number;
	/** What an example naming the network adds when its id is not the name people know it by (`X is "..."`). */
	exampleNote?: string;
	/** An option the network needs: a post without its options object gets `<optionsField>.<key>` reported, "is required on <id>: <message>". */
	requiredOption?: { key: string; message: string };
	/** Longest text with `<optionsField>.longPost` (premium accounts), in the rules' length unit. */
	longPostMaxLength?: number;
	/** The post's `ads.<id>.createAd` also makes a paid ad of it (interface 2.1, the post's `ads`). */
	adWithPost?: boolean;
	/** Its options object may be changed on a scheduled post (`PATCH /post`; MCP update_post). */
	updatableOptions?: boolean;
	/** The service recommends hashtags from its account (`GET /hashtags/recommend`). */
	recommendsHashtags?: boolean;
	/** Its published posts cannot be deleted through the service (reference-behaviour); the number orders it in texts that list such networks. */
	undeletable?: number;
	/** An example of its options object, for texts that show a raw request field (`{"key": false}`). */
	rawOptionsExample?: string;
	/** A banned hashtag hides its posts (`GET /hashtags/banned`). */
	hidesBannedHashtags?: boolean;
	/** Its channels' feeds can be followed like an RSS feed (`POST /feed`). */
	feedSource?: boolean;
	// X specifics (n35-xpost)
	/** The user's own developer app keys every request reaching it needs, as headers (the service's "bring your own keys", since 2026-03-31). */
	appKeys?: AppKeyHeaders;
	/** Error codes the docs tie to it, with their words (docs: errors/errors-ayrshare, the MCP skill "errors"). */
	networkErrors?: readonly NetworkErrorDoc[];
	/** Its name in running text where shorter than `displayName` ("Google Business" for "Google Business Profile"). */
	shortName?: string;
	/** Most posts it publishes per profile in a rolling 24 hours (interface 8). */
	dailyPostLimit?: number;
	// Bio pages, link clicks, media sizes, AI text, examples (n35-present)
	/** Its link on a bio page (interface 2.12: `socialUrls.<id>`). */
	bioLink?: BioLink;
	/** Referer hosts whose short-link clicks count for it, each with its subdomains (`GET /l/:code`). */
	referrerHosts?: readonly string[];
	/** Its sizes among `POST /media/resize`'s `platform` values (today's docs, "Platform Options"). */
	resizePresets?: readonly ResizePreset[];
	/** The flag of `/generate/post` and `/generate/rewrite` keeping a text within its length (interface 4.12). */
	aiFitFlag?: string;
	/** What that flag does, as the MCP docs describe it (create_post_draft's input). */
	aiFitFlagText?: string;
	// Reviews and User (n35-reviews)
	/** How its reviews work (interface 2.9, 4.11); present when `offers.reviews`. */
	reviews?: ReviewRules;
	/** What its `displayNames` element of `GET /user` carries besides the common fields (interface 2.7). */
	accountDetails?: AccountDetailFacts;
	/** The body of its account update (`PATCH /user/:platform`; docs: apis/user/update-user), when `offers.userUpdate`. */
	userUpdateSchema?: z.ZodTypeAny;
}

/** The headers carrying a user's own developer app keys (the service's docs for that network). */
export interface AppKeyHeaders {
	/** The headers are this and `Key` (the app's API Key), this and `Secret` (its API Key Secret). */
	headerPrefix: string;
	/** How every header of that OAuth family starts (lower case); their values are secrets. */
	family: string;
}

/** The MCP tools' network lists that may differ from their REST route's (mcp/catalog/declared.ts). */
export type McpNetworkList =
	| 'postPlatforms'
	| 'historyPlatforms'
	| 'getCommentPlatforms'
	| 'addCommentPlatforms'
	| 'replyPlatforms';

/** The defaults a network's rules start from. */
export const BASE_RULES: NetworkRules = {
	maxLength: 0,
	lengthUnit: 'characters',
	truncates: false,
	allowsEmptyText: false,
	requiresMedia: false,
	maxMedia: 1,
	requiresSingleVideo: false,
};
