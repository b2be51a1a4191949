import { formatUtcTimestamp, parseUtcTimestamp } from '../../engine/scheduling';
import { autoRepostTimes, type AutoRepost, type PostCreateRequest } from '../../engine/validation';
import { autoScheduleTitle } from '../../engine/validation/postFields';
import { newPostId } from '../networks/ids';
import type { Post } from '../store/posts';

/** The option naming a repost series, on the first post and on each repost. */
export const AUTO_REPOST_ID = 'autoRepostId';

/**
 * `autoRepost` applies only without `scheduleDate` (post docs: scheduleDate then wins and the
 * reposts are dropped) and, our choice, without `autoSchedule`.
 */
function autoRepostOf(request: PostCreateRequest): AutoRepost | undefined {
	if (
		!request.autoRepost ||
		request.scheduleDate !== undefined ||
		autoScheduleTitle(request) !== undefined
	)
		return undefined;
	return request.autoRepost;
}

/** When the first post of a series goes out: `autoRepost.startDate`, or now when absent (null). */
export function autoRepostStart(request: PostCreateRequest): number | null {
	const startDate = autoRepostOf(request)?.startDate;
	return startDate === undefined ? null : (parseUtcTimestamp(startDate) ?? null);
}

/**
 * The reposts of `first`, each a scheduled post of its own `days` apart (so they show in the
 * schedule, and each can be deleted by id); `first` gets the series id too. None without autoRepost.
 */
export function planAutoReposts(request: PostCreateRequest, first: Post, now: number): Post[] {
	const autoRepost = autoRepostOf(request);
	if (!autoRepost) return [];
	const seriesId = `ar_${first.id}`;
	first.options = { ...first.options, [AUTO_REPOST_ID]: seriesId };
	return autoRepostTimes(first.scheduleAt ?? now, autoRepost).map((at) => ({
		...first,
		id: newPostId(),
		options: { ...first.options },
		status: first.requiresApproval ? 'awaiting approval' : 'pending',
		type: 'scheduled',
		scheduleAt: at,
		errors: [],
		sentAt: null,
	}));
}

/** `autoRepostId` and the reposts' dates for the send answer of a post that has them. */
export function autoRepostAnswer(post: Post, reposts: Post[]): Record<string, unknown> {
	if (reposts.length === 0) return {};
	return {
		[AUTO_REPOST_ID]: post.options[AUTO_REPOST_ID],
		autoRepostDates: reposts.map((r) => formatUtcTimestamp(r.scheduleAt as number)),
	};
}
