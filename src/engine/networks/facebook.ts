import { BASE_RULES, type NetworkEntry, type OptionCheck, type OptionFacts } from './entry';
import { flag, isOneVideo, object, text, textList, url } from './optionParts';

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

function facebookIssues(facts: OptionFacts, o: Record<string, unknown>): OptionCheck[] {
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

/** A Facebook Page (the service's Facebook page). */
export const facebook = {
	displayName: 'Facebook Page',
	optionsField: 'faceBookOptions',
	optionsSchema: FacebookOptionsSchema,
	optionsPosition: 8,
	optionIssues: facebookIssues,
	rules: {
		...BASE_RULES,
		maxLength: 63206,
		allowsEmptyText: true,
		// A multi-photo page post; larger sets are albums, which the service does not create.
		maxMedia: 10,
	},
	firstComment: { maxLength: 8000, media: true },
	commentMedia: true,
	offers: {
		placePages: true,
		comments: true,
		firstComment: true,
		history: true,
		postAnalytics: true,
		accountAnalytics: true,
		messaging: true,
		reviews: true,
		ads: true,
		richText: true,
		feedPosts: true,
	},
	// Its ads pages are the service's ads docs: apis/ads/facebook/* (boost-post, put-ad-update,
	// get-ad-accounts, get-ad-history, get-ad-interests, -regions, -cities).
	ads: {
		pickerText: 'Facebook Pages',
		postIdField: 'fbPostId',
		legacyGraphqlFields: { boostPost: 'boostFacebookPost', adAccounts: 'facebookAdAccounts' },
		rules: {
			// "Facebook's rule, quoted on the boost page: an ad runs at least 30 hours."
			minRunHours: 30,
			relinkBefore: '2025-04-01',
			relinkWhat: 'Facebook page',
		},
	},
	messaging: {
		maxTextLength: 2_000,
		strictMediaUrls: true,
		mcpRecipientRequired: true,
	},
	mcpOptionsField: 'facebookOptions',
	exampleRank: 2,
	shortName: 'Facebook',
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
	bioLink: { position: 0, label: 'Facebook', host: 'facebook.com' },
	referrerHosts: ['facebook.com', 'fb.com', 'fb.me'],
	resizePresets: [{ value: 'facebook', label: 'Facebook', width: 1200, height: 630 }],
	reviews: { replyMaxLength: 8_000, kind: 'page', shortName: true },
	accountDetails: { pageName: true, description: true },
} as const satisfies NetworkEntry;

/** A Facebook Group, beside the Page it shares its options field with (checked by the Page's schema). */
export const fbg = {
	displayName: 'Facebook Group',
	optionsField: 'faceBookOptions',
	rules: {
		...BASE_RULES,
		maxLength: 63206,
		allowsEmptyText: true,
		// Group posts take the same multi-photo set as page posts.
		maxMedia: 10,
	},
	offers: {},
	// The service's MCP tools name 13 networks in `platforms`; Facebook groups are not among them.
	mcpDocs: { postPlatforms: false },
	undeletable: 2,
	accountDetails: { pageName: true },
} as const satisfies NetworkEntry;
