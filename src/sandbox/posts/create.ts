import { ValidationError } from '../../engine/core/errors';
import { formatUtcTimestamp, nextFreeSlot, parseUtcTimestamp } from '../../engine/scheduling';
import { ALL_LINKED_PLATFORMS, PLATFORMS, type Platform } from '../../engine/platforms';
import type { PostCreateRequest } from '../../engine/validation';
import { validatePost } from '../../engine/validation';
import type { Account, Profile } from '../store/accounts';
import { actingProfile, profileForKey } from '../http/auth';
import type { SandboxContext } from '../context';
import { ErrorCode, SandboxError, badRequest, validationFailed } from '../errors';
import { newPostId } from '../networks/ids';
import { NETWORK_TRAITS } from '../networks/traits';
import { checkQuotaBeforeSending } from '../limits/quota';
import { newPost, type Post } from '../store/posts';
import type { Publisher, SendOutcome } from '../publisher';
import { applyAutoHashtag } from '../hashtags';
import type { Reply, SandboxRequest } from '../router';
import { idempotencyKeyHeader } from '../http/idempotencyKey';
import { X_APP_OPTION, xAppOfRequest } from '../limits/xAppKeys';
import { validateForCreate, withServiceContent } from './serviceContent';
import { autoRepostAnswer, autoRepostStart, planAutoReposts } from './autoRepost';

const ACTION = 'post';

/** Request fields the post row stores in columns of their own; the rest is kept as network options. */
const COLUMN_FIELDS = new Set([
	'post',
	'platforms',
	'mediaUrls',
	'scheduleDate',
	'notes',
	'requiresApproval',
	'shortenLinks',
	'idempotencyKey',
	'profileKeys',
	'profileKey',
	'autoSchedule',
	'autoScheduleTitle',
]);

/** A request whose platforms are real networks: `all` already replaced by the profile's linked ones. */
type ProfileRequest = PostCreateRequest & { platforms: Platform[] };

type Created =
	| { kind: 'created'; post: Post; profile: Profile; outcome?: SendOutcome; reposts?: Post[] }
	| { kind: 'duplicate'; existingId: string; key: string; profile: Profile };

/** `POST /api/post`: validates, then sends, schedules or holds the post for each target profile. */
export function createPost(ctx: SandboxContext, publisher: Publisher, req: SandboxRequest): Reply {
	const body = withServiceContent(ctx, req.body ?? {});
	const checked = validateForCreate(body, ctx.now());
	if (!checked.ok) throw validationFailed(ACTION, checked.issues, { postIds: [] });
	const filled = { ...req, body };
	const request = withXApp(req, withAutoHashtags(filled, checked.value));
	const fanOut = request.profileKeys !== undefined;
	const profiles = fanOut
		? [...new Set(request.profileKeys)].map((key) => profileForKey(ctx, req.account, key, ACTION))
		: [actingProfile(ctx, req, ACTION, { body: true })];
	const key = request.idempotencyKey ?? idempotencyKeyHeader(req, ACTION);
	// A post sent at once is refused over the quota; a scheduled or held one counts when it is sent.
	if (sendsAtOnce(ctx, request)) checkQuotaBeforeSending(ctx, req.account, profiles, ACTION);
	if (request.autoSchedule)
		checkAutoSchedules(ctx, profiles, request.autoScheduleTitle ?? 'default');

	const targets = profiles.map((profile) => forProfile(ctx, filled, request, profile));
	const inTransaction = createTransaction(ctx);
	const results = profiles.map((profile, index) =>
		inTransaction(ctx, publisher, targets[index], profile, key, req.account),
	);
	if (results.some(waitsForScheduler)) ctx.wakeScheduler();

	if (fanOut) return { status: 200, body: results.map((r) => fanOutElement(ctx, r)) };
	const result = results[0];
	if (result.kind === 'duplicate') throw duplicateKey(ctx, result);
	const answer = singleAnswer(result);
	return { status: answer.status === 'error' ? 400 : 200, body: answer };
}

function waitsForScheduler(r: Created): boolean {
	return r.kind === 'created' && (r.post.status === 'pending' || (r.reposts ?? []).length > 0);
}

/** The request with `autoHashtag` applied to its text, checked again: the hashtags must fit every network too. */
function withAutoHashtags(req: SandboxRequest, request: PostCreateRequest): PostCreateRequest {
	const post = applyAutoHashtag(request.post, request.autoHashtag);
	if (post === request.post) return request;
	const checked = validatePost({ ...req.body, post });
	if (!checked.ok) throw validationFailed(ACTION, checked.issues, { postIds: [] });
	return { ...request, post };
}

/**
 * The request for one profile: `platforms: ["all"]` becomes the networks the profile has linked
 * (the service's post docs), checked against each of their rules as if they had been listed.
 */
function forProfile(
	ctx: SandboxContext,
	req: SandboxRequest,
	request: PostCreateRequest,
	profile: Profile,
): ProfileRequest {
	if (!request.platforms.includes(ALL_LINKED_PLATFORMS)) return request as ProfileRequest;
	const linked = new Set(ctx.linkedAccounts.list(profile.id).map((a) => a.platform));
	const platforms = PLATFORMS.filter((platform) => linked.has(platform));
	if (platforms.length === 0) {
		const message = `is "all", but profile "${profile.title}" has no linked network; link one first`;
		throw validationFailed(ACTION, [{ field: 'platforms', value: request.platforms, message }], {
			postIds: [],
		});
	}
	const body = { ...(req.body as Record<string, unknown>), post: request.post, platforms };
	const checked = validatePost(body);
	if (!checked.ok) throw validationFailed(ACTION, checked.issues, { postIds: [] });
	return { ...request, platforms };
}

/** Which X app (masked) an X post goes out with; kept with the post, never the secret. */
function withXApp(req: SandboxRequest, request: PostCreateRequest): PostCreateRequest {
	const xApp = xAppOfRequest(req);
	const toX = request.platforms.some((p) => p === 'twitter' || (p as string) === 'all');
	return xApp && toX ? ({ ...request, [X_APP_OPTION]: xApp } as PostCreateRequest) : request;
}

function sendsAtOnce(ctx: SandboxContext, request: PostCreateRequest): boolean {
	if (request.requiresApproval || request.autoSchedule) return false;
	if (request.scheduleDate === undefined) return true;
	return (parseUtcTimestamp(request.scheduleDate) ?? 0) <= ctx.now();
}

function checkAutoSchedules(ctx: SandboxContext, profiles: Profile[], title: string): void {
	for (const profile of profiles) {
		if (ctx.schedules.get(profile.id, title)) continue;
		const known = ctx.schedules.list(profile.id).map((s) => s.title);
		const hint = known.length > 0 ? `existing ones: ${known.join(', ')}` : 'it has none yet';
		throw validationFailed(
			ACTION,
			[
				{
					field: 'autoScheduleTitle',
					value: title,
					message: `names no auto-schedule of profile "${profile.title}" (${hint}); create it with POST /api/set-auto-schedule`,
				},
			],
			{ postIds: [] },
		);
	}
}

type CreateForProfile = typeof createForProfile;

function createTransaction(ctx: SandboxContext): CreateForProfile {
	return ctx.db.transaction(createForProfile) as unknown as CreateForProfile;
}

/** Runs inside one transaction: the idempotency key, the slot and the send succeed or fail together. */
function createForProfile(
	ctx: SandboxContext,
	publisher: Publisher,
	request: ProfileRequest,
	profile: Profile,
	key: string | undefined,
	account: Account,
): Created {
	const now = ctx.now();
	const id = newPostId();
	if (key !== undefined) {
		const existingId = ctx.posts.reserveIdempotencyKey(profile.id, key, id, now);
		if (existingId !== undefined) return { kind: 'duplicate', existingId, key, profile };
	}
	let scheduleAt: number | null = null;
	const autoScheduleTitle = request.autoSchedule ? (request.autoScheduleTitle ?? 'default') : null;
	if (autoScheduleTitle !== null) {
		scheduleAt = assignSlot(ctx, profile, autoScheduleTitle, now);
	} else if (request.scheduleDate !== undefined) {
		scheduleAt = parseUtcTimestamp(request.scheduleDate) ?? null;
	} else {
		scheduleAt = autoRepostStart(request);
	}
	const future = scheduleAt !== null && scheduleAt > now;
	const post = newPost({
		id,
		profileId: profile.id,
		text: request.post,
		platforms: request.platforms,
		mediaUrls: request.mediaUrls ?? [],
		options: networkOptions(request),
		status: request.requiresApproval ? 'awaiting approval' : future ? 'pending' : 'processing',
		type: future ? 'scheduled' : 'immediate',
		scheduleAt,
		notes: request.notes ?? null,
		shortenLinks: request.shortenLinks !== false,
		requiresApproval: request.requiresApproval === true,
		approved: request.requiresApproval ? false : null,
		autoScheduleTitle,
		createdAt: now,
	});
	const reposts = planAutoReposts(request, post, now);
	ctx.posts.insert(post);
	for (const repost of reposts) ctx.posts.insert(repost);
	if (post.status !== 'processing') return { kind: 'created', post, profile, reposts };
	const outcome = publisher.deliver(post, undefined, { profile, account, newPost: true });
	return { kind: 'created', post: { ...post, status: outcome.status }, profile, outcome, reposts };
}

function assignSlot(ctx: SandboxContext, profile: Profile, title: string, now: number): number {
	const schedule = ctx.schedules.get(profile.id, title);
	if (!schedule)
		throw badRequest(ACTION, `Auto-schedule "${title}" was deleted while this post was created.`);
	try {
		const slot = nextFreeSlot(
			{
				title,
				times: schedule.times,
				daysOfWeek: schedule.daysOfWeek ?? undefined,
				excludeDates: schedule.excludeDates ?? undefined,
				startDate: schedule.startDate ?? undefined,
			},
			{ now, lastAssigned: schedule.lastAssigned ?? undefined },
		);
		ctx.schedules.assign(profile.id, title, slot);
		return slot;
	} catch (error) {
		if (error instanceof ValidationError)
			throw validationFailed(ACTION, error.issues, { postIds: [] });
		throw error;
	}
}

function networkOptions(request: ProfileRequest): Record<string, unknown> {
	const options: Record<string, unknown> = {};
	for (const [name, value] of Object.entries(request))
		if (!COLUMN_FIELDS.has(name)) options[name] = value;
	return options;
}

/** A network that confirms a post later (TikTok): the send answer says `pending`; the record has the id. */
function answerPostIds(outcome: SendOutcome): SendOutcome['postIds'] {
	return outcome.postIds.map((entry) =>
		NETWORK_TRAITS[entry.platform].answersPending === true
			? { status: entry.status, id: 'pending', platform: entry.platform }
			: entry,
	);
}

function singleAnswer(result: Extract<Created, { kind: 'created' }>): Record<string, unknown> {
	const { post, profile, outcome } = result;
	const common = {
		id: post.id,
		refId: profile.refId,
		post: post.text,
		...autoRepostAnswer(post, result.reposts ?? []),
	};
	if (outcome) {
		return {
			status: outcome.status,
			errors: outcome.errors,
			postIds: answerPostIds(outcome),
			...common,
		};
	}
	const scheduleDate = post.scheduleAt === null ? undefined : formatUtcTimestamp(post.scheduleAt);
	return { status: post.status === 'pending' ? 'scheduled' : post.status, scheduleDate, ...common };
}

function fanOutElement(ctx: SandboxContext, result: Created): Record<string, unknown> {
	if (result.kind === 'duplicate') {
		const error = duplicateKey(ctx, result);
		return {
			status: 'error',
			errors: [error.toBody()],
			postIds: [],
			id: result.existingId,
			refId: result.profile.refId,
			profileTitle: result.profile.title,
		};
	}
	return { errors: [], postIds: [], ...singleAnswer(result), profileTitle: result.profile.title };
}

function duplicateKey(
	ctx: SandboxContext,
	result: Extract<Created, { kind: 'duplicate' }>,
): SandboxError {
	const existing = ctx.posts.get(result.existingId);
	return new SandboxError(
		409,
		ErrorCode.duplicateIdempotencyKey,
		ACTION,
		`idempotencyKey ${JSON.stringify(result.key)} was already used for post ${result.existingId} in profile ` +
			`"${result.profile.title}"; nothing new was created. Use a new key for a new post.`,
		{
			details: `The post holding this key has status ${existing?.status ?? 'unknown'}; read it with GET /api/post/${result.existingId}.`,
			id: result.existingId,
		},
	);
}
