import { z } from 'zod';
import { BASE_RULES, type NetworkEntry } from './entry';

/** `youTubeOptions`: the video's title (required) and who may see it. */
export const YouTubeOptionsSchema = z
	.object({
		title: z.string({ required_error: 'is required: the video title (at most 100 characters)' }),
		visibility: z.enum(['public', 'unlisted', 'private']).optional(),
	})
	.passthrough();

export const youtube = {
	displayName: 'YouTube',
	optionsField: 'youTubeOptions',
	optionsSchema: YouTubeOptionsSchema,
	options: {
		position: 1,
	},
	rules: {
		...BASE_RULES,
		maxLength: 5000,
		requiresMedia: true,
		// One upload is one video (https://www.ayrshare.com/docs/apis/post/social-networks/youtube).
		maxMedia: 1,
		requiresSingleVideo: true,
		title: { field: 'youTubeOptions.title', maxLength: 100 },
	},
	offers: {
		comments: {},
		firstComment: { maxLength: 10000 },
		history: {},
		postAnalytics: {},
		accountAnalytics: { options: z.object({ lifetime: z.boolean().optional() }).passthrough() },
		channelFeed: {},
		bioLink: { position: 4, label: 'YouTube', host: 'youtube.com' },
		accountDetails: { description: true },
	},
} as const satisfies NetworkEntry;
