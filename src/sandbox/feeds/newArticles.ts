import type { FeedArticle, FeedWebhookEvent } from '../../engine/resources/feeds';
import type { SandboxContext } from '../context';
import { randomBase62 } from '../networks/ids';
import { PLAN_RULES } from '../limits/plans';
import type { Publisher } from '../publisher';
import { articleImage, type ParsedFeed, type ParsedItem } from './parser';
import { postArticle } from './posting';
import type { FeedStore, StoredFeed } from './store';

/** New articles handled per feed per poll; older ones beyond it are recorded as skipped, not flooded out. */
export const MAX_NEW_ITEMS_PER_POLL = 10;

/** What a poll did with the new articles it found. */
export interface ArticleCounts {
	newItems: number;
	posted: number;
	queued: number;
	/** New articles queued per feed webhook URL. */
	queuedTo: Record<string, number>;
	skipped: number;
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
 * The articles of a feed read that it has not seen (by guid, id or link): each becomes a
 * delivery to the profile's feed webhook when it has one, else a post; the oldest beyond
 * MAX_NEW_ITEMS_PER_POLL are recorded as skipped.
 */
export class NewArticles {
	constructor(
		private readonly ctx: SandboxContext,
		private readonly publisher: Publisher,
		private readonly store: FeedStore,
	) {}

	handle(feed: StoredFeed, parsed: ParsedFeed, report: ArticleCounts): void {
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

	private handleItem(feed: StoredFeed, item: ParsedItem, report: ArticleCounts): void {
		const id = newArticleId();
		const now = this.ctx.now();
		const image = articleImage(item, feed.useFirstImage);
		const hooks = this.ctx.hooks;
		const webhook = hooks.webhook(feed.profileId, 'feed');
		if (webhook) {
			this.store.insertItem(feed.id, item.key, id, 'webhook', null, now);
			hooks.insertDelivery({
				id,
				profileId: feed.profileId,
				action: 'feed',
				subAction: 'article',
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

	/** The webhook body (https://www.ayrshare.com/docs/apis/feed/add-feed): `type`, the profile's `refId` and title, the article in `data`. */
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
