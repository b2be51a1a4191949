import type { IDataObject, INodeProperties } from 'n8n-workflow';

import { facebookOptions, facebookOptionsField } from './facebook';
import { gmbOptions, gmbOptionsField } from './gmb';
import { instagramOptions, instagramOptionsField } from './instagram';
import { linkedinOptions, linkedinOptionsField } from './linkedin';
import {
	pinterestOptions,
	pinterestOptionsField,
	redditOptions,
	redditOptionsField,
} from './pinterestReddit';
import { networkTextsField } from './perNetworkText';
import { mergeInto } from './shared';
import { snapchatOptions, snapchatOptionsField } from './snapchat';
import { tiktokOptions, tiktokOptionsField } from './tiktok';
import { xOptions, xOptionsField } from './x';

/** The per-network option groups of Publish and Preview, in the order the Options list shows them. */
export const networkOptionFields: INodeProperties[] = [
	facebookOptionsField,
	gmbOptionsField,
	instagramOptionsField,
	linkedinOptionsField,
	pinterestOptionsField,
	redditOptionsField,
	snapchatOptionsField,
	tiktokOptionsField,
	networkTextsField,
	xOptionsField,
];

function group(o: IDataObject, name: string): IDataObject {
	const value = o[name];
	return value !== null && typeof value === 'object' ? (value as IDataObject) : {};
}

/** Adds each network's typed options to the request, under the field the service reads. */
export function applyNetworkOptions(o: IDataObject, request: IDataObject, timeZone: string): void {
	mergeInto(request, 'faceBookOptions', facebookOptions(group(o, 'faceBookOptions')));
	mergeInto(request, 'gmbOptions', gmbOptions(group(o, 'gmbOptions'), timeZone));
	mergeInto(request, 'instagramOptions', instagramOptions(group(o, 'instagramOptions')));
	mergeInto(request, 'linkedInOptions', linkedinOptions(group(o, 'linkedInOptions')));
	mergeInto(request, 'pinterestOptions', pinterestOptions(group(o, 'pinterestMoreOptions')));
	mergeInto(request, 'redditOptions', redditOptions(group(o, 'redditMoreOptions')));
	mergeInto(request, 'snapChatOptions', snapchatOptions(group(o, 'snapChatOptions')));
	mergeInto(request, 'tikTokOptions', tiktokOptions(group(o, 'tikTokOptions')));
	mergeInto(request, 'twitterOptions', xOptions(group(o, 'xOptions')));
}
