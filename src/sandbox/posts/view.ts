import { formatUtcTimestamp } from '../../engine/scheduling';
import type { Profile } from '../store/accounts';
import type { SandboxContext } from '../context';
import type { DeliveryRef } from '../store/deliveries';
import { networkPostUrl } from '../networks';
import type { Post } from '../store/posts';
import { threadIdsOf } from '../networks/thread';
import { recordedExtraFields } from './recordedFields';

/** `threadIds` of a post sent as a thread: every tweet's network id, first to last. */
function threadIdsField(delivery: DeliveryRef): { threadIds?: string[] } {
	const threadIds = threadIdsOf(delivery.networkId, delivery.extra);
	return threadIds ? { threadIds } : {};
}

/**
 * A post as `GET /post/:id`, `GET /history/:id` and history list it (https://www.ayrshare.com/docs/apis/post/get-post):
 * its text, networks, what each network got, errors, schedule and status.
 */
export function postRecord(
	ctx: SandboxContext,
	post: Post,
	profile: Profile,
	deliveries: readonly DeliveryRef[] = ctx.deliveries.forPost(post.id),
): Record<string, unknown> {
	const postIds = deliveries.map((d) => ({
		status: d.deleted ? 'deleted' : 'success',
		id: d.networkId,
		postUrl: networkPostUrl(ctx.url, d.platform, d.networkId),
		platform: d.platform,
		...(typeof d.extra.owner === 'string' ? { owner: d.extra.owner } : {}),
		...threadIdsField(d),
	}));
	const scheduleAt = post.scheduleAt ?? post.sentAt;
	const record: Record<string, unknown> = {
		id: post.id,
		post: post.text,
		platforms: post.platforms,
		postIds,
		errors: post.errors,
		mediaUrls: post.mediaUrls,
		scheduleDate: scheduleAt === null ? undefined : formatUtcTimestamp(scheduleAt),
		status: post.status,
		type: post.type,
		created: new Date(post.createdAt).toISOString(),
		notes: post.notes ?? undefined,
		refId: profile.refId,
		profileTitle: profile.title,
		shortenLinks: post.shortenLinks,
	};
	Object.assign(record, recordedExtraFields(post.options));
	if (post.requiresApproval) record.approved = post.approved === true;
	if (post.autoScheduleTitle !== null) record.autoScheduleTitle = post.autoScheduleTitle;
	if (post.deletedAt !== null) record.deleted = new Date(post.deletedAt).toISOString();
	return record;
}
