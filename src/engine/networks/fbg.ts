import { BASE_RULES, type NetworkEntry } from './entry';

/** A Facebook Group: the Page's options field (checked by the facebook entry's schema). */
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
