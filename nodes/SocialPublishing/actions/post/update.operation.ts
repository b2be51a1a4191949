import type { IDataObject, INodeProperties } from 'n8n-workflow';
import { NodeOperationError, updateDisplayOptions } from 'n8n-workflow';

import type { PostUpdateRequest } from '../../../../src/engine';
import { updateFieldsProperty } from '../common.descriptions';
import type { OperationExecute } from '../node.type';
import { inWorkflowZone, postIdProperty } from './shared';
import { toItems } from '../items';
import { additionalFieldsProperty, withAdditionalFields } from '../additionalFields';

const properties: INodeProperties[] = [
	postIdProperty('ID of the post to approve, pause, reschedule or annotate'),
	updateFieldsProperty({
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
				displayName: 'Pause Scheduled Post',
				name: 'scheduledPause',
				type: 'boolean',
				default: true,
				description:
					'Whether to pause a scheduled post (it is not sent while paused) or, off, to let a paused post go out at its date again (at once when that date has passed)',
			},
			{
				displayName: 'Schedule Date',
				name: 'scheduleDate',
				type: 'dateTime',
				default: '',
				description: 'New send time of a pending post (converted to UTC); a past date sends it now',
			},
		],
	}),
];

const displayOptions = { show: { resource: ['post'], operation: ['update'] } };

export const description = updateDisplayOptions(displayOptions, [
	...properties,
	additionalFieldsProperty,
]);

export const execute: OperationExecute = async function (itemIndex, { client, profileKey }) {
	const id = this.getNodeParameter('postId', itemIndex) as string;
	const fields = this.getNodeParameter('updateFields', itemIndex, {}) as IDataObject;
	const update: PostUpdateRequest = { id };
	if (typeof fields.approved === 'boolean') update.approved = fields.approved;
	if (fields.scheduleDate !== undefined && fields.scheduleDate !== '') {
		// n8n may hand a DateTime object; the engine converts anything date-like to UTC.
		update.scheduleDate = inWorkflowZone(fields.scheduleDate, this.getTimezone()) as string;
	}
	if (typeof fields.notes === 'string') update.notes = fields.notes;
	if (typeof fields.scheduledPause === 'boolean') update.scheduledPause = fields.scheduledPause;
	if (Object.keys(update).length === 1) {
		throw new NodeOperationError(this.getNode(), 'Nothing to update', {
			itemIndex,
			description:
				'Add at least one of Approved, Notes, Pause Scheduled Post or Schedule Date under "Update Fields"',
		});
	}
	return toItems(
		await client.posts.update(withAdditionalFields(this, itemIndex, update), { profileKey }),
		itemIndex,
	);
};
