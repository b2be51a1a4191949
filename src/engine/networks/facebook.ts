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
	shortName: 'Facebook',
	optionsField: 'faceBookOptions',
	optionsSchema: FacebookOptionsSchema,
	options: {
		position: 8,
		issues: facebookIssues,
	},
	rules: {
		...BASE_RULES,
		maxLength: 63206,
		allowsEmptyText: true,
		// A multi-photo page post; larger sets are albums, which the service does not create.
		maxMedia: 10,
	},
	examples: { rank: 2 },
	offers: {
		commentMedia: {},
		comments: {},
		firstComment: { maxLength: 8000, media: true },
		history: {},
		postAnalytics: {},
		accountAnalytics: {},
		messaging: {
			maxTextLength: 2_000,
			strictMediaUrls: true,
			mcpRecipientRequired: true,
		},
		reviews: { replyMaxLength: 8_000, kind: 'page', shortName: true },
		// Its ads pages are the service's ads docs: https://www.ayrshare.com/docs/apis/ads/facebook/boost-post
		// and its siblings (put-ad-update, get-ad-accounts, get-ad-history, get-ad-interests, -regions, -cities).
		ads: {
			pickerText: 'Facebook Pages',
			postIdField: 'fbPostId',
			rules: {
				// "Facebook's rule, quoted on the boost page: an ad runs at least 30 hours."
				minRunHours: 30,
				relinkBefore: '2025-04-01',
				relinkWhat: 'Facebook page',
			},
		},
		richText: {},
		feedPosts: {},
		bioLink: { position: 0, label: 'Facebook', host: 'facebook.com' },
		resizePresets: [{ value: 'facebook', label: 'Facebook', width: 1200, height: 630 }],
		accountDetails: { pageName: true, description: true },
	},
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
	offers: {
		accountDetails: { pageName: true },
		undeletable: { order: 2 },
	},
} as const satisfies NetworkEntry;
