import { BASE_RULES, type NetworkEntry } from './entry';
import { altTextCheck, object, textList } from './optionParts';

/** `blueSkyOptions`: alt text for each image or the video. */
export const BlueskyOptionsSchema = object(
	{ altText: textList('one alt text per image or video').optional() },
	'{altText: ["A red bike"]}',
);

export const bluesky = {
	displayName: 'Bluesky',
	optionsField: 'blueSkyOptions',
	optionsSchema: BlueskyOptionsSchema,
	options: {
		position: 10,
		issues: (facts, o) => [altTextCheck(facts, 'blueSkyOptions', o)],
	},
	rules: {
		...BASE_RULES,
		// 300 graphemes (Bluesky's own unit; the service's docs say "300 characters").
		maxLength: 300,
		lengthUnit: 'graphemes',
		allowsEmptyText: true,
		// Up to 4 images, or one video alone.
		maxMedia: 4,
		videoGoesAlone: true,
	},
	// Bluesky shows any Unicode letter, so styled text too.
	offers: {
		firstComment: { maxLength: 300 },
		postAnalytics: {},
		richText: {},
	},
} as const satisfies NetworkEntry;
