import type { IncomingHttpHeaders } from 'node:http';
import {
	X_APP_HEADER_NAMES,
	X_CREDENTIALS_REQUIRED_CODE,
	maskXAppKey,
} from '../../engine/core/xAppKeys';
import { actingProfile } from '../http/auth';
import type { SandboxContext } from '../context';
import { SandboxError } from '../errors';
import { routeKey, type Route, type SandboxRequest } from '../router';
import { bulkFileNetworks } from '../posts/bulkCsv';

/** `required` (the service since 2026-03-31): an X request without the user's X app keys is refused. */
export type XAppKeysMode = 'required' | 'off';

export const X_APP_KEYS_MODES: readonly XAppKeysMode[] = ['required', 'off'];

/** Where a post keeps which X app it was sent with (masked): options are never answered back. */
export const X_APP_OPTION = 'sandbox:xApp';

/** The network that needs them (its registry entry has `appKeys`). */
const X = 'twitter';

/** The two header names as node keys them (lower case), made once: every request reads them. */
const KEY_HEADER = X_APP_HEADER_NAMES.apiKey.toLowerCase();
const SECRET_HEADER = X_APP_HEADER_NAMES.apiSecret.toLowerCase();

function header(headers: IncomingHttpHeaders, name: string): string {
	const value = headers[name];
	return (Array.isArray(value) ? value[0] : value)?.trim() ?? '';
}

/** The masked key of the X app a request carries, when it carries both headers. */
export function xAppOfRequest(req: Pick<SandboxRequest, 'headers'>): string | undefined {
	const key = header(req.headers, KEY_HEADER);
	return key && header(req.headers, SECRET_HEADER) ? maskXAppKey(key) : undefined;
}

const includesX = (value: unknown): boolean =>
	Array.isArray(value) ? value.includes(X) : value === X;

/** A list of networks from a body field or a query parameter (`a,b`, repeated, or `name[]`). */
function queryList(req: SandboxRequest, name: string): string[] {
	return [...req.query.getAll(name), ...req.query.getAll(`${name}[]`)].flatMap((v) => v.split(','));
}

function postGoesToX(ctx: SandboxContext, id: unknown): boolean {
	if (typeof id !== 'string') return false;
	return ctx.posts.get(id)?.platforms.includes(X) ?? false;
}

function xLinked(ctx: SandboxContext, req: SandboxRequest, action: string): boolean {
	const profile = actingProfile(ctx, req, action, { body: true });
	return ctx.linkedAccounts.get(profile.id, X) !== undefined;
}

/**
 * Whether a request reaches X (the service's own list: posting, history, analytics, comments,
 * messages, linking). A post to `all` reaches X when the profile has X linked.
 */
export function targetsX(route: Route, req: SandboxRequest, ctx: SandboxContext): boolean {
	const body = req.body ?? {};
	switch (routeKey(route)) {
		case 'POST /api/post': {
			const networks = body.platforms;
			if (includesX(networks)) return true;
			return Array.isArray(networks) && networks.includes('all') && xLinked(ctx, req, route.action);
		}
		// The bulk post page shows the X keys notice: a file with a row for X (or `all`) needs them.
		case 'PUT /api/post/bulk': {
			const networks = bulkFileNetworks(req.input?.body.file ?? body.file);
			return includesX(networks) || (networks.includes('all') && xLinked(ctx, req, route.action));
		}
		case 'DELETE /api/post':
		case 'PUT /api/post/retry':
			return (
				postGoesToX(ctx, body.id) ||
				(Array.isArray(body.bulk) && body.bulk.some((id) => postGoesToX(ctx, id)))
			);
		case 'GET /api/history':
			return queryList(req, 'platforms').includes(X);
		case 'GET /api/history/:id':
			return req.params.id === X || req.query.get('platform') === X;
		case 'POST /api/analytics/post':
			return body.platforms === undefined ? postGoesToX(ctx, body.id) : includesX(body.platforms);
		case 'POST /api/analytics/social':
			return includesX(body.platforms);
		case 'POST /api/comments':
			return includesX(body.platforms);
		case 'GET /api/comments/:id':
			return postGoesToX(ctx, req.params.id) || req.query.get('platform') === X;
		case 'POST /api/comments/reply/:commentId':
		case 'DELETE /api/comments/:id':
			return commentOnX(ctx, commentIdOf(req));
		case 'GET /api/messages/:platform':
		case 'POST /api/messages/:platform':
		case 'GET /api/messages/:platform/:conversationId':
			return req.params.platform === X;
		case 'POST /api/admin/link':
			return body.platform === X;
		default:
			return false;
	}
}

/** The comment a reply or delete names: in the path (today's docs) or the body (the SDK's reply). */
function commentIdOf(req: SandboxRequest): string | undefined {
	const fromBody = req.body?.commentId;
	return req.params.commentId ?? (typeof fromBody === 'string' ? fromBody : req.params.id);
}

function commentOnX(ctx: SandboxContext, commentId: string | undefined): boolean {
	if (!commentId) return false;
	const row = ctx.db.prepare('SELECT platform FROM comments WHERE id = ?').get(commentId) as
		| { platform: string }
		| undefined;
	return row?.platform === X;
}

/**
 * Refuses an X request without both headers, before anything is stored or sent (the post's other
 * networks included: the service refuses the whole request, and so does the sandbox).
 */
export function requireXAppKeys(
	mode: XAppKeysMode,
	route: Route,
	req: SandboxRequest,
	ctx: SandboxContext,
): void {
	if (mode === 'off' || route.public) return;
	const key = header(req.headers, KEY_HEADER);
	const secret = header(req.headers, SECRET_HEADER);
	if (key && secret) return;
	if (!targetsX(route, req, ctx)) return;
	const missing = [
		key ? undefined : X_APP_HEADER_NAMES.apiKey,
		secret ? undefined : X_APP_HEADER_NAMES.apiSecret,
	]
		.filter(Boolean)
		.join(' and ');
	throw new SandboxError(
		400,
		X_CREDENTIALS_REQUIRED_CODE,
		route.action,
		`This request targets X, which needs your own X app's keys in the ${X_APP_HEADER_NAMES.apiKey} and ${X_APP_HEADER_NAMES.apiSecret} headers (missing: ${missing}). ` +
			'With the hosted service: create an app in the X developer console (console.x.com) and send its API Key and API Key Secret. ' +
			'In this sandbox any values do (e.g. x and x): it checks that both headers are there, never what they hold. Nothing was sent to any network.',
		{ details: 'x_credentials_required' },
	);
}
