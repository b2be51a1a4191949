import type { INodeProperties, INodePropertyOptions } from 'n8n-workflow';

import { PLATFORMS } from '../../src/engine';
import * as history from '../../nodes/SocialPublishing/actions/history/History.resource';
import * as post from '../../nodes/SocialPublishing/actions/post/Post.resource';
import { SocialPublishing } from '../../nodes/SocialPublishing/SocialPublishing.node';

const { description } = new SocialPublishing();
const modules: Record<string, Record<string, unknown>> = { post, history };

function operationsOf(resource: string): INodePropertyOptions[] {
	const property = description.properties.find(
		(p) => p.name === 'operation' && p.displayOptions?.show?.resource?.includes(resource),
	) as INodeProperties;
	return property.options as INodePropertyOptions[];
}

test('the node is version 1, usable as a tool, with both credentials', () => {
	expect(description).toMatchObject({ name: 'socialPublishing', version: 1, usableAsTool: true });
	expect(description.credentials?.map((c) => [c.name, c.displayOptions?.show])).toEqual([
		['socialPublishingApi', undefined],
		['socialPublishingProfileApi', { actAs: ['profileCredential'] }],
	]);
});

test.each([
	[
		'post',
		{
			create: 'Publish a post',
			get: 'Get a post',
			delete: 'Delete a post',
			deleteMany: 'Delete many scheduled posts',
			update: 'Update a post',
			retry: 'Retry a failed post',
		},
	],
	[
		'history',
		{
			getAll: 'Get many posts from history',
			get: 'Get a post from history',
			getByPlatform: 'Get posts of a network',
			getByNetworkId: 'Get a post by network ID',
		},
	],
])(
	'%s: every operation has a camelCase value, an action label and an execute',
	(resource, actions) => {
		const options = operationsOf(resource);
		expect(Object.fromEntries(options.map((o) => [o.value, o.action]))).toEqual(actions);
		for (const option of options) {
			expect(String(option.value)).toMatch(/^[a-z][a-zA-Z]*$/);
			expect(
				typeof (modules[resource][String(option.value)] as { execute?: unknown }).execute,
			).toBe('function');
		}
	},
);

test('Publish offers the eleven networks, and every operation shows "Act As"', () => {
	const platforms = description.properties.find((p) => p.name === 'platforms') as INodeProperties;
	expect((platforms.options as INodePropertyOptions[]).map((o) => o.value)).toEqual([...PLATFORMS]);
	const actAs = description.properties.find((p) => p.name === 'actAs') as INodeProperties;
	expect(actAs.displayOptions).toBeUndefined();
	expect((actAs.options as INodePropertyOptions[]).map((o) => o.value)).toEqual([
		'primary',
		'profileCredential',
		'profileKey',
	]);
	const profileKey = description.properties.find((p) => p.name === 'profileKey') as INodeProperties;
	expect(profileKey.typeOptions?.password).toBe(true);
});

test('every field is shown for exactly one resource/operation pair or for all', () => {
	const names = new Set<string>();
	for (const property of description.properties) {
		const show = property.displayOptions?.show;
		if (!show || property.name === 'operation') continue;
		if (show.resource) {
			expect(show.resource).toHaveLength(1);
			expect(show.operation).toHaveLength(1);
			const key = `${show.resource[0]}.${show.operation?.[0]}.${property.name}`;
			expect(names.has(key)).toBe(false);
			names.add(key);
		}
	}
	expect(names.size).toBeGreaterThan(10);
});
