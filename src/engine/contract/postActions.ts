import { z } from 'zod';
import { DOCS, endpoint } from './endpoint';

/*
 * The post routes besides POST /post: read one, delete, retry (https://www.ayrshare.com/docs/apis/post/...).
 * PATCH /post (update-post) still checks its body in its handler (src/sandbox/posts/actions.ts).
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
