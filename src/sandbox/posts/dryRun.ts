import type { ValidationIssue } from '../../engine/core/errors';
import { ALL_LINKED_PLATFORMS, PLATFORMS } from '../../engine/platforms';
import type { PostCreateRequest } from '../../engine/validation';
import { validatePost } from '../../engine/validation';
import { dedupeIssues } from '../../engine/validation/validatePost';
import { actingProfile, profileForKey, requirePlan } from '../http/auth';
import type { SandboxContext } from '../context';
import { ErrorCode, validationFailed } from '../errors';
import { applyAutoHashtag } from '../hashtags';
import { idempotencyKeyHeader } from '../http/idempotencyKey';
import { PREMIUM_PLANS } from '../limits/plans';
import type { Reply, SandboxRequest } from '../router';
import type { Profile } from '../store/accounts';

const ACTION = 'post';

/** The success message: a passed check is the service's own rules, not the networks'. */
export const DRY_RUN_PASSED =
	'No problems found in this post. Nothing was stored or sent; a network may still refuse it when it is published.';

/**
 * `POST /validate/post`: runs every check `POST /post` runs on the same body (schema, each
 * network's rules, auto-hashtags, `all`, auto-schedule titles, a used idempotency key) and
 * answers all problems at once (HTTP 400, as `/post` would) or success with warnings for networks
 * the profile has not linked. Stores nothing, counts no post against the quota, sends nothing.
 */
export function dryRunPost(ctx: SandboxContext, req: SandboxRequest): Reply {
	requirePlan(req.account, PREMIUM_PLANS, ACTION, 'Validating a post (POST /validate/post)');
	const body = req.body ?? {};
	const checked = validatePost(body);
	if (!checked.ok) throw validationFailed(ACTION, checked.issues, { postIds: [] });
	const request = checked.value;
	const issues: ValidationIssue[] = [...hashtagIssues(body, request)];
	const fanOut = request.profileKeys !== undefined;
	const profiles = fanOut
		? [...new Set(request.profileKeys)].map((key) => profileForKey(ctx, req.account, key, ACTION))
		: [actingProfile(ctx, req, ACTION, { body: true })];
	const key = request.idempotencyKey ?? idempotencyKeyHeader(req, ACTION);
	const warnings: Record<string, unknown>[] = [];
	for (const profile of profiles) {
		const where = fanOut ? ` (profile "${profile.title}")` : '';
		const linked = new Set<string>(ctx.linkedAccounts.list(profile.id).map((a) => a.platform));
		for (const issue of profileIssues(ctx, body, request, profile, linked, key))
			issues.push({ ...issue, message: `${issue.message}${where}` });
		if (request.platforms.includes(ALL_LINKED_PLATFORMS)) continue;
		for (const platform of request.platforms.filter((p) => !linked.has(p))) {
			warnings.push({
				action: ACTION,
				status: 'error',
				code: ErrorCode.networkFailure,
				platform,
				message: `${platform} is not linked to profile "${profile.title}": /post would answer this network with code 156. Link it first.`,
			});
		}
	}
	if (issues.length > 0) throw validationFailed(ACTION, dedupeIssues(issues), { postIds: [] });
	const answer: Record<string, unknown> = { status: 'success', message: DRY_RUN_PASSED };
	if (warnings.length > 0) answer.warnings = warnings;
	return { status: 200, body: answer };
}

/** The text with auto-hashtags added must still fit every network, as `/post` checks it. */
function hashtagIssues(
	body: Record<string, unknown>,
	request: PostCreateRequest,
): ValidationIssue[] {
	const post = applyAutoHashtag(request.post, request.autoHashtag);
	if (post === request.post) return [];
	const checked = validatePost({ ...body, post });
	return checked.ok ? [] : checked.issues;
}

function profileIssues(
	ctx: SandboxContext,
	body: Record<string, unknown>,
	request: PostCreateRequest,
	profile: Profile,
	linked: Set<string>,
	key: string | undefined,
): ValidationIssue[] {
	const issues: ValidationIssue[] = [];
	if (request.platforms.includes(ALL_LINKED_PLATFORMS)) {
		const platforms = PLATFORMS.filter((platform) => linked.has(platform));
		if (platforms.length === 0) {
			const message = `is "all", but profile "${profile.title}" has no linked network; link one first`;
			issues.push({ field: 'platforms', value: request.platforms, message });
		} else {
			const checked = validatePost({ ...body, post: request.post, platforms });
			if (!checked.ok) issues.push(...checked.issues);
		}
	}
	if (request.autoSchedule) {
		const title = request.autoScheduleTitle ?? 'default';
		if (!ctx.schedules.get(profile.id, title)) {
			const message = `names no auto-schedule of profile "${profile.title}"; create it with POST /api/set-auto-schedule`;
			issues.push({ field: 'autoScheduleTitle', value: title, message });
		}
	}
	if (key !== undefined) {
		const owner = ctx.posts.idempotencyKeyOwner(profile.id, key);
		if (owner !== undefined) {
			const message = `was already used for post ${owner}; /post would refuse it (409, code ${ErrorCode.duplicateIdempotencyKey}). Use a new key for a new post`;
			issues.push({ field: 'idempotencyKey', value: key, message });
		}
	}
	return issues;
}
