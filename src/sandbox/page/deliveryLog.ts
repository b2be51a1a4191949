import { commentsOfPost } from '../comments';
import type { SandboxContext } from '../context';
import { feedStore } from '../feeds/store';
import { feedWebhookStore } from '../feeds/webhookStore';
import { hookStore } from '../hooks/store';
import type { QueuedDelivery } from '../hooks/deliverer';
import type { Account } from '../store/accounts';
import { html, safeHref, timeElement, type SafeHtml } from './html';
import { networkName } from './networkPost';

/** Newest deliveries of each kind the log shows. */
const LOG_LIMIT = 100;

interface LogRow {
	kind: string;
	what: string;
	target: string | undefined;
	signed: boolean;
	delivery: QueuedDelivery & { createdAt: number };
}

/** A webhook address without its query string (which may carry a token). */
function shownTarget(url: string | undefined): string {
	if (!url) return '(unsubscribed)';
	try {
		const parsed = new URL(url);
		return `${parsed.origin}${parsed.pathname}${parsed.search ? '?…' : ''}`;
	} catch {
		return '(not a URL)';
	}
}

/** What a delivery carries, in a few words: the article's title or the event's kind. */
function summary(body: string, fallback: string): string {
	try {
		const parsed = JSON.parse(body) as Record<string, unknown>;
		const title = parsed.title ?? (parsed.article as Record<string, unknown> | undefined)?.title;
		return typeof title === 'string' ? `${fallback}: ${title}` : fallback;
	} catch {
		return fallback;
	}
}

/** The webhook delivery log: every delivery of feed articles and message events, its attempts and outcome. */
export function deliveryLogSection(ctx: SandboxContext, account: Account): SafeHtml {
	const hooks = hookStore(ctx.db);
	const feeds = feedWebhookStore(ctx.db);
	const rows: LogRow[] = [
		...hooks.deliveriesOfAccount(account.id, LOG_LIMIT).map((d) => {
			const target = hooks.targetOf(d);
			return {
				kind: d.action,
				what: summary(d.body, d.subAction),
				target: target?.url,
				signed: Boolean(target?.secret),
				delivery: d,
			};
		}),
		...feeds.deliveriesOfAccount(account.id, LOG_LIMIT).map((d) => {
			const target = feeds.webhook(d.profileId);
			return {
				kind: 'feed',
				what: summary(d.body, 'article'),
				target: target?.url,
				signed: Boolean(target?.secret),
				delivery: d,
			};
		}),
	].sort((a, b) => b.delivery.createdAt - a.delivery.createdAt);
	const body = rows.map(
		({ kind, what, target, signed, delivery: d }) =>
			html`<tr data-delivery-id="${d.id}">
				<td>${timeElement(d.createdAt)}</td>
				<td>${kind}</td>
				<td>${what}</td>
				<td><code>${shownTarget(target)}</code></td>
				<td><span class="badge badge-${d.status}">${d.status}</span></td>
				<td>${d.attempts}</td>
				<td>${d.lastStatus ?? ''}${d.lastError ? html` ${d.lastError}` : ''}</td>
				<td>${signed ? 'HMAC-SHA256 (X-Authorization-Content-SHA256)' : 'unsigned'}</td>
				<td>
					${d.status === 'delivered'
						? timeElement(d.deliveredAt)
						: d.status === 'pending'
							? html`retry at ${timeElement(d.nextAttemptAt)}`
							: ''}
				</td>
			</tr>`,
	);
	const table =
		rows.length === 0
			? html`<p>
					No webhook deliveries yet. Subscribe a URL with POST /api/hook/webhook or POST
					/api/feed/webhook.
				</p>`
			: html`<div class="table-scroll">
					<table>
						<caption class="visually-hidden">
							Webhook deliveries, newest first
						</caption>
						<thead>
							<tr>
								<th scope="col">Created</th>
								<th scope="col">Kind</th>
								<th scope="col">What</th>
								<th scope="col">To</th>
								<th scope="col">Status</th>
								<th scope="col">Attempts</th>
								<th scope="col">Last answer</th>
								<th scope="col">Signature</th>
								<th scope="col">Delivered / next</th>
							</tr>
						</thead>
						<tbody>
							${body}
						</tbody>
					</table>
				</div>`;
	return html`<section aria-labelledby="deliveries">
		<h2 id="deliveries">Webhook deliveries</h2>
		<p class="meta">
			Each delivery is retried on timeouts, 408, 429 and 5xx, up to 5 attempts; the last attempt's
			answer is shown.
		</p>
		<div id="inbox-deliveries" data-live>${table}</div>
	</section>`;
}

/** The profiles' feeds: where they are, when they were last read, and what went wrong. */
export function feedsSection(ctx: SandboxContext, account: Account): SafeHtml {
	const store = feedStore(ctx.db);
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
