import { ANALYTICS_LINKS } from '../../engine/contract/analytics';
import { actingProfile } from '../http/auth';
import type { SandboxContext } from '../context';
import { contractRoute, type ContractRequest, type Reply, type Route } from '../router';

const ACTION = 'analytics';
const DAY_MS = 86_400_000;

/**
 * `GET /api/analytics/links?lastDays=N`, the legacy link analytics the official SDK still calls
 * (`analyticsLinks`); today's docs serve the same from `GET /links`. Answers an array of the
 * profile's short links created or clicked in the last N days (default 1, 0 = all), with the
 * clicks of those days.
 */
export const legacyLinkAnalyticsRoutes: Route[] = contractRoute(ANALYTICS_LINKS, {
	action: ACTION,
	handler: analyticsLinks,
});

function analyticsLinks(req: ContractRequest<typeof ANALYTICS_LINKS>, ctx: SandboxContext): Reply {
	const profile = actingProfile(ctx, req, ACTION, { query: true });
	const lastDays = req.input.query.lastDays ?? 1;
	const from = lastDays === 0 ? undefined : ctx.now() - lastDays * DAY_MS;
	const links = ctx.links.list(profile.id);
	const counts = ctx.links.clickCounts(links, { from });
	const body = links
		.map((link) => ({ link, clicks: counts.get(link.id)?.totalClicks ?? 0 }))
		.filter(({ link, clicks }) => from === undefined || link.createdAt >= from || clicks > 0)
		.map(({ link, clicks }) => ({
			id: link.code,
			shortUrl: `${ctx.url}/l/${link.code}`,
			originalUrl: link.originalUrl,
			created: new Date(link.createdAt).toISOString(),
			clicks,
		}));
	return { status: 200, body };
}
