import type { z } from 'zod';
import { networkEntry, networkName, NETWORK_IDS, type Network } from '../../src/engine/networks';
import { MCP_OPTION_NAMES, mcpValues } from '../../src/sandbox/mcp/catalog/declared';
import { useTestSandbox } from '../helpers/testSandbox';
import { minimalPost } from '../helpers/minimalPost';
import { connectMcp } from '../helpers/mcpClient';

// Every network of the registry, published through REST and MCP: its post id has the network's
// shape, the page names it, and its options with one bad value are refused naming the field. The
// shapes are a Record<Network, ...>, so a new network fails tsc here until its shape is written.
const POST_ID_SHAPES: Record<Network, RegExp> = {
	facebook: /^\d{15}_\d{16}$/,
	fbg: /^\d{15}_\d{16}$/,
	instagram: /^\d{17}$/,
	linkedin: /^urn:li:share:\d{19}$/,
	twitter: /^\d{19}$/,
	pinterest: /^\d{18}$/,
	youtube: /^[A-Za-z0-9]{11}$/,
	telegram: /^\d{12}$/,
	gmb: /^localPosts-\d{19}$/,
	reddit: /^[a-z0-9]{8}$/,
	tiktok: /^\d{19}$/,
	bluesky: /^at:\/\/did:plc:[a-z2-7]{24}\/app\.bsky\.feed\.post\/[a-z2-7]{13}$/,
	threads: /^\d{17}$/,
	snapchat: /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/,
};

const t = useTestSandbox();

/** The post's one network entry as its record holds it (a network may answer `pending` at first). */
async function recordedEntry(postId: string): Promise<{ id: string; postUrl: string }> {
	const record = await t.api('GET', `/api/post/${postId}`);
	expect(record.status).toBe(200);
	return record.body.postIds[0];
}
let mcp: Awaited<ReturnType<typeof connectMcp>>;
beforeAll(async () => {
	mcp = await connectMcp(t.sandbox);
});
afterAll(() => mcp.close());

describe.each(NETWORK_IDS)('%s', (network) => {
	it('publishes through REST with an id in the network shape, and the page names it', async () => {
		const res = await t.api('POST', '/api/post', { body: minimalPost(network) });
		expect(res.status).toBe(200);
		expect(res.body.postIds[0]).toMatchObject({ platform: network, status: 'success' });
		const entry = await recordedEntry(res.body.id);
		expect(entry.id).toMatch(POST_ID_SHAPES[network]);
		const page = await fetch(entry.postUrl, { headers: { accept: 'text/html' } });
		expect(page.status).toBe(200);
		expect(await page.text()).toContain(`${networkName(network)} post`);
	});

	// A network the check cannot apply to is listed as skipped with its reason, never passed unchecked.
	const onMcp = mcpValues('postNetworks').includes(network);
	(onMcp ? it : it.skip)(
		`publishes through MCP (create_post, the options renamed)${onMcp ? '' : ': skipped, the MCP docs leave it out of create_post'}`,
		async () => {
			const args = minimalPost(network);
			const field = networkEntry(network).optionsField;
			if (args[field] !== undefined) {
				args[MCP_OPTION_NAMES[field] ?? field] = args[field];
				if (MCP_OPTION_NAMES[field]) delete args[field];
			}
			const answer = await mcp.tool('create_post', args);
			expect(answer.isError).toBe(false);
			expect((await recordedEntry(answer.body.id)).id).toMatch(POST_ID_SHAPES[network]);
		},
	);

	const { optionsField, optionsSchema } = networkEntry(network);
	(optionsSchema ? it : it.skip)(
		`refuses its options with one bad value, naming the field${optionsSchema ? '' : ': skipped, it has no options'}`,
		async () => {
			const shape = (optionsSchema as z.AnyZodObject).shape as Record<string, z.ZodTypeAny>;
			const [key, fieldSchema] = Object.entries(shape)[0];
			// A number where the field takes none, else a string: wrong either way.
			const bad = fieldSchema.safeParse(12345).success ? 'not a valid value' : 12345;
			const post = minimalPost(network);
			const options = { ...(post[optionsField] as object | undefined), [key]: bad };
			const res = await t.api('POST', '/api/post', { body: { ...post, [optionsField]: options } });
			expect(res.status).toBe(400);
			expect(JSON.stringify(res.body)).toContain(`${optionsField}.${key}`);
		},
	);
});
