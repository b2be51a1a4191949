import type { IDataObject, IExecuteFunctions } from 'n8n-workflow';

import type { PostCreateRequest } from '../../../../src/engine';
import { locatorValue } from '../../methods/actingProfile';
import { splitList } from '../common.descriptions';
import { applyNetworkOptions } from './networkOptions';
import { commentRequestFields } from './commentOptions';
import { post2026RequestFields } from './post2026Options';
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
	const platforms = this.getNodeParameter('platforms', itemIndex, []) as string[];
	const o = this.getNodeParameter('options', itemIndex, {}) as IDataObject;
	const request: IDataObject = { post: text, platforms };

	const mediaUrls = splitList(o.mediaUrls);
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
	const profileKeys = splitList(o.profileKeys);
	if (profileKeys.length) request.profileKeys = profileKeys;

	const youTube = definedOnly({ title: o.youTubeTitle, visibility: o.youTubeVisibility });
	if (youTube) request.youTubeOptions = youTube;
	const reddit = definedOnly({ title: o.redditTitle, subreddit: o.redditSubreddit });
	if (reddit) request.redditOptions = reddit;
	const pinterest = definedOnly({
		title: o.pinterestTitle,
		link: o.pinterestLink,
		boardId: locatorValue(o.pinterestBoardId) || undefined,
	});
	if (pinterest) request.pinterestOptions = pinterest;
	// Splitting into tweets happens in the service (and in Preview), by the engine's splitThread.
	const twitter = definedOnly({ thread: o.twitterThread, threadNumber: o.numberThreadTweets });
	if (twitter) request.twitterOptions = twitter;
	applyNetworkOptions(o, request, this.getTimezone());
	Object.assign(request, commentRequestFields(o));
	Object.assign(request, post2026RequestFields(o, this.getTimezone()));
	return request as unknown as PostCreateRequest;
}
