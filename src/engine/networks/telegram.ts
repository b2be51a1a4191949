import { BASE_RULES, type NetworkEntry } from './entry';

/** Telegram: the service documents no options we check, so `telegramOptions` passes as sent. */
export const telegram = {
	displayName: 'Telegram',
	optionsField: 'telegramOptions',
	rules: {
		...BASE_RULES,
		maxLength: 1024,
		truncates: true,
		// A Telegram media group holds up to 10 items.
		maxMedia: 10,
	},
	offers: {
		richText: {},
		feedPosts: {},
		accountDetails: { numericId: true, type: true },
	},
} as const satisfies NetworkEntry;
