import { NETWORK_IDS, type Network } from '../../engine/networks';
import { shownOf } from './shown';
import type { SandboxContext } from '../context';
import { ErrorCode } from '../errors';
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
const documentedDuplicate = (network: Network) =>
	shownOf(network).networkErrors?.find((error) => error.duplicate);

/** The duplicate codes of the networks that have their own, by network. */
const DUPLICATE_CODES: Partial<Record<Network, number>> = Object.fromEntries(
	NETWORK_IDS.flatMap((network) => {
		const duplicate = documentedDuplicate(network);
		return duplicate ? [[network, duplicate.code]] : [];
	}),
);

interface FaultKind {
	code: number;
	/** The code a network answers instead, where the docs give it its own (errors-ayrshare). */
	byNetwork?: Partial<Record<Network, number>>;
	message(network: Network): string;
}

const RETRY = 'Retry the post with PUT /api/post/retry once that is fixed.';

export const FAULT_KINDS: Record<FaultReason, FaultKind> = {
	failure: {
		code: ErrorCode.networkFailure,
		message: (network) =>
			`${network} refused the post: simulated upstream failure planted with POST /api/admin/faults. ` +
			'Retry the post with PUT /api/post/retry.',
	},
	expiredToken: {
		code: 161,
		message: (network) =>
			`${network} authorization error: the access token expired or was revoked, so the ${network} ` +
			`account was unlinked from the profile. Link it again, then retry the post.`,
	},
	duplicateContent: {
		code: 137,
		byNetwork: DUPLICATE_CODES,
		message: (network) => {
			const words = documentedDuplicate(network)?.message;
			if (words !== undefined) return typeof words === 'string' ? words : words();
			return `${network} refused the post as a duplicate of one it already has. Change the text and send it as a new post.`;
		},
	},
	mediaRejected: {
		code: 138,
		message: (network) =>
			`${network} rejected the post's media: format, size or aspect ratio not accepted. ${RETRY}`,
	},
	networkDown: {
		code: 152,
		message: (network) => `${network} is not answering (network outage). ${RETRY}`,
	},
};

/** Why an expired token unlinked an account, in the `social` delivery. */
export const EXPIRED_TOKEN_REASON =
	'The network revoked the access token (expired token); link the account again.';

/** What `POST /api/admin/faults` asks for, its body as its contract parsed it (contract/admin.ts). */
export interface FaultRequest {
	reason?: FaultReason;
	count?: number;
	for?: number;
	code?: number;
	message?: string;
}

/** A fault as `POST /api/admin/faults` plants it. */
export function readFault(body: FaultRequest, now: number, network: Network): PlantedFault {
	const reason = body.reason ?? 'failure';
	const untilAt = body.for !== undefined && body.for > 0 ? now + Math.round(body.for * 1000) : null;
	const remaining = body.for !== undefined ? 0 : (body.count ?? 1);
	const kind = FAULT_KINDS[reason];
	const code = body.code ?? kind.byNetwork?.[network] ?? kind.code;
	return { remaining, untilAt, code, message: body.message ?? null, reason };
}

/** A planted fault as listed and answered: an outage shows `until`, a count `remaining`. */
export function faultView(network: Network, fault: PlantedFault): Record<string, unknown> {
	return {
		platform: network,
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
	network: Network,
	profile: Profile,
): PostError {
	const kind = FAULT_KINDS[fault.reason as FaultReason] ?? FAULT_KINDS.failure;
	if (fault.reason === 'expiredToken' && ctx.linkedAccounts.unlink(profile.id, network))
		queueSocialEvent(ctx, profile, {
			type: 'unlink',
			platform: network,
			reason: EXPIRED_TOKEN_REASON,
		});
	return {
		action: 'post',
		status: 'error',
		code: fault.code,
		message: fault.message ?? kind.message(network),
		platform: network,
	};
}
