import { networkEntry, type Platform } from '../../src/engine/networks';
import { PLATFORM_RULES } from '../../src/engine/validation/index';
import { IMAGE, VIDEO } from './testSandbox';

/** The smallest post each network takes, from its rules: media, a title, a subreddit. */
export function minimalPost(platform: Platform): Record<string, unknown> {
	const rule = PLATFORM_RULES[platform];
	const post: Record<string, unknown> = { post: `Hello ${platform}`, platforms: [platform] };
	if (rule.requiresSingleVideo) post.mediaUrls = [VIDEO];
	else if (rule.requiresMedia) post.mediaUrls = [IMAGE];
	const options: Record<string, unknown> = {};
	if (rule.title) options[rule.title.field.split('.')[1]] = 'A title';
	const required = networkEntry(platform).options?.required;
	if (required) options[required.key] = 'test';
	if (Object.keys(options).length > 0) post[networkEntry(platform).optionsField] = options;
	return post;
}
