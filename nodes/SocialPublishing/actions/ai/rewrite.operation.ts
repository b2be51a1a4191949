import type { IDataObject, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';

import { AI_FIT_FLAG, type AiRewriteRequest } from '../../../../src/engine';
import type { OperationExecute } from '../node.type';
import { toItems } from '../items';
import { aiTextProperty, styleOptions } from './shared';
import { optionsProperty } from '../common.descriptions';

const properties: INodeProperties[] = [
	aiTextProperty('The post to rewrite', {
		placeholder: 'e.g. Fresh bread every morning. Come early!',
	}),
	optionsProperty([
		...styleOptions(false),
		{
			displayName: 'Rewrites',
			name: 'rewrites',
			type: 'number',
			typeOptions: { minValue: 1, maxValue: 5 },
			default: 5,
			description: 'How many different versions to write (1-5)',
		},
	]),
];

const displayOptions = { show: { resource: ['ai'], operation: ['rewrite'] } };

export const description = updateDisplayOptions(displayOptions, properties);

/** One item: `{status, post, rewrites: [...], usage, totalMonthlyUsage}`; `post` is the first rewrite. */
export const execute: OperationExecute = async function (itemIndex, { client, profileKey }) {
	const options = this.getNodeParameter('options', itemIndex, {}) as IDataObject;
	const request: AiRewriteRequest = { post: this.getNodeParameter('text', itemIndex) as string };
	for (const flag of ['hashtags', 'emojis', AI_FIT_FLAG] as const) {
		if (typeof options[flag] === 'boolean') request[flag] = options[flag];
	}
	if (typeof options.rewrites === 'number') request.rewrites = options.rewrites;
	return toItems(await client.ai.rewrite(request, { profileKey }), itemIndex);
};
