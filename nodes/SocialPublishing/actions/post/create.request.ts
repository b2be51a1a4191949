import type { IDataObject, IExecuteFunctions } from 'n8n-workflow';

import type { PostCreateRequest } from '../../../../src/engine';
import { toList } from '../parameterValues';
import { applyNetworkOptions } from './networks';
import { commentRequestFields } from './commentOptions';
import { postExtraRequestFields } from './extraOptions';
import { inWorkflowZone } from './shared';

function definedOnly(value: IDataObject): IDataObject | undefined {
	const out: IDataObject = {};
	for (const [key, v] of Object.entries(value)) if (v !== undefined && v !== '') out[key] = v;
	return Object.keys(out).length ? out : undefined;
}

/**
 * Builds the send request of one item from its parameters (every value read for this item).
 * Publish and Preview share it, so what Preview shows is what Publish sends.
 */
export function buildRequest(this: IExecuteFunctions, itemIndex: number): PostCreateRequest {
	const text = this.getNodeParameter('text', itemIndex, '') as string;
	const networks = this.getNodeParameter('platforms', itemIndex, []) as string[];
	const o = this.getNodeParameter('options', itemIndex, {}) as IDataObject;
	const request: IDataObject = { post: text, platforms: networks };

	const mediaUrls = toList(o.mediaUrls);
	if (mediaUrls.length) request.mediaUrls = mediaUrls;
	if (o.isVideo !== undefined) request.isVideo = o.isVideo;
	if (o.scheduleDate !== undefined && o.scheduleDate !== '') {
		request.scheduleDate = inWorkflowZone(o.scheduleDate, this.getTimezone()) as string;
	}
	if (o.requiresApproval !== undefined) request.requiresApproval = o.requiresApproval;
	if (o.notes) request.notes = o.notes;
	if (o.shortenLinks !== undefined) request.shortenLinks = o.shortenLinks;
	if (o.autoHashtag === true) {
		request.autoHashtag = definedOnly({ max: o.hashtagMax, position: o.hashtagPosition }) ?? true;
	}
	if (o.autoSchedule !== undefined) request.autoSchedule = o.autoSchedule;
	if (o.autoScheduleTitle) request.autoScheduleTitle = o.autoScheduleTitle;
	if (o.idempotencyKey) request.idempotencyKey = String(o.idempotencyKey).trim();
	const profileKeys = toList(o.profileKeys);
	if (profileKeys.length) request.profileKeys = profileKeys;
	applyNetworkOptions(o, request, this.getTimezone());
	Object.assign(request, commentRequestFields(o));
	Object.assign(request, postExtraRequestFields(o, this.getTimezone()));
	return request as unknown as PostCreateRequest;
}
