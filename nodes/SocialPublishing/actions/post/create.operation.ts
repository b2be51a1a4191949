import type {
	IDataObject,
	IExecuteFunctions,
	INodeExecutionData,
	INodeProperties,
} from 'n8n-workflow';
import { NodeOperationError, updateDisplayOptions } from 'n8n-workflow';

import {
	assertValidPost,
	checkMediaUrls,
	toUtcTimestamp,
	ValidationError,
	type PostCreateRequest,
} from '../../../../src/engine';
import { deriveIdempotencyKey, uploadKeyFor } from '../../transport';
import { toList } from '../parameterValues';
import { uploadBinaryField } from '../media/upload.operation';
import type { ItemContext, OperationExecute } from '../node.type';
import { createOptions } from './create.options';
import { networkTexts, splitByNetworkText, type NetworkTextPart } from './perNetworkText';
import { buildRequest } from './create.request';
import { additionalFieldsProperty, withAdditionalFields } from '../additionalFields';

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
		displayName: 'Network Names or IDs',
		name: 'platforms',
		type: 'multiOptions',
		typeOptions: {
			loadOptionsMethod: 'getLinkedPlatforms',
			loadOptionsDependsOn: ['actAs', 'profile.value', 'profileKey'],
		},
		default: [],
		required: true,
		hint: "Networks to publish to; the acting profile's linked accounts are listed first",
		description:
			'Choose from the list, or specify IDs using an <a href="https://docs.n8n.io/code/expressions/">expression</a>',
	},
	createOptions,
];

const displayOptions = { show: { resource: ['post'], operation: ['create'] } };

export const description = updateDisplayOptions(displayOptions, [
	...properties,
	additionalFieldsProperty,
]);

/** The posts this item makes: one, or one per network with a Text per Network and one for the rest. */
export function itemParts(
	this: IExecuteFunctions,
	itemIndex: number,
	request: PostCreateRequest,
): NetworkTextPart[] {
	const o = this.getNodeParameter('options', itemIndex, {}) as IDataObject;
	try {
		return splitByNetworkText(request, networkTexts(o));
	} catch (error) {
		throw new NodeOperationError(this.getNode(), (error as Error).message, { itemIndex });
	}
}

/** Where a not-yet-uploaded file stands in for the check before uploading; never sent. */
function placeholderUrl(field: string, mimeType: string): string {
	const extension = mimeType.startsWith('video/') ? 'mp4' : 'jpg';
	return `https://binary-media.invalid/${encodeURIComponent(field)}.${extension}`;
}

/**
 * Uploads the item's Binary Media Fields and appends their URLs to the request's media. The post
 * is checked first with stand-ins for those files, so a post that cannot be sent uploads nothing.
 */
async function attachBinaryMedia(
	this: IExecuteFunctions,
	itemIndex: number,
	request: PostCreateRequest,
	context: ItemContext,
): Promise<PostCreateRequest> {
	const o = this.getNodeParameter('options', itemIndex, {}) as IDataObject;
	const fields = toList(o.binaryMediaFields);
	if (fields.length === 0) return request;
	const binary = this.getInputData()[itemIndex]?.binary ?? {};
	const absent = fields.filter((field) => !binary[field]);
	if (absent.length) {
		const present = Object.keys(binary);
		throw new NodeOperationError(
			this.getNode(),
			`Binary Media Fields names ${absent.map((f) => `"${f}"`).join(', ')}, which the item has no binary field for`,
			{
				itemIndex,
				description: present.length
					? `The item's binary fields are: ${present.join(', ')}. Nothing was uploaded or sent.`
					: 'The item has no binary data at all; a node before this one must produce the file. Nothing was uploaded or sent.',
			},
		);
	}
	const mediaUrls = request.mediaUrls ?? [];
	const standIns = fields.map((field) => placeholderUrl(field, binary[field].mimeType ?? ''));
	const draft = { ...request, mediaUrls: [...mediaUrls, ...standIns] } as IDataObject;
	if (typeof draft.scheduleDate === 'string') {
		try {
			draft.scheduleDate = toUtcTimestamp(draft.scheduleDate);
		} catch {
			// Left as it is: the check names the bad date.
		}
	}
	for (const part of itemParts.call(this, itemIndex, draft as PostCreateRequest))
		assertValidPost(part.request);
	const uploaded: string[] = [];
	for (const field of fields) {
		// Keyed like the post: a retried item gets its earlier upload back instead of a second copy.
		const idempotencyKey = uploadKeyFor(this, itemIndex, request.idempotencyKey, field);
		const file = await uploadBinaryField.call(
			this,
			itemIndex,
			field,
			context,
			{},
			{ idempotencyKey },
		);
		uploaded.push(file.url);
	}
	return { ...request, mediaUrls: [...mediaUrls, ...uploaded] };
}

/** With Check Media URLs First: the post's own media URLs must load, before anything is sent. */
async function checkMediaFirst(
	this: IExecuteFunctions,
	itemIndex: number,
	request: PostCreateRequest,
	{ client, profileKey }: ItemContext,
): Promise<void> {
	const o = this.getNodeParameter('options', itemIndex, {}) as IDataObject;
	if (o.checkMedia !== true || !request.mediaUrls?.length) return;
	const issues = await checkMediaUrls(client.media, request.mediaUrls, { profileKey });
	if (issues.length) throw new ValidationError(issues, 'Media check failed, nothing was sent');
}

export const execute: OperationExecute = async function (itemIndex, context) {
	const { client, profileKey, secrets } = context;
	const built = withAdditionalFields(this, itemIndex, buildRequest.call(this, itemIndex));
	secrets.push(...((built as { profileKeys?: string[] }).profileKeys ?? []));
	await checkMediaFirst.call(this, itemIndex, built, context);
	const { idempotencyKey: ownKey, ...request } = await attachBinaryMedia.call(
		this,
		itemIndex,
		built,
		context,
	);
	// A key of the user's own (a record id) or one derived from the execution: either comes back
	// when the same item is sent again (n8n's retries, a re-sent batch), and the post it made
	// earlier is the answer. A post split by network keys each part with its network.
	const key = ownKey ?? deriveIdempotencyKey.call(this, itemIndex);
	const parts = itemParts.call(this, itemIndex, request as PostCreateRequest);
	// Every part is checked before the first is sent, so a bad one sends nothing.
	if (parts.length > 1) for (const part of parts) assertValidPost(part.request);
	const items: INodeExecutionData[] = [];
	for (const part of parts) {
		const result = await client.posts.create(part.request, {
			profileKey,
			idempotencyKey: part.network === '' ? key : `${key}:${part.network}`,
			replayOnConflict: true,
		});
		const results = (Array.isArray(result) ? result : [result]) as unknown as IDataObject[];
		for (const json of results) items.push({ json, pairedItem: { item: itemIndex } });
	}
	return items;
};
