import { networkEntry, type Network } from '../../src/engine/networks';
import { NETWORK_RULES } from '../../src/engine/validation/index';
import { IMAGE, VIDEO } from './testSandbox';

/** The smallest post each network takes, from its rules: media, a title, a subreddit. */
export function minimalPost(network: Network): Record<string, unknown> {
	const rule = NETWORK_RULES[network];
	const post: Record<string, unknown> = { post: `Hello ${network}`, platforms: [network] };
	if (rule.requiresSingleVideo) post.mediaUrls = [VIDEO];
	else if (rule.requiresMedia) post.mediaUrls = [IMAGE];
	const options: Record<string, unknown> = {};
	if (rule.title) options[rule.title.field.split('.')[1]] = 'A title';
	const required = networkEntry(network).options?.required;
	if (required) options[required.key] = 'test';
	if (Object.keys(options).length > 0) post[networkEntry(network).optionsField] = options;
	return post;
}
