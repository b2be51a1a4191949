import type { SandboxContext } from '../context';
import type { DeliveryAttempt } from '../hooks/attemptLog';
import type { QueuedDelivery } from '../hooks/queue';
import { DELIVERY_ACTIONS } from '../hooks/store';
import type { Account } from '../store/accounts';
import { dataTable, html, timeElement, type SafeHtml } from './html';
import { networkName } from './networkPost';

/** Newest deliveries the log shows, of every kind together. */
const LOG_LIMIT = 200;

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

/** What a delivery carries, in a few words: the article's title, or the message event's kind. */
function summary(body: string, fallback: string): string {
	try {
		const event = JSON.parse(body) as Record<string, unknown>;
		const article = event.data as Record<string, unknown> | undefined;
		if (typeof article?.title === 'string') return `article: ${article.title}`;
		if (typeof event.type === 'string' && typeof event.platform === 'string')
			return `${fallback}: ${event.type} on ${networkName(event.platform)}`;
		return fallback;
	} catch {
		return fallback;
	}
}

/** Each attempt of a delivery, oldest first: when, what came back, the signature it carried. */
function attemptList(count: number, attempts: DeliveryAttempt[]): SafeHtml {
	if (attempts.length === 0) return html`${count}`;
	const items = attempts.map(
		(a) =>
			html`<li>
				${timeElement(a.sentAt)}:
				${a.httpStatus === null ? 'no answer' : html`HTTP ${a.httpStatus}`} in ${a.tookMs} ms,
				${a.outcome}${a.signature
					? html`, signed <code>${a.signature}…</code>`
					: ', unsigned'}${a.error && a.outcome !== 'delivered' ? html` (${a.error})` : ''}
			</li>`,
	);
	return html`<details class="attempts">
		<summary>${count}</summary>
		<ol>
			${items}
		</ol>
	</details>`;
}

/** The webhook delivery log: every delivery of feed articles and message events, its attempts and outcome. */
export function deliveryLogSection(ctx: SandboxContext, account: Account): SafeHtml {
	const hooks = ctx.hooks;
	const rows: LogRow[] = hooks
		.deliveriesOfAccount(account.id, LOG_LIMIT, DELIVERY_ACTIONS)
		.map((d) => {
			const target = hooks.targetOf(d);
			return {
				kind: d.action,
				what: summary(d.body, d.subAction),
				target: target?.url,
				signed: Boolean(target?.secret),
				delivery: d,
			};
		});
	const attempts = ctx.deliveryAttempts.attemptsOf(rows.map((row) => row.delivery.id));
	const body = rows.map(
		({ kind, what, target, signed, delivery: d }) =>
			html`<tr data-delivery-id="${d.id}">
				<td>${timeElement(d.createdAt)}</td>
				<td><span class="badge badge-${d.status}">${d.status}</span></td>
				<td>${kind}</td>
				<td>${what}</td>
				<td><code class="wrap">${shownTarget(target)}</code></td>
				<td>${attemptList(d.attempts, attempts.get(d.id) ?? [])}</td>
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
					${dataTable(
						'Webhook deliveries, newest first',
						[
							'Created',
							'Status',
							'Kind',
							'What',
							'To',
							'Attempts',
							'Last answer',
							'Signature',
							'Delivered / next',
						],
						body,
						'deliveries',
					)}
				</div>`;
	return html`<section aria-labelledby="deliveries">
		<h2 id="deliveries">Webhook deliveries</h2>
		<p class="meta">
			Each delivery is retried on timeouts, 408, 429 and 5xx, up to 5 attempts; open a delivery's
			attempt count to see every attempt, its answer and the signature it carried.
		</p>
		<div id="inbox-deliveries" data-live>${table}</div>
	</section>`;
}
