import { randomBase62 } from '../networks/ids';

/** What `POST /api/admin/feeds/poll` answers that the page reports. */
interface FeedReadAnswer {
	feeds?: number;
	newItems?: number;
	posted?: number;
	queuedTo?: Record<string, number>;
	skipped?: number;
	errors?: Array<{ url: string; message: string }>;
}

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/**
 * "Read the feeds now" in words: how many feeds were read, how many new articles went to which
 * feed webhook (or were posted, without one), and "no feed followed" when there was nothing to read.
 */
export function feedReadSummary(answer: FeedReadAnswer, demoFeedUrl: string): string {
	const feeds = answer.feeds ?? 0;
	if (feeds === 0)
		return `No feed followed: nothing to read. Follow one with POST /api/feed, e.g. the sandbox's demo feed ${demoFeedUrl}.`;
	const parts = [`Read ${plural(feeds, 'feed')}`];
	const sent = Object.entries(answer.queuedTo ?? {});
	for (const [url, count] of sent)
		parts.push(`${plural(count, 'new article')} went to the feed webhook ${url}`);
	if (answer.posted) parts.push(`${plural(answer.posted, 'new article')} posted (no feed webhook)`);
	if (sent.length === 0 && !answer.posted) parts.push('no new article');
	for (const error of answer.errors ?? [])
		parts.push(`${error.url} could not be read: ${error.message}`);
	return `${parts.join('; ')}.`;
}

const KEPT = 20;

/**
 * Summaries kept for the redirect after the form, under a random code (`?done=feeds-CODE`), so a
 * link can only show a summary this sandbox wrote, never text of its own.
 */
export class FeedReadNotices {
	private readonly texts = new Map<string, string>();

	remember(text: string): string {
		const code = `feeds-${randomBase62(12)}`;
		this.texts.set(code, text);
		for (const oldest of this.texts.keys()) {
			if (this.texts.size <= KEPT) break;
			this.texts.delete(oldest);
		}
		return code;
	}

	text(code: string): string | undefined {
		return this.texts.get(code);
	}
}
