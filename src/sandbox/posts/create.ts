import { ValidationError } from '../../engine/core/errors';
import { formatUtcTimestamp, nextFreeSlot, parseUtcTimestamp } from '../../engine/scheduling';
import type { PostCreateRequest } from '../../engine/validation';
import type { Account, Profile } from '../store/accounts';
import type { SandboxContext } from '../context';
import { ErrorCode, SandboxError, badRequest, validationFailed } from '../errors';
import { newPostId } from '../networks/ids';
import { NETWORK_TRAITS } from '../networks/traits';
import { checkQuotaBeforeSending } from '../limits/quota';
import { newPost, type Post } from '../store/posts';
import type { Publisher, SendOutcome } from '../publisher';
import type { Reply, SandboxRequest } from '../router';
import { X_APP_OPTION, xAppOfRequest } from '../limits/xAppKeys';
import { autoRepostAnswer, autoRepostStart, planAutoReposts } from './autoRepost';
import { checkPost, type ProfileRequest } from './checks';
import { autoScheduleTitle as autoScheduleOf } from '../../engine/validation/postFields';

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

type Created =
	| { kind: 'created'; post: Post; profile: Profile; outcome?: SendOutcome; reposts?: Post[] }
	| { kind: 'duplicate'; existingId: string; key: string; profile: Profile };

/** `POST /api/post`: checks (as `/validate/post` does), then sends, schedules or holds the post for each target profile. */
export function createPost(ctx: SandboxContext, publisher: Publisher, req: SandboxRequest): Reply {
	const { request, profiles, targets, fanOut, idempotencyKey } = checkPost(ctx, req);
	const sent = withXApp(req, request);
	// A post sent at once is refused over the quota; a scheduled or held one counts when it is sent.
	if (sendsAtOnce(ctx, sent)) checkQuotaBeforeSending(ctx, req.account, profiles, ACTION);

	const inTransaction = createTransaction(ctx);
	const results = profiles.map((profile, index) =>
		inTransaction(
			ctx,
			publisher,
			{ ...sent, platforms: targets[index].platforms },
			profile,
			idempotencyKey,
			req.account,
		),
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

/** Which X app (masked) an X post goes out with; kept with the post, never the secret. */
function withXApp(req: SandboxRequest, request: PostCreateRequest): PostCreateRequest {
	const xApp = xAppOfRequest(req);
	const x = 'twitter';
	const toX = request.platforms.some((p) => p === x || (p as string) === 'all');
	return xApp && toX ? ({ ...request, [X_APP_OPTION]: xApp } as PostCreateRequest) : request;
}

function sendsAtOnce(ctx: SandboxContext, request: PostCreateRequest): boolean {
	if (request.requiresApproval || autoScheduleOf(request) !== undefined) return false;
	if (request.scheduleDate === undefined) return true;
	return (parseUtcTimestamp(request.scheduleDate) ?? 0) <= ctx.now();
}

type CreateForProfile = typeof createForProfile;

/** The wrapped `createForProfile` of each database, built once rather than once per request. */
const transactions = new WeakMap<SandboxContext['db'], CreateForProfile>();

function createTransaction(ctx: SandboxContext): CreateForProfile {
	let inTransaction = transactions.get(ctx.db);
	if (!inTransaction) {
		inTransaction = ctx.db.transaction(createForProfile) as unknown as CreateForProfile;
		transactions.set(ctx.db, inTransaction);
	}
	return inTransaction;
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
	const autoScheduleTitle = autoScheduleOf(request) ?? null;
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

/** A network that confirms a post later (its traits' `answersPending`): the send answer says `pending`; the record has the id. */
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
