import type { IDataObject } from 'n8n-workflow';

import type { SingleEventOutcome } from '../deliveryAnswer';

import type { ServiceEvent } from './events';
import { markSeen, type SocialPublishingTriggerState } from './state';

export interface ServiceEventFilters {
	events: string[];
	/** Empty: every network. */
	platforms: string[];
	/** Empty: any profile. */
	profileRefId: string;
}

/** What one webhook call amounts to. */
export type ServiceDeliveryOutcome = SingleEventOutcome;

interface ReadEvent {
	event: ServiceEvent;
	/** The networks the event is about, for the Networks filter. */
	networks: string[];
	/** What the event reports, the same on a fresh redelivery of it. */
	key: string;
	json: IDataObject;
}

function isObject(value: unknown): value is IDataObject {
	return value !== null && typeof value === 'object' && !Array.isArray(value);
}

function text(body: IDataObject, field: string): string | undefined {
	const value = body[field];
	return typeof value === 'string' && value !== '' ? value : undefined;
}

function entries(value: unknown): IDataObject[] {
	return Array.isArray(value) ? value.filter(isObject) : [];
}

function platformsOf(list: IDataObject[]): string[] {
	return [...new Set(list.map((entry) => String(entry.platform ?? '')).filter(Boolean))];
}

/** A `scheduled` body with `subAction: tikTokPublished`: TikTok made the post's video public. */
function readTikTokPublished(id: string, body: IDataObject): ReadEvent {
	const postIds = entries(body.postIds).filter((entry) => entry.platform === 'tiktok');
	return {
		event: 'tikTokPublished',
		networks: ['tiktok'],
		key: `t:${id}`,
		json: {
			event: 'tikTokPublished',
			id,
			status: body.status ?? null,
			post: body.post ?? null,
			platforms: Array.isArray(body.platforms) ? body.platforms : [],
			postIds,
			postUrl: postIds[0]?.postUrl ?? null,
		},
	};
}

/** A `scheduled` body: a post processed; failed when its status is error or any network erred. */
function readScheduled(body: IDataObject): ReadEvent | string {
	const id = text(body, 'id');
	if (!id) return 'id (the post id) must be a non-empty string';
	if (body.subAction === 'tikTokPublished') return readTikTokPublished(id, body);
	if (body.status !== 'success' && body.status !== 'error')
		return `status must be "success" or "error" (got ${JSON.stringify(body.status)})`;
	const errors = entries(body.errors);
	const postIds = entries(body.postIds);
	const failedPlatforms = platformsOf(errors);
	const publishedPlatforms = platformsOf(postIds.filter((entry) => entry.status !== 'error'));
	const failed = body.status === 'error' || errors.length > 0;
	return {
		event: failed ? 'scheduledFailed' : 'scheduledPublished',
		networks: failed ? failedPlatforms : publishedPlatforms,
		key: `s:${id}:${String(body.created ?? body.status)}`,
		json: {
			event: failed ? 'scheduledFailed' : 'scheduledPublished',
			id,
			status: body.status,
			post: body.post ?? null,
			platforms: Array.isArray(body.platforms) ? body.platforms : [],
			postIds,
			errors,
			failedPlatforms,
			publishedPlatforms,
			scheduleDate: body.scheduleDate ?? null,
		},
	};
}

/** A `social` body: an account linked or unlinked. */
function readSocial(body: IDataObject): ReadEvent | string {
	if (body.type !== 'link' && body.type !== 'unlink')
		return `type must be "link" or "unlink" (got ${JSON.stringify(body.type)})`;
	const platform = text(body, 'platform');
	if (!platform) return 'platform must be a non-empty string';
	const event: ServiceEvent = body.type === 'link' ? 'accountLinked' : 'accountUnlinked';
	const json: IDataObject = { event, type: body.type, platform };
	if (body.type === 'link') json.displayName = body.displayName ?? null;
	else json.reason = body.reason ?? null;
	return {
		event,
		networks: [platform],
		key: `a:${body.type}:${platform}:${String(body.created ?? '')}`,
		json,
	};
}

/**
 * Turns a `scheduled` or `social` delivery into at most one item. The event is marked seen
 * before the filters apply: a filtered-out event is still received, and its redelivery must not
 * start the workflow.
 */
export function serviceDeliveryItem(
	body: unknown,
	state: SocialPublishingTriggerState,
	filters: ServiceEventFilters,
): ServiceDeliveryOutcome {
	if (!isObject(body)) return { kind: 'invalid', reason: 'the body is not a JSON object' };
	if (body.action !== 'scheduled' && body.action !== 'social') {
		return {
			kind: 'ignored',
			reason: `action ${JSON.stringify(body.action)} is not a scheduled or social delivery`,
		};
	}
	const read = body.action === 'scheduled' ? readScheduled(body) : readSocial(body);
	if (typeof read === 'string') return { kind: 'invalid', reason: read };
	const deliveryId = text(body, 'deliveryId');
	const keys = deliveryId ? [read.key, `d:${deliveryId}`] : [read.key];
	if (!markSeen(state, keys)) return { kind: 'event', repeated: true, filtered: false };
	const wanted =
		filters.events.includes(read.event) &&
		(filters.platforms.length === 0 ||
			read.networks.some((network) => filters.platforms.includes(network))) &&
		(filters.profileRefId === '' || body.refId === filters.profileRefId);
	if (!wanted) return { kind: 'event', repeated: false, filtered: true };
	const json: IDataObject = {
		...read.json,
		profileRefId: body.refId ?? null,
		profileTitle: body.title ?? null,
		created: body.created ?? null,
		deliveryId: deliveryId ?? null,
	};
	return { kind: 'event', item: { json }, repeated: false, filtered: false };
}
