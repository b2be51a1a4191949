import { z } from 'zod';
import { MESSAGING_NETWORKS } from '../../../engine/networks';
import { networksOffering, PLATFORMS, type Platform } from '../../../engine/platforms';
import { HOOK_ACTIONS } from '../../../engine/resources/hooks';
import { COMMENT_PLATFORMS } from '../../networks/comments';

/**
 * Each MCP enum of networks (or hook actions): the set its REST route accepts, and where the
 * service's MCP docs give the tool another set, what they add or leave out and the page that says
 * so. The tools build their enums from here, and test/sandbox/mcpEnums.test.ts checks that every
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
const MCP_PLATFORMS_PAGE = 'ayrshare/ayrshare-mcp skills/post/references/platforms.md';
/** The service's MCP tools name these 13 networks in `platforms`; Facebook groups are not among them. */
const POST_PLATFORMS_DOC = `${MCP_PLATFORMS_PAGE} ("only these 13 values"), ${MCP_TOOLS_PAGE}`;
const notInMcp: readonly Platform[] = ['fbg'];
const mcpPostPlatforms = PLATFORMS.filter((p) => !notInMcp.includes(p));
const minus = (all: readonly string[], rest: readonly string[]) =>
	all.filter((value) => !rest.includes(value));

export const DECLARED_ENUMS = {
	/** create_post, validate_post, list and profile filters: every network (interface 2.1). */
	postPlatforms: { rest: PLATFORMS, leftOut: notInMcp, doc: POST_PLATFORMS_DOC },
	/** get_post_analytics: the docs' 13 networks; the route answers the others with an error. */
	postAnalyticsPlatforms: {
		rest: networksOffering('postAnalytics'),
		added: minus(mcpPostPlatforms, networksOffering('postAnalytics')),
		doc: POST_PLATFORMS_DOC,
	},
	/** get_social_network_analytics: the docs' 13 networks. */
	socialAnalyticsPlatforms: {
		rest: networksOffering('accountAnalytics'),
		added: minus(mcpPostPlatforms, networksOffering('accountAnalytics')),
		doc: POST_PLATFORMS_DOC,
	},
	/** get_post_analytics_by_social_id: the networks with post analytics. */
	socialIdAnalyticsPlatforms: { rest: networksOffering('postAnalytics') },
	/** get_platform_history: the docs' history set, wider than the networks the route lists. */
	historyPlatforms: {
		rest: networksOffering('history'),
		added: ['bluesky', 'linkedin', 'pinterest', 'snapchat', 'threads', 'tiktok'],
		doc: `${MCP_TOOLS_PAGE} (get_platform_history)`,
	},
	/** get_comments: the docs read comments on Bluesky and Threads too, and not on Reddit. */
	getCommentPlatforms: {
		rest: COMMENT_PLATFORMS,
		added: ['bluesky', 'threads'],
		leftOut: ['reddit'],
		doc: `${MCP_TOOLS_PAGE} (get_comments)`,
	},
	/** add_comment: the docs add Bluesky. */
	addCommentPlatforms: {
		rest: COMMENT_PLATFORMS,
		added: ['bluesky'],
		doc: `${MCP_TOOLS_PAGE} (add_comment)`,
	},
	/** reply_comment: the docs add Bluesky and leave out Reddit. */
	replyPlatforms: {
		rest: COMMENT_PLATFORMS,
		added: ['bluesky'],
		leftOut: ['reddit'],
		doc: `${MCP_TOOLS_PAGE} (reply_comment)`,
	},
	/** get_messages, send_message: the messaging networks, WhatsApp included (as REST). */
	messagingPlatforms: { rest: MESSAGING_NETWORKS },
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

/** The MCP name of a network's options object where the docs spell it otherwise than REST. */
export const MCP_OPTION_NAMES: Readonly<Record<string, string>> = {
	faceBookOptions: 'facebookOptions',
	twitterOptions: 'xOptions',
};
