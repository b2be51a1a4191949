import type { IDataObject } from 'n8n-workflow';

import { networkEntry, PLATFORMS, type Platform } from '../../src/engine/networks';
import { PLATFORM_RULES } from '../../src/engine/validation';
import { platformOptions } from '../../nodes/SocialPublishing/actions/common.descriptions';
import { TOLD } from '../helpers/networkFacts';
import { spStep, useSandbox } from '../helpers/socialPublishingSteps';

// Post › Publish through n8n for every network of the registry: the node lists it under its
// display name and its post reaches the network. A network that needs more than media (a title, a
// subreddit) says so in its rules, and the node's fields for those are named here.
const sp = useSandbox();
const IMAGE = 'https://example.com/photo.jpg';
const VIDEO = 'https://example.com/clip.mp4';

/** The node's Options fields a network's required fields are typed in. */
function requiredFields(platform: Platform): IDataObject {
	const rule = PLATFORM_RULES[platform];
	const fields: IDataObject = {};
	if (rule.title?.field === 'youTubeOptions.title') fields.youTubeTitle = 'A title';
	if (rule.title?.field === 'redditOptions.title') fields.redditTitle = 'A title';
	if (networkEntry(platform).options?.required?.key === 'subreddit')
		fields.redditSubreddit = 'test';
	return fields;
}

it.each(PLATFORMS)(
	'%s: listed by its display name and published through the node',
	async (platform) => {
		expect(platformOptions).toContainEqual({ name: TOLD[platform].name, value: platform });
		const rule = PLATFORM_RULES[platform];
		const media = rule.requiresSingleVideo ? VIDEO : rule.requiresMedia ? IMAGE : undefined;
		const run = await sp.run([
			spStep('Publish', 'post', 'create', {
				text: `Hello ${platform}`,
				platforms: [platform],
				options: { ...(media ? { mediaUrls: media } : {}), ...requiredFields(platform) },
			}),
		]);
		expect(run.errorOf('Publish')).toBeUndefined();
		const [result] = run.outputOf('Publish');
		expect(result).toMatchObject({ status: 'success' });
		const record = await sp.api('GET', `/post/${result.id as string}`);
		expect(record.postIds).toEqual([expect.objectContaining({ platform, status: 'success' })]);
	},
);
