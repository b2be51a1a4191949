import type { IDataObject, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';

import type { OperationExecute } from '../node.type';
import { toItems } from '../items';
import { linkFiltersProperty, linkIdProperty, toLinkQuery } from './shared';

const properties: INodeProperties[] = [linkIdProperty, linkFiltersProperty(false)];

const displayOptions = { show: { resource: ['link'], operation: ['get'] } };

export const description = updateDisplayOptions(displayOptions, properties);

export const execute: OperationExecute = async function (itemIndex, { client, profileKey }) {
	const id = this.getNodeParameter('linkId', itemIndex) as string;
	const filters = this.getNodeParameter('filters', itemIndex, {}) as IDataObject;
	const query = toLinkQuery(filters, this.getTimezone());
	const result = await client.links.get(id, query, { profileKey });
	return toItems(result.analytics, itemIndex);
};
