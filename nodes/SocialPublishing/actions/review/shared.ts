import type { IDataObject, INodeProperties } from 'n8n-workflow';

import {
	LISTING_REVIEW_PLATFORMS,
	REVIEW_PLATFORMS,
	networkName,
	reviewRules,
	shortNetworkName,
	type ReviewPlatform,
	type ReviewRules,
} from '../../../../src/engine';
import { isRecord } from '../../../../src/engine/core/isRecord';
import { idProperty } from '../common.descriptions';

/** The listing network the one-review operations (Get, Delete Reply) act on. */
export const LISTING_PLATFORM = LISTING_REVIEW_PLATFORMS[0];

/** A review network's name in the review texts: its short name, else its display name. */
export function reviewNetworkName(platform: ReviewPlatform): string {
	const rules: ReviewRules = reviewRules(platform);
	return rules.shortName ? shortNetworkName(platform) : networkName(platform);
}

/** The listing networks' names, as the texts of the one-review operations say them. */
export const LISTING_NAMES = LISTING_REVIEW_PLATFORMS.map(reviewNetworkName).join(' or ');

/** The networks with reviews (beta; Premium or Business plan). */
export const reviewPlatformProperty: INodeProperties = {
	displayName: 'Network',
	name: 'platform',
	type: 'options',
	options: REVIEW_PLATFORMS.map((platform) => ({ name: networkName(platform), value: platform })),
	default: LISTING_PLATFORM,
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
