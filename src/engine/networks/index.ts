/**
 * The network registry: one entry per network the service publishes to, with what varies by
 * network. Every list of networks (the platform enum, the node's options, the sandbox's traits, the
 * MCP enums, the GraphQL enums) derives from here; see CONTRIBUTING.md, "Adding a network".
 */

/** What an operation group offers per network; a network without the key does not offer it. */
export interface NetworkOffers {
	/** Comments on its published posts (`/comments`; interface 4.9). */
	comments?: boolean;
	/** A first comment right after the post (`firstComment`). */
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
	/** Its account data can be changed (`PATCH /user/:platform`; docs: apis/user/update-user). */
	userUpdate?: boolean;
}

export interface NetworkEntry {
	/** The display name, used by the node, the page and error messages alike. */
	displayName: string;
	/** Where the service reads this network's options from in a post (its per-network pages). */
	optionsField: string;
	offers: NetworkOffers;
	/** The name the service's paths use for it when that is not its id (`/user/gbp` for gmb). */
	pathName?: string;
}

/** The registry, in the interface's order; `Platform` is its keys. */
export const NETWORKS = {
	facebook: {
		displayName: 'Facebook Page',
		optionsField: 'faceBookOptions',
		offers: {
			comments: true,
			firstComment: true,
			history: true,
			postAnalytics: true,
			accountAnalytics: true,
			messaging: true,
			reviews: true,
			ads: true,
			richText: true,
		},
	},
	fbg: { displayName: 'Facebook Group', optionsField: 'faceBookOptions', offers: {} },
	instagram: {
		displayName: 'Instagram',
		optionsField: 'instagramOptions',
		offers: {
			comments: true,
			firstComment: true,
			history: true,
			postAnalytics: true,
			accountAnalytics: true,
			messaging: true,
			ads: true,
			richText: true,
		},
	},
	linkedin: {
		displayName: 'LinkedIn',
		optionsField: 'linkedInOptions',
		offers: {
			comments: true,
			firstComment: true,
			postAnalytics: true,
			accountAnalytics: true,
			richText: true,
		},
	},
	twitter: {
		displayName: 'X (Twitter)',
		optionsField: 'twitterOptions',
		offers: {
			comments: true,
			firstComment: true,
			history: true,
			postAnalytics: true,
			accountAnalytics: true,
			messaging: true,
			richText: true,
		},
	},
	pinterest: {
		displayName: 'Pinterest',
		optionsField: 'pinterestOptions',
		offers: { postAnalytics: true, accountAnalytics: true },
	},
	youtube: {
		displayName: 'YouTube',
		optionsField: 'youTubeOptions',
		offers: {
			comments: true,
			firstComment: true,
			history: true,
			postAnalytics: true,
			accountAnalytics: true,
		},
	},
	telegram: {
		displayName: 'Telegram',
		optionsField: 'telegramOptions',
		offers: { richText: true },
	},
	gmb: {
		displayName: 'Google Business Profile',
		optionsField: 'gmbOptions',
		offers: { accountAnalytics: true, reviews: true, userUpdate: true },
		pathName: 'gbp',
	},
	reddit: {
		displayName: 'Reddit',
		optionsField: 'redditOptions',
		offers: { comments: true, firstComment: true, postAnalytics: true, accountAnalytics: true },
	},
	tiktok: {
		displayName: 'TikTok',
		optionsField: 'tikTokOptions',
		offers: { comments: true, firstComment: true, postAnalytics: true, accountAnalytics: true },
	},
	bluesky: {
		displayName: 'Bluesky',
		optionsField: 'blueSkyOptions',
		offers: { firstComment: true, postAnalytics: true, richText: true },
	},
	threads: {
		displayName: 'Threads',
		optionsField: 'threadsOptions',
		offers: { firstComment: true, postAnalytics: true, richText: true },
	},
	snapchat: {
		displayName: 'Snapchat',
		optionsField: 'snapChatOptions',
		offers: { postAnalytics: true },
	},
} as const satisfies Record<string, NetworkEntry>;

export type Platform = keyof typeof NETWORKS;

/** Every network, in the registry's order. */
export const PLATFORMS = Object.keys(NETWORKS) as [Platform, ...Platform[]];

export type NetworkOffer = keyof NetworkOffers;

/** The networks whose entry offers `O`, as a type (so a derived enum keeps its literal members). */
export type PlatformOffering<O extends NetworkOffer> = {
	[P in Platform]: (typeof NETWORKS)[P]['offers'] extends Record<O, true> ? P : never;
}[Platform];

/** The networks that offer an operation group, in the registry's order. */
export function networksOffering<O extends NetworkOffer>(
	offer: O,
): [PlatformOffering<O>, ...PlatformOffering<O>[]] {
	const found = PLATFORMS.filter(
		(platform) => (NETWORKS[platform].offers as NetworkOffers)[offer] === true,
	);
	return found as [PlatformOffering<O>, ...PlatformOffering<O>[]];
}

/** The network's name in the service's paths (`gbp` for gmb), its id when the docs use that. */
export function networkPathName(platform: Platform): string {
	const entry: NetworkEntry = NETWORKS[platform];
	return entry.pathName ?? platform;
}

/** The network a path segment names (by its path name: `gbp`, not `gmb`), if any. */
export function networkOfPathName(name: string): Platform | undefined {
	return PLATFORMS.find((platform) => networkPathName(platform) === name);
}

/** The one display name of a network. */
export function networkName(platform: Platform): string {
	return NETWORKS[platform].displayName;
}
