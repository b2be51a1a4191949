import { NETWORK_IDS, isNetwork } from '../../src/engine/networks';
import { DECLARED_ENUMS, type DeclaredEnumName } from '../../src/sandbox/mcp/catalog/declared';
import { FAR_FUTURE, useTestSandbox, type ApiResponse } from '../helpers/testSandbox';
import { connectMcp } from '../helpers/mcpClient';
import { minimalPost } from '../helpers/minimalPost';

// Each MCP enum of networks (or hook actions), read from tools/list as a client sees it, equals
// the set its REST route accepts, asked of the route itself (every candidate value sent to it, and
// one outside every set), except the differences declared with their doc page.
const OUTSIDE = 'not-a-network';

const t = useTestSandbox();

/** A post published now to the value's network (twitter for a value that is no network), by value. */
const published = new Map<string, { id: string; networkId: string }>();
async function publishedOn(value: string) {
	const network = isNetwork(value) ? value : 'twitter';
	if (!published.has(network)) {
		const res = await t.api('POST', '/api/post', { body: minimalPost(network) });
		expect(res.status).toBe(200);
		const record = await t.api('GET', `/api/post/${res.body.id}`);
		published.set(network, { id: res.body.id, networkId: record.body.postIds[0].id });
	}
	return published.get(network)!;
}

/** What the REST route answers when the tool's argument is `value`: 2xx is accepted. */
type Probe = (value: string) => Promise<ApiResponse>;
const probes: Record<string, Probe> = {
	create_post: (value) =>
		t.api('POST', '/api/post', {
			body: { ...minimalOrBare(value), scheduleDate: FAR_FUTURE },
		}),
	validate_post: (value) => t.api('POST', '/api/validate/post', { body: minimalOrBare(value) }),
	get_post_analytics: async (value) =>
		t.api('POST', '/api/analytics/post', {
			body: { id: (await publishedOn(value)).id, platforms: [value] },
		}),
	get_social_network_analytics: (value) =>
		t.api('POST', '/api/analytics/social', { body: { platforms: [value] } }),
	get_post_analytics_by_social_id: async (value) =>
		t.api('POST', '/api/analytics/post', {
			body: {
				id: (await publishedOn(value)).networkId,
				platforms: [value],
				searchPlatformId: true,
			},
		}),
	get_platform_history: (value) => t.api('GET', `/api/history/${encodeURIComponent(value)}`),
	get_comments: async (value) =>
		t.api('GET', `/api/comments/${(await publishedOn(value)).id}`, { query: { platform: value } }),
	add_comment: async (value) =>
		t.api('POST', '/api/comments', {
			body: { id: (await publishedOn(value)).id, platforms: [value], comment: 'A probe' },
		}),
	reply_comment: async (value) => {
		const post = await publishedOn('twitter');
		const parent = await t.api('POST', '/api/comments', {
			body: { id: post.id, platforms: ['twitter'], comment: 'A parent' },
		});
		expect(parent.status).toBe(200);
		return t.api('POST', `/api/comments/reply/${parent.body.commentID}`, {
			body: { platforms: [value], comment: 'A reply' },
		});
	},
	get_messages: (value) => t.api('GET', `/api/messages/${encodeURIComponent(value)}`),
	send_message: async (value) => {
		// A conversation the correspondent started (the only kind a profile may answer).
		await t.api('POST', '/api/admin/messages/incoming', {
			body: { platform: value, senderId: 'probe-sender', message: 'Hello?' },
		});
		return t.api('POST', `/api/messages/${encodeURIComponent(value)}`, {
			body: { recipientId: 'probe-sender', message: 'Hi' },
		});
	},
	register_webhook: (value) =>
		t.api('POST', '/api/hook/webhook', {
			body: { action: value, url: 'https://example.com/hook' },
		}),
};

function minimalOrBare(value: string): Record<string, unknown> {
	return isNetwork(value) ? minimalPost(value) : { post: 'Hello', platforms: [value] };
}

const TOOL_ENUMS: Array<[tool: string, argument: string, declared: DeclaredEnumName]> = [
	['create_post', 'platforms', 'postNetworks'],
	['validate_post', 'platforms', 'postNetworks'],
	['get_post_analytics', 'platforms', 'postAnalyticsNetworks'],
	['get_social_network_analytics', 'platforms', 'socialAnalyticsNetworks'],
	['get_post_analytics_by_social_id', 'platform', 'socialIdAnalyticsNetworks'],
	['get_platform_history', 'platform', 'historyNetworks'],
	['get_comments', 'platform', 'getCommentNetworks'],
	['add_comment', 'platforms', 'addCommentNetworks'],
	['reply_comment', 'platforms', 'replyNetworks'],
	['get_messages', 'platform', 'messagingNetworks'],
	['send_message', 'platform', 'messagingNetworks'],
	['register_webhook', 'action', 'webhookActions'],
];

/**
 * Routes that take any value of the argument (the outside value is accepted too), so no set can be
 * read from them; each with why. A route that starts checking leaves this list by itself: the
 * test then compares its set.
 */
const UNCHECKED_BY_ROUTE: Record<string, string> = {
	get_comments:
		'GET /comments/:id lists every network of the post; the sandbox reads platform only with searchPlatformId, which it does not model (ours)',
	reply_comment:
		"POST /comments/reply/:commentId replies on the parent comment's network and reads no platforms (apis/comments/reply-to-comment)",
};

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

it.each(TOOL_ENUMS)(
	'%s %s: the REST route accepts the set, except what is declared',
	async (tool, argument, name) => {
		const offered = enumOf(listed.get(tool)?.[argument]);
		const declared = DECLARED_ENUMS[name] as {
			rest: readonly string[];
			added?: readonly string[];
			leftOut?: readonly string[];
			doc?: string;
		};
		const candidates = [...new Set([...NETWORK_IDS, ...offered, ...declared.rest, OUTSIDE])];
		const accepted: string[] = [];
		for (const value of candidates) {
			const answer = await probes[tool](value);
			if (answer.status >= 200 && answer.status < 300) accepted.push(value);
		}
		if (accepted.includes(OUTSIDE)) {
			expect({ tool, unchecked: UNCHECKED_BY_ROUTE[tool] }).toEqual({
				tool,
				unchecked: expect.any(String),
			});
			return;
		}
		const notOffered = accepted.filter((value) => !offered.includes(value));
		const extra = offered.filter((value) => !accepted.includes(value));
		expect(notOffered.sort()).toEqual([...(declared.leftOut ?? [])].sort());
		expect(extra.sort()).toEqual([...(declared.added ?? [])].sort());
		if (notOffered.length + extra.length > 0) expect(declared.doc).toMatch(/\S/);
	},
);

it('the post platforms the MCP docs leave out are networks of the registry', () => {
	for (const value of DECLARED_ENUMS.postNetworks.leftOut ?? [])
		expect(NETWORK_IDS).toContain(value);
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
