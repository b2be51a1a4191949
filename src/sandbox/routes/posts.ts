import { actingProfile } from '../http/auth';
import type { SandboxContext } from '../context';
import { deletePosts, ownPost, retryPost, updatePost } from '../posts/actions';
import { createPost } from '../posts/create';
import { postRecord } from '../posts/view';
import type { Publisher } from '../publisher';
import { contractRoute, withAliases, type Route, type SandboxRequest } from '../router';
import { createPostEndpoint } from '../../engine/contract/posts';

/** Why /post and /validate/post check their body in the handler (posts/checks.ts). */
export const POST_CHECKS_BODY =
	"one check pipeline: the schema, each network's rules, the profile and the clock, every problem in one answer";

/** The post group (interface 4.1-4.4): send, get, delete, update, retry. */
export function postRoutes(publisher: Publisher): Route[] {
	const update = (req: SandboxRequest, ctx: SandboxContext) => updatePost(ctx, publisher, req);
	return [
		...contractRoute(createPostEndpoint, {
			action: 'post',
			handlerChecksBody: POST_CHECKS_BODY,
			handler: (req, ctx) => createPost(ctx, publisher, req),
		}),
		{ method: 'GET', pattern: '/api/post/:id', action: 'post', handler: getPost },
		...withAliases(
			{
				method: 'DELETE',
				pattern: '/api/post',
				action: 'delete',
				handler: (req, ctx) => deletePosts(ctx, req),
			},
			['/api/delete'],
		),
		// Docs (apis/post/update-post): PATCH /post; the SDK's updatePost still sends PUT.
		...withAliases({ method: 'PATCH', pattern: '/api/post', action: 'update', handler: update }, [
			'PUT /api/post',
		]),
		{
			method: 'PUT',
			pattern: '/api/post/retry',
			action: 'retry',
			handler: (req, ctx) => retryPost(ctx, req),
		},
	];
}

/** `GET /api/post/:id` (and `GET /api/history/:id`): one post of the acting profile. */
export function getPost(req: SandboxRequest, ctx: SandboxContext) {
	const profile = actingProfile(ctx, req, 'post', { query: true });
	const post = ownPost(ctx, profile, req.params.id, 'post');
	return { status: 200, body: postRecord(ctx, post, profile) };
}
