import { z } from 'zod';
import { BASE_RULES, type NetworkEntry } from './entry';
import { text, url } from './optionParts';

/** `pinterestOptions`: title, link and board, alt text and a video cover. */
export const PinterestOptionsSchema = z
	.object({
		title: z.string().max(100).optional(),
		link: url('https://example.com/photo.jpg').optional(),
		boardId: z.string().min(1).optional(),
		altText: text('the alt text of the pin image', 500).optional(),
		thumbNail: url('https://example.com/cover.jpg').optional(),
	})
	.passthrough();

export const pinterest = {
	displayName: 'Pinterest',
	optionsField: 'pinterestOptions',
	optionsSchema: PinterestOptionsSchema,
	options: {
		position: 3,
	},
	rules: {
		...BASE_RULES,
		maxLength: 500,
		requiresMedia: true,
		// A carousel pin holds up to 5 images.
		maxMedia: 5,
	},
	offers: {
		postAnalytics: {},
		accountAnalytics: {},
		feedImagePosts: {},
		boards: {},
		bioLink: { position: 6, label: 'Pinterest', host: 'pinterest.com' },
		resizePresets: [{ value: 'pinterest', label: 'Pinterest', width: 1080, height: 1920 }],
	},
} as const satisfies NetworkEntry;
