import type { IDataObject, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';

import type { FeedUpdateRequest } from '../../../../src/engine';
import { updateFieldsProperty } from '../common.descriptions';
import type { OperationExecute } from '../node.type';
import { toItems } from '../items';
import { feedIdProperty, feedSettings } from './shared';
import { additionalFieldsProperty, withAdditionalFields } from '../additionalFields';

const properties: INodeProperties[] = [
	feedIdProperty,
	updateFieldsProperty({ options: feedSettings }),
];

const displayOptions = { show: { resource: ['feed'], operation: ['update'] } };

export const description = updateDisplayOptions(displayOptions, [
	...properties,
	additionalFieldsProperty,
]);

/** `{status, id}`; at least one field must be added, else nothing would change. */
export const execute: OperationExecute = async function (itemIndex, { client, profileKey }) {
	const fields = this.getNodeParameter('updateFields', itemIndex, {}) as IDataObject;
	const request: FeedUpdateRequest = { id: this.getNodeParameter('feedId', itemIndex) as string };
	if (typeof fields.useFirstImage === 'boolean') request.useFirstImage = fields.useFirstImage;
	if (typeof fields.autoHashtag === 'boolean') request.autoHashtag = fields.autoHashtag;
	return toItems(
		await client.feeds.update(withAdditionalFields(this, itemIndex, request), { profileKey }),
		itemIndex,
	);
};
