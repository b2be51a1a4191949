import type { IDataObject, INodeProperties } from 'n8n-workflow';

import {
	LISTING_REVIEW_NETWORKS,
	REVIEW_NETWORKS,
	networkName,
	reviewRules,
	shortNetworkName,
	type ReviewNetwork,
	type ReviewRules,
} from '../../../../src/engine';
import { isRecord } from '../../../../src/engine/core/isRecord';
import { idProperty } from '../common.descriptions';

/** The listing network the one-review operations (Get, Delete Reply) act on. */
export const LISTING_NETWORK = LISTING_REVIEW_NETWORKS[0];

/** A review network's name in the review texts: its short name, else its display name. */
export function reviewNetworkName(network: ReviewNetwork): string {
	const rules: ReviewRules = reviewRules(network);
	return rules.shortName ? shortNetworkName(network) : networkName(network);
}

/** The listing networks' names, as the texts of the one-review operations say them. */
export const LISTING_NAMES = LISTING_REVIEW_NETWORKS.map(reviewNetworkName).join(' or ');

/** The networks with reviews (beta; Premium or Business plan). */
export const reviewNetworkProperty: INodeProperties = {
	displayName: 'Network',
	name: 'platform',
	type: 'options',
	options: REVIEW_NETWORKS.map((network) => ({ name: networkName(network), value: network })),
	default: LISTING_NETWORK,
	required: true,
	description: 'Network whose reviews to read or answer',
};

export function reviewIdProperty(description: string): INodeProperties {
	return idProperty('Review ID', 'reviewId', description, 'e.g. AbFv123456789012345678901234');
}

/** The service answers `{<platform>: {...}}`: the entry of that network, as the item. */
export function entryOf(result: IDataObject, network: string): IDataObject {
	const entry = result[network];
	return isRecord(entry) ? (entry as IDataObject) : result;
}
