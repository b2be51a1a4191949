import type { IDataObject, INodeProperties } from 'n8n-workflow';

import { isRecord } from '../../../../src/engine/core/isRecord';
import { idProperty } from '../common.descriptions';

/** The networks with reviews (beta; Premium or Business plan). */
export const reviewPlatformProperty: INodeProperties = {
	displayName: 'Platform',
	name: 'platform',
	type: 'options',
	options: [
		{ name: 'Facebook Page', value: 'facebook' },
		{ name: 'Google Business Profile', value: 'gmb' },
	],
	default: 'gmb',
	required: true,
	description: 'Network whose reviews to read or answer',
};

export function reviewIdProperty(description: string): INodeProperties {
	return idProperty('Review ID', 'reviewId', description, 'e.g. AbFv123456789012345678901234');
}

/** The service answers `{<platform>: {...}}`: the entry of that network, as the item. */
export function entryOf(result: IDataObject, platform: string): IDataObject {
	const entry = result[platform];
	return isRecord(entry) ? (entry as IDataObject) : result;
}
