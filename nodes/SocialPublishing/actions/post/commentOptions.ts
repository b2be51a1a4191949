import type { IDataObject, INodeProperties } from 'n8n-workflow';

import {
	DISABLE_COMMENTS_NETWORKS,
	FIRST_COMMENT_MEDIA_NETWORKS,
	FIRST_COMMENT_NETWORKS,
	firstCommentNetworks,
} from '../../../../src/engine';
import { spokenNetworks } from './networks';
import { toList } from '../parameterValues';

/** Post › Publish options for a first comment and for turning comments off (spread into its Options). */
export const commentOptions: INodeProperties[] = [
	{
		displayName: 'Disable Comments',
		name: 'disableComments',
		type: 'boolean',
		default: false,
		description: `Whether to turn comments off on the post. Only ${spokenNetworks(DISABLE_COMMENTS_NETWORKS)} have this; other networks keep comments on.`,
	},
	{
		displayName: 'First Comment',
		name: 'firstComment',
		type: 'string',
		typeOptions: { rows: 2 },
		default: '',
		placeholder: 'e.g. Read the full story: https://example.com/story',
		description: `Text posted as a comment under the post right after it goes out (a scheduled post gets it when it goes out), on the networks that take comments: ${spokenNetworks(FIRST_COMMENT_NETWORKS)}. Not where Disable Comments turned comments off.`,
	},
	{
		displayName: 'First Comment Media URL',
		name: 'firstCommentMediaUrls',
		type: 'string',
		default: '',
		placeholder: 'e.g. https://example.com/photo.jpg',
		description: `One https URL of an image or video for the first comment. Only ${spokenNetworks(FIRST_COMMENT_MEDIA_NETWORKS)} show it; the other networks get the text alone.`,
	},
];

/** The request fields these options make (none when left empty). */
export function commentRequestFields(options: IDataObject): IDataObject {
	const fields: IDataObject = {};
	const comment = typeof options.firstComment === 'string' ? options.firstComment : '';
	const mediaUrls = toList(options.firstCommentMediaUrls);
	if (comment.trim() !== '' || mediaUrls.length) {
		fields.firstComment = mediaUrls.length ? { comment, mediaUrls } : { comment };
	}
	if (options.disableComments === true) fields.disableComments = true;
	return fields;
}

/** What Preview shows of them for one network: the first comment it would get, comments off. */
export function commentPreview(request: IDataObject, network: string): IDataObject {
	const preview: IDataObject = {};
	const first = request.firstComment as IDataObject | undefined;
	if (first && firstCommentNetworks([network], request.disableComments).length === 1) {
		preview.firstComment = FIRST_COMMENT_MEDIA_NETWORKS.includes(network)
			? first
			: { comment: first.comment };
	}
	if (request.disableComments === true && DISABLE_COMMENTS_NETWORKS.includes(network))
		preview.commentsOff = true;
	return preview;
}
