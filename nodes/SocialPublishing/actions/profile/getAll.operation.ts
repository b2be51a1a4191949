import type { IDataObject, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';

import { MAX_PROFILES_PAGE } from '../../../../src/engine';
import { returnAllOrLimit } from '../limit';
import type { OperationExecute } from '../node.type';
import { toItems } from '../items';

// No profile keys: the service never lists them (docs: apis/profiles/get-profiles); Profile ›
// Create answers a profile's key, once.
const properties: INodeProperties[] = [...returnAllOrLimit];

const displayOptions = { show: { resource: ['profile'], operation: ['getAll'] } };

export const description = updateDisplayOptions(displayOptions, properties);

export const execute: OperationExecute = async function (itemIndex, { client }) {
	const returnAll = this.getNodeParameter('returnAll', itemIndex, false) as boolean;
	const wanted = returnAll ? Infinity : (this.getNodeParameter('limit', itemIndex, 50) as number);
	// The service pages by cursor (docs: apis/profiles/get-profiles, at most 5000 a page).
	const profiles: IDataObject[] = [];
	let cursor: string | undefined;
	do {
		const limit = Math.min(wanted - profiles.length, MAX_PROFILES_PAGE);
		const page = await client.profiles.list({ limit, cursor });
		profiles.push(...((page.profiles ?? []) as IDataObject[]));
		const pagination = page.pagination as { hasMore?: boolean; nextCursor?: string } | undefined;
		cursor = pagination?.hasMore ? pagination.nextCursor : undefined;
	} while (cursor && profiles.length < wanted);
	// A key an older service still lists is dropped all the same: outputs are stored with executions.
	const shown = profiles.slice(0, wanted).map((profile) => {
		const json = { ...profile };
		delete json.profileKey;
		return json;
	});
	return toItems(shown, itemIndex);
};
