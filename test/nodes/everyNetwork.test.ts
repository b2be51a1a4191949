import type { IDataObject } from 'n8n-workflow';

import { networkEntry, NETWORK_IDS, type Network } from '../../src/engine/networks';
import { NETWORK_RULES } from '../../src/engine/validation';
import { networkOptions } from '../../nodes/SocialPublishing/actions/common.descriptions';
import { TOLD } from '../helpers/networkFacts';
import { spStep, useSandbox } from '../helpers/socialPublishingSteps';

// Post › Publish through n8n for every network of the registry: the node lists it under its
// display name and its post reaches the network. A network that needs more than media (a title, a
// subreddit) says so in its rules, and the node's fields for those are named here.
const sp = useSandbox();
const IMAGE = 'https://example.com/photo.jpg';
const VIDEO = 'https://example.com/clip.mp4';

/** The node's Options fields a network's required fields are typed in. */
function requiredFields(network: Network): IDataObject {
	const rule = NETWORK_RULES[network];
	const fields: IDataObject = {};
	if (rule.title?.field === 'youTubeOptions.title') fields.youTubeTitle = 'A title';
	if (rule.title?.field === 'redditOptions.title') fields.redditTitle = 'A title';
	if (networkEntry(network).options?.required?.key === 'subreddit') fields.redditSubreddit = 'test';
	return fields;
}

it.each(NETWORK_IDS)(
	'%s: listed by its display name and published through the node',
	async (network) => {
		expect(networkOptions).toContainEqual({ name: TOLD[network].name, value: network });
		const rule = NETWORK_RULES[network];
		const media = rule.requiresSingleVideo ? VIDEO : rule.requiresMedia ? IMAGE : undefined;
		const run = await sp.run([
			spStep('Publish', 'post', 'create', {
				text: `Hello ${network}`,
				platforms: [network],
				options: { ...(media ? { mediaUrls: media } : {}), ...requiredFields(network) },
			}),
		]);
		expect(run.errorOf('Publish')).toBeUndefined();
		const [result] = run.outputOf('Publish');
		expect(result).toMatchObject({ status: 'success' });
		const record = await sp.api('GET', `/post/${result.id as string}`);
		expect(record.postIds).toEqual([
			expect.objectContaining({ platform: network, status: 'success' }),
		]);
	},
);
