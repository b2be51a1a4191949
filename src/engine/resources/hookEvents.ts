import type { Network } from '../networks';
import type { PostErrorEntry, PostIdEntry } from './posts';

/**
 * The bodies of `scheduled` and `social` deliveries (`/hook/webhook`; https://www.ayrshare.com/docs/apis/webhooks/actions
 * names both actions, shows neither shape). Every body
 * carries the profile's `refId` and `title` and a `deliveryId` that is the same on every
 * redelivery of one event.
 */

/**
 * A scheduled (or approved, or retried) post was processed. `id`, `status`, `postIds`, `errors`
 * and `scheduleDate` are exactly what `GET /history/:id` shows right after; `status` is
 * `success` or `error` (any network in error).
 */
export interface ScheduledHookEvent {
	action: 'scheduled';
	id: string;
	status: 'success' | 'error';
	postIds: PostIdEntry[];
	errors: PostErrorEntry[];
	scheduleDate?: string;
	/** The post's text and networks, as stored. */
	post: string;
	platforms: Network[];
	refId: string;
	title?: string;
	/** ISO 8601: when the post was processed. */
	created: string;
	deliveryId: string;
	[key: string]: unknown;
}

export const SOCIAL_HOOK_TYPES = ['link', 'unlink'] as const;
export type SocialHookType = (typeof SOCIAL_HOOK_TYPES)[number];

/** A network account was linked to or unlinked from the profile; an unlink says why (`reason`). */
export interface SocialHookEvent {
	action: 'social';
	type: SocialHookType;
	platform: Network;
	refId: string;
	title?: string;
	/** The linked account's display name, on a link. */
	displayName?: string;
	/** Why the account was unlinked: the user did it, or the network revoked the access. */
	reason?: string;
	created: string;
	deliveryId: string;
	[key: string]: unknown;
}
