import type { INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';

import { AUTO_HASHTAG_MAX_TEXT_LENGTH, type HashtagsAutoRequest } from '../../../../src/engine';
import type { OperationExecute } from '../node.type';
import { toItems } from '../items';

const properties: INodeProperties[] = [
	{
		displayName: 'Text',
		name: 'text',
		type: 'string',
		typeOptions: { rows: 4 },
		default: '',
		required: true,
		description: `Text to add hashtags to; text over ${AUTO_HASHTAG_MAX_TEXT_LENGTH.toLocaleString('en-US')} characters comes back unchanged`,
	},
	{
		displayName: 'Max Hashtags',
		name: 'max',
		type: 'number',
		typeOptions: { minValue: 1, maxValue: 5 },
		default: 2,
		description: 'How many hashtags to add, from 1 to 5',
	},
	{
		displayName: 'Position',
		name: 'position',
		type: 'options',
		options: [
			{
				name: 'Auto',
				value: 'auto',
				description:
					'Turn the first occurrence of the top word into its hashtag, add the rest at the end',
			},
			{ name: 'End', value: 'end', description: 'Add every hashtag at the end of the text' },
		],
		default: 'auto',
		description: 'Where the hashtags go',
	},
];

const displayOptions = { show: { resource: ['hashtag'], operation: ['auto'] } };

export const description = updateDisplayOptions(displayOptions, properties);

export const execute: OperationExecute = async function (itemIndex, { client, profileKey }) {
	const request: HashtagsAutoRequest = {
		post: this.getNodeParameter('text', itemIndex) as string,
		max: this.getNodeParameter('max', itemIndex, 2) as number,
		position: this.getNodeParameter(
			'position',
			itemIndex,
			'auto',
		) as HashtagsAutoRequest['position'],
	};
	return toItems(await client.hashtags.auto(request, { profileKey }), itemIndex);
};
