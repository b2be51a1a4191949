import { html, type SafeHtml } from './html';

/** Where the page's script asks whether anything changed (served by routes.ts, polled by assets.ts). */
export const PAGE_POLL_PATH = '/page/changes';

/** The views, in the order of the navigation. */
export const VIEWS = [
	{ path: '/', name: 'published', label: 'Published' },
	{ path: '/schedule', name: 'schedule', label: 'Schedule' },
	{ path: '/inbox', name: 'inbox', label: 'Inbox and events' },
	{ path: '/account', name: 'account', label: 'Account' },
] as const;

export type ViewName = (typeof VIEWS)[number]['name'] | 'post';

/** The views listed in the navigation (a post's page is reached from them). */
export type PageViewName = Exclude<ViewName, 'post'>;

/** Headers of every page: scripts and styles from this site only, nothing framed, forms post here. */
export const PAGE_HEADERS: Record<string, string> = {
	'content-type': 'text/html; charset=utf-8',
	'content-security-policy':
		"default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' http: https: data:; connect-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'",
	'x-content-type-options': 'nosniff',
	'referrer-policy': 'same-origin',
	'cache-control': 'no-store',
	vary: 'Accept',
};

export interface PageNotice {
	kind: 'success' | 'error';
	text: string;
}

export interface PageContent {
	title: string;
	view: ViewName;
	body: SafeHtml;
	notice?: PageNotice;
	/** The database's change stamp when the page was read; live updates start from it. */
	changeStamp?: number;
}

/** A whole page: skip link, header with the navigation, the view in `<main>`, the live-update script. */
export function renderPage(content: PageContent): string {
	const nav = VIEWS.map(
		(view) =>
			html`<li>
				<a href="${view.path}" ${view.name === content.view ? html` aria-current="page"` : ''}
					>${view.label}</a
				>
			</li>`,
	);
	const notice = content.notice
		? html`<p
				class="notice notice-${content.notice.kind}"
				role="${content.notice.kind === 'error' ? 'alert' : 'status'}"
			>
				${content.notice.text}
			</p>`
		: '';
	return html`<!doctype html>
		<html lang="en">
			<head>
				<meta charset="utf-8" />
				<meta name="viewport" content="width=device-width, initial-scale=1" />
				<meta name="color-scheme" content="light dark" />
				<title>${content.title} | Social Publishing sandbox</title>
				<link rel="icon" href="data:," />
				<link rel="stylesheet" href="/page/assets/page.css" />
				<script src="/page/assets/page.js" defer></script>
			</head>
			<body data-change-stamp="${content.changeStamp ?? ''}">
				<a class="skip" href="#main">Skip to content</a>
				<header class="top">
					<p class="brand">Social Publishing sandbox</p>
					<nav aria-label="Views">
						<ul>
							${nav}
							<li><a href="/api-reference">API reference</a></li>
						</ul>
					</nav>
					<p class="live-status" id="live-status" role="status" aria-live="polite"></p>
				</header>
				<main id="main" tabindex="-1">
					<h1>${content.title}</h1>
					${notice} ${content.body}
				</main>
				<footer class="bottom">
					<p>
						A local sandbox: nothing here reaches a real network. The JSON API is under
						<code>/api</code>.
					</p>
				</footer>
			</body>
		</html> `.text;
}
