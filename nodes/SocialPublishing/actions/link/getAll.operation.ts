import type { IDataObject, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';

import { resultLimit, returnAllOrLimit } from '../limit';
import type { OperationExecute } from '../node.type';
import { toItems } from '../items';
import { linkFiltersProperty, toLinkQuery } from './shared';

const properties: INodeProperties[] = [...returnAllOrLimit, linkFiltersProperty(true)];

const displayOptions = { show: { resource: ['link'], operation: ['getAll'] } };

export const description = updateDisplayOptions(displayOptions, properties);

export const execute: OperationExecute = async function (itemIndex, { client, profileKey }) {
	const filters = this.getNodeParameter('filters', itemIndex, {}) as IDataObject;
	const query = toLinkQuery(filters, this.getTimezone());
	const list = await client.links.list(query, { profileKey });
	const links = list.analytics ?? [];
	// The service has no paging: it answers every link, so the limit is applied here.
	const limit = resultLimit.call(this, itemIndex, links.length);
	return toItems(links.slice(0, limit), itemIndex);
};
