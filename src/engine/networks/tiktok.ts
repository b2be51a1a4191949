import { z } from 'zod';
import { BASE_RULES, type NetworkEntry, type OptionCheck, type OptionFacts } from './entry';
import { flag, object, text } from './optionParts';

export const TIKTOK_VISIBILITIES = ['public', 'private', 'followers', 'friends'] as const;

/** `tikTokOptions`: privacy level, comments/duet/stitch off, AI and branded-content labels. */
export const TikTokOptionsSchema = object(
	{
		visibility: z.enum(TIKTOK_VISIBILITIES).optional(),
		disableComments: flag('turns comments off'),
		disableDuet: flag('turns duets off (videos)'),
		disableStitch: flag('turns stitches off (videos)'),
		isAIGenerated: flag('labels the video "Creator labeled as AI-generated"'),
		isBrandedContent: flag('labels the post as a paid partnership'),
		isBrandOrganic: flag('labels the post as promotional content'),
		autoAddMusic: flag('lets TikTok add music (photo posts)'),
		draft: flag('sends the video to the TikTok inbox as a draft'),
		thumbNailOffset: z.number().int().min(0).optional(),
		imageCoverIndex: z.number().int().min(0).optional(),
		title: text('the title of a photo post', 90).optional(),
	},
	'{visibility: "private", disableDuet: true}',
);

function tiktokIssues(facts: OptionFacts, o: Record<string, unknown>): OptionCheck[] {
	const index = o.imageCoverIndex;
	return [
		{
			when: typeof index === 'number' && index >= facts.mediaCount,
			field: 'tikTokOptions.imageCoverIndex',
			value: index,
			message: `must point at one of the ${facts.mediaCount} image(s): 0 to ${Math.max(facts.mediaCount - 1, 0)}`,
		},
	];
}

export const tiktok = {
	displayName: 'TikTok',
	optionsField: 'tikTokOptions',
	optionsSchema: TikTokOptionsSchema,
	options: {
		position: 6,
		issues: tiktokIssues,
	},
	rules: {
		...BASE_RULES,
		maxLength: 2200,
		allowsEmptyText: true,
		requiresMedia: true,
		// A video, or a photo carousel of up to 35 images.
		maxMedia: 35,
	},
	offers: {
		comments: {},
		firstComment: { maxLength: 150, disableable: true },
		postAnalytics: {},
		accountAnalytics: {},
		bioLink: { position: 5, label: 'TikTok', host: 'tiktok.com' },
		resizePresets: [{ value: 'tiktok', label: 'TikTok', width: 1080, height: 1920 }],
		undeletable: { order: 3 },
		videoPublished: { subAction: 'tikTokPublished' },
	},
} as const satisfies NetworkEntry;
