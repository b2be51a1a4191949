import { exampleList, exampleNetworks, networkEntry, NETWORK_IDS } from '../../src/engine/networks';
import { PostCreateSchema, validatePost } from '../../src/engine/validation';
import { networkFieldLabels } from '../../nodes/SocialPublishing/actions/post/networks';
import { toolList } from '../../src/sandbox/mcp/catalog';

// #35: the examples, required options and labels that used to be written per network in generic
// files now come from the registry and the node's modules; these pin what they produce.

function messagesOf(body: unknown): string[] {
	const parsed = PostCreateSchema.safeParse(body);
	return parsed.success ? [] : parsed.error.issues.map((issue) => issue.message);
}

it('error messages name the ranked example networks', () => {
	expect(exampleNetworks(3)).toEqual(['twitter', 'facebook', 'linkedin']);
	expect(exampleList(exampleNetworks(2))).toBe('["twitter", "facebook"]');
	expect(messagesOf({ post: 'Hi' })).toContain(
		'is required: the networks to post to, e.g. ["twitter", "facebook"]',
	);
	expect(messagesOf({ post: 'Hi', platforms: [] })).toContain(
		'must list at least one network, e.g. ["twitter"]',
	);
});

it('Reddit, a network with a required option, is told so without its options object, and checked with it', () => {
	// Every network's required option is walked through every door by test/sandbox/everyRule.test.ts.
	expect(networkEntry('reddit').options?.required).toBeDefined();
	const missing = validatePost({ post: 'Hi', platforms: ['reddit'] }).issues;
	expect(missing).toContainEqual(
		expect.objectContaining({
			field: 'redditOptions.subreddit',
			message: 'is required on reddit: the subreddit to post in, like "test"',
		}),
	);
	const wrong = validatePost({
		post: 'Hi',
		platforms: ['reddit'],
		redditOptions: { title: 'T', subreddit: 'no spaces allowed' },
	}).issues;
	expect(wrong.map((issue) => issue.field)).toEqual(['redditOptions.subreddit']);
});

it("the node's field labels sit under the options field of their network", () => {
	const fields = new Set(NETWORK_IDS.map((network) => networkEntry(network).optionsField));
	for (const key of Object.keys(networkFieldLabels())) expect(fields).toContain(key.split('.')[0]);
	expect(networkFieldLabels()['twitterOptions.thread']).toBe('X Thread');
});

it('the MCP post tools derive their network examples and per-network fields', () => {
	const tools = Object.fromEntries(toolList().map((tool) => [tool.name, tool]));
	const networks = (
		tools.create_post.inputSchema.properties as Record<string, { description?: string }>
	).platforms;
	expect(networks.description).toBe(
		'The networks to post to, e.g. ["twitter", "linkedin"] (X is "twitter").',
	);
	// REST reads the subreddit from redditOptions only (this line pinned a top-level `subreddit`,
	// which create_post advertised and REST then ignored).
	const properties = tools.create_post.inputSchema.properties as Record<string, any>;
	expect(Object.keys(properties)).not.toContain('subreddit');
	expect(properties.redditOptions.required).toEqual(['title', 'subreddit']);
	expect(Object.keys(tools.update_post.inputSchema.properties ?? {})).toContain('youTubeOptions');
	expect(Object.keys(tools.generate_post.inputSchema.properties ?? {})).toContain('twitter');
});
