import type { ValidationIssue } from '../../engine/core/errors';
import { ALL_LINKED_NETWORKS, NETWORK_IDS, type Network } from '../../engine/networks';
import type { PostCreateRequest } from '../../engine/validation';
import { dedupeIssues } from '../../engine/validation/validatePost';
import type { SandboxContext } from '../context';
import { validationFailed } from '../errors';
import { applyAutoHashtag } from '../hashtags';
import { actingProfile, profileForKey } from '../http/auth';
import { idempotencyKeyHeader } from '../http/idempotencyKey';
import type { SandboxRequest } from '../router';
import { autoScheduleTitle } from '../../engine/validation/postFields';
import type { Profile } from '../store/accounts';
import { validatePostForCreate } from '../../engine/validation';
import { withServiceContent } from './serviceContent';

const ACTION = 'post';

/** A request whose platforms are real networks: `all` already replaced by the profile's linked ones. */
export type ProfileRequest = PostCreateRequest & { platforms: Network[] };

/** A post body that passed every check of `POST /post`, with what the checks resolved. */
export interface CheckedPost {
	/** The body with what the service adds itself (random text, images). */
	body: Record<string, unknown>;
	/** The parsed request, auto-hashtags applied. */
	request: PostCreateRequest;
	/** The profiles it goes to (its `profileKeys`, or the acting profile). */
	profiles: Profile[];
	/** The request for each profile, in `profiles`' order. */
	targets: ProfileRequest[];
	fanOut: boolean;
	/** The idempotency key (body or header), if any. */
	idempotencyKey?: string;
}

/** A check a caller adds for each profile (the dry run's look at a used idempotency key). */
export type ProfileCheck = (
	profile: Profile,
	idempotencyKey: string | undefined,
) => ValidationIssue[];

/**
 * The one check pipeline of `POST /post` and `POST /validate/post`: the schema and each network's
 * rules (one validator, `validatePostForCreate`), auto-hashtags, `platforms: ["all"]` per profile and
 * auto-schedule titles. Every problem at once: HTTP 400, code 101, one error per issue.
 */
export function checkPost(
	ctx: SandboxContext,
	req: SandboxRequest,
	extraCheck?: ProfileCheck,
): CheckedPost {
	const now = ctx.now();
	// The body as sent: the route's contract leaves its check to this pipeline (`handlerChecksBody`).
	const sent = (req.input?.body ?? req.body ?? {}) as Record<string, unknown>;
	const body = withServiceContent(ctx, sent);
	const checked = validatePostForCreate(body, now);
	if (!checked.ok) throw refused(checked.issues);
	const issues: ValidationIssue[] = [];
	const post = applyAutoHashtag(checked.value.post, checked.value.autoHashtag);
	if (post !== checked.value.post) {
		// The text with hashtags added must still fit every network.
		const tagged = validatePostForCreate({ ...body, post }, now);
		if (!tagged.ok) issues.push(...tagged.issues);
	}
	const request: PostCreateRequest = { ...checked.value, post };
	const fanOut = request.profileKeys !== undefined;
	const profiles = fanOut
		? [...new Set(request.profileKeys)].map((key) => profileForKey(ctx, req.account, key, ACTION))
		: [actingProfile(ctx, req, ACTION, { body: true })];
	const idempotencyKey = request.idempotencyKey ?? idempotencyKeyHeader(req, ACTION);
	const targets: ProfileRequest[] = [];
	for (const profile of profiles) {
		// Issues that do not name the profile get its title when the post goes to several.
		const where = fanOut ? ` (profile "${profile.title}")` : '';
		const unnamed: ValidationIssue[] = [];
		targets.push(forProfile(ctx, body, request, profile, now, issues, unnamed));
		issues.push(...autoScheduleIssues(ctx, request, profile));
		if (extraCheck) unnamed.push(...extraCheck(profile, idempotencyKey));
		for (const issue of unnamed) issues.push({ ...issue, message: `${issue.message}${where}` });
	}
	if (issues.length > 0) throw refused(dedupeIssues(issues));
	return { body, request, profiles, targets, fanOut, idempotencyKey };
}

/** The issues behind each refusal `checkPost` throws, for callers that gather many posts' problems. */
const REFUSED_ISSUES = new WeakMap<object, ValidationIssue[]>();

function refused(issues: ValidationIssue[]): Error {
	const error = validationFailed(ACTION, issues, { postIds: [] });
	REFUSED_ISSUES.set(error, issues);
	return error;
}

/** The issues of a refusal `checkPost` threw (the bulk post names every row's at once); else undefined. */
export function postCheckIssues(error: unknown): ValidationIssue[] | undefined {
	return typeof error === 'object' && error !== null ? REFUSED_ISSUES.get(error) : undefined;
}

/**
 * The request for one profile: `platforms: ["all"]` becomes the networks the profile has linked
 * (the service's post docs), checked against each of their rules as if they had been listed.
 */
function forProfile(
	ctx: SandboxContext,
	body: Record<string, unknown>,
	request: PostCreateRequest,
	profile: Profile,
	now: number,
	issues: ValidationIssue[],
	ruleIssues: ValidationIssue[],
): ProfileRequest {
	if (!request.platforms.includes(ALL_LINKED_NETWORKS)) return request as ProfileRequest;
	const linked = new Set(ctx.linkedAccounts.list(profile.id).map((a) => a.platform));
	const networks = NETWORK_IDS.filter((network) => linked.has(network));
	if (networks.length === 0) {
		const message = `is "all", but profile "${profile.title}" has no linked network; link one first`;
		issues.push({ field: 'platforms', value: request.platforms, message });
	} else {
		const checked = validatePostForCreate(
			{ ...body, post: request.post, platforms: networks },
			now,
		);
		if (!checked.ok) ruleIssues.push(...checked.issues);
	}
	return { ...request, platforms: networks };
}

function autoScheduleIssues(
	ctx: SandboxContext,
	request: PostCreateRequest,
	profile: Profile,
): ValidationIssue[] {
	const title = autoScheduleTitle(request);
	if (title === undefined) return [];
	if (ctx.schedules.get(profile.id, title)) return [];
	const known = ctx.schedules.list(profile.id).map((s) => s.title);
	const hint = known.length > 0 ? `existing ones: ${known.join(', ')}` : 'it has none yet';
	const message = `names no auto-schedule of profile "${profile.title}" (${hint}); create it with POST /api/set-auto-schedule`;
	const field =
		typeof request.autoSchedule === 'object' ? 'autoSchedule.title' : 'autoScheduleTitle';
	return [{ field, value: title, message }];
}
