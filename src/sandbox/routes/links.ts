import { CreateLink, GetLink, ListLinks, ShortenLink } from '../../engine/contract/links';
import { UTM_FIELDS, type LinkCreateRequest, type UtmField } from '../../engine/resources/links';
import { parseUtcTimestamp } from '../../engine/scheduling';
import { actingProfile } from '../http/auth';
import type { SandboxContext } from '../context';
import { notFound } from '../errors';
import { emptyCounts, type ClickCounts, type StoredLink, type TimeRange } from '../links';
import {
	contractRoute,
	type ContractRequest,
	type Reply,
	type Route,
	type SandboxRequest,
} from '../router';
import type { Profile } from '../store/accounts';

const ACTION = 'links';

/**
 * Link shortening and tracked links with click analytics
 * (https://www.ayrshare.com/docs/apis/links/create-link), each declared by its contract
 * (`src/engine/contract/links.ts`).
 */
export const linkRoutes: Route[] = [
	...contractRoute(ShortenLink, { action: 'short', handler: shorten }),
	...contractRoute(CreateLink, { action: ACTION, handler: createLink }),
	...contractRoute(ListLinks, { action: ACTION, handler: listLinks }),
	...contractRoute(GetLink, { action: ACTION, handler: getLink }),
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
function shorten(req: ContractRequest<typeof ShortenLink>, ctx: SandboxContext): Reply {
	const profile = actingProfile(ctx, req, 'short', { body: true });
	const { url } = req.input.body;
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

/** `POST /api/links {url (https), utm...}`: a tracked short link. */
function createLink(req: ContractRequest<typeof CreateLink>, ctx: SandboxContext): Reply {
	const profile = actingProfile(ctx, req, ACTION, { body: true });
	const request = req.input.body;
	const link = ctx.links.linkFor(owner(req, profile), withUtm(request), ctx.now());
	// The answer's status is the operation's; a link's own status (`active`) shows in its analytics.
	return { status: 200, body: { ...linkView(ctx, link), status: 'success' } };
}

interface DateFilters {
	created: TimeRange;
	clicked: TimeRange;
}

/** The date filters as the contract parsed them (UTC timestamps). */
function readDateFilters(parsed: ContractRequest<typeof ListLinks>['input']['query']): DateFilters {
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
function listLinks(req: ContractRequest<typeof ListLinks>, ctx: SandboxContext): Reply {
	const profile = actingProfile(ctx, req, ACTION, { query: true });
	const filters = readDateFilters(req.input.query);
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
function getLink(req: ContractRequest<typeof GetLink>, ctx: SandboxContext): Reply {
	const profile = actingProfile(ctx, req, ACTION, { query: true });
	const filters = readDateFilters(req.input.query);
	const { id } = req.input.params;
	const link = ctx.links.byCode(id);
	if (!link || link.profileId !== profile.id) {
		throw notFound(
			ACTION,
			`No short link with id ${JSON.stringify(id)} in profile "${profile.title}"; list them with GET /api/links.`,
		);
	}
	const counts = ctx.links.clickCounts([link], filters.clicked).get(link.id);
	return { status: 200, body: { status: 'success', analytics: analytics(ctx, link, counts) } };
}
