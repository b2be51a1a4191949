import type {
	IDataObject,
	IExecuteFunctions,
	INodeExecutionData,
	INodeProperties,
} from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';

import type { PostCreateRequest } from '../../../../src/engine';
import { deriveIdempotencyKey } from '../../transport';
import { platformOptions, splitList } from '../common.descriptions';
import type { ItemContext } from '../node.type';
import { createOptions } from './create.options';
import { inWorkflowZone } from './shared';

const properties: INodeProperties[] = [
	{
		displayName: 'Text',
		name: 'text',
		type: 'string',
		typeOptions: { rows: 4 },
		default: '',
		placeholder: 'e.g. <b>New:</b> our <i>spring</i> catalogue is out https://example.com',
		description:
			'Post text. HTML-style elements (b, strong, i, em, code, pre, samp, var, sub, sup) become Unicode styled text on networks that support it. May be empty for media-only posts on some networks.',
	},
	{
		displayName: 'Platforms',
		name: 'platforms',
		type: 'multiOptions',
		options: platformOptions,
		default: [],
		required: true,
		description: 'Networks to publish to',
	},
	createOptions,
];

const displayOptions = { show: { resource: ['post'], operation: ['create'] } };

export const description = updateDisplayOptions(displayOptions, properties);

function definedOnly(value: IDataObject): IDataObject | undefined {
	const out: IDataObject = {};
	for (const [key, v] of Object.entries(value)) if (v !== undefined && v !== '') out[key] = v;
	return Object.keys(out).length ? out : undefined;
}

/** Builds the send request of one item from its parameters (every value read for this item). */
function buildRequest(this: IExecuteFunctions, itemIndex: number): PostCreateRequest {
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
		boardId: o.pinterestBoardId,
	});
	if (pinterest) request.pinterestOptions = pinterest;
	return request as unknown as PostCreateRequest;
}

export async function execute(
	this: IExecuteFunctions,
	itemIndex: number,
	{ client, profileKey, secrets }: ItemContext,
): Promise<INodeExecutionData[]> {
	const request = buildRequest.call(this, itemIndex);
	secrets.push(...((request as { profileKeys?: string[] }).profileKeys ?? []));
	const result = await client.posts.create(request, {
		profileKey,
		idempotencyKey: deriveIdempotencyKey.call(this, itemIndex),
	});
	const results = (Array.isArray(result) ? result : [result]) as unknown as IDataObject[];
	return results.map((json) => ({ json, pairedItem: { item: itemIndex } }));
}
