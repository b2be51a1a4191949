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
		feedPosts: true,
	},
	reviews: { replyMaxLength: 8_000, kind: 'page', shortName: 'Facebook' },
	accountDetails: { pageName: true, description: true },
} as const satisfies NetworkEntry;
