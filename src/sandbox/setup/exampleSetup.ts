import type { SandboxContext } from '../context';
import { getMeta, setMeta } from '../db';
import { DEMO_FEED_PREFIX, demoFeedUrl } from '../feeds/demoFeeds';
import { isLoopbackHost } from '../page/access';
import { errorMessage, type PageApiClient } from '../page/apiClient';
import type { Account } from '../store/accounts';

/** Auto-schedules the example workflows publish into (`workflows/*.json`, Auto Schedule Title). */
export const EXAMPLE_AUTO_SCHEDULES = [
	{ title: 'blogposts', schedule: ['09:00Z', '17:00Z'] },
] as const;

const PREPARED_KEY = 'examples_prepared';

/**
 * What the examples need from a sandbox, made once per data directory through the API's own
 * routes: the auto-schedules they name and the primary profile following the demo blog feed.
 * Each start also re-points a followed demo feed at this start's address (the port may differ).
 */
export async function prepareExamples(
	ctx: SandboxContext,
	api: PageApiClient,
	account: Account,
): Promise<string[]> {
	repointDemoFeeds(ctx, account);
	if (getMeta(ctx.db, PREPARED_KEY) !== undefined) return [];
	const primary = ctx.accounts.profiles(account.id).find((profile) => profile.primary);
	const done: string[] = [];
	const call = async (what: string, path: string, body: Record<string, unknown>) => {
		const answer = await api.call(account, primary, 'POST', path, { body });
		done.push(answer.status === 200 ? what : `${what}: not done (${errorMessage(answer)})`);
	};
	for (const { title, schedule } of EXAMPLE_AUTO_SCHEDULES) {
		if (primary && !ctx.schedules.get(primary.id, title))
			await call(`auto-schedule "${title}" (${schedule.join(', ')})`, '/api/auto-schedule/set', {
				title,
				schedule: [...schedule],
			});
	}
	const url = demoFeedUrl(ctx, 'blog');
	await call(`following the demo feed ${url}`, '/api/feed', { url });
	setMeta(ctx.db, PREPARED_KEY, new Date(ctx.now()).toISOString());
	return done;
}

/** A demo feed followed on an earlier start, on another port of this machine, moves to this start's URL. */
function repointDemoFeeds(ctx: SandboxContext, account: Account): void {
	const store = ctx.feeds;
	for (const profile of ctx.accounts.profiles(account.id)) {
		for (const feed of store.byProfile(profile.id)) {
			let url: URL;
			try {
				url = new URL(feed.url);
			} catch {
				continue;
			}
			if (!url.pathname.startsWith(DEMO_FEED_PREFIX) || !isLoopbackHost(url.hostname)) continue;
			const moved = `${ctx.url}${url.pathname}`;
			if (moved !== feed.url && !store.byProfileUrl(profile.id, moved))
				store.setUrl(feed.id, moved, ctx.now());
		}
	}
}
