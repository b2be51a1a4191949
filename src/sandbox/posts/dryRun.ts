import type { ValidationIssue } from '../../engine/core/errors';
import { ALL_LINKED_NETWORKS } from '../../engine/networks';
import type { SandboxContext } from '../context';
import { ErrorCode } from '../errors';
import { requirePlan } from '../http/auth';
import { PREMIUM_PLANS } from '../limits/plans';
import type { Reply, SandboxRequest } from '../router';
import type { Profile } from '../store/accounts';
import { checkPost } from './checks';

const ACTION = 'post';

/** The success message: a passed check is the service's own rules, not the networks'. */
export const DRY_RUN_PASSED =
	'No problems found in this post. Nothing was stored or sent; a network may still refuse it when it is published.';

/**
 * `POST /validate/post`: the checks of `POST /post` (`checkPost`, the same pipeline and messages)
 * on the same body, every problem at once (HTTP 400, as `/post` would answer), or success with
 * warnings for networks the profile has not linked. Also names a used idempotency key, which
 * `/post` answers with 409 and the earlier post. Stores nothing, counts no post, sends nothing.
 */
export function dryRunPost(ctx: SandboxContext, req: SandboxRequest): Reply {
	requirePlan(req.account, PREMIUM_PLANS, ACTION, 'Validating a post (POST /validate/post)');
	const { request, profiles } = checkPost(ctx, req, (profile, key) =>
		usedKeyIssues(ctx, profile, key),
	);
	const warnings: Record<string, unknown>[] = [];
	for (const profile of profiles) {
		if (request.platforms.includes(ALL_LINKED_NETWORKS)) continue;
		const linked = new Set<string>(ctx.linkedAccounts.list(profile.id).map((a) => a.platform));
		for (const network of request.platforms.filter((p) => !linked.has(p))) {
			warnings.push({
				action: ACTION,
				status: 'error',
				code: ErrorCode.networkFailure,
				platform: network,
				message: `${network} is not linked to profile "${profile.title}": /post would answer this network with code 156. Link it first.`,
			});
		}
	}
	const answer: Record<string, unknown> = { status: 'success', message: DRY_RUN_PASSED };
	if (warnings.length > 0) answer.warnings = warnings;
	return { status: 200, body: answer };
}

function usedKeyIssues(
	ctx: SandboxContext,
	profile: Profile,
	key: string | undefined,
): ValidationIssue[] {
	if (key === undefined) return [];
	const owner = ctx.posts.idempotencyKeyOwner(profile.id, key);
	if (owner === undefined) return [];
	const message = `was already used for post ${owner}; /post would refuse it (409, code ${ErrorCode.duplicateIdempotencyKey}). Use a new key for a new post`;
	return [{ field: 'idempotencyKey', value: key, message }];
}
