import { PLATFORMS } from '../../src/engine/platforms';
import { DECLARED_ENUMS, type DeclaredEnumName } from '../../src/sandbox/mcp/catalog/declared';
import { useTestSandbox } from './helpers';
import { connectMcp } from './mcpClient';

// Each MCP enum of networks (or hook actions), read from tools/list as a client sees it, equals
// what its REST route accepts except the differences declared with their doc page.
const TOOL_ENUMS: Array<[tool: string, argument: string, declared: DeclaredEnumName]> = [
	['create_post', 'platforms', 'postPlatforms'],
	['validate_post', 'platforms', 'postPlatforms'],
	['get_post_analytics', 'platforms', 'postAnalyticsPlatforms'],
	['get_social_network_analytics', 'platforms', 'socialAnalyticsPlatforms'],
	['get_post_analytics_by_social_id', 'platform', 'socialIdAnalyticsPlatforms'],
	['get_platform_history', 'platform', 'historyPlatforms'],
	['get_comments', 'platform', 'getCommentPlatforms'],
	['add_comment', 'platforms', 'addCommentPlatforms'],
	['reply_comment', 'platforms', 'replyPlatforms'],
	['get_messages', 'platform', 'messagingPlatforms'],
	['send_message', 'platform', 'messagingPlatforms'],
	['register_webhook', 'action', 'webhookActions'],
];

const t = useTestSandbox();
let listed: Map<string, Record<string, any>>;
beforeAll(async () => {
	const mcp = await connectMcp(t.sandbox);
	const { tools } = await mcp.listTools();
	listed = new Map(tools.map((tool) => [tool.name, tool.inputSchema.properties ?? {}]));
	await mcp.close();
});

function enumOf(property: Record<string, any>): string[] {
	return (property.items?.enum ?? property.enum) as string[];
}

it.each(TOOL_ENUMS)('%s %s: the REST set, except what is declared', (tool, argument, name) => {
	const offered = enumOf(listed.get(tool)?.[argument]);
	const declared = DECLARED_ENUMS[name] as {
		rest: readonly string[];
		added?: readonly string[];
		leftOut?: readonly string[];
		doc?: string;
	};
	const notOffered = declared.rest.filter((value) => !offered.includes(value));
	const extra = offered.filter((value) => !declared.rest.includes(value));
	expect(notOffered.sort()).toEqual([...(declared.leftOut ?? [])].sort());
	expect(extra.sort()).toEqual([...(declared.added ?? [])].sort());
	if (notOffered.length + extra.length > 0) expect(declared.doc).toMatch(/\S/);
});

it('the post platforms the MCP docs leave out are networks of the registry', () => {
	for (const value of DECLARED_ENUMS.postPlatforms.leftOut ?? [])
		expect(PLATFORMS).toContain(value);
});

it('get_messages reads WhatsApp through MCP as REST does (the messaging tools take it too)', async () => {
	const mcp = await connectMcp(t.sandbox);
	const viaMcp = await mcp.tool('get_messages', { platform: 'whatsapp', conversationsOnly: true });
	await mcp.close();
	const viaRest = await t.api('GET', '/api/messages/whatsapp', {
		query: { conversationsOnly: true },
	});
	expect(viaRest.status).toBe(200);
	expect(viaMcp.isError).toBe(false);
	// The same answer but for the read times, which differ by the milliseconds between the calls.
	const withoutTimes = ({
		lastUpdated: _at,
		nextUpdate: _next,
		...rest
	}: Record<string, unknown>) => rest;
	expect(withoutTimes(viaMcp.body)).toEqual(withoutTimes(viaRest.body));
});
