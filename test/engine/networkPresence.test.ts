import {
	bioLinkNetworks,
	exampleNetworks,
	networkEntry,
	networksOffering,
	NETWORK_IDS,
	resizePresets,
} from '../../src/engine/networks';
import { AI_FIT_FLAG, AiGeneratePostSchema, AiRewriteSchema } from '../../src/engine/resources/ai';
import { BIO_SOCIAL_KEYS, bioSocialLabel } from '../../src/engine/resources/bioPages';
import { FEED_TYPES } from '../../src/engine/resources/feeds';
import { RESIZE_NETWORKS } from '../../src/engine/resources/mediaResize';
import { socialNetworkOf } from '../../src/sandbox/links/linkClicks';
import { shownOf } from '../../src/sandbox/networks/shown';

// How networks show up outside their posts (bio pages, link clicks, media sizes, AI text).

test('bio links: each network has its own place, and the page lists them in that order', () => {
	const positions = bioLinkNetworks().map((p) => networkEntry(p).offers.bioLink?.position);
	expect(new Set(positions).size).toBe(positions.length);
	expect(positions).toEqual([...positions].sort((a, b) => (a ?? 0) - (b ?? 0)));
	expect(BIO_SOCIAL_KEYS.slice(0, positions.length)).toEqual(bioLinkNetworks());
	for (const key of BIO_SOCIAL_KEYS) expect(bioSocialLabel(key)).not.toBe('');
});

test('referrer hosts: each belongs to one network, and a click from it counts for that network', () => {
	const hosts = NETWORK_IDS.flatMap((p) => shownOf(p).referrerHosts ?? []);
	expect(new Set(hosts).size).toBe(hosts.length);
	for (const network of NETWORK_IDS)
		for (const host of shownOf(network).referrerHosts ?? []) {
			expect(socialNetworkOf(host)).toBe(network);
			expect(socialNetworkOf(`www.${host}`)).toBe(network);
		}
});

// The resize platforms the docs list (https://www.ayrshare.com/docs/apis/media/resize), written here.
const DOCS_RESIZE_NETWORKS = [
	'facebook',
	'instagram',
	'instagram_landscape',
	'instagram_portrait',
	'instagram_special',
	'linkedin',
	'pinterest',
	'tiktok',
	'twitter',
];

test("resize presets: the docs' platforms, each once, one node default, each with its size", () => {
	const presets = resizePresets();
	expect(presets.map((p) => p.value).sort()).toEqual(DOCS_RESIZE_NETWORKS);
	expect(presets.filter((p) => p.nodeDefault)).toHaveLength(1);
	expect(Object.keys(RESIZE_NETWORKS).sort()).toEqual(DOCS_RESIZE_NETWORKS);
});

test('the AI length flag: X states it, and both writer requests take it', () => {
	expect(NETWORK_IDS.filter((p) => networkEntry(p).offers.aiFit !== undefined)).toEqual([
		'twitter',
	]);
	// The flag the generate-post docs name (https://www.ayrshare.com/docs/llms.txt, apis/generate): `twitter`, to fit X.
	expect(AI_FIT_FLAG).toBe('twitter');
	expect(AiGeneratePostSchema.parse({ text: 'x' })).toHaveProperty(AI_FIT_FLAG, false);
	expect(AiRewriteSchema.parse({ post: 'x' })).toHaveProperty(AI_FIT_FLAG, false);
});

test('an example network exists, and every channel feed network is a feed type', () => {
	expect(exampleNetworks(1).length).toBeGreaterThan(0);
	for (const network of networksOffering('channelFeed'))
		expect(FEED_TYPES as readonly string[]).toContain(network);
});
