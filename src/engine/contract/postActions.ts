import { z } from 'zod';
import { ValidationError } from '../core/errors';
import { looseBoolean } from '../core/looseBoolean';
import { toUtcTimestamp } from '../scheduling/dates';
import { DOCS, endpoint } from './endpoint';

/*
 * The post routes besides POST /post: read one, delete, retry (https://www.ayrshare.com/docs/apis/post/...).
 */

export const PostIdSchema = z
	.string({
		required_error: 'is required: the service post id, as answered when the post was created',
		invalid_type_error:
			'must be the service post id (a string), as answered when the post was created',
	})
	.trim()
	.min(1, 'must be a post id');

/** Exactly one of them says what a delete removes (delete-post docs). */
const DELETE_TARGETS =
	'id (one post), bulk (a list of pending post ids) or deleteAllScheduled: true';

export const PostDeleteSchema = z
	.object({
		id: PostIdSchema.optional(),
		bulk: z
			.array(PostIdSchema, { invalid_type_error: 'must be a list of 1 to 1000 post ids (strings)' })
			.min(1, 'must list at least one post id')
			.max(1000, 'must list at most 1000 post ids')
			.optional(),
		deleteAllScheduled: z
			.literal(true, { errorMap: () => ({ message: 'must be true when sent' }) })
			.optional(),
	})
	.passthrough()
	.refine((v) => [v.id, v.bulk, v.deleteAllScheduled].filter((x) => x !== undefined).length === 1, {
		message: `give exactly one of ${DELETE_TARGETS}`,
	});

/** A scheduled post's new date: a date-time with a zone, sent on as the service's UTC form. */
const UpdateScheduleDateSchema = z
	.string({ invalid_type_error: 'must be a date-time string like 2026-05-01T14:30:00Z' })
	.transform((value, ctx) => {
		try {
			return toUtcTimestamp(value);
		} catch (error) {
			const messages =
				error instanceof ValidationError
					? error.issues.map((issue) => issue.message)
					: [error instanceof Error ? error.message : String(error)];
			for (const message of messages) ctx.addIssue({ code: 'custom', message });
			return z.NEVER;
		}
	});

/** What `PATCH /post` changes (https://www.ayrshare.com/docs/apis/post/update-post). */
export const PostUpdateFieldsSchema = z
	.object({
		approved: looseBoolean('true approves a post awaiting approval').optional(),
		scheduleDate: UpdateScheduleDateSchema.optional(),
		notes: z.string().max(10_000).optional(),
		scheduledPause: looseBoolean(
			'true pauses a scheduled post, false sends it at its date again',
		).optional(),
	})
	.passthrough();

/** Names the fields a post update may change, for the "at least one" message. */
export const POST_UPDATE_FIELDS = ['approved', 'scheduleDate', 'notes', 'scheduledPause'] as const;

// The id first, as the request has always been sent (key order is part of what saved workflows send).
export const PostUpdateSchema = z
	.object({ id: PostIdSchema })
	.merge(PostUpdateFieldsSchema)
	.refine((v) => POST_UPDATE_FIELDS.some((name) => v[name] !== undefined), {
		message: `must change at least one of ${POST_UPDATE_FIELDS.join(', ')}`,
	});

/**
 * `PATCH /post` (and `PUT /post`, which the service's SDK still sends): approve a held post,
 * reschedule or pause a scheduled one, or change its notes.
 */
export const updatePostEndpoint = endpoint({
	method: 'PATCH',
	path: '/post',
	aliases: ['PUT /post'],
	doc: `${DOCS}/apis/post/update-post`,
	summary: 'Approves, reschedules, pauses or annotates a post not yet sent.',
	body: PostUpdateSchema,
	errors: [101, 114, 383],
});

/** `GET /post/:id`: one post of the acting profile. */
export const getPostEndpoint = endpoint({
	method: 'GET',
	path: '/post/:id',
	doc: `${DOCS}/apis/post/get-post`,
	summary:
		'Returns one post by its service id: status, networks, schedule and per-network results.',
	params: z.object({ id: PostIdSchema }),
	errors: [114],
});

/** `DELETE /post` (and the older `DELETE /delete`): one post, a list of pending ones, or every scheduled one. */
export const deletePostEndpoint = endpoint({
	method: 'DELETE',
	path: '/post',
	aliases: ['/delete'],
	doc: `${DOCS}/apis/post/delete-post`,
	summary:
		'Deletes a post (from the networks that allow it), pending posts in bulk, or every scheduled post.',
	body: PostDeleteSchema,
	errors: [101, 114, 178, 383],
});

/** `PUT /post/retry`: sends a failed post again, once. */
export const retryPostEndpoint = endpoint({
	method: 'PUT',
	path: '/post/retry',
	doc: `${DOCS}/apis/post/retry-post`,
	summary: 'Sends a post in status error again, once, to the networks that failed.',
	body: z.object({ id: PostIdSchema }).passthrough(),
	errors: [101, 114, 383],
});
