import type { INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';

import { toList } from '../parameterValues';
import type { OperationExecute } from '../node.type';
import { toItems } from '../items';

const properties: INodeProperties[] = [
	{
		displayName: 'Delete',
		name: 'deleteMode',
		type: 'options',
		noDataExpression: true,
		options: [
			{
				name: 'Listed Posts',
				value: 'list',
				description:
					'The scheduled posts whose IDs are listed; posts no longer pending are skipped',
			},
			{
				name: 'All Scheduled Posts',
				value: 'allScheduled',
				description: 'Every post of the profile that is still waiting to be sent',
			},
		],
		default: 'list',
	},
	{
		displayName: 'Post IDs',
		name: 'postIds',
		type: 'string',
		default: '',
		required: true,
		placeholder: 'e.g. id1, id2',
		displayOptions: { show: { deleteMode: ['list'] } },
		description: 'Comma- or newline-separated IDs of pending scheduled posts',
	},
];

const displayOptions = { show: { resource: ['post'], operation: ['deleteMany'] } };

export const description = updateDisplayOptions(displayOptions, properties);

export const execute: OperationExecute = async function (itemIndex, { client, profileKey }) {
	const mode = this.getNodeParameter('deleteMode', itemIndex) as string;
	const result =
		mode === 'allScheduled'
			? await client.posts.delete({ deleteAllScheduled: true }, { profileKey })
			: await client.posts.delete(
					{ bulk: toList(this.getNodeParameter('postIds', itemIndex, '')) },
					{ profileKey },
				);
	// A bulk delete answers one status per post; keep them together in one item per input item.
	return toItems(Array.isArray(result) ? { results: result } : result, itemIndex);
};
