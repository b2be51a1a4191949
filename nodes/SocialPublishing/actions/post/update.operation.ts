import type {
	IDataObject,
	IExecuteFunctions,
	INodeExecutionData,
	INodeProperties,
} from 'n8n-workflow';
import { NodeOperationError, updateDisplayOptions } from 'n8n-workflow';

import type { PostUpdateRequest } from '../../../../src/engine';
import type { ItemContext } from '../node.type';
import { inWorkflowZone, postIdProperty } from './shared';
import { toItems } from '../items';
import { additionalFieldsProperty, withAdditionalFields } from '../additionalFields';

const properties: INodeProperties[] = [
	postIdProperty('ID of the post to approve, reschedule or annotate'),
	{
		displayName: 'Update Fields',
		name: 'updateFields',
		type: 'collection',
		placeholder: 'Add Field',
		default: {},
		options: [
			{
				displayName: 'Approved',
				name: 'approved',
				type: 'boolean',
				default: true,
				description: 'Whether to release a post held as "awaiting approval"',
			},
			{
				displayName: 'Notes',
				name: 'notes',
				type: 'string',
				default: '',
				description: 'Replaces the note stored with the post',
			},
			{
				displayName: 'Schedule Date',
				name: 'scheduleDate',
				type: 'dateTime',
				default: '',
				description: 'New send time of a pending post (converted to UTC); a past date sends it now',
			},
		],
	},
];

const displayOptions = { show: { resource: ['post'], operation: ['update'] } };

export const description = updateDisplayOptions(displayOptions, [
	...properties,
	additionalFieldsProperty,
]);

export async function execute(
	this: IExecuteFunctions,
	itemIndex: number,
	{ client, profileKey }: ItemContext,
): Promise<INodeExecutionData[]> {
	const id = this.getNodeParameter('postId', itemIndex) as string;
	const fields = this.getNodeParameter('updateFields', itemIndex, {}) as IDataObject;
	const update: PostUpdateRequest = { id };
	if (typeof fields.approved === 'boolean') update.approved = fields.approved;
	if (fields.scheduleDate !== undefined && fields.scheduleDate !== '') {
		// n8n may hand a DateTime object; the engine converts anything date-like to UTC.
		update.scheduleDate = inWorkflowZone(fields.scheduleDate, this.getTimezone()) as string;
	}
	if (typeof fields.notes === 'string') update.notes = fields.notes;
	if (Object.keys(update).length === 1) {
		throw new NodeOperationError(this.getNode(), 'Nothing to update', {
			itemIndex,
			description: 'Add at least one of Approved, Schedule Date or Notes under "Update Fields"',
		});
	}
	return toItems(
		await client.posts.update(withAdditionalFields(this, itemIndex, update), { profileKey }),
		itemIndex,
	);
}
