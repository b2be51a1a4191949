/**
 * The network registry: one entry per network the service publishes to, each in its own file
 * beside this one. A new network is its file and one line here (`test/engine/registry.test.ts`
 * fails for an entry file left out); everything else derives from the entries (`index.ts`).
 */
import { bluesky } from './bluesky';
import { facebook, fbg } from './facebook';
import { gmb } from './gmb';
import { instagram } from './instagram';
import { linkedin } from './linkedin';
import { pinterest } from './pinterest';
import { reddit } from './reddit';
import { snapchat } from './snapchat';
import { telegram } from './telegram';
import { threads } from './threads';
import { tiktok } from './tiktok';
import { twitter } from './twitter';
import { youtube } from './youtube';
import type { z } from 'zod';
import type { NetworkEntry } from './entry';

export { MESSAGING_ONLY_NETWORKS, type MessagingOnlyNetwork } from './whatsapp';

/** The registry, in the order of https://www.ayrshare.com/docs/apis/post/social-networks/overview; `Network` is its keys. */
export const NETWORKS = {
	facebook,
	fbg,
	instagram,
	linkedin,
	twitter,
	pinterest,
	youtube,
	telegram,
	gmb,
	reddit,
	tiktok,
	bluesky,
	threads,
	snapchat,
} as const satisfies Record<string, NetworkEntry>;

export type Network = keyof typeof NETWORKS;

/** Every network, in the registry's order. */
export const NETWORK_IDS = Object.keys(NETWORKS) as [Network, ...Network[]];

/** Constants of single networks that other parts name directly (option values, limits). */
export { GMB_ACTION_TYPES } from './gmb';
export { LINKEDIN_VISIBILITIES } from './linkedin';
export { SNAPCHAT_SPOTLIGHT_MAX_LENGTH } from './snapchat';
export { TIKTOK_VISIBILITIES } from './tiktok';
export {
	TWEET_LONG_POST_MAX_LENGTH,
	TWEET_THREAD_MAX_TWEETS,
	TwitterOptionsSchema,
	X_REPLY_SETTINGS,
} from './twitter';

/** `twitterOptions` of a post: `thread` splits a long text into a thread, `threadNumber` numbers it. */
export type TwitterOptions = z.infer<typeof import('./twitter').TwitterOptionsSchema>;
