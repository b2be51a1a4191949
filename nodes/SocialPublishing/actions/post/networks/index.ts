import type { IDataObject } from 'n8n-workflow';

import { facebook } from './facebook';
import { googleBusiness } from './googleBusiness';
import { instagram } from './instagram';
import { linkedin } from './linkedin';
import { pinterest } from './pinterest';
import { reddit } from './reddit';
import type { NetworkOptions } from './shared';
import { snapchat } from './snapchat';
import { tiktok } from './tiktok';
import { x } from './x';
import { youtube } from './youtube';

/** Every network with options of its own, in the order their objects join the request. */
const NETWORKS: NetworkOptions[] = [
	youtube,
	reddit,
	pinterest,
	x,
	facebook,
	googleBusiness,
	instagram,
	linkedin,
	snapchat,
	tiktok,
];

/** Adds each network's options object, built by its own module, under the field the service reads. */
export function applyNetworkOptions(
	options: IDataObject,
	request: IDataObject,
	timeZone: string,
): void {
	for (const network of NETWORKS) {
		const built = network.build(options, timeZone);
		if (built) request[network.requestField] = built;
	}
}
