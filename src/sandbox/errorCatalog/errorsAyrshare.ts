import type { Platform } from '../../engine/platforms';
import { ErrorCode } from '../errors';
import { DOCUMENTED_DUPLICATES, FAULT_KINDS } from '../networks/faults';
import { entry, forNetwork, type CatalogEntry } from './entry';

const SOURCE = 'errors/errors-ayrshare';

/** The docs' words name Facebook; another network's answer names that network instead. */
const facebookOr = (p?: Platform) => (p && p !== 'facebook' ? forNetwork(p) : 'Facebook');

/**
 * The codes the docs' page `errors/errors-ayrshare` names: its examples (110, 107, 161, the
 * Instagram media example) and its Instagram-specific codes. A failed /post answers 400 with one
 * `errors` entry per network ("Handling Errors").
 */
export const ERRORS_AYRSHARE_CODES: [number, CatalogEntry][] = [
	[
		DOCUMENTED_DUPLICATES.facebook.code,
		entry(SOURCE, 400, {
			network: 'facebook',
			message: DOCUMENTED_DUPLICATES.facebook.message,
			cause: 'Facebook refused the post as identical to the last one the page posted.',
			fix: 'Change the text (or media) and send it as a new post, or delete the earlier post first.',
		}),
	],
	[
		DOCUMENTED_DUPLICATES.twitter.code,
		entry(SOURCE, 400, {
			network: 'twitter',
			message: DOCUMENTED_DUPLICATES.twitter.message,
			cause: 'X refused the post as a duplicate of one the account already has.',
			fix: 'Change the text (or media) and send it as a new post; X does not take the same post twice.',
		}),
	],
	[
		FAULT_KINDS.expiredToken.code,
		entry(SOURCE, 400, {
			network: 'facebook',
			message: (p) =>
				`${facebookOr(p)} authorization error. This can occur if your ${facebookOr(p)} security changes. Try unlinking and re-linking ${facebookOr(p)} or contact us for assistance.`,
			cause: (p) =>
				`The link to ${facebookOr(p)} was removed by its owner (password changed, access removed), so the service cannot post for it.`,
			fix: (p) =>
				`Ask the profile's owner to link ${facebookOr(p)} again (notify them through your app), then retry the post with PUT /post/retry.`,
		}),
	],
	[
		FAULT_KINDS.mediaRejected.code,
		entry(SOURCE, 400, {
			network: 'instagram',
			message: (p) => `${forNetwork(p, 'Instagram')} error (the generic posting error)`,
			cause: (p) =>
				`${forNetwork(p, 'Instagram')} refused the post, for example an image of the wrong dimensions or ratio; the message says why.`,
			fix: (p) =>
				`Resend the media in dimensions and a ratio ${forNetwork(p, 'Instagram')} accepts (see its media requirements), then retry the post with PUT /post/retry.`,
		}),
	],
	[
		ErrorCode.dailyQuota,
		entry(SOURCE, 429, {
			network: 'instagram',
			retryAvailable: true,
			message: 'Instagram Rate Limit',
			cause:
				"The Instagram professional account passed Meta's 50 posts per rolling 24 hours (or Meta throttled the post).",
			fix: "Wait at least the seconds in the answer's details (Meta's Retry-After) before resubmitting, or schedule the post for later (scheduleDate).",
		}),
	],
	[
		436,
		entry(SOURCE, 400, {
			network: 'instagram',
			message: 'Instagram Media Processing Timeout',
			cause: 'Instagram took too long to process the media of the post.',
			fix: "Send smaller or shorter media (see Instagram's media requirements), then send the post again.",
		}),
	],
];
