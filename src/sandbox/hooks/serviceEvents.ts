import { networkEntry } from '../../engine/networks';
import type { Network } from '../../engine/networks';
import type {
	ScheduledHookEvent,
	SocialHookEvent,
	SocialHookType,
} from '../../engine/resources/hookEvents';
import type { PostErrorEntry, PostIdEntry } from '../../engine/resources/posts';
import type { SandboxContext } from '../context';
import { randomBase62 } from '../networks/ids';
import { postRecord } from '../posts/view';
import type { Profile } from '../store/accounts';
import type { Post } from '../store/posts';

/**
 * `scheduled` and `social` deliveries, queued in the caller's transaction next to the fact they
 * report (a post's outcome, a link or unlink), and only to that profile's own subscription. The
 * HookDeliveryRunner sends them like `messages` deliveries: signed, retried, resumed after a restart.
 */

/** Whether a processed post reports its outcome: scheduled, approved or retried ones (not one sent at once on create). */
export function reportsOutcome(post: Pick<Post, 'type' | 'requiresApproval' | 'retried'>): boolean {
	return post.type === 'scheduled' || post.requiresApproval || post.retried;
}

/** Whether the profile has a subscription for `scheduled` (looked up once per profile and batch). */
export function wantsScheduledEvents(ctx: SandboxContext, profileId: number): boolean {
	return ctx.hooks.webhook(profileId, 'scheduled') !== undefined;
}

/**
 * Queues the `scheduled` delivery of a post just finished (`post` carries its final status and
 * errors): id, status, postIds, errors and scheduleDate exactly as `GET /history/:id` shows them.
 * With `published`, its network's `videoPublishedSubAction` instead (apis/webhooks/actions: the
 * network made the post's video public; sent for posts sent at once and scheduled ones): that
 * network's entry only.
 */
export function queueScheduledEvent(
	ctx: SandboxContext,
	post: Post,
	profile: Profile,
	at: number,
	published?: PostIdEntry,
): string | undefined {
	const store = ctx.hooks;
	if (!store.webhook(profile.id, 'scheduled')) return undefined;
	const record = postRecord(ctx, post, profile);
	const deliveryId = randomBase62(20);
	const subAction = published && networkEntry(published.platform).offers.videoPublished?.subAction;
	const event: ScheduledHookEvent = {
		action: 'scheduled',
		...(subAction ? { subAction, code: 200 } : {}),
		id: post.id,
		status: published || post.status === 'success' ? 'success' : 'error',
		postIds: published ? [published] : (record.postIds as PostIdEntry[]),
		errors: published ? [] : (record.errors as PostErrorEntry[]),
		...(typeof record.scheduleDate === 'string' ? { scheduleDate: record.scheduleDate } : {}),
		post: post.text,
		platforms: post.platforms,
		refId: profile.refId,
		title: profile.title,
		created: new Date(at).toISOString(),
		deliveryId,
	};
	store.insertDelivery({
		id: deliveryId,
		profileId: profile.id,
		action: 'scheduled',
		subAction: subAction || event.status,
		body: JSON.stringify(event),
		createdAt: at,
	});
	return deliveryId;
}

export interface AccountChange {
	type: SocialHookType;
	platform: Network;
	displayName?: string;
	reason?: string;
}

/** Queues the `social` delivery of an account linked to or unlinked from the profile. */
export function queueSocialEvent(
	ctx: SandboxContext,
	profile: Profile,
	change: AccountChange,
): string | undefined {
	const store = ctx.hooks;
	if (!store.webhook(profile.id, 'social')) return undefined;
	const at = ctx.now();
	const deliveryId = randomBase62(20);
	const event: SocialHookEvent = {
		action: 'social',
		type: change.type,
		platform: change.platform,
		refId: profile.refId,
		title: profile.title,
		...(change.displayName !== undefined ? { displayName: change.displayName } : {}),
		...(change.type === 'unlink' ? { reason: change.reason ?? 'Unlinked.' } : {}),
		created: new Date(at).toISOString(),
		deliveryId,
	};
	store.insertDelivery({
		id: deliveryId,
		profileId: profile.id,
		action: 'social',
		subAction: change.type,
		body: JSON.stringify(event),
		createdAt: at,
	});
	return deliveryId;
}
