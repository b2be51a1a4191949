import type { IDataObject, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';

import { AI_FIT_FLAG, type AiGeneratePostRequest } from '../../../../src/engine';
import { toList } from '../parameterValues';
import type { OperationExecute } from '../node.type';
import { toItems } from '../items';
import { aiTextProperty, styleOptions } from './shared';
import { optionsProperty } from '../common.descriptions';

const properties: INodeProperties[] = [
	aiTextProperty('What the post is about. May be empty when Media URLs are given.', {
		required: false,
		placeholder: 'e.g. Our new sourdough is out of the oven every morning at 7',
	}),
	optionsProperty([
		...styleOptions(true),
		{
			displayName: 'Media URLs',
			name: 'mediaUrls',
			type: 'string',
			default: '',
			placeholder: 'e.g. https://example.com/bread.jpg',
			description: 'Images to write about: a comma- or newline-separated list of URLs',
		},
	]),
];

const displayOptions = { show: { resource: ['ai'], operation: ['generatePost'] } };

export const description = updateDisplayOptions(displayOptions, properties);

/** `{status, post, usage, totalMonthlyUsage}`. */
export const execute: OperationExecute = async function (itemIndex, { client, profileKey }) {
	const options = this.getNodeParameter('options', itemIndex, {}) as IDataObject;
	const request: AiGeneratePostRequest = {};
	const text = this.getNodeParameter('text', itemIndex, '') as string;
	if (text.trim() !== '') request.text = text;
	const mediaUrls = toList(options.mediaUrls);
	if (mediaUrls.length) request.mediaUrls = mediaUrls;
	for (const flag of ['hashtags', 'emojis', AI_FIT_FLAG] as const) {
		if (typeof options[flag] === 'boolean') request[flag] = options[flag];
	}
	return toItems(await client.ai.generatePost(request, { profileKey }), itemIndex);
};
