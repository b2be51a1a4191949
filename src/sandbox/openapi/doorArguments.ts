import { MCP_OPTION_NAMES } from '../mcp/catalog/declared';

/**
 * Arguments an MCP tool or a GraphQL field takes that are the door's own, not a field of the REST
 * contract it calls: each with the doc page that gives it. test/sandbox/doorContracts.test.ts
 * allows these and nothing else besides the contract's fields.
 */
export const DOOR_ARGUMENTS: Readonly<Record<string, string>> = {
	// Acts for a user profile on this call (MCP: the service's tool scopes; GraphQL: its overview).
	profileKey: 'https://www.ayrshare.com/docs/apis/graphql/overview',
	// A free-form attribution tag the service's MCP tools take.
	source: 'https://github.com/ayrshare/ayrshare-mcp/blob/main/skills/generate/SKILL.md',
};

/** A door's argument that is not a contract field by that name: the field it stands for, or none. */
export interface DoorOwnArgument {
	/** The contract field the door fills from it (a renamed field), when there is one. */
	field?: string;
	/** The doc page that gives the door this argument. */
	doc: string;
	/** Why the door takes it, where it is not a plain rename. */
	why?: string;
}

const MCP_NETWORKS_DOC =
	'https://github.com/ayrshare/ayrshare-mcp/blob/main/skills/post/references/platforms.md';
const MCP_TOOLS_DOC = 'https://www.ayrshare.com/docs/additional/mcp-action-tools';

/** The MCP post tools name some networks' options objects otherwise than REST (`MCP_OPTION_NAMES`). */
const renamedOptions: Record<string, DoorOwnArgument> = Object.fromEntries(
	Object.entries(MCP_OPTION_NAMES).map(([field, mcpName]) => [
		mcpName,
		{ field, doc: MCP_NETWORKS_DOC },
	]),
);

/**
 * Per door (`MCP <tool>` or `GraphQL <field>`), the arguments it takes besides its contract's
 * fields: each with the field it stands for, or why it is the door's own. The door-contract test
 * (test/sandbox/doorContracts.test.ts) allows these and nothing else.
 */
/** register_webhook and unregister_webhook list the MCP docs' actions (mcp/catalog/declared.ts). */
const webhookActions: Readonly<Record<string, DoorOwnArgument>> = {
	action: {
		doc: 'https://github.com/ayrshare/ayrshare-mcp/blob/main/skills/webhooks/SKILL.md',
		why: "the MCP docs' nine actions; the route takes three and refuses the others (mcp/catalog/declared.ts)",
	},
};

export const DOOR_OWN_ARGUMENTS: Readonly<
	Record<string, Readonly<Record<string, DoorOwnArgument>>>
> = {
	'MCP create_post': renamedOptions,
	'MCP validate_post': renamedOptions,
	'MCP get_post_analytics_by_social_id': {
		platform: {
			field: 'platforms',
			doc: MCP_TOOLS_DOC,
			why: 'one network: sent as platforms: [platform]',
		},
	},
	'MCP register_webhook': webhookActions,
	'MCP unregister_webhook': webhookActions,
	'MCP reply_comment': {
		objResponse: {
			doc: MCP_TOOLS_DOC,
			why: "the MCP docs' reply_comment takes it; REST's reply page names no such field: accepted, not modelled",
		},
	},
	'MCP update_post': {
		disableComments: {
			doc: MCP_TOOLS_DOC,
			why: "the MCP docs' update_post takes it; REST's update-post page names no such field: accepted, not modelled",
		},
		youTubeOptions: {
			doc: MCP_TOOLS_DOC,
			why: "the MCP docs' update_post takes it; REST's update-post page names no such field: accepted, not modelled",
		},
	},
};
