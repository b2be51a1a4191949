import type { SandboxContext } from '../context';
import { SignedDeliverer, type DeliveryRunReport } from '../hooks/deliverer';
import type { ActionQueue, HookDelivery } from '../hooks/store';
import type { Publisher } from '../publisher';
import { fetchFeedDocument, type FeedFetcher } from './fetcher';
import { NewArticles, type ArticleCounts } from './newArticles';
import type { ParsedFeed } from './parser';
import { FeedReadError, readFeed, type FeedRead } from './read';
import type { FeedStore, StoredFeed } from './store';

/** Default time between polls of every feed (ours: the service's docs give none; an hour is common, a minute suits a sandbox). */
export const DEFAULT_FEED_POLL_INTERVAL_MS = 60_000;
/** Feeds fetched at the same time. */
const POLL_CONCURRENCY = 4;

export interface FeedPollerOptions {
	intervalMs?: number;
	fetcher?: FeedFetcher;
}

export interface FeedPollReport extends DeliveryRunReport, ArticleCounts {
	feeds: number;
	errors: Array<{ feedId: string; url: string; message: string }>;
}

/**
 * Polls every feed on an interval and hands the articles it has not seen to NewArticles (a
 * webhook delivery or a post each), then sends the feed deliveries that are due: its own, so a
 * poll's report counts what it sent. Runs never overlap: `pollNow` waits for a running poll and
 * then polls again.
 */
export class FeedPoller {
	readonly intervalMs: number;
	private readonly fetcher: FeedFetcher;
	private readonly store: FeedStore;
	private readonly articles: NewArticles;
	private readonly deliveries: ActionQueue;
	private readonly deliverer: SignedDeliverer<HookDelivery>;
	private timer: NodeJS.Timeout | undefined;
	private stopped = true;
	private queue: Promise<unknown> = Promise.resolve();
	private readonly closing = new AbortController();
	private lastFeedPollAt = 0;

	constructor(
		private readonly ctx: SandboxContext,
		publisher: Publisher,
		options: FeedPollerOptions = {},
	) {
		this.intervalMs = options.intervalMs ?? DEFAULT_FEED_POLL_INTERVAL_MS;
		this.fetcher = options.fetcher ?? fetchFeedDocument;
		this.store = ctx.feeds;
		this.articles = new NewArticles(ctx, publisher, this.store);
		this.deliveries = ctx.hooks.queue(['feed']);
		this.deliverer = new SignedDeliverer(ctx, this.deliveries, {
			name: 'feed webhook',
			logPrefix: 'feeds',
		});
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
		const nextDelivery = this.deliveries.nextDeliveryAt();
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
			this.articles.handle(current, read.feed, report);
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
}
