import { actingProfile } from '../http/auth';
import type { SandboxContext } from '../context';
import { deletePosts, ownPost, retryPost, updatePost } from '../posts/actions';
import { createPost } from '../posts/create';
import { postRecordOf } from '../posts/recordCache';
import type { Publisher } from '../publisher';
import { contractRoute, type Route, type SandboxRequest } from '../router';
import { createPostEndpoint } from '../../engine/contract/posts';
import {
	deletePostEndpoint,
	getPostEndpoint,
	retryPostEndpoint,
	updatePostEndpoint,
} from '../../engine/contract/postActions';

/** Why /post and /validate/post check their body in the handler (posts/checks.ts). */
export const POST_CHECKS_BODY =
	"one check pipeline: the schema, each network's rules, the profile and the clock, every problem in one answer";

/** The post group (https://www.ayrshare.com/docs/apis/post/overview): send, get, delete, update, retry; each declared by its contract. */
export function postRoutes(publisher: Publisher): Route[] {
	return [
		...contractRoute(createPostEndpoint, {
			action: 'post',
			handlerChecksBody: POST_CHECKS_BODY,
			handler: (req, ctx) => createPost(ctx, publisher, req),
		}),
		...contractRoute(getPostEndpoint, {
			action: 'post',
			handler: (req, ctx) => postById(ctx, req, req.input.params.id),
		}),
		...contractRoute(deletePostEndpoint, {
			action: 'delete',
			handler: (req, ctx) => deletePosts(ctx, req),
		}),
		// Docs (apis/post/update-post): PATCH /post; the SDK's updatePost still sends PUT (an alias).
		...contractRoute(updatePostEndpoint, {
			action: 'update',
			handler: (req, ctx) => updatePost(ctx, publisher, req),
		}),
		...contractRoute(retryPostEndpoint, {
			action: 'retry',
			handler: (req, ctx) => retryPost(ctx, req),
		}),
	];
}

/** `GET /api/history/:id` (a route of its own, not yet declared by a contract): one post. */
export function getPost(req: SandboxRequest, ctx: SandboxContext) {
	return postById(ctx, req, req.params.id);
}

/** One post of the acting profile (`GET /api/post/:id`, `GET /api/history/:id`). */
function postById(ctx: SandboxContext, req: SandboxRequest, id: string) {
	const profile = actingProfile(ctx, req, 'post', { query: true });
	const { record, json } = postRecordOf(ctx, profile, id.trim(), () =>
		ownPost(ctx, profile, id, 'post'),
	);
	return { status: 200, body: record, json };
}
