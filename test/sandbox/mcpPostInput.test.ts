import { POST_FIELDS_NOT_MODELLED, PostObjectSchema } from '../../src/engine/contract/posts';
import { MCP_OPTION_NAMES } from '../../src/sandbox/mcp/catalog/declared';
import { connectMcp } from '../helpers/mcpClient';
import { startTestSandbox, type TestSandbox } from '../helpers/testSandbox';

// create_post's input derives from POST /post's contract: each network's options object lists its
// fields (the registry's options schema), and a field REST ignores is not offered to a model.
let t: TestSandbox;
beforeAll(async () => {
	t = await startTestSandbox();
});
afterAll(() => t.close());

async function listedPostTools() {
	const mcp = await connectMcp(t.sandbox);
	try {
		const { tools } = await mcp.listTools();
		return Object.fromEntries(tools.map((tool) => [tool.name, tool]));
	} finally {
		await mcp.close();
	}
}

describe('MCP create_post input, from the POST /post contract', () => {
	it("lists each network's options fields, as REST checks them", async () => {
		const tools = await listedPostTools();
		for (const name of ['create_post', 'validate_post']) {
			const properties = tools[name].inputSchema.properties as Record<string, any>;
			const pinterest = properties.pinterestOptions;
			expect(pinterest.type).toBe('object');
			expect(Object.keys(pinterest.properties)).toEqual(
				expect.arrayContaining(['title', 'link', 'boardId', 'altText', 'thumbNail']),
			);
			expect(pinterest.properties.title.maxLength).toBe(100);
			expect(properties.redditOptions.required).toEqual(['title', 'subreddit']);
			// Every options object lists fields: none is an open, empty object any more.
			const shape = PostObjectSchema.innerType().shape as Record<string, unknown>;
			for (const [key, value] of Object.entries(properties)) {
				if (!key.endsWith('Options')) continue;
				const restName =
					Object.entries(MCP_OPTION_NAMES).find(([, mcp]) => mcp === key)?.[0] ?? key;
				expect({ key, inContract: restName in shape }).toEqual({ key, inContract: true });
				expect({ key, fields: Object.keys(value.properties).length > 0 }).toEqual({
					key,
					fields: true,
				});
			}
		}
	});

	it('offers no top-level field REST ignores (subreddit, title, isLandscapeVideo)', async () => {
		const tools = await listedPostTools();
		const offered = Object.keys(tools.create_post.inputSchema.properties ?? {});
		expect(Object.keys(POST_FIELDS_NOT_MODELLED)).toEqual(
			expect.arrayContaining(['subreddit', 'title', 'isLandscapeVideo', 'isPortraitVideo']),
		);
		for (const ignored of Object.keys(POST_FIELDS_NOT_MODELLED))
			expect(offered).not.toContain(ignored);
		// What it does offer, REST's contract names (profileKey is the door's own argument).
		const shape = PostObjectSchema.innerType().shape as Record<string, unknown>;
		const restNames = offered.map(
			(name) => Object.entries(MCP_OPTION_NAMES).find(([, mcp]) => mcp === name)?.[0] ?? name,
		);
		for (const name of restNames.filter((n) => n !== 'profileKey'))
			expect({ name, inContract: name in shape }).toEqual({ name, inContract: true });
	});

	it('refuses a bad Pinterest option through MCP as REST does, naming the field', async () => {
		const mcp = await connectMcp(t.sandbox);
		try {
			const answer = await mcp.tool('validate_post', {
				post: 'Pin it',
				platforms: ['pinterest'],
				mediaUrls: ['https://example.com/pin.jpg'],
				pinterestOptions: { title: 'x'.repeat(101) },
			});
			expect(answer.isError).toBe(true);
			expect(answer.body.errors).toEqual(
				expect.arrayContaining([
					expect.objectContaining({ field: 'pinterestOptions.title', code: 101 }),
				]),
			);
		} finally {
			await mcp.close();
		}
	});
});

describe('tools/list as a client reads it', () => {
	it('holds no $ref: a field used twice (Google Business event dates) is written out where it stands', async () => {
		const tools = await listedPostTools();
		expect(JSON.stringify(Object.values(tools))).not.toContain('$ref');
		const gmb = (tools.create_post.inputSchema.properties as Record<string, any>).gmbOptions;
		expect(gmb.properties.event.properties.endDate).toEqual(
			gmb.properties.event.properties.startDate,
		);
	});
});
