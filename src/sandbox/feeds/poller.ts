import type { FeedArticle, FeedWebhookEvent } from '../../engine/resources/feeds';
import type { SandboxContext } from '../context';
import { randomBase62 } from '../ids';
import { PLAN_RULES } from '../plans';
import type { Publisher } from '../publisher';
import { WebhookDeliverer, type DeliveryRunReport } from './delivery';
import { fetchFeedDocument, type FeedFetcher } from './fetcher';
import { articleImage, type ParsedFeed, type ParsedItem } from './parser';
import { postArticle } from './posting';
import { FeedReadError, readFeed, type FeedRead } from './read';
import type { FeedStore, StoredFeed } from './store';
import type { FeedWebhookStore } from './webhookStore';

/** Default time between polls of every feed (the interface gives none; an hour is common, a minute suits a sandbox). */
export const DEFAULT_FEED_POLL_INTERVAL_MS = 60_000;
/** New articles handled per feed per poll; older ones beyond it are recorded as skipped, not flooded out. */
export const MAX_NEW_ITEMS_PER_POLL = 10;
/** Feeds fetched at the same time. */
const POLL_CONCURRENCY = 4;

export interface FeedPollerOptions {
	intervalMs?: number;
	fetcher?: FeedFetcher;
}

export interface FeedPollReport extends DeliveryRunReport {
	feeds: number;
	newItems: number;
	posted: number;
	queued: number;
	/** New articles queued per feed webhook URL. */
	queuedTo: Record<string, number>;
	skipped: number;
	errors: Array<{ feedId: string; url: string; message: string }>;
}

function newArticleId(): string {
	return randomBase62(20);
}

/** Oldest first: by date when every article has one, else the reverse of document order (feeds list newest first). */
function oldestFirst(items: ParsedItem[]): ParsedItem[] {
	if (items.every((item) => item.published !== undefined))
		return [...items].sort(
			(a, b) => Date.parse(a.published as string) - Date.parse(b.published as string),
		);
	return [...items].reverse();
}

/**
 * Polls every feed on an interval, finds articles it has not seen (by guid, id or link), and
 * either queues a webhook delivery for each (the profile's feed webhook is active) or posts it.
 * Runs never overlap: `pollNow` waits for a running poll and then polls again.
 */
export class FeedPoller {
	readonly intervalMs: number;
	private readonly fetcher: FeedFetcher;
	private readonly store: FeedStore;
	private readonly webhooks: FeedWebhookStore;
	private readonly deliverer: WebhookDeliverer;
	private timer: NodeJS.Timeout | undefined;
	private stopped = true;
	private queue: Promise<unknown> = Promise.resolve();
	private readonly closing = new AbortController();
	private lastFeedPollAt = 0;

	constructor(
		private readonly ctx: SandboxContext,
		private readonly publisher: Publisher,
		options: FeedPollerOptions = {},
	) {
		this.intervalMs = options.intervalMs ?? DEFAULT_FEED_POLL_INTERVAL_MS;
		this.fetcher = options.fetcher ?? fetchFeedDocument;
		this.store = ctx.feeds;
		this.webhooks = ctx.feedWebhooks;
		this.deliverer = new WebhookDeliverer(ctx, this.webhooks);
	}

	/** Starts the timer: the first poll of feeds after one interval; deliveries left pending resume at once. */
	start(): void {
		this.stopped = false;
		this.lastFeedPollAt = this.ctx.now();
		this.arm();
	}

	/** Stops the timer and cuts any fetch or delivery in flight; pending deliveries stay for the next start. */
	stop(): void {
		this.stopped = true;
		if (this.timer) clearTimeout(this.timer);
		this.timer = undefined;
		this.closing.abort();
	}

	/** Reads a feed as adding it does: fetched and parsed, or a FeedReadError saying what is wrong. */
	read(url: string): Promise<FeedRead> {
		return readFeed(url, this.fetcher, {}, this.closing.signal);
	}

	/** Polls every feed and sends due deliveries now, after any poll already running. */
	pollNow(): Promise<FeedPollReport> {
		const run = this.queue.then(() => this.run(true));
		this.queue = run.catch(() => undefined);
		return run;
	}

	private arm(): void {
		if (this.stopped) return;
		if (this.timer) clearTimeout(this.timer);
		const now = this.ctx.now();
		const nextDelivery = this.webhooks.nextDeliveryAt();
		const nextPoll = this.lastFeedPollAt + this.intervalMs;
		const dueAt = nextDelivery === null ? nextPoll : Math.min(nextPoll, nextDelivery);
		const delay = Math.max(0, Math.min(this.intervalMs, dueAt - now));
		this.timer = setTimeout(() => {
			this.timer = undefined;
			const run = this.queue.then(() => this.run(false));
			this.queue = run.catch(() => undefined);
		}, delay);
		this.timer.unref();
	}

	private async run(pollFeeds: boolean): Promise<FeedPollReport> {
		const report: FeedPollReport = {
			feeds: 0,
			newItems: 0,
			posted: 0,
			queued: 0,
			queuedTo: {},
			skipped: 0,
			delivered: 0,
			retrying: 0,
			failed: 0,
			cancelled: 0,
			errors: [],
		};
		try {
			if (pollFeeds || this.ctx.now() >= this.lastFeedPollAt + this.intervalMs) {
				this.lastFeedPollAt = this.ctx.now();
				await this.pollFeeds(report);
			}
			if (!this.closing.signal.aborted) {
				Object.assign(report, await this.deliverer.deliverDue(this.closing.signal));
			}
		} catch (error) {
			if (!this.closing.signal.aborted)
				this.ctx.log(`feeds: poll failed: ${(error as Error).stack}`);
		} finally {
			this.arm();
		}
		return report;
	}

	private async pollFeeds(report: FeedPollReport): Promise<void> {
		const feeds = this.store.pollable();
		report.feeds = feeds.length;
		let next = 0;
		const worker = async () => {
			while (next < feeds.length && !this.closing.signal.aborted) {
				await this.pollFeed(feeds[next++], report);
			}
		};
		await Promise.all(Array.from({ length: Math.min(POLL_CONCURRENCY, feeds.length) }, worker));
	}

	private async pollFeed(feed: StoredFeed, report: FeedPollReport): Promise<void> {
		let read: FeedRead;
		try {
			read = await readFeed(
				feed.url,
				this.fetcher,
				{ etag: feed.etag, lastModified: feed.lastModified },
				this.closing.signal,
			);
		} catch (error) {
			if (this.closing.signal.aborted) return;
			const message = error instanceof FeedReadError ? error.message : String(error);
			report.errors.push({ feedId: feed.id, url: feed.url, message });
			// The feed may have been deleted while it was fetched; recording then touches nothing.
			this.store.recordPoll(feed.id, { lastPolledAt: this.ctx.now(), lastError: message });
			this.ctx.log(`feeds: poll of feed ${feed.id} failed: ${message}`);
			return;
		}
		if (this.closing.signal.aborted) return;
		if (read.notModified) {
			this.store.recordPoll(feed.id, { lastPolledAt: this.ctx.now(), lastError: null });
			return;
		}
		this.ctx.db.transaction(() => {
			// Options may have changed while the feed was fetched, or the feed may be gone.
			const current = this.store.byId(feed.id);
			if (!current) return;
			this.recordMetadata(current, read.feed, read.etag, read.lastModified);
			this.handleNewItems(current, read.feed, report);
		})();
	}

	private recordMetadata(
		feed: StoredFeed,
		parsed: ParsedFeed,
		etag: string | null,
		lastModified: string | null,
	): void {
		this.store.recordPoll(feed.id, {
			title: parsed.title,
			description: parsed.description,
			link: parsed.link,
			image: parsed.image ?? null,
			etag,
			lastModified,
			lastPolledAt: this.ctx.now(),
			lastError: null,
		});
	}

	private handleNewItems(feed: StoredFeed, parsed: ParsedFeed, report: FeedPollReport): void {
		const seenNow = new Set<string>();
		const fresh = parsed.items.filter((item) => {
			if (seenNow.has(item.key) || this.store.isKnown(feed.id, item.key)) return false;
			seenNow.add(item.key);
			return true;
		});
		const ordered = oldestFirst(fresh);
		const skipped = ordered.slice(0, Math.max(0, ordered.length - MAX_NEW_ITEMS_PER_POLL));
		const handled = ordered.slice(skipped.length);
		const now = this.ctx.now();
		for (const item of skipped) {
			this.store.insertItem(feed.id, item.key, newArticleId(), 'skipped', null, now);
			report.skipped++;
		}
		if (skipped.length > 0) {
			this.ctx.log(
				`feeds: feed ${feed.id} showed ${ordered.length} new articles at once; the oldest ${skipped.length} were skipped`,
			);
		}
		const handleOne = this.ctx.db.transaction((item: ParsedItem) =>
			this.handleItem(feed, item, report),
		);
		for (const item of handled) {
			report.newItems++;
			try {
				handleOne(item);
			} catch (error) {
				// One article the sandbox cannot handle must not hold back the others, poll after poll.
				this.store.insertItem(feed.id, item.key, newArticleId(), 'failed', null, now);
				report.skipped++;
				this.ctx.log(
					`feeds: article ${item.key} of feed ${feed.id} failed: ${(error as Error).message}`,
				);
			}
		}
	}

	private handleItem(feed: StoredFeed, item: ParsedItem, report: FeedPollReport): void {
		const id = newArticleId();
		const now = this.ctx.now();
		const image = articleImage(item, feed.useFirstImage);
		const webhook = this.webhooks.webhook(feed.profileId);
		if (webhook) {
			this.store.insertItem(feed.id, item.key, id, 'webhook', null, now);
			this.webhooks.insertDelivery({
				id,
				profileId: feed.profileId,
				feedId: feed.id,
				body: JSON.stringify(this.event(feed, item, id, image)),
				createdAt: now,
			});
			report.queued++;
			report.queuedTo[webhook.url] = (report.queuedTo[webhook.url] ?? 0) + 1;
			return;
		}
		const result = postArticle(
			this.ctx,
			this.publisher,
			feed.profileId,
			{ title: item.title, link: item.link, image },
			feed.autoHashtag,
		);
		if (result.kind === 'posted') {
			this.store.insertItem(feed.id, item.key, id, 'posted', result.post.id, now);
			report.posted++;
		} else {
			this.store.insertItem(feed.id, item.key, id, 'failed', null, now);
			report.skipped++;
			this.ctx.log(
				`feeds: article ${JSON.stringify(item.link)} of feed ${feed.id} was not posted: ${result.reason}`,
			);
		}
	}

	/** The webhook body (interface 6): `type`, the profile's `refId` and title, the article in `data`. */
	private event(
		feed: StoredFeed,
		item: ParsedItem,
		id: string,
		image: string | undefined,
	): FeedWebhookEvent {
		const profile = this.ctx.accounts.profileById(feed.profileId);
		const account = profile && this.ctx.accounts.byId(profile.accountId);
		const data: FeedArticle = {
			id,
			feedId: feed.id,
			url: feed.url,
			title: item.title,
			link: item.link,
			description: item.description,
		};
		if (image) data.image = image;
		if (item.published) data.published = item.published;
		// The profile title shows where the account has profiles, as in the user-details read.
		const title = account && PLAN_RULES[account.plan].profiles ? profile?.title : undefined;
		return { type: 'feed', refId: profile?.refId ?? '', ...(title ? { title } : {}), data };
	}
}
