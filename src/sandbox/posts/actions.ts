import { formatUtcTimestamp, parseUtcTimestamp } from '../../engine/scheduling';
import type { Profile } from '../store/accounts';
import { actingProfile } from '../http/auth';
import type { SandboxContext } from '../context';
import { ErrorCode, SandboxError, badRequest, unknownPost } from '../errors';
import { UNDELETABLE_NETWORKS } from '../networks';
import type { Post } from '../store/posts';
import type { Publisher } from '../publisher';
import type { ContractRequest, Reply } from '../router';
import type {
	deletePostEndpoint,
	retryPostEndpoint,
	updatePostEndpoint,
} from '../../engine/contract/postActions';

const NOT_SENT = new Set(['pending', 'awaiting approval', 'paused']);
/** A paused post may be rescheduled before it is unpaused (update-post docs). */
const RESCHEDULABLE = NOT_SENT;

/** The profile's post with this id; another profile's post is as unknown as a missing one. */
export function ownPost(ctx: SandboxContext, profile: Profile, id: unknown, action: string): Post {
	if (typeof id !== 'string' || id.trim() === '') {
		throw badRequest(
			action,
			'id is required: the service post id, as answered when the post was created.',
		);
	}
	const post = ctx.posts.get(id.trim());
	if (!post || post.profileId !== profile.id) throw unknownPost(action, id);
	return post;
}

function alreadyDeleted(action: string, post: Post): SandboxError {
	return new SandboxError(
		400,
		ErrorCode.alreadyDeleted,
		action,
		`Post ${post.id} is already deleted.`,
	);
}

/**
 * `DELETE /api/post` and `DELETE /api/delete`: one post by `id`, pending ones by `bulk`, or all
 * scheduled ones; the body is checked by the route's contract (exactly one of the three).
 */
export function deletePosts(
	ctx: SandboxContext,
	req: ContractRequest<typeof deletePostEndpoint>,
): Reply {
	const action = 'delete';
	const body = req.input.body;
	const profile = actingProfile(ctx, req, action, { body: true });
	if (body.id !== undefined) return deleteOne(ctx, ownPost(ctx, profile, body.id, action));
	const { bulk } = body;
	return {
		status: 200,
		body: ctx.db.transaction(() =>
			deleteScheduled(ctx, profile, bulk ?? ctx.posts.scheduledIds(profile.id)),
		)(),
	};
}

/** Bulk delete: removes posts not yet sent, skips the others, reports each. */
function deleteScheduled(
	ctx: SandboxContext,
	profile: Profile,
	ids: string[],
): Array<Record<string, unknown>> {
	const now = ctx.now();
	return ids.map((id) => {
		const post = ctx.posts.get(id);
		if (!post || post.profileId !== profile.id) {
			return {
				id,
				status: 'error',
				code: ErrorCode.unknownPost,
				message: `No post with id ${JSON.stringify(id)} in this profile.`,
			};
		}
		if (!NOT_SENT.has(post.status)) {
			return {
				id,
				status: 'skipped',
				message: `Post is ${post.status}, not pending; bulk delete only removes posts not yet sent.`,
			};
		}
		ctx.posts.save({ ...post, status: 'deleted', deletedAt: now });
		return { id, status: 'success' };
	});
}

function deleteOne(ctx: SandboxContext, post: Post): Reply {
	const action = 'delete';
	if (post.status === 'deleted') throw alreadyDeleted(action, post);
	if (post.status === 'processing') {
		throw new SandboxError(
			409,
			ErrorCode.badRequest,
			action,
			`Post ${post.id} is being sent right now; try again in a moment.`,
		);
	}
	return ctx.db.transaction((): Reply => {
		const now = ctx.now();
		const answer: Record<string, unknown> = { status: 'success', id: post.id };
		const sent = ctx.deliveries.forPost(post.id).filter((d) => !d.deleted);
		if (sent.length === 0) {
			// Never reached a network: nothing to take down anywhere.
			for (const network of post.platforms)
				answer[network] = { action, status: 'success', id: post.id };
			ctx.posts.save({ ...post, status: 'deleted', deletedAt: now });
			return { status: 200, body: answer };
		}
		let removed = 0;
		for (const delivery of sent) {
			if (UNDELETABLE_NETWORKS.has(delivery.platform)) {
				answer[delivery.platform] = {
					action,
					status: 'error',
					code: ErrorCode.deleteNotSupported,
					message: `${delivery.platform} does not allow deleting a published post through the service; delete it in the ${delivery.platform} app.`,
				};
				continue;
			}
			ctx.deliveries.markDeleted(delivery.id as number, now);
			answer[delivery.platform] = { action, status: 'success', id: delivery.networkId };
			removed++;
		}
		if (removed === 0) {
			answer.status = 'error';
			return { status: 400, body: answer };
		}
		ctx.posts.save({ ...post, status: 'deleted', deletedAt: now });
		return { status: 200, body: answer };
	})();
}

/** `PUT /api/post/retry`: sends a failed post again, once; it goes back to pending and out at once. */
export function retryPost(
	ctx: SandboxContext,
	req: ContractRequest<typeof retryPostEndpoint>,
): Reply {
	const action = 'retry';
	const profile = actingProfile(ctx, req, action, { body: true });
	const post = ownPost(ctx, profile, req.input.body.id, action);
	if (post.status === 'deleted') throw alreadyDeleted(action, post);
	if (post.status !== 'error') {
		throw badRequest(
			action,
			`Post ${post.id} is ${post.status}; only a post with status error can be retried.`,
		);
	}
	if (post.retried) {
		throw badRequest(
			action,
			`Post ${post.id} was already retried once; send it as a new post instead.`,
		);
	}
	ctx.posts.save({ ...post, status: 'pending', retried: true, scheduleAt: ctx.now(), errors: [] });
	ctx.wakeScheduler();
	return { status: 200, body: { status: 'success', id: post.id, postStatus: 'pending' } };
}

/** `PUT` / `PATCH /api/post`: approve a held post, reschedule a pending one, or change notes. */
export function updatePost(
	ctx: SandboxContext,
	publisher: Publisher,
	req: ContractRequest<typeof updatePostEndpoint>,
): Reply {
	const action = 'update';
	const body = req.input.body;
	const profile = actingProfile(ctx, req, action, { body: true });
	const change = changeOf(body);
	const post = ownPost(ctx, profile, body.id, action);
	if (post.status === 'deleted') throw alreadyDeleted(action, post);
	if (change.approved !== undefined && post.status !== 'awaiting approval') {
		throw badRequest(
			action,
			`Post ${post.id} is ${post.status}; only a post awaiting approval can be approved.`,
		);
	}
	if (
		change.scheduledPause !== undefined &&
		post.status !== 'pending' &&
		post.status !== 'paused'
	) {
		throw badRequest(
			action,
			`Post ${post.id} is ${post.status}; only a scheduled post (pending or paused) can be paused or unpaused.`,
		);
	}
	if (change.scheduleAt !== undefined && !RESCHEDULABLE.has(post.status)) {
		throw badRequest(
			action,
			`Post ${post.id} is ${post.status}; only a pending (scheduled, not yet sent) post can be rescheduled.`,
		);
	}
	return ctx.db.transaction((): Reply => {
		const now = ctx.now();
		let next: Post = { ...post };
		if (change.notes !== undefined) next.notes = change.notes;
		if (change.scheduleAt !== undefined) {
			next.scheduleAt = change.scheduleAt;
			next.type = change.scheduleAt > now ? 'scheduled' : 'immediate';
		}
		if (change.scheduledPause !== undefined)
			next.status = change.scheduledPause ? 'paused' : 'pending';
		if (change.approved === true) next = { ...next, approved: true, status: 'pending' };
		const answer: Record<string, unknown> = { status: 'success', id: post.id };
		if (next.status === 'pending' && (next.scheduleAt === null || next.scheduleAt <= now)) {
			// Due already (a past date, or approved with no date): send now rather than wait for the scheduler.
			next.status = 'processing';
			ctx.posts.save(next);
			const outcome = publisher.deliver(next);
			Object.assign(answer, {
				postStatus: outcome.status,
				postIds: outcome.postIds,
				errors: outcome.errors,
			});
		} else {
			ctx.posts.save(next);
			answer.postStatus = next.status;
			if (next.status === 'pending') ctx.wakeScheduler();
		}
		if (next.scheduleAt !== null) answer.scheduleDate = formatUtcTimestamp(next.scheduleAt);
		if (next.requiresApproval) answer.approved = next.approved === true;
		if (next.notes !== null) answer.notes = next.notes;
		if (change.scheduledPause !== undefined) answer.scheduledPause = next.status === 'paused';
		return { status: 200, body: answer };
	})();
}

interface UpdateChange {
	approved?: boolean;
	scheduleAt?: number;
	notes?: string;
	scheduledPause?: boolean;
}

/** The change a `PUT`/`PATCH /post` body asks for, as its contract parsed it. */
function changeOf(body: ContractRequest<typeof updatePostEndpoint>['input']['body']): UpdateChange {
	const { approved, notes, scheduledPause, scheduleDate } = body;
	const scheduleAt = scheduleDate === undefined ? undefined : parseUtcTimestamp(scheduleDate);
	return dropUndefined({ approved, notes, scheduledPause, scheduleAt });
}

function dropUndefined<T extends Record<string, unknown>>(value: T): Partial<T> {
	return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}
