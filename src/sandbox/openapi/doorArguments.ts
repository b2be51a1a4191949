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
