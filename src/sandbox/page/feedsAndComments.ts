import { commentsOfPost } from '../networks/comments';
import type { SandboxContext } from '../context';
import type { StoredFeed } from '../feeds/store';
import type { HookDelivery } from '../hooks/store';
import type { Account } from '../store/accounts';
import { html, safeHref, timeElement, type SafeHtml } from './html';
import { networkName } from './networkPost';

/** Newest feed deliveries read for the articles list. */
const ARTICLE_LIMIT = 200;

interface DeliveredArticle {
	title: string;
	link: string;
	status: HookDelivery['status'];
	createdAt: number;
}

/** The articles a feed sent to the feed webhook, newest first, from the deliveries' own bodies. */
function articlesOf(feed: StoredFeed, deliveries: HookDelivery[]): DeliveredArticle[] {
	return deliveries.flatMap((d) => {
		try {
			const data = (
				JSON.parse(d.body) as { data?: { feedId?: unknown; title?: unknown; link?: unknown } }
			).data;
			if (data?.feedId !== feed.id) return [];
			return [
				{
					title: String(data?.title ?? ''),
					link: String(data?.link ?? ''),
					status: d.status,
					createdAt: d.createdAt,
				},
			];
		} catch {
			return [];
		}
	});
}

function articleList(articles: DeliveredArticle[]): SafeHtml {
	if (articles.length === 0)
		return html`<p class="meta">
			No article sent to the feed webhook yet (articles posted directly are in Published).
		</p>`;
	const items = articles.map((a) => {
		const href = safeHref(a.link);
		return html`<li data-article>
			${href ? html`<a href="${href}" rel="noopener">${a.title || a.link}</a>` : a.title}
			<span class="meta">· ${timeElement(a.createdAt)} · webhook ${a.status}</span>
		</li>`;
	});
	return html`<ul aria-label="Articles sent to the feed webhook">
		${items}
	</ul>`;
}

/** The profiles' feeds: where they are, when they were last read, and what went wrong. */
export function feedsSection(ctx: SandboxContext, account: Account): SafeHtml {
	const store = ctx.feeds;
	const deliveries = ctx.hooks.deliveriesOfAccount(account.id, ARTICLE_LIMIT, ['feed']);
	const items = ctx.accounts.profiles(account.id).flatMap((profile) =>
		store.byProfile(profile.id).map((feed) => {
			const href = safeHref(feed.url);
			return html`<li class="card" data-feed-id="${feed.id}">
				<h3>${feed.title || feed.url}</h3>
				<p class="meta">
					${profile.title} ·
					${href ? html`<a href="${href}" rel="noopener">${feed.url}</a>` : feed.url} · last read
					${feed.lastPolledAt === null ? 'never' : timeElement(feed.lastPolledAt)}
				</p>
				${feed.lastError ? html`<p class="notice notice-error">${feed.lastError}</p>` : ''}
				${articleList(articlesOf(feed, deliveries))}
			</li>`;
		}),
	);
	return html`<section aria-labelledby="feeds">
		<h2 id="feeds">Feeds</h2>
		<p class="meta">
			New articles are posted (see Published) or sent to the feed webhook (see the deliveries
			below).
		</p>
		<div id="inbox-feeds" data-live>
			${items.length > 0
				? html`<ol class="cards">
						${items}
					</ol>`
				: html`<p>No feeds. Add one with POST /api/feed.</p>`}
		</div>
	</section>`;
}

/** Comments on the account's sent posts, as the networks hold them. */
export function commentsSection(ctx: SandboxContext, account: Account): SafeHtml {
	const items = ctx.accounts.profiles(account.id).flatMap((profile) =>
		ctx.posts
			.history({ profileId: profile.id, statuses: ['success'], limit: 100 })
			.flatMap((post) =>
				commentsOfPost(ctx, post.id).map(
					(c) =>
						html`<li class="card" data-comment-id="${c.id}">
							<div class="card-head">
								<span class="network">${networkName(c.platform)}</span
								><span>${c.own ? `${profile.title} (reply)` : c.userName}</span
								><span>${timeElement(c.createdAt)}</span
								><span>on post <a href="/?post=${post.id}">${post.id}</a></span>
							</div>
							<p class="network-text">${c.text}</p>
						</li>`,
				),
			),
	);
	return html`<section aria-labelledby="comments">
		<h2 id="comments">Comments</h2>
		<div id="inbox-comments" data-live>
			${items.length > 0
				? html`<ol class="cards">
						${items}
					</ol>`
				: html`<p>No comments on sent posts.</p>`}
		</div>
	</section>`;
}
