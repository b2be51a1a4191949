import type { AddressInfo } from 'node:net';
import { createContext } from './context';
import { openDatabase, type SandboxDatabase } from './db';
import type { Plan } from './limits/plans';
import { Publisher } from './publisher';
import { FeedPoller } from './feeds/poller';
import { adminRoutes } from './routes/admin';
import { adsRoutes } from './routes/ads';
import { commentRoutes } from './routes/comments';
import { legacyLinkAnalyticsRoutes } from './routes/analyticsLinks';
import { mediaResizeRoutes } from './routes/mediaResize';
import { aiRoutes } from './routes/ai';
import { analyticsRoutes } from './routes/analytics';
import { autoScheduleRoutes } from './routes/autoSchedule';
import { brandRoutes } from './routes/brand';
import { hashtagRoutes } from './routes/hashtags';
import { historyRoutes } from './routes/history';
import { linkRoutes } from './routes/links';
import { linkUpdateRoutes } from './routes/linkUpdate';
import { feedRoutes } from './routes/feeds';
import { bioPageRoutes } from './routes/bioPages';
import { messageRoutes } from './routes/messages';
import { messageEventRoutes } from './routes/messageEvents';
import { hookSecretRoutes } from './routes/hookSecret';
import { hookRoutes } from './routes/hooks';
import { reviewRoutes } from './routes/reviews';
import { mediaRoutes } from './routes/media';
import { mediaUploadUrlRoutes } from './routes/mediaUploadUrl';
import { mediaCheckRoutes } from './routes/mediaChecks';
import { postRoutes } from './routes/posts';
import { postBulkRoutes } from './routes/postBulk';
import { serviceCheckRoutes } from './routes/serviceChecks';
import { linkingRoutes } from './routes/linking';
import { profileJwtRoutes } from './routes/profileJwt';
import { profileRoutes } from './routes/profiles';
import { profileUpdateRoutes } from './routes/profileUpdate';
import { publicRoutes } from './routes/public';
import { pageRoutes } from './page/routes';
import { userRoutes } from './routes/user';
import { profileListRoutes } from './routes/profileList';
import { userDetailsRoutes } from './routes/userDetails';
import { userBatchRoutes } from './routes/userBatch';
import { Scheduler } from './scheduler';
import { AutoResponder } from './messaging/autoResponder';
import { HookDeliveryRunner } from './hooks/runner';
import { ApiDispatcher } from './doors/dispatch';
import { MCP_PATH, mcpRoutes } from './mcp/route';
import { GRAPHQL_PATH, graphqlRoutes } from './graphql/route';
import { openApiRoutes } from './openapi/route';
import { ensureDefaultAccount } from './seed';
import { demoFeedRoutes } from './feeds/demoFeeds';
import { prepareExamples } from './setup/exampleSetup';
import { PageApiClient } from './page/apiClient';
import { createSandboxServer } from './server';
import { RateLimiter, type RateLimitOptions } from './limits/rateLimit';
import { SuspensionTracker, type SuspensionRule } from './limits/suspension';
import type { XAppKeysMode } from './limits/xAppKeys';

export type { Plan } from './limits/plans';
export { PLANS } from './limits/plans';
export { ErrorCode } from './errors';
export { X_APP_KEYS_MODES, type XAppKeysMode } from './limits/xAppKeys';
export { DEFAULT_RATE_LIMIT, RATE_LIMIT_CODE, type RateLimitOptions } from './limits/rateLimit';

export interface SandboxOptions {
	/** 0 (default) picks a free port. */
	port?: number;
	/** Default 127.0.0.1. */
	host?: string;
	/** State lives in `<dataDir>/sandbox.db` and media in `<dataDir>/media/`; without it, in memory. */
	dataDir?: string;
	/** The API key of the sandbox's account; generated on the first start when absent. */
	apiKey?: string;
	/** The account's plan; Business on the first start when absent, unchanged on later starts. */
	plan?: Plan;
	/** The clock (epoch ms); tests may pass their own. */
	now?: () => number;
	/** Longest wait between scheduler checks, ms (default 250). */
	schedulerIntervalMs?: number;
	/** Time between polls of every feed, ms (default 60000); `POST /api/admin/feeds/poll` polls at once. */
	feedPollIntervalMs?: number;
	/** Where log lines go (default stdout). Keys, Authorization headers and bodies are never logged. */
	log?: (line: string) => void;
	/** No request log lines. */
	quiet?: boolean;
	/**
	 * Requests allowed per rolling window per acting profile (HTTP 429 with Retry-After beyond).
	 * Off unless given here; the CLI turns it on with the service's 300 per 5 minutes.
	 */
	rateLimit?: RateLimitOptions | false;
	/**
	 * `required` (default, as the service since 2026-03-31): a request that targets X without the
	 * two app key headers (its registry entry's `appKeys`) is refused (code 419); `off` lets it through.
	 */
	xAppKeys?: XAppKeysMode;
	/** Posts per profile per calendar month (HTTP 429, code 106 beyond); `false` none; unset, the plan's. */
	monthlyPostQuota?: number | false;
	/** Suspends a profile after this many 429s in a time (./suspension; 403 then); off unless given. */
	suspension?: SuspensionRule | false;
	/**
	 * Prepare what the example workflows need, once per data directory: their auto-schedules and
	 * the demo blog feed followed (`./exampleSetup`). Off unless given; the CLI turns it on.
	 */
	examples?: boolean;
}

export interface SandboxProfile {
	title: string;
	refId: string;
	profileKey: string;
	primary: boolean;
}

export interface RunningSandbox {
	/** `http://127.0.0.1:PORT` */
	url: string;
	/** `url + '/api'`: the base URL clients use. */
	baseUrl: string;
	/** `url + '/mcp'`: the service's MCP server (Streamable HTTP), beside the API as the service's. */
	mcpUrl: string;
	/** `url + '/graphql'`: the service's GraphQL API, beside the API as the service's. */
	graphqlUrl: string;
	/** `url + '/ai/api'`: a separate AI base URL (`{api_url}`) serving the AI operations; baseUrl serves them too. */
	aiBaseUrl: string;
	apiKey: string;
	plan: Plan;
	profiles: SandboxProfile[];
	/** True when this start created the account (first start of the data directory, or in memory). */
	firstStart: boolean;
	/** What this start prepared for the examples (empty when nothing was to do or `examples` is off). */
	examplesPrepared: string[];
	db: SandboxDatabase;
	now(): number;
	close(): Promise<void>;
}

function publicHost(host: string): string {
	if (host === '0.0.0.0' || host === '::') return '127.0.0.1';
	return host.includes(':') ? `[${host}]` : host;
}

/** Starts the sandbox service: database, scheduler and HTTP server. */
export async function startSandbox(options: SandboxOptions = {}): Promise<RunningSandbox> {
	const now = options.now ?? Date.now;
	const log = options.log ?? ((line: string) => process.stdout.write(`${line}\n`));
	const db = openDatabase(options.dataDir);
	const ctx = createContext(db, now, log, options.dataDir);
	ctx.monthlyPostQuota = options.monthlyPostQuota;
	let account;
	try {
		account = ensureDefaultAccount(ctx, { apiKey: options.apiKey, plan: options.plan });
	} catch (error) {
		db.close();
		throw error;
	}
	const publisher = new Publisher(ctx);
	const scheduler = new Scheduler(ctx, publisher, options.schedulerIntervalMs ?? 250);
	ctx.wakeScheduler = () => scheduler.wake();
	const feedPoller = new FeedPoller(ctx, publisher, { intervalMs: options.feedPollIntervalMs });
	const autoResponder = new AutoResponder(ctx, options.schedulerIntervalMs ?? 250);
	const hookRunner = new HookDeliveryRunner(ctx, options.schedulerIntervalMs ?? 250);
	const apiRoutes = [
		...publicRoutes,
		...postRoutes(publisher),
		...postBulkRoutes(publisher),
		...serviceCheckRoutes,
		...historyRoutes,
		...userRoutes,
		...profileListRoutes,
		...userDetailsRoutes,
		...userBatchRoutes,
		...profileRoutes,
		...profileJwtRoutes,
		...linkingRoutes,
		...profileUpdateRoutes,
		...autoScheduleRoutes,
		...mediaRoutes,
		...mediaUploadUrlRoutes,
		...mediaCheckRoutes,
		...mediaResizeRoutes,
		...hashtagRoutes,
		...linkRoutes,
		...linkUpdateRoutes,
		...feedRoutes(feedPoller),
		...bioPageRoutes,
		...brandRoutes,
		...analyticsRoutes,
		...legacyLinkAnalyticsRoutes,
		...reviewRoutes,
		...messageRoutes,
		...messageEventRoutes,
		...hookRoutes(hookRunner),
		...hookSecretRoutes,
		...aiRoutes,
		...adsRoutes,
		...adminRoutes,
		...commentRoutes,
		...demoFeedRoutes,
	];
	const defaultAccountId = account.account.id;
	const host = options.host ?? '127.0.0.1';
	const suspension = options.suspension ? new SuspensionTracker(options.suspension) : undefined;
	const limiter = options.rateLimit
		? new RateLimiter(options.rateLimit, now, suspension)
		: undefined;
	const xAppKeys = options.xAppKeys ?? 'required';
	// The MCP and GraphQL doors reach the REST routes through the same limits as an HTTP client.
	const dispatcher = new ApiDispatcher(ctx, apiRoutes, limiter, xAppKeys);
	const routes = [
		...apiRoutes,
		...mcpRoutes(ctx, dispatcher),
		...graphqlRoutes(ctx, dispatcher),
		...openApiRoutes(apiRoutes),
		...pageRoutes(apiRoutes, { host, defaultAccountId: () => defaultAccountId }, ctx, limiter),
	];
	const server = await createSandboxServer(ctx, routes, options.quiet ?? false, limiter, xAppKeys);
	await new Promise<void>((resolve, reject) => {
		server.once('error', reject);
		server.listen(options.port ?? 0, host, () => {
			server.off('error', reject);
			resolve();
		});
	}).catch((error: unknown) => {
		db.close();
		throw error;
	});
	const { port } = server.address() as AddressInfo;
	ctx.url = `http://${publicHost(host)}:${port}`;
	const examplesPrepared = options.examples
		? await prepareExamples(ctx, new PageApiClient(ctx, apiRoutes), account.account)
		: [];
	// Started after the URL is known: posts it sends carry links and post URLs built on it.
	scheduler.start();
	feedPoller.start();
	autoResponder.start();
	// Pending message deliveries of an earlier run resume at once.
	hookRunner.start();

	let closing: Promise<void> | undefined;
	const close = (): Promise<void> => {
		closing ??= new Promise<void>((resolve) => {
			scheduler.stop();
			feedPoller.stop();
			autoResponder.stop();
			hookRunner.stop();
			server.close(() => {
				db.close();
				resolve();
			});
			server.closeAllConnections();
		});
		return closing;
	};

	return {
		url: ctx.url,
		baseUrl: `${ctx.url}/api`,
		mcpUrl: `${ctx.url}${MCP_PATH}`,
		graphqlUrl: `${ctx.url}${GRAPHQL_PATH}`,
		aiBaseUrl: `${ctx.url}/ai/api`,
		apiKey: account.account.apiKey,
		plan: account.account.plan,
		profiles: ctx.accounts.profiles(account.account.id).map((p) => ({
			title: p.title,
			refId: p.refId,
			profileKey: p.profileKey,
			primary: p.primary,
		})),
		firstStart: account.created,
		examplesPrepared,
		db,
		now,
		close,
	};
}
