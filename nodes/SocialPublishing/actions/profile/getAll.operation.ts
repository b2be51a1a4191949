import type { IDataObject, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';

import { resultLimit, returnAllOrLimit } from '../limit';
import type { OperationExecute } from '../node.type';
import { toItems } from '../items';

// No profile keys: the service never lists them (docs: apis/profiles/get-profiles); Profile ›
// Create answers a profile's key, once.
const properties: INodeProperties[] = [...returnAllOrLimit];

const displayOptions = { show: { resource: ['profile'], operation: ['getAll'] } };

export const description = updateDisplayOptions(displayOptions, properties);

export const execute: OperationExecute = async function (itemIndex, { client }) {
	const { profiles = [] } = await client.profiles.list();
	// A key an older service still lists is dropped all the same: outputs are stored with executions.
	const shown = profiles.map((profile) => {
		const json = { ...profile } as IDataObject;
		delete json.profileKey;
		return json;
	});
	// The service has no paging: it answers every profile, so the limit is applied here.
	const limit = resultLimit.call(this, itemIndex, shown.length);
	return toItems(shown.slice(0, limit), itemIndex);
};
