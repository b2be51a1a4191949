import { ErrorCode } from '../errors';
import { entry, forNetwork, networkErrorEntries, type CatalogEntry } from './entry';

const SOURCE = 'ayrshare-mcp skills/errors';

/**
 * The codes the service's own MCP repository explains in its skill "errors": 156 ("…is not
 * linked") and a network's authorization error (in its registry entry's `networkErrors`), both
 * HTTP 400 and so `developer-fix`, though the fix is the end user's relink.
 */
export const MCP_ERRORS_SKILL_CODES: [number, CatalogEntry][] = [
	[
		ErrorCode.networkFailure,
		entry(SOURCE, 400, {
			message: (p) => `${forNetwork(p, 'The network')} is not linked.`,
			cause: (p) =>
				`${forNetwork(p, 'The network')} is not linked to the profile (or the link was lost), so the post could not go there.`,
			fix: (p) =>
				`Link ${forNetwork(p)} to the profile on the Social Accounts page (relay this to the end user), or leave it out of platforms; then retry the post with PUT /post/retry.`,
		}),
	],
	...networkErrorEntries(SOURCE),
];
