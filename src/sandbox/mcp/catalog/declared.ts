import { z } from 'zod';
import { shownOf, type McpNetworkList } from '../../networks/shown';
import { MESSAGING_NETWORKS } from '../../../engine/networks';
import {
	networkEntry,
	networksOffering,
	NETWORK_IDS,
	type Network,
} from '../../../engine/networks';
import { HOOK_ACTIONS } from '../../../engine/resources/hooks';
import { COMMENT_NETWORKS } from '../../networks/comments';

/**
 * Each MCP enum of networks (or hook actions): the set its REST route accepts, and where the
 * service's MCP docs give the tool another set, what they add or leave out (for networks, each
 * registry entry's `mcpDocs`) and the page that says so. The tools build their enums from here, and test/sandbox/mcpEnums.test.ts checks that every
 * enum equals its route's set except where declared.
 */
export interface DeclaredEnum {
	/** What the REST route the tool calls accepts. */
	rest: readonly string[];
	/** Values the MCP docs list that the route does not accept (the route then refuses them). */
	added?: readonly string[];
	/** Values the route accepts that the MCP docs leave out. */
	leftOut?: readonly string[];
	/** The doc page the difference follows. */
	doc?: string;
}

const MCP_TOOLS_PAGE = 'https://www.ayrshare.com/docs/additional/mcp-action-tools';
const POST_NETWORKS_DOC = `ayrshare/ayrshare-mcp skills/post/references/platforms.md ("only these 13 values"), ${MCP_TOOLS_PAGE}`;

/** The networks whose entries say the MCP docs list them (true) or leave them out (false). */
const saidByDocs = (list: McpNetworkList, listed: boolean): Network[] =>
	NETWORK_IDS.filter((network) => shownOf(network).mcpDocs?.[list] === listed);

/** A list as the MCP docs give it: the route's set, with what the entries declare. */
function fromEntries(list: McpNetworkList, rest: readonly string[], doc: string): DeclaredEnum {
	return { rest, added: saidByDocs(list, true), leftOut: saidByDocs(list, false), doc };
}

const mcpPostNetworks = NETWORK_IDS.filter((p) => shownOf(p).mcpDocs?.postNetworks !== false);
const minus = (all: readonly string[], rest: readonly string[]) =>
	all.filter((value) => !rest.includes(value));

export const DECLARED_ENUMS = {
	/** create_post, validate_post, list and profile filters: every network (https://www.ayrshare.com/docs/apis/post/social-networks/overview). */
	postNetworks: fromEntries('postNetworks', NETWORK_IDS, POST_NETWORKS_DOC),
	/** get_post_analytics: the docs' post platforms; the route answers the others with an error. */
	postAnalyticsNetworks: {
		rest: networksOffering('postAnalytics'),
		added: minus(mcpPostNetworks, networksOffering('postAnalytics')),
		doc: POST_NETWORKS_DOC,
	},
	/** get_social_network_analytics: the docs' post platforms. */
	socialAnalyticsNetworks: {
		rest: networksOffering('accountAnalytics'),
		added: minus(mcpPostNetworks, networksOffering('accountAnalytics')),
		doc: POST_NETWORKS_DOC,
	},
	/** get_post_analytics_by_social_id: the networks with post analytics. */
	socialIdAnalyticsNetworks: { rest: networksOffering('postAnalytics') },
	/** get_platform_history: the docs' history set, wider than the networks the route lists. */
	historyNetworks: fromEntries(
		'historyNetworks',
		networksOffering('history'),
		`${MCP_TOOLS_PAGE} (get_platform_history)`,
	),
	getCommentNetworks: fromEntries(
		'getCommentNetworks',
		COMMENT_NETWORKS,
		`${MCP_TOOLS_PAGE} (get_comments)`,
	),
	addCommentNetworks: fromEntries(
		'addCommentNetworks',
		COMMENT_NETWORKS,
		`${MCP_TOOLS_PAGE} (add_comment)`,
	),
	replyNetworks: fromEntries(
		'replyNetworks',
		COMMENT_NETWORKS,
		`${MCP_TOOLS_PAGE} (reply_comment)`,
	),
	/** get_messages, send_message: the messaging networks, the messaging-only ones included (as REST). */
	messagingNetworks: { rest: MESSAGING_NETWORKS },
	/** register_webhook, unregister_webhook: the docs' nine actions; the route takes three. */
	webhookActions: {
		rest: HOOK_ACTIONS,
		added: ['feed', 'batch', 'mentions', 'comments', 'automations', 'accountActivity'],
		doc: 'ayrshare/ayrshare-mcp skills/webhooks/SKILL.md ("Webhook actions")',
	},
} satisfies Record<string, DeclaredEnum>;

export type DeclaredEnumName = keyof typeof DECLARED_ENUMS;

/** The values an MCP enum offers: the route's set, less what the docs leave out, plus what they add. */
export function mcpValues(name: DeclaredEnumName): [string, ...string[]] {
	const declared: DeclaredEnum = DECLARED_ENUMS[name];
	const kept = declared.rest.filter((value) => !declared.leftOut?.includes(value));
	return [...kept, ...(declared.added ?? [])] as [string, ...string[]];
}

export const mcpEnum = (name: DeclaredEnumName) => z.enum(mcpValues(name));

/** The MCP name of a network's options object where the docs spell it otherwise than REST (`mcpOptionsField`). */
export const MCP_OPTION_NAMES: Readonly<Record<string, string>> = Object.fromEntries(
	NETWORK_IDS.flatMap((network) => {
		const { optionsField } = networkEntry(network);
		const { mcpOptionsField } = shownOf(network);
		return mcpOptionsField ? [[optionsField, mcpOptionsField]] : [];
	}),
);
