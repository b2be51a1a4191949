import type { INodeProperties, INodePropertyOptions } from 'n8n-workflow';

import { NETWORK_IDS } from '../../src/engine';
import { RESOURCES } from '../../nodes/SocialPublishing/actions/resources';
import { SocialPublishing } from '../../nodes/SocialPublishing/SocialPublishing.node';

const { description } = new SocialPublishing();
const modules: Record<string, Record<string, unknown>> = RESOURCES;

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

/** Every resource's operations: value → action label. */
const ACTIONS: Record<string, Record<string, string>> = {
	ad: {
		boost: 'Boost a post',
		getAll: 'Get many ads',
		updateStatus: 'Update an ad status',
		getAccounts: 'Get ad accounts',
		searchTargeting: 'Search ad targeting',
		getHistory: 'Get ad history',
		getDsaRecommendations: 'Get DSA recommendations',
	},
	analytics: {
		getPost: 'Get post analytics',
		getAccount: 'Get account analytics',
		getPostByNetworkId: 'Get post analytics by network ID',
		getLinks: 'Get link analytics',
	},
	autoSchedule: {
		set: 'Set an auto schedule',
		getAll: 'Get many auto schedules',
		delete: 'Delete an auto schedule',
	},
	brand: { lookUp: 'Look up a brand' },
	hashtag: {
		auto: 'Add hashtags to a text',
		checkBanned: 'Check whether a hashtag is banned',
		recommend: 'Get hashtag recommendations',
	},
	comment: {
		create: 'Comment on a post',
		delete: 'Delete a comment',
		getAll: 'Get comments of a post',
		reply: 'Reply to a comment',
	},
	history: {
		getAll: 'Get many posts from history',
		get: 'Get a post from history',
		getByPlatform: 'Get posts of a network',
		getByNetworkId: 'Get a post by network ID',
	},
	link: {
		shorten: 'Shorten a link',
		update: 'Update a short link',
		create: 'Create a tracked short link',
		get: 'Get a short link',
		getAll: 'Get many short links',
	},
	media: {
		upload: 'Upload a media file',
		getAll: 'Get many media files',
		resize: 'Resize an image',
		checkUrl: 'Check a media URL',
		getMetadata: 'Get media metadata',
	},
	post: {
		create: 'Publish a post',
		get: 'Get a post',
		delete: 'Delete a post',
		deleteMany: 'Delete many scheduled posts',
		update: 'Update a post',
		retry: 'Retry a failed post',
		preview: 'Preview a post per network',
	},
	profile: {
		create: 'Create a profile',
		delete: 'Delete a profile',
		getAll: 'Get many profiles',
		update: 'Update a profile',
		generateJwt: 'Generate a linking token',
		rotateWebhookSecret: 'Rotate the webhook signing secret',
		unlinkNetwork: 'Unlink a network',
	},
	user: {
		explainError: 'Explain an error code',
		get: 'Get user details',
		getBatch: 'Get all users in a batch file',
		getPinterestBoards: 'Get pinterest boards',
		updateBusinessListing: 'Update the business listing',
	},
	review: {
		getAll: 'Get many reviews',
		get: 'Get a review',
		reply: 'Reply to a review',
		deleteReply: 'Delete a review reply',
	},
	message: {
		send: 'Send a message',
		getAll: 'Get many messages',
		updateConversation: 'Update a conversation',
		setAutoResponse: 'Set the auto response',
		getAutoResponse: 'Get the auto response',
	},
	feed: {
		add: 'Add a feed',
		getAll: 'Get many feeds',
		update: 'Update a feed',
		delete: 'Delete a feed',
		setWebhook: 'Set the feed webhook',
	},
	bioPage: {
		get: 'Get a bio page',
		create: 'Create a bio page',
		update: 'Update a bio page',
		delete: 'Delete a bio page',
		checkHandle: 'Check a bio page handle',
	},
	ai: {
		generatePost: 'Generate a post',
		rewrite: 'Rewrite a post',
		sentiment: 'Analyze the sentiment of a text',
		transcribeVideo: 'Transcribe a video',
		translate: 'Translate a text',
		generateAltText: 'Generate alt text for an image',
	},
};

test('the Resource field lists every resource, Post first then sorted by name, each with a module', () => {
	const resource = description.properties.find((p) => p.name === 'resource') as INodeProperties;
	const options = resource.options as INodePropertyOptions[];
	expect(options.map((o) => o.value).sort()).toEqual(Object.keys(ACTIONS).sort());
	const names = options.map((o) => o.name);
	// Post leads: the editor lists the node's actions in this order, and Publish is the main one.
	expect(names[0]).toBe('Post');
	expect(names.slice(1)).toEqual([...names.slice(1)].sort((a, b) => a.localeCompare(b)));
	expect(operationsOf('post')[0]).toMatchObject({ name: 'Publish', action: 'Publish a post' });
	expect(Object.keys(modules).sort()).toEqual(Object.keys(ACTIONS).sort());
});

test.each(Object.entries(ACTIONS))(
	'%s: every operation has a camelCase value, an action label and an execute',
	(resource, actions) => {
		const options = operationsOf(resource);
		expect(Object.fromEntries(options.map((o) => [o.value, o.action]))).toEqual(actions);
		for (const option of options) {
			expect(String(option.value)).toMatch(/^[a-z][a-zA-Z]*$/);
			expect(option.description).toEqual(expect.any(String));
			expect(
				typeof (modules[resource][String(option.value)] as { execute?: unknown }).execute,
			).toBe('function');
		}
	},
);

test('Publish lists networks from the linked accounts; Brand offers every network of the registry', () => {
	const networks = description.properties.filter((p) => p.name === 'platforms');
	const publish = networks.find((p) => p.displayOptions?.show?.resource?.includes('post'));
	expect(publish?.typeOptions?.loadOptionsMethod).toBe('getLinkedPlatforms');
	const brandNetworks = networks.find((p) => p.displayOptions?.show?.resource?.includes('brand'));
	expect((brandNetworks?.options as INodePropertyOptions[]).map((o) => o.value)).toEqual([
		...NETWORK_IDS,
	]);
});

// No pick from the profile list: the service never lists keys (docs: apis/profiles/get-profiles).
test('every operation shows "Act As": the primary profile, a profile credential or a key', () => {
	const actAs = description.properties.find((p) => p.name === 'actAs') as INodeProperties;
	expect(actAs.displayOptions).toBeUndefined();
	expect((actAs.options as INodePropertyOptions[]).map((o) => o.value)).toEqual([
		'primary',
		'profileCredential',
		'profileKey',
	]);
	const profileKey = description.properties.find((p) => p.name === 'profileKey') as INodeProperties;
	expect(profileKey.typeOptions?.password).toBe(true);
	expect(description.properties.find((p) => p.name === 'profile')).toBeUndefined();
});

test('secrets the Profile operations take are password fields', () => {
	const secrets = description.properties.filter(
		(p) =>
			p.displayOptions?.show?.resource?.includes('profile') &&
			['privateKey', 'targetProfileKey'].includes(p.name),
	);
	expect(secrets.map((p) => [p.name, p.displayOptions?.show?.operation?.[0]])).toEqual([
		['targetProfileKey', 'delete'],
		['privateKey', 'generateJwt'],
		['targetProfileKey', 'generateJwt'],
	]);
	for (const secret of secrets) expect(secret.typeOptions?.password).toBe(true);
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

/** Fields shown for one resource/operation pair, by name. */
/** The fields of an operation on the plain node (the tool variant's Tool Description aside). */
function fieldsOf(resource: string, operation: string): INodeProperties[] {
	return description.properties.filter(
		(p) =>
			p.displayOptions?.show?.resource?.includes(resource) &&
			p.displayOptions?.show?.operation?.includes(operation) &&
			!p.displayOptions?.show?.['@tool'],
	);
}

test('Preview shows the very fields of Publish (one definition), for Preview only', () => {
	// Additional Fields (JSON) is Publish's alone: Preview renders text offline and sends nothing.
	const publish = fieldsOf('post', 'create').filter((p) => p.name !== 'additionalFieldsJson');
	// Check With the Service is Preview's own switch (it asks POST /validate/post).
	const preview = fieldsOf('post', 'preview').filter((p) => p.name !== 'checkWithService');
	expect(preview.map((p) => p.name)).toEqual(['text', 'platforms', 'options']);
	expect(fieldsOf('post', 'create').map((p) => p.name)).not.toContain('checkWithService');
	preview.forEach((field, index) => {
		const { displayOptions: _shownFor, ...rest } = field;
		const { displayOptions: _publishShownFor, ...publishRest } = publish[index];
		expect(rest).toEqual(publishRest);
		expect(field.displayOptions).toEqual({ show: { resource: ['post'], operation: ['preview'] } });
	});
});

// 'json' is text holding a JSON object (Additional Fields): an agent fills it like a string.
const PLAIN_TYPES = ['string', 'number', 'boolean', 'options', 'collection', 'notice', 'json'];

test.each(['review', 'message', 'feed', 'bioPage', 'ai'])(
	'%s takes plain JSON parameters only, so an AI agent can fill them in',
	(resource) => {
		const fields = description.properties.filter(
			(p) => p.name !== 'operation' && p.displayOptions?.show?.resource?.includes(resource),
		);
		expect(fields.length).toBeGreaterThan(0);
		for (const field of fields) {
			expect(PLAIN_TYPES).toContain(field.type);
			for (const option of (field.type === 'collection'
				? field.options
				: []) as INodeProperties[]) {
				expect(PLAIN_TYPES.filter((t) => t !== 'collection')).toContain(option.type);
			}
		}
	},
);

test('secrets the new operations take are password fields', () => {
	const webhook = fieldsOf('feed', 'setWebhook').find((p) => p.name === 'options')!;
	const secret = (webhook.options as INodeProperties[]).find((o) => o.name === 'secret');
	expect(secret?.typeOptions?.password).toBe(true);
	const rotated = fieldsOf('profile', 'rotateWebhookSecret').find(
		(p) => p.name === 'webhookSecret',
	);
	expect(rotated?.typeOptions?.password).toBe(true);
});
