import type { IDataObject } from 'n8n-workflow';

import { VIDEO_PUBLISHED_EVENTS } from '../../../../src/engine/networks';
import type { ServiceEvent } from './events';
import { isObject, text, type EventsRead, type ReadEvent } from './readEvent';

function entries(value: unknown): IDataObject[] {
	return Array.isArray(value) ? value.filter(isObject) : [];
}

function networksOf(list: IDataObject[]): string[] {
	return [...new Set(list.map((entry) => String(entry.platform ?? '')).filter(Boolean))];
}

/** The parts of an event particular to its action; the common ones are added by readServiceDelivery. */
type ServiceRead = Pick<ReadEvent, 'networks' | 'json'> & { event: ServiceEvent; key: string };

/** A `scheduled` body with a network's video-published sub-action: it made the post's video public. */
function readVideoPublished(
	id: string,
	body: IDataObject,
	{ platform: network, subAction }: (typeof VIDEO_PUBLISHED_EVENTS)[number],
): ServiceRead {
	const postIds = entries(body.postIds).filter((entry) => entry.platform === network);
	return {
		event: subAction,
		networks: [network],
		key: `t:${id}`,
		json: {
			event: subAction,
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
function readScheduled(body: IDataObject): ServiceRead | string {
	const id = text(body, 'id');
	if (!id) return 'id (the post id) must be a non-empty string';
	const published = VIDEO_PUBLISHED_EVENTS.find(({ subAction }) => subAction === body.subAction);
	if (published) return readVideoPublished(id, body, published);
	if (body.status !== 'success' && body.status !== 'error')
		return `status must be "success" or "error" (got ${JSON.stringify(body.status)})`;
	const errors = entries(body.errors);
	const postIds = entries(body.postIds);
	const failedPlatforms = networksOf(errors);
	const publishedPlatforms = networksOf(postIds.filter((entry) => entry.status !== 'error'));
	const failed = body.status === 'error' || errors.length > 0;
	const event: ServiceEvent = failed ? 'scheduledFailed' : 'scheduledPublished';
	return {
		event,
		networks: failed ? failedPlatforms : publishedPlatforms,
		key: `s:${id}:${String(body.created ?? body.status)}`,
		json: {
			event,
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
function readSocial(body: IDataObject): ServiceRead | string {
	if (body.type !== 'link' && body.type !== 'unlink')
		return `type must be "link" or "unlink" (got ${JSON.stringify(body.type)})`;
	const network = text(body, 'platform');
	if (!network) return 'platform must be a non-empty string';
	const event: ServiceEvent = body.type === 'link' ? 'accountLinked' : 'accountUnlinked';
	const json: IDataObject = { event, type: body.type, platform: network };
	if (body.type === 'link') json.displayName = body.displayName ?? null;
	else json.reason = body.reason ?? null;
	return {
		event,
		networks: [network],
		key: `a:${body.type}:${network}:${String(body.created ?? '')}`,
		json,
	};
}

/** A `scheduled` or `social` body (delivery.ts has told which): one event. */
export function readServiceDelivery(body: IDataObject, action: 'scheduled' | 'social'): EventsRead {
	const read = action === 'scheduled' ? readScheduled(body) : readSocial(body);
	if (typeof read === 'string') return read;
	const deliveryId = text(body, 'deliveryId');
	return [
		{
			event: read.event,
			keys: deliveryId ? [read.key, `d:${deliveryId}`] : [read.key],
			networks: read.networks,
			profileRefId: body.refId,
			scope: {},
			json: {
				...read.json,
				profileRefId: body.refId ?? null,
				profileTitle: body.title ?? null,
				created: body.created ?? null,
				deliveryId: deliveryId ?? null,
			},
		},
	];
}
