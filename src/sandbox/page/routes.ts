import type { SandboxContext } from '../context';
import { SandboxError } from '../errors';
import type { RateLimiter } from '../limits/rateLimit';
import type { SqlStatement } from '../sqlite';
import type { Handler, Reply, Route, SandboxRequest } from '../router';
import type { Account } from '../store/accounts';
import { BASIC_CHALLENGE, pageAccount, prefersHtml, type PageAccessOptions } from './access';
import { PAGE_CSS, PAGE_JS } from './assets';
import { PageApiClient } from './apiClient';
import { DONE_NOTICES, formActions, type FormOutcome } from './formActions';
import { html, type SafeHtml } from './html';
import {
	PAGE_HEADERS,
	PAGE_POLL_PATH,
	renderPage,
	type PageNotice,
	type PageViewName,
} from './layout';
import { publishedView } from './published';
import { scheduleView } from './schedule';
import { inboxView } from './inbox';
import { accountView } from './account';
import { FeedReadNotices } from './feedReadNotice';

/**
 * The sandbox's web page (as Mailpit is for email): Published, Schedule, Inbox and events, Account.
 * Every path is outside /api, so no page route can shadow an API route. Reads come from the
 * stores through the functions the API routes use; every change goes through an API route handler.
 */

type ViewRenderer = (
	ctx: SandboxContext,
	account: Account,
	query: URLSearchParams,
	api: PageApiClient,
) => SafeHtml | Promise<SafeHtml>;

const VIEW_RENDERERS: Record<PageViewName, { title: string; render: ViewRenderer }> = {
	published: { title: 'Published', render: publishedView },
	schedule: { title: 'Schedule', render: scheduleView },
	inbox: { title: 'Inbox and events', render: inboxView },
	account: {
		title: 'Account',
		render: (ctx, account, _query, api) => accountView(ctx, account, api.rateLimiter),
	},
};

const htmlReply = (status: number, text: string, headers: Record<string, string> = {}): Reply => ({
	status,
	raw: Buffer.from(text, 'utf8'),
	headers: { ...PAGE_HEADERS, ...headers },
});

/** A refused request: an HTML page for a browser, the API's error body for any other client. */
function refusal(error: SandboxError, accept: string | undefined): Reply {
	const headers: Record<string, string> =
		error.httpStatus === 401 ? { 'www-authenticate': BASIC_CHALLENGE } : {};
	if (!prefersHtml(accept)) return { status: error.httpStatus, body: error.toBody(), headers };
	const page = renderPage({
		title: error.httpStatus === 401 ? 'Sign in' : 'Not allowed',
		view: 'post',
		body: html``,
		notice: { kind: 'error', text: error.message },
	});
	return htmlReply(error.httpStatus, page, headers);
}

/** Runs a page handler for the account the request may see; access errors answer an HTML page. */
function guarded(
	access: PageAccessOptions,
	handler: (req: SandboxRequest, ctx: SandboxContext, account: Account) => Promise<Reply> | Reply,
): Handler {
	return async (req, ctx) => {
		let account: Account;
		try {
			account = pageAccount(ctx, access, req.method, req.headers);
		} catch (error) {
			if (error instanceof SandboxError) return refusal(error, req.headers.accept);
			throw error;
		}
		return handler(req, ctx, account);
	};
}

export async function renderView(
	ctx: SandboxContext,
	api: PageApiClient,
	account: Account,
	view: PageViewName,
	query: URLSearchParams,
	notice?: PageNotice,
	status = 200,
): Promise<Reply> {
	const { title, render } = VIEW_RENDERERS[view];
	// Read before the view: a change made while it renders still moves the stamp past this one.
	const stamp = changeStamp(ctx);
	const body = await render(ctx, account, query, api);
	return htmlReply(status, renderPage({ title, view, body, notice, changeStamp: stamp }));
}

/** The notice a redirect after a successful form carries (`?done=`), in the page's words. */
function noticeFrom(query: URLSearchParams, feedNotices: FeedReadNotices): PageNotice | undefined {
	const code = query.get('done') ?? '';
	const text = DONE_NOTICES[code] ?? feedNotices.text(code);
	return text ? { kind: 'success', text } : undefined;
}

/** The page's routes; `apiRoutes` are the API's, which the page's forms call in process. */
export function pageRoutes(
	apiRoutes: Route[],
	access: PageAccessOptions,
	ctx: SandboxContext,
	rateLimiter?: RateLimiter,
): Route[] {
	const api = new PageApiClient(ctx, apiRoutes, rateLimiter);
	const feedNotices = new FeedReadNotices();
	const view = (path: string, name: PageViewName): Route => ({
		method: 'GET',
		pattern: path,
		action: 'page',
		public: true,
		handler: guarded(access, (req, c, account) =>
			renderView(c, api, account, name, req.query, noticeFrom(req.query, feedNotices)),
		),
	});
	const asset = (path: string, type: string, text: string): Route => ({
		method: 'GET',
		pattern: path,
		action: 'page',
		public: true,
		handler: () => ({
			status: 200,
			raw: Buffer.from(text, 'utf8'),
			headers: {
				'content-type': type,
				'cache-control': 'no-cache',
				'x-content-type-options': 'nosniff',
			},
		}),
	});
	const form = (
		path: string,
		run: (req: SandboxRequest, account: Account) => Promise<FormOutcome>,
	): Route => ({
		method: 'POST',
		pattern: path,
		action: 'page',
		public: true,
		formBody: true,
		handler: guarded(access, async (req, c, account) => {
			const outcome = await run(req, account);
			// Any client but a browser gets the API's own answer: its status and body.
			if (!prefersHtml(req.headers.accept))
				return { status: outcome.answer.status, body: outcome.answer.body };
			if (outcome.ok) {
				return {
					status: 303,
					headers: { location: withNotice(outcome.returnTo, outcome.message) },
				};
			}
			return renderView(
				c,
				api,
				account,
				outcome.view,
				new URLSearchParams(),
				{ kind: 'error', text: outcome.message },
				outcome.answer.status,
			);
		}),
	});
	const actions = formActions(ctx, api, feedNotices);
	return [
		view('/', 'published'),
		view('/schedule', 'schedule'),
		view('/inbox', 'inbox'),
		view('/account', 'account'),
		asset('/page/assets/page.css', 'text/css; charset=utf-8', PAGE_CSS),
		asset('/page/assets/page.js', 'text/javascript; charset=utf-8', PAGE_JS),
		{
			method: 'GET',
			pattern: PAGE_POLL_PATH,
			action: 'page',
			public: true,
			handler: guarded(access, (_req, c) => ({ status: 200, body: { stamp: changeStamp(c) } })),
		},
		form('/page/posts/approve', actions.approve),
		form('/page/posts/reschedule', actions.reschedule),
		form('/page/posts/pause', actions.pause),
		form('/page/posts/delete', actions.deletePost),
		form('/page/messages/incoming', actions.incomingMessage),
		form('/page/reviews/incoming', actions.incomingReview),
		form('/page/feeds/poll', actions.readFeeds),
		form('/page/feeds/demo-article', actions.publishDemoArticle),
		form('/page/posts/fail-next', actions.failNextPost),
		form('/page/accounts/unlink', actions.setLinked(false)),
		form('/page/accounts/link', actions.setLinked(true)),
	];
}

/** `path?done=code`, the query before any `#fragment` so the browser keeps both. */
export function withNotice(path: string, code: string): string {
	const hash = path.indexOf('#');
	const [base, fragment] = hash === -1 ? [path, ''] : [path.slice(0, hash), path.slice(hash)];
	return `${base}${base.includes('?') ? '&' : '?'}done=${encodeURIComponent(code)}${fragment}`;
}

const stampStatements = new WeakMap<SandboxContext['db'], SqlStatement>();

/** A number that moves whenever the database changes (rows written on this connection: all writes). */
function changeStamp(ctx: SandboxContext): number {
	let statement = stampStatements.get(ctx.db);
	if (!statement) {
		statement = ctx.db.prepare('SELECT total_changes() AS n');
		stampStatements.set(ctx.db, statement);
	}
	return (statement.get() as { n: number }).n;
}
