/**
 * What only the sandbox simulates or shows of a network, beside its traits (`traits.ts`): where the
 * service's MCP docs list it otherwise than REST, the hosts its short-link clicks come from, the
 * error codes the docs tie to it, the GraphQL ads fields fixed to it. The published engine's
 * registry (src/engine/networks) holds what the service's API does with a network.
 */
import { SNAPCHAT_SPOTLIGHT_MAX_LENGTH } from '../../engine/networks';
import type { Network } from '../../engine/networks';
import type { NetworkErrorDoc } from './networkErrors';

/** The MCP tools' network lists that may differ from their REST route's (mcp/catalog/declared.ts). */
export type McpNetworkList =
	| 'postNetworks'
	| 'historyNetworks'
	| 'getCommentNetworks'
	| 'addCommentNetworks'
	| 'replyNetworks';

/** The generic GraphQL ads fields the docs' legacy per-network fields mirror, in the docs' order. */
export const LEGACY_AD_FIELDS = ['boostPost', 'adAccounts', 'ads'] as const;
export type LegacyAdField = (typeof LEGACY_AD_FIELDS)[number];

export interface NetworkShown {
	/**
	 * Where the service's MCP docs list this network otherwise than the REST route behind a tool:
	 * true, listed though the route refuses it; false, left out though the route takes it. The doc
	 * pages are in mcp/catalog/declared.ts.
	 */
	mcpDocs?: Partial<Record<McpNetworkList, boolean>>;
	/** Its options object's name in the MCP docs when not its `optionsField` (MCP tools page, create_post). */
	mcpOptionsField?: string;
	/** Referer hosts whose short-link clicks count for it, each with its subdomains (`GET /l/:code`). */
	referrerHosts?: readonly string[];
	/** Error codes the docs tie to it, with their words (https://www.ayrshare.com/docs/errors/errors-ayrshare, the MCP skill "errors"). */
	networkErrors?: readonly NetworkErrorDoc[];
	/** The legacy GraphQL ads fields fixed to it (https://www.ayrshare.com/docs/apis/graphql/ads), by the field they mirror; a network offering ads. */
	legacyGraphqlFields?: Partial<Record<LegacyAdField, string>>;
	/** What an example naming it adds in the MCP docs when its id is not the name people know it by (`X is "..."`). */
	exampleNote?: string;
	/** The service recommends hashtags from its account (`GET /hashtags/recommend`, the MCP hashtag tool). */
	recommendsHashtags?: boolean;
	/** Its options object may be changed on a scheduled post (`PATCH /post`; the MCP update_post tool). */
	updatableOptions?: boolean;
	/** How long a text the service keeps with these options, cutting rather than refusing a longer one. */
	cutsTextTo?: (options: Record<string, unknown>) => number | undefined;
}

/** What the sandbox shows of each network (a network without a line shows nothing more). */
export const NETWORK_SHOWN: Partial<Record<Network, NetworkShown>> = {
	facebook: {
		mcpOptionsField: 'facebookOptions',
		networkErrors: [
			{
				code: 107,
				httpStatus: 400,
				source: 'errors/errors-ayrshare',
				duplicate: true,
				message:
					'Facebook Error: This status update is identical to the last one you posted. Try posting something different, or delete your previous update.',
				cause: 'Facebook refused the post as identical to the last one the page posted.',
				fix: 'Change the text (or media) and send it as a new post, or delete the earlier post first.',
			},
			{
				// The docs' words name Facebook; another network's answer names that network instead.
				code: 161,
				httpStatus: 400,
				source: 'errors/errors-ayrshare',
				message: (other = 'Facebook') =>
					`${other} authorization error. This can occur if your ${other} security changes. Try unlinking and re-linking ${other} or contact us for assistance.`,
				cause: (other = 'Facebook') =>
					`The link to ${other} was removed by its owner (password changed, access removed), so the service cannot post for it.`,
				fix: (other = 'Facebook') =>
					`Ask the profile's owner to link ${other} again (notify them through your app), then retry the post with PUT /post/retry.`,
			},
		],
		referrerHosts: ['facebook.com', 'fb.com', 'fb.me'],
		legacyGraphqlFields: { boostPost: 'boostFacebookPost', adAccounts: 'facebookAdAccounts' },
	},
	fbg: {
		// The service's MCP tools name 13 networks in `platforms`; Facebook groups are not among them.
		mcpDocs: { postNetworks: false },
	},
	instagram: {
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
		referrerHosts: ['instagram.com'],
		legacyGraphqlFields: { boostPost: 'instagramBoostPost', ads: 'instagramAds' },
	},
	linkedin: {
		mcpDocs: { historyNetworks: true },
		referrerHosts: ['linkedin.com', 'lnkd.in'],
	},
	twitter: {
		exampleNote: 'X is "twitter"',
		mcpOptionsField: 'xOptions',
		networkErrors: [
			{
				code: 110,
				httpStatus: 400,
				source: 'errors/errors-ayrshare',
				duplicate: true,
				message: 'Status is a duplicate.',
				cause: 'X refused the post as a duplicate of one the account already has.',
				fix: 'Change the text (or media) and send it as a new post; X does not take the same post twice.',
			},
			{
				code: 272,
				httpStatus: 400,
				source: 'ayrshare-mcp skills/errors',
				message: 'X/Twitter authorization error.',
				cause:
					"The service could not act on X with the account's authorization: it expired, was revoked, or the app's X keys do not match it.",
				fix: "Ask the end user to unlink and link X again on the Social Accounts page, with your X app's API Key and Secret set; then retry the post with PUT /post/retry.",
			},
		],
		referrerHosts: ['t.co', 'twitter.com', 'x.com'],
	},
	pinterest: {
		mcpDocs: { historyNetworks: true },
		referrerHosts: ['pinterest.com', 'pin.it'],
	},
	youtube: {
		updatableOptions: true,
		referrerHosts: ['youtube.com', 'youtu.be'],
	},
	telegram: {
		referrerHosts: ['t.me'],
	},
	reddit: {
		mcpDocs: { getCommentNetworks: false, replyNetworks: false },
		referrerHosts: ['reddit.com', 'redd.it'],
	},
	tiktok: {
		recommendsHashtags: true,
		mcpDocs: { historyNetworks: true },
		referrerHosts: ['tiktok.com'],
	},
	bluesky: {
		mcpDocs: {
			historyNetworks: true,
			getCommentNetworks: true,
			addCommentNetworks: true,
			replyNetworks: true,
		},
	},
	threads: {
		mcpDocs: { historyNetworks: true, getCommentNetworks: true },
	},
	snapchat: {
		// The service cuts a Spotlight caption to 160 characters rather than refusing it.
		cutsTextTo: (o) => (o.spotlight === true ? SNAPCHAT_SPOTLIGHT_MAX_LENGTH : undefined),
		mcpDocs: { historyNetworks: true },
	},
};

/** What the sandbox shows of a network. */
export function shownOf(network: Network): NetworkShown {
	return NETWORK_SHOWN[network] ?? {};
}
