import type { IBinaryData, IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';

import {
	LARGE_MEDIA,
	MEDIA_LIMITS,
	dataUrlFromBytes,
	type MediaItem,
	type MediaUploadRequest,
} from '../../../../src/engine';
import { putToUploadUrl } from '../../transport/uploadUrl';
import type { ItemContext, OperationExecute } from '../node.type';
import { toItems } from '../items';
import { additionalFieldsProperty, withAdditionalFields } from '../additionalFields';
import { onceAcrossRetries } from '../../transport';
import { optionsProperty } from '../common.descriptions';

const ACCEPTED_TYPES = [...MEDIA_LIMITS.mimeTypes.image, ...MEDIA_LIMITS.mimeTypes.video].join(
	', ',
);

const properties: INodeProperties[] = [
	{
		displayName: 'Input Binary Field',
		name: 'binaryPropertyName',
		type: 'string',
		default: 'data',
		required: true,
		hint: 'The name of the input binary field containing the file to be uploaded',
		description: `Binary field of the incoming item holding the file; accepted types: ${ACCEPTED_TYPES}`,
	},
	optionsProperty([
		{
			displayName: 'Description',
			name: 'description',
			type: 'string',
			default: '',
			description: 'Note stored with the file',
		},
		{
			displayName: 'File Name',
			name: 'fileName',
			type: 'string',
			default: '',
			placeholder: 'e.g. banner.png',
			description: "Name to store the file under; by default the binary data's own file name",
		},
	]),
];

const displayOptions = { show: { resource: ['media'], operation: ['upload'] } };

export const description = updateDisplayOptions(displayOptions, [
	...properties,
	additionalFieldsProperty,
]);

/**
 * Uploads one binary field of an item to the media library; Media › Upload and Post › Publish's
 * Binary Media Fields both use it. The file keeps its binary file name unless one is given.
 */
export async function uploadBinaryField(
	this: IExecuteFunctions,
	itemIndex: number,
	binaryPropertyName: string,
	{ client, profileKey }: Pick<ItemContext, 'client' | 'profileKey'>,
	options: { fileName?: unknown; description?: unknown } = {},
	/**
	 * Media › Upload's own item (its Additional Fields and a key derived from the item), or the key
	 * of a file another create uploads first: either holds across n8n's retries.
	 */
	once: { asUploadOperation: true } | { idempotencyKey: string | undefined },
): Promise<MediaItem> {
	const binary = this.helpers.assertBinaryData(itemIndex, binaryPropertyName);
	const fileName = String(options.fileName || binary.fileName || '').trim();
	const size = await binarySize(this, binary);
	if (size > LARGE_MEDIA.inlineMaxBytes)
		return await uploadThroughUploadUrl.call(
			this,
			itemIndex,
			binary,
			fileName,
			size,
			profileKey,
			client,
		);
	const bytes = await this.helpers.getBinaryDataBuffer(itemIndex, binaryPropertyName);
	const request: MediaUploadRequest = { file: dataUrlFromBytes(bytes, binary.mimeType) };
	if (fileName) request.fileName = fileName;
	if (options.description) request.description = String(options.description);
	if (!('asUploadOperation' in once))
		return await client.media.upload(request, {
			profileKey,
			idempotencyKey: once.idempotencyKey,
			replayOnConflict: true,
		});
	return await client.media.upload(withAdditionalFields(this, itemIndex, request), {
		profileKey,
		...onceAcrossRetries(this, itemIndex),
	});
}

/** The file's size in bytes, without reading it: from n8n's binary store, or the base64 length. */
async function binarySize(context: IExecuteFunctions, binary: IBinaryData): Promise<number> {
	if (typeof binary.bytes === 'number') return binary.bytes;
	if (binary.id) return (await context.helpers.getBinaryMetadata(binary.id)).fileSize;
	const base64 = binary.data;
	return (
		Math.floor((base64.length * 3) / 4) - (base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0)
	);
}

/**
 * A file over 10 MB goes the service's way for large media: an upload URL, then a PUT streamed
 * from n8n's binary store (filesystem or database mode) to it; the answer is the file's accessUrl.
 */
async function uploadThroughUploadUrl(
	this: IExecuteFunctions,
	itemIndex: number,
	binary: IBinaryData,
	fileName: string,
	size: number,
	profileKey: string | undefined,
	client: ItemContext['client'],
): Promise<MediaItem> {
	const name =
		fileName || `upload.${binary.fileExtension ?? binary.mimeType.split('/')[1] ?? 'bin'}`;
	const upload = await client.media.uploadUrl(
		{ fileName: name, contentType: binary.mimeType },
		{ profileKey },
	);
	const body = binary.id
		? await this.helpers.getBinaryStream(binary.id)
		: Buffer.from(binary.data, 'base64');
	await putToUploadUrl(this, itemIndex, upload, body, size);
	return { id: upload.accessUrl, url: upload.accessUrl, fileName: name, size: String(size) };
}

export const execute: OperationExecute = async function (itemIndex, context) {
	const binaryPropertyName = this.getNodeParameter('binaryPropertyName', itemIndex) as string;
	const options = this.getNodeParameter('options', itemIndex, {}) as IDataObject;
	const uploaded = await uploadBinaryField.call(
		this,
		itemIndex,
		binaryPropertyName,
		context,
		options,
		{ asUploadOperation: true },
	);
	return toItems(uploaded, itemIndex);
};
