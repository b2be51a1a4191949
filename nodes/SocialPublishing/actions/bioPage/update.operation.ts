import type { IDataObject, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';

import type { BioPageUpdateRequest } from '../../../../src/engine';
import { updateFieldsProperty } from '../common.descriptions';
import type { OperationExecute } from '../node.type';
import { toItems } from '../items';
import { pageFieldOptions, socialUrlsProperty, toPageFields } from './shared';
import { additionalFieldsProperty, withAdditionalFields } from '../additionalFields';

const newHandleField: INodeProperties = {
	displayName: 'Handle',
	name: 'handle',
	type: 'string',
	default: '',
	placeholder: 'e.g. acme-coffee',
	description: 'New address name of the page; the old handle becomes free for others',
};

const properties: INodeProperties[] = [
	updateFieldsProperty({
		description: 'Fields to change; a field added but left empty is cleared on the page',
		options: [...pageFieldOptions, newHandleField].sort((a, b) =>
			a.displayName.localeCompare(b.displayName),
		),
	}),
	{
		...socialUrlsProperty,
		description: 'Social links to change; one added but left empty is removed from the page',
	},
];

const displayOptions = { show: { resource: ['bioPage'], operation: ['update'] } };

export const description = updateDisplayOptions(displayOptions, [
	...properties,
	additionalFieldsProperty,
]);

/** `{status, url}`; at least one field must be added, else nothing would change. */
export const execute: OperationExecute = async function (itemIndex, { client, profileKey }) {
	const fields = this.getNodeParameter('updateFields', itemIndex, {}) as IDataObject;
	const socialUrls = this.getNodeParameter('socialUrls', itemIndex, {}) as IDataObject;
	const request: BioPageUpdateRequest = toPageFields(fields, socialUrls);
	if (typeof fields.handle === 'string' && fields.handle.trim() !== '') {
		request.handle = fields.handle;
	}
	return toItems(
		await client.bioPages.update(withAdditionalFields(this, itemIndex, request), { profileKey }),
		itemIndex,
	);
};
