import {
	LinkAnalyticsQuerySchema,
	LinkCreateSchema,
	LinkShortenSchema,
	UTM_FIELDS,
	type LinkCreateRequest,
	type UtmField,
} from '../../engine/resources/links';
import { parseUtcTimestamp } from '../../engine/scheduling';
import { actingProfile } from '../http/auth';
import type { SandboxContext } from '../context';
import { notFound } from '../errors';
import { emptyCounts, type ClickCounts, type StoredLink, type TimeRange } from '../links';
import type { Reply, Route, SandboxRequest } from '../router';
import type { Profile } from '../store/accounts';
import { parseRequest, withoutProfileKey } from '../http/parseRequest';

const ACTION = 'links';

/** Link shortening and tracked links with click analytics (interface 4.7, 2.5). */
export const linkRoutes: Route[] = [
	{ method: 'POST', pattern: '/api/short', action: 'short', handler: shorten },
	{ method: 'POST', pattern: '/api/shorten', action: 'short', handler: shorten },
	{ method: 'POST', pattern: '/api/links', action: ACTION, handler: createLink },
	{ method: 'GET', pattern: '/api/links', action: ACTION, handler: listLinks },
	{ method: 'GET', pattern: '/api/links/:id', action: ACTION, handler: getLink },
];

/** `utmSource` is sent as the query parameter `utm_source`, and so on. */
const utmParameter = (field: UtmField): string =>
	`utm_${field.slice(3, 4).toLowerCase()}${field.slice(4)}`;

function owner(req: SandboxRequest, profile: Profile) {
	return { accountId: req.account.id, profileId: profile.id };
}

function shortUrl(ctx: SandboxContext, link: StoredLink): string {
	return `${ctx.url}/l/${link.code}`;
}

/** `POST /api/short {url}` (also `/api/shorten`): any http(s) link, `{status, shortUrl, originalUrl}`. */
function shorten(req: SandboxRequest, ctx: SandboxContext): Reply {
	const profile = actingProfile(ctx, req, 'short', { body: true });
	const { url } = parseRequest(LinkShortenSchema, withoutProfileKey(req.body), 'short');
	const link = ctx.links.linkFor(owner(req, profile), url, ctx.now());
	return {
		status: 200,
		body: { status: 'success', shortUrl: shortUrl(ctx, link), originalUrl: link.originalUrl },
	};
}

/**
 * The URL with the UTM parameters set in its query, in a fixed order, so the same URL and UTM
 * set always make the same original URL and so the same link.
 */
function withUtm(request: LinkCreateRequest): string {
	const given = UTM_FIELDS.filter((field) => request[field] !== undefined);
	if (given.length === 0) return request.url;
	const url = new URL(request.url);
	for (const field of given) url.searchParams.set(utmParameter(field), request[field] as string);
	return url.toString();
}

/** The UTM fields a link's original URL carries, named as in requests (`utmSource`, ...). */
function utmOf(originalUrl: string): Record<string, string> {
	const utm: Record<string, string> = {};
	let query: URLSearchParams;
	try {
		query = new URL(originalUrl).searchParams;
	} catch {
		return utm;
	}
	for (const field of UTM_FIELDS) {
		const value = query.get(utmParameter(field));
		if (value !== null) utm[field] = value;
	}
	return utm;
}

export function linkView(ctx: SandboxContext, link: StoredLink): Record<string, unknown> {
	return {
		id: link.code,
		shortUrl: shortUrl(ctx, link),
		originalUrl: link.originalUrl,
		created: new Date(link.createdAt).toISOString(),
		status: 'active',
		...utmOf(link.originalUrl),
	};
}

/** `POST /api/links {url (https), utm...}`: a tracked short link (2.5). */
function createLink(req: SandboxRequest, ctx: SandboxContext): Reply {
	const profile = actingProfile(ctx, req, ACTION, { body: true });
	const request = parseRequest(LinkCreateSchema, withoutProfileKey(req.body), ACTION);
	const link = ctx.links.linkFor(owner(req, profile), withUtm(request), ctx.now());
	// The answer's status is the operation's; a link's own status (`active`) shows in its analytics.
	return { status: 200, body: { ...linkView(ctx, link), status: 'success' } };
}

interface DateFilters {
	created: TimeRange;
	clicked: TimeRange;
}

function readDateFilters(query: URLSearchParams): DateFilters {
	const input: Record<string, string> = {};
	for (const [name, value] of query) if (name !== 'profileKey') input[name] = value;
	const parsed = parseRequest(LinkAnalyticsQuerySchema, input, ACTION);
	const ms = (text: string | undefined) =>
		text === undefined ? undefined : parseUtcTimestamp(text);
	return {
		created: { from: ms(parsed.fromCreatedDate), to: ms(parsed.toCreatedDate) },
		clicked: { from: ms(parsed.fromClickDate), to: ms(parsed.toClickDate) },
	};
}

function analytics(
	ctx: SandboxContext,
	link: StoredLink,
	counts: ClickCounts = emptyCounts(),
): Record<string, unknown> {
	return { ...linkView(ctx, link), ...counts };
}

/** `GET /api/links`: every link of the profile with its clicks, `{status, analytics: [...]}`. */
function listLinks(req: SandboxRequest, ctx: SandboxContext): Reply {
	const profile = actingProfile(ctx, req, ACTION, { query: true });
	const filters = readDateFilters(req.query);
	const links = ctx.links.list(profile.id, filters.created);
	const counts = ctx.links.clickCounts(links, filters.clicked);
	return {
		status: 200,
		body: {
			status: 'success',
			analytics: links.map((link) => analytics(ctx, link, counts.get(link.id))),
		},
	};
}

/** `GET /api/links/:id`: one link and its clicks; the created-date filters do not apply to one link. */
function getLink(req: SandboxRequest, ctx: SandboxContext): Reply {
	const profile = actingProfile(ctx, req, ACTION, { query: true });
	const filters = readDateFilters(req.query);
	const link = ctx.links.byCode(req.params.id);
	if (!link || link.profileId !== profile.id) {
		throw notFound(
			ACTION,
			`No short link with id ${JSON.stringify(req.params.id)} in profile "${profile.title}"; list them with GET /api/links.`,
		);
	}
	const counts = ctx.links.clickCounts([link], filters.clicked).get(link.id);
	return { status: 200, body: { status: 'success', analytics: analytics(ctx, link, counts) } };
}
