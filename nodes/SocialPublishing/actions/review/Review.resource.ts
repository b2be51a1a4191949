import type { INodeProperties } from 'n8n-workflow';

import * as deleteReply from './deleteReply.operation';
import * as get from './get.operation';
import * as getAll from './getAll.operation';
import * as reply from './reply.operation';
import { LISTING_NAMES } from './shared';
import { REVIEW_NETWORKS, networkName } from '../../../../src/engine';

export { deleteReply, get, getAll, reply };

/** The resource's name in the Resource picker. */
export const displayName = 'Review';

export const description: INodeProperties[] = [
	{
		displayName: 'Operation',
		name: 'operation',
		type: 'options',
		noDataExpression: true,
		displayOptions: { show: { resource: ['review'] } },
		options: [
			{
				name: 'Delete Reply',
				value: 'deleteReply',
				description: `Delete your reply to a ${LISTING_NAMES} review`,
				action: 'Delete a review reply',
			},
			{
				name: 'Get',
				value: 'get',
				description: `Get one ${LISTING_NAMES} review`,
				action: 'Get a review',
			},
			{
				name: 'Get Many',
				value: 'getAll',
				description:
					`Get the reviews of the ${REVIEW_NETWORKS.map(networkName).join(' or ')}, one item each ` +
					'with the rating summary',
				action: 'Get many reviews',
			},
			{
				name: 'Reply',
				value: 'reply',
				description: `Reply to a review (on ${LISTING_NAMES}, replaces any earlier reply)`,
				action: 'Reply to a review',
			},
		],
		default: 'getAll',
	},
	...getAll.description,
	...get.description,
	...reply.description,
	...deleteReply.description,
];
