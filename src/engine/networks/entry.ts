import type { z } from 'zod';

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
	/** The network needs a subreddit (`<optionsField>.subreddit`). */
	requiresSubreddit: boolean;
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
	/** The name the service's paths use for it when that is not its id (`/user/gbp` for gmb). */
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
	requiresSubreddit: false,
};
