import { entry, forNetwork, networkErrorEntries, type CatalogEntry } from './entry';

const SOURCE = 'errors/errors-ayrshare';

/**
 * The codes the docs' page `errors/errors-ayrshare` names: its examples (two duplicates, 161, a
 * media example) and its network-specific codes, each in the registry entry of the network the
 * page ties it to (`networkErrors`), then the page's codes of other endpoints (analytics,
 * comments, links). A failed /post answers 400 with one `errors` entry per network ("Handling Errors").
 */
export const ERRORS_AYRSHARE_CODES: [number, CatalogEntry][] = [
	...networkErrorEntries(SOURCE),
	[
		444,
		entry(SOURCE, 429, {
			network: 'facebook',
			message: 'Facebook Page analytics rate limited',
			cause: (p) =>
				`${forNetwork(p, 'Facebook')} throttled the analytics calls of this Page: too many in a short time.`,
			fix: 'Wait, then call again with exponential backoff (for example 1, 2, 4 then 8 minutes); read analytics less often for this Page.',
		}),
	],
	[
		328,
		entry(SOURCE, 400, {
			network: 'tiktok',
			message: 'TikTok comment not deletable',
			cause:
				'TikTok lets an account delete only the comments it wrote; this comment was written by someone else.',
			fix: 'Delete only comments the linked account wrote (hide or reply to the others instead); check the comment id with GET /comments/:id.',
		}),
	],
	[
		126,
		entry(SOURCE, 400, {
			message: 'Link error',
			cause:
				'A call of the links API (https://www.ayrshare.com/docs/apis/links/create-link) could not shorten the URL or find the link asked about.',
			fix: 'Send a full https URL to shorten, and a link id that POST /links (or GET /links) gave; then call again.',
		}),
	],
];
