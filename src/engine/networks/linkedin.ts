import { z } from 'zod';
import { BASE_RULES, type NetworkEntry } from './entry';
import { altTextCheck, flag, object, text, textList, url } from './optionParts';

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

export const linkedin = {
	displayName: 'LinkedIn',
	optionsField: 'linkedInOptions',
	optionsSchema: LinkedInOptionsSchema,
	options: {
		position: 7,
		issues: (facts, o) => [altTextCheck(facts, 'linkedInOptions', o)],
	},
	rules: {
		...BASE_RULES,
		maxLength: 3000,
		allowsEmptyText: true,
		// LinkedIn's multi-image post shows at most 9 images.
		maxMedia: 9,
	},
	examples: { rank: 3 },
	offers: {
		commentMedia: {},
		comments: {},
		firstComment: { maxLength: 1250, media: true, disableable: true },
		postAnalytics: {},
		accountAnalytics: {},
		richText: {},
		feedPosts: {},
		bioLink: { position: 3, label: 'LinkedIn', host: 'linkedin.com' },
		resizePresets: [{ value: 'linkedin', label: 'LinkedIn', width: 1200, height: 627 }],
		accountDetails: { type: true, refreshDays: 60 },
	},
} as const satisfies NetworkEntry;
