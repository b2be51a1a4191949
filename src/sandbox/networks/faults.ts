import { PLATFORMS, type Platform } from '../../engine/platforms';
import { shownOf } from './shown';
import type { SandboxContext } from '../context';
import { ErrorCode, badRequest } from '../errors';
import { queueSocialEvent } from '../hooks/serviceEvents';
import type { Profile } from '../store/accounts';
import type { Fault, PlantedFault } from '../store/deliveries';
import type { PostError } from '../store/posts';

/**
 * Network failures planted on purpose (`POST /api/admin/faults`), and what each network answers
 * for them. 161, 138 and the networks' own duplicates (their `networkErrors` in networks/shown.ts) are
 * the docs' (errors-ayrshare); 137 (a duplicate elsewhere) and 152 are the sandbox's own.
 */
export const FAULT_REASONS = [
	'failure',
	'expiredToken',
	'duplicateContent',
	'mediaRejected',
	'networkDown',
] as const;
export type FaultReason = (typeof FAULT_REASONS)[number];

/** The duplicate answer the docs show for a network (errors-ayrshare's example), if they show one. */
const documentedDuplicate = (platform: Platform) =>
	shownOf(platform).networkErrors?.find((error) => error.duplicate);

/** The duplicate codes of the networks that have their own, by network. */
const DUPLICATE_CODES: Partial<Record<Platform, number>> = Object.fromEntries(
	PLATFORMS.flatMap((platform) => {
		const duplicate = documentedDuplicate(platform);
		return duplicate ? [[platform, duplicate.code]] : [];
	}),
);

interface FaultKind {
	code: number;
	/** The code a network answers instead, where the docs give it its own (errors-ayrshare). */
	byNetwork?: Partial<Record<Platform, number>>;
	message(platform: Platform): string;
}

const RETRY = 'Retry the post with PUT /api/post/retry once that is fixed.';

export const FAULT_KINDS: Record<FaultReason, FaultKind> = {
	failure: {
		code: ErrorCode.networkFailure,
		message: (platform) =>
			`${platform} refused the post: simulated upstream failure planted with POST /api/admin/faults. ` +
			'Retry the post with PUT /api/post/retry.',
	},
	expiredToken: {
		code: 161,
		message: (platform) =>
			`${platform} authorization error: the access token expired or was revoked, so the ${platform} ` +
			`account was unlinked from the profile. Link it again, then retry the post.`,
	},
	duplicateContent: {
		code: 137,
		byNetwork: DUPLICATE_CODES,
		message: (platform) => {
			const words = documentedDuplicate(platform)?.message;
			if (words !== undefined) return typeof words === 'string' ? words : words();
			return `${platform} refused the post as a duplicate of one it already has. Change the text and send it as a new post.`;
		},
	},
	mediaRejected: {
		code: 138,
		message: (platform) =>
			`${platform} rejected the post's media: format, size or aspect ratio not accepted. ${RETRY}`,
	},
	networkDown: {
		code: 152,
		message: (platform) => `${platform} is not answering (network outage). ${RETRY}`,
	},
};

/** Why an expired token unlinked an account, in the `social` delivery. */
export const EXPIRED_TOKEN_REASON =
	'The network revoked the access token (expired token); link the account again.';

const MAX_OUTAGE_SECONDS = 7 * 86_400;

/** `{platform, count?, for?, reason?, code?, message?}` of `POST /api/admin/faults`, checked. */
export function readFault(
	body: Record<string, unknown>,
	now: number,
	platform: Platform,
): PlantedFault {
	const reason = body.reason ?? 'failure';
	if (!FAULT_REASONS.includes(reason as FaultReason))
		throw badRequest(
			'admin',
			`reason must be one of ${FAULT_REASONS.join(', ')} (got ${JSON.stringify(reason)}).`,
		);
	if (body.count !== undefined && body.for !== undefined)
		throw badRequest(
			'admin',
			'Give count (the next sends fail) or for (every send fails for that many seconds), not both.',
		);
	let remaining = 0;
	let untilAt: number | null = null;
	if (body.for !== undefined) {
		const seconds = body.for;
		if (typeof seconds !== 'number' || !(seconds >= 0) || seconds > MAX_OUTAGE_SECONDS)
			throw badRequest(
				'admin',
				`for must be a number of seconds from 0 (clears the fault) to ${MAX_OUTAGE_SECONDS} (got ${JSON.stringify(seconds)}).`,
			);
		untilAt = seconds > 0 ? now + Math.round(seconds * 1000) : null;
	} else {
		const count = body.count ?? 1;
		if (typeof count !== 'number' || !Number.isInteger(count) || count < 0 || count > 100_000)
			throw badRequest(
				'admin',
				`count must be a whole number from 0 (clears the fault) to 100000 (got ${JSON.stringify(count)}).`,
			);
		remaining = count;
	}
	const kind = FAULT_KINDS[reason as FaultReason];
	const code = body.code ?? kind.byNetwork?.[platform] ?? kind.code;
	if (typeof code !== 'number' || !Number.isInteger(code))
		throw badRequest('admin', `code must be a whole number (got ${JSON.stringify(code)}).`);
	const message = body.message ?? null;
	if (message !== null && typeof message !== 'string')
		throw badRequest('admin', `message must be a string (got ${JSON.stringify(message)}).`);
	return { remaining, untilAt, code, message, reason: reason as string };
}

/** A planted fault as listed and answered: an outage shows `until`, a count `remaining`. */
export function faultView(platform: Platform, fault: PlantedFault): Record<string, unknown> {
	return {
		platform,
		reason: fault.reason,
		code: fault.code,
		...(fault.message !== null ? { message: fault.message } : {}),
		...(fault.untilAt !== null
			? { until: new Date(fault.untilAt).toISOString() }
			: { remaining: fault.remaining }),
	};
}

/**
 * The error entry a fault makes of a send, with what comes with it: an expired token unlinks the
 * account (in the caller's transaction) and queues the `social` delivery that says so.
 */
export function faultError(
	ctx: SandboxContext,
	fault: Fault,
	platform: Platform,
	profile: Profile,
): PostError {
	const kind = FAULT_KINDS[fault.reason as FaultReason] ?? FAULT_KINDS.failure;
	if (fault.reason === 'expiredToken' && ctx.linkedAccounts.unlink(profile.id, platform))
		queueSocialEvent(ctx, profile, { type: 'unlink', platform, reason: EXPIRED_TOKEN_REASON });
	return {
		action: 'post',
		status: 'error',
		code: fault.code,
		message: fault.message ?? kind.message(platform),
		platform,
	};
}
