import { AI_TOKEN_LIMIT_CODE } from '../ai/usage';
import { ErrorCode } from '../errors';
import { FAULT_KINDS } from '../networks/faults';
import { networkEntry, networkName, networksOffering } from '../../engine/networks';
import { entry, forNetwork, networkErrorEntries, type CatalogEntry } from './entry';

/** The reviews networks, in running text ("A or B"), for a fix that names none. */
const REVIEW_NETWORKS = networksOffering('reviews')
	.map((network) => networkEntry(network).shortName ?? networkName(network))
	.join(' or ');

/**
 * Codes the sandbox raises for networks, limits and post states that the docs' error pages do not
 * list (docs/service-twin-requests.md, table "Error codes the sandbox raises that the docs do not list"); texts ours.
 */
export const OUR_NETWORK_AND_LIMIT_CODES: [number, CatalogEntry][] = [
	[
		ErrorCode.monthlyQuota,
		entry('ours', 429, {
			message: 'Monthly post quota used',
			cause: 'The profile has used its monthly post quota.',
			fix: 'Waiting a few seconds does not help: the count resets on the 1st of next month (UTC). Upgrade the plan for a higher quota.',
		}),
	],
	[
		FAULT_KINDS.duplicateContent.code,
		entry('interface', 400, {
			message: (p) => `${forNetwork(p, 'The network')} refused a duplicate post`,
			cause: 'The network refused the post as a duplicate of one it already has.',
			fix: (p) =>
				`Change the text (or media) and send it as a new post; ${forNetwork(p)} will not take the same post twice.`,
		}),
	],
	[
		FAULT_KINDS.networkDown.code,
		entry('ours', 400, {
			// The case the docs' "Retry Available" describes: the network has server issues.
			retryAvailable: true,
			message: (p) => `${forNetwork(p, 'The network')} is not answering`,
			cause: 'The network did not answer (an outage on its side).',
			fix: (p) =>
				`Retry the post with PUT /post/retry later; ${forNetwork(p)} is having an outage.`,
		}),
	],
	[
		ErrorCode.deleteNotSupported,
		entry('ours', 400, {
			message: (p) => `${forNetwork(p, 'The network')} does not allow deleting the post`,
			cause: 'The network does not allow deleting a published post through the service.',
			fix: (p) =>
				`Delete the post in ${forNetwork(p)}'s own app; the service can only delete it there for networks that allow it.`,
		}),
	],
	[
		ErrorCode.analyticsFailed,
		entry('interface', 400, {
			message: 'Analytics not available',
			cause: 'Analytics could not be read, for example for a post that is not sent yet.',
			fix: 'Ask again once the post is published on the network; analytics exist only for sent posts.',
		}),
	],
	[
		350,
		entry('interface', 400, {
			message: 'Reviews could not be read',
			cause: 'Reviews could not be read: the network is not linked, or there are none.',
			fix: (p) => `Link ${forNetwork(p, REVIEW_NETWORKS)} to the profile, then ask again.`,
		}),
	],
	[
		362,
		entry('ours', 429, {
			message: 'Active conversations used',
			cause: "The month's active conversations are used up.",
			fix: "Wait until the month turns (the answer's Retry-After says how long), or reply within conversations already active.",
		}),
	],
	[
		ErrorCode.alreadyDeleted,
		entry('interface', 400, {
			message: 'Post already deleted',
			cause: 'The post is already deleted.',
			fix: 'Nothing to do; the post no longer exists on the service.',
		}),
	],
	[
		AI_TOKEN_LIMIT_CODE,
		entry('ours', 429, {
			message: 'Monthly AI tokens used',
			cause: "The account's monthly AI tokens are used.",
			fix: 'Wait until the 1st of next month (UTC) or move to a plan with more AI tokens.',
		}),
	],
	...networkErrorEntries('ours'),
];
