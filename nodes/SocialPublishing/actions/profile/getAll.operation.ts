import type { IDataObject, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';

import { resultLimit, returnAllOrLimit } from '../limit';
import type { OperationExecute } from '../node.type';
import { toItems } from '../items';

const properties: INodeProperties[] = [
	...returnAllOrLimit,
	{
		displayName: 'Include Profile Keys',
		name: 'includeProfileKeys',
		type: 'boolean',
		default: false,
		description:
			'Whether to put each profile key in the output. Keys act for their profile and are stored with the execution, so leave this off unless a later node needs them.',
	},
];

const displayOptions = { show: { resource: ['profile'], operation: ['getAll'] } };

export const description = updateDisplayOptions(displayOptions, properties);

export const execute: OperationExecute = async function (itemIndex, { client }) {
	const includeKeys = this.getNodeParameter('includeProfileKeys', itemIndex, false) as boolean;
	const { profiles = [] } = await client.profiles.list();
	const shown = profiles.map((profile) => {
		const json = { ...profile } as IDataObject;
		if (!includeKeys) delete json.profileKey;
		return json;
	});
	// The service has no paging: it answers every profile, so the limit is applied here.
	const limit = resultLimit.call(this, itemIndex, shown.length);
	return toItems(shown.slice(0, limit), itemIndex);
};
