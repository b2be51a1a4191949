import type { ScheduledHookEvent } from '../../engine/resources/hookEvents';
import type { PostIdEntry } from '../../engine/resources/posts';
import type { SandboxContext } from '../context';
import { randomBase62 } from '../ids';
import type { Profile } from '../store/accounts';
import type { Post } from '../store/posts';
import { hookStore } from './store';

/**
 * The `scheduled` action's `tikTokPublished` sub-action (apis/webhooks/actions, "TikTok Publishing
 * Webhook"): sent once TikTok has processed a post's video and made it public, for posts sent at
 * once and scheduled ones alike, after the usual `scheduled` delivery. The sandbox's TikTok makes
 * it public as it receives it, so the delivery is queued with the send.
 */
export function queueTikTokPublished(
	ctx: SandboxContext,
	post: Post,
	profile: Profile,
	tiktok: PostIdEntry,
	at: number,
): void {
	const store = hookStore(ctx.db);
	if (!store.webhook(profile.id, 'scheduled')) return;
	const deliveryId = randomBase62(20);
	const event: ScheduledHookEvent = {
		action: 'scheduled',
		subAction: 'tikTokPublished',
		id: post.id,
		status: 'success',
		code: 200,
		postIds: [tiktok],
		errors: [],
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
		subAction: 'tikTokPublished',
		body: JSON.stringify(event),
		createdAt: at,
	});
}
