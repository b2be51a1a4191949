import { AI_TOKEN_LIMIT_CODE } from '../ai/usage';
import { ErrorCode } from '../errors';
import { FAULT_KINDS } from '../networks/faults';
import { RATE_LIMIT_CODE } from '../limits/rateLimit';
import { PROFILE_SUSPENDED_CODE } from '../limits/suspension';
import { entry, forNetwork, type CatalogEntry } from './entry';

/** Codes from the networks, limits, post states and the service itself. */
export const NETWORK_LIMIT_AND_SERVICE_CODES: [number, CatalogEntry][] = [
	[
		ErrorCode.monthlyQuota,
		entry(
			'limit',
			'429',
			false,
			'The profile has used its monthly post quota.',
			'Waiting a few seconds does not help: the count resets on the 1st of next month (UTC). Upgrade the plan for a higher quota.',
		),
	],
	[
		FAULT_KINDS.duplicateContent.code,
		entry(
			'network',
			'in errors',
			false,
			'The network refused the post as a duplicate of one it already has.',
			(p) =>
				`Change the text (or media) and send it as a new post; ${forNetwork(p)} will not take the same post twice.`,
		),
	],
	[
		FAULT_KINDS.mediaRejected.code,
		entry(
			'network',
			'in errors',
			false,
			"The network rejected the post's media: format, size or aspect ratio.",
			(p) =>
				`Send media in a format, size and aspect ratio ${forNetwork(p)} accepts (see its media requirements), then retry the post with PUT /post/retry.`,
		),
	],
	[
		FAULT_KINDS.networkDown.code,
		entry(
			'network',
			'in errors',
			true,
			'The network did not answer.',
			(p) => `Retry the post with PUT /post/retry later; ${forNetwork(p)} is having an outage.`,
		),
	],
	[
		ErrorCode.networkFailure,
		entry(
			'network',
			'in errors',
			false,
			'The network is not linked to the profile, or it refused the post.',
			(p) =>
				`Link ${forNetwork(p)} to the profile on the Social Accounts page (the message says which), then retry the post with PUT /post/retry.`,
		),
	],
	[
		ErrorCode.deleteNotSupported,
		entry(
			'network',
			'in the delete answer',
			false,
			'The network does not allow deleting a published post through the service.',
			(p) =>
				`Delete the post in ${forNetwork(p)}'s own app; the service can only delete it there for networks that allow it.`,
		),
	],
	[
		ErrorCode.analyticsFailed,
		entry(
			'post-state',
			'400',
			true,
			'Analytics could not be read, for example for a post that is not sent yet.',
			'Ask again once the post is published on the network; analytics exist only for sent posts.',
		),
	],
	[
		350,
		entry(
			'network',
			'400',
			false,
			'Reviews could not be read: the network is not linked, or there are none.',
			(p) => `Link ${p ?? 'Facebook or Google Business'} to the profile, then ask again.`,
		),
	],
	[
		361,
		entry(
			'limit',
			'400',
			false,
			"Instagram's 7-day window for replying to a message has closed.",
			'Wait for the person to write again; a new message opens a new window.',
		),
	],
	[
		362,
		entry(
			'limit',
			'429',
			true,
			"The month's active conversations are used up.",
			"Wait until the month turns (the answer's Retry-After says how long), or reply within conversations already active.",
		),
	],
	[
		ErrorCode.alreadyDeleted,
		entry(
			'post-state',
			'400',
			false,
			'The post is already deleted.',
			'Nothing to do; the post no longer exists on the service.',
		),
	],
	[
		RATE_LIMIT_CODE,
		entry(
			'limit',
			'429',
			true,
			'Too many requests for this profile in the rate-limit window.',
			'Wait for the seconds in Retry-After, then send again; spread requests out to stay under the limit.',
		),
	],
	[
		PROFILE_SUSPENDED_CODE,
		entry(
			'limit',
			'403',
			false,
			'The profile was suspended for going on past the rate limit: too many 429 answers within 24 hours.',
			'Stop sending for this profile until the suspension ends (the message says when), then pace requests by the x-ratelimit headers so no 429 comes back.',
		),
	],
	[
		ErrorCode.instagramQuota,
		entry(
			'limit',
			'in errors',
			true,
			"Instagram's 50 posts per rolling 24 hours are used.",
			"Schedule the post for later (scheduleDate) or retry it once the oldest of the 24 hours' posts is a day old.",
		),
	],
	[
		AI_TOKEN_LIMIT_CODE,
		entry(
			'limit',
			'429',
			false,
			"The account's monthly AI tokens are used.",
			'Wait until the 1st of next month (UTC) or move to a plan with more AI tokens.',
		),
	],
	[
		ErrorCode.internal,
		entry(
			'service',
			'500',
			true,
			'The service failed on this request.',
			'Retry after a short wait; if it keeps failing, report it with the time of the request.',
		),
	],
];
