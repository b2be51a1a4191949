import { BASE_RULES, type NetworkEntry, type OptionCheck, type OptionFacts } from './entry';
import { flag, hasVideo, object } from './optionParts';

/** Longest Spotlight caption; the service cuts longer ones rather than refusing them. */
export const SNAPCHAT_SPOTLIGHT_MAX_LENGTH = 160;

/** `snapChatOptions`: a Saved Story or a Spotlight instead of a Story. */
export const SnapchatOptionsSchema = object(
	{
		savedStory: flag('keeps the Story on the public profile'),
		spotlight: flag('posts the video to Spotlight (caption cut at 160 characters)'),
	},
	'{spotlight: true}',
);

function snapchatIssues(facts: OptionFacts, o: Record<string, unknown>): OptionCheck[] {
	return [
		{
			when: o.spotlight === true && o.savedStory === true,
			field: 'snapChatOptions.spotlight',
			value: o.spotlight,
			message:
				'cannot be combined with savedStory: a Snap is a Story, a Saved Story or a Spotlight',
		},
		{
			when: o.spotlight === true && facts.mediaCount > 0 && !hasVideo(facts),
			field: 'snapChatOptions.spotlight',
			value: o.spotlight,
			message: 'needs a video: Spotlight takes video Snaps only',
		},
	];
}

export const snapchat = {
	displayName: 'Snapchat',
	optionsField: 'snapChatOptions',
	optionsSchema: SnapchatOptionsSchema,
	options: {
		position: 12,
		issues: snapchatIssues,
	},
	rules: {
		...BASE_RULES,
		// 500 for a story; a Spotlight caption is cut at 160 (snapChatOptions.spotlight).
		maxLength: 500,
		allowsEmptyText: true,
		requiresMedia: true,
		// One image or video per Snap.
		maxMedia: 1,
	},
	// Captions stay plain (our choice, see docs/service-twin.md).
	offers: {
		postAnalytics: {},
	},
} as const satisfies NetworkEntry;
