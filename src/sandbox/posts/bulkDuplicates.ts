import type { Network } from '../../engine/networks';
import { isRecord } from '../../engine/core/isRecord';
import { formatUtcTimestamp } from '../../engine/scheduling';
import type { SandboxContext } from '../context';
import { FAULT_KINDS } from '../networks/faults';
import type { Post, PostError } from '../store/posts';

/**
 * The bulk post page's duplicate rule (https://www.ayrshare.com/docs/apis/post/bulk-post): "If the
 * scheduleDate of two posts with the exact same text are less than three days apart, the second
 * post will be rejected when the scheduleDate occurs." The sandbox applies it to the posts a bulk
 * file scheduled (marked with this option), against any live post of the same profile (ours).
 */
export const BULK_SCHEDULED_OPTION = 'bulkScheduled';
export const BULK_DUPLICATE_WINDOW_MS = 3 * 24 * 60 * 60 * 1000;

/** Why a bulk-scheduled post is refused at its scheduleDate: an earlier one with the same text. */
export function bulkDuplicateRefusal(
	ctx: SandboxContext,
	post: Post,
	network: Network,
): PostError | undefined {
	if (!isRecord(post.options) || post.options[BULK_SCHEDULED_OPTION] !== true) return undefined;
	if (post.scheduleAt === null) return undefined;
	const first = ctx.posts.sameTextBefore(post, post.scheduleAt, BULK_DUPLICATE_WINDOW_MS);
	if (!first) return undefined;
	return {
		action: 'post',
		status: 'error',
		// 137: a duplicate refused by the service rather than by the network (the sandbox's code).
		code: FAULT_KINDS.duplicateContent.code,
		platform: network,
		message:
			`Rejected as a duplicate: post ${first.id} of this profile has the exact same text, due ` +
			`${formatUtcTimestamp(first.at)}, less than three days before this one's scheduleDate ` +
			`(${formatUtcTimestamp(post.scheduleAt)}). Change the text or schedule it three days apart.`,
	};
}
