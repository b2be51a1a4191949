import { z } from 'zod';
import { endpoint } from '../../engine/contract/endpoint';
import { NETWORK_IDS } from '../../engine/networks';
import { ADDONS, PLANS } from '../limits/plans';
import { FAULT_REASONS } from '../networks/faults';

/**
 * Contracts of the sandbox's own admin routes (`/api/admin/...`): controls for tests and demos the
 * service has nothing like, so every one is `ours`. They live in the sandbox, not in the published
 * engine's contracts, because their fields name the sandbox's own plans, add-ons and faults.
 */
const ours = (why: string) => ({ ours: `sandbox-only admin control: ${why}` });

/** The seconds an outage (`for`) may last at most (ours: a week). */
export const MAX_OUTAGE_SECONDS = 7 * 86_400;

const network = z.enum(NETWORK_IDS, {
	errorMap: () => ({ message: `must be one of ${NETWORK_IDS.join(', ')}` }),
});

export const AdminFaultSchema = z
	.object({
		platform: network.describe('The network whose sends fail.'),
		count: z
			.number({ invalid_type_error: 'must be a whole number from 0 (clears the fault) to 100000' })
			.int('must be a whole number from 0 (clears the fault) to 100000')
			.min(0, 'must be a whole number from 0 (clears the fault) to 100000')
			.max(100_000, 'must be a whole number from 0 (clears the fault) to 100000')
			.optional()
			.describe('The next this many sends fail (1 by default; 0 clears the fault).'),
		for: z
			.number({
				invalid_type_error: `must be a number of seconds from 0 (clears the fault) to ${MAX_OUTAGE_SECONDS}`,
			})
			.min(0, `must be a number of seconds from 0 (clears the fault) to ${MAX_OUTAGE_SECONDS}`)
			.max(
				MAX_OUTAGE_SECONDS,
				`must be a number of seconds from 0 (clears the fault) to ${MAX_OUTAGE_SECONDS}`,
			)
			.optional()
			.describe('Every send fails for this many seconds (an outage; 0 clears it).'),
		reason: z
			.enum(FAULT_REASONS, {
				errorMap: () => ({ message: `must be one of ${FAULT_REASONS.join(', ')}` }),
			})
			.optional()
			.describe('How the network fails (failure by default).'),
		code: z
			.number({ invalid_type_error: 'must be a whole number' })
			.int('must be a whole number')
			.optional()
			.describe("The error code the send answers (the reason's by default)."),
		message: z.string().optional().describe("The error's message (the reason's by default)."),
	})
	.passthrough()
	.superRefine((body, ctx) => {
		if (body.count !== undefined && body.for !== undefined)
			ctx.addIssue({
				code: 'custom',
				path: ['count'],
				message:
					'give count (the next sends fail) or for (every send fails for that many seconds), not both',
			});
	});

export const ADMIN_FAULTS_SET = endpoint({
	method: 'POST',
	path: '/admin/faults',
	doc: ours('plants network failures'),
	summary: "Makes this account's next sends to a network fail, or every send for a time",
	body: AdminFaultSchema,
	errors: [101],
});

export const ADMIN_FAULTS_LIST = endpoint({
	method: 'GET',
	path: '/admin/faults',
	doc: ours('lists the planted network failures'),
	summary: "The account's planted network failures",
});

const LinkSchema = z
	.object({
		platform: network.describe('The network to link or unlink.'),
		reason: z
			.string({ invalid_type_error: 'must be a string of at most 500 characters' })
			.max(500, 'must be a string of at most 500 characters')
			.optional()
			.describe("Unlink: the reason the social webhook gives ('Unlinked by the user.')."),
	})
	.passthrough();

export const ADMIN_LINK = endpoint({
	method: 'POST',
	path: '/admin/link',
	doc: ours("links a network as the user would in the service's dashboard"),
	summary: 'Links a network for the acting profile (fires the social webhook)',
	body: LinkSchema,
	errors: [101],
});

export const ADMIN_UNLINK = endpoint({
	method: 'POST',
	path: '/admin/unlink',
	doc: ours("unlinks a network as the user would in the service's dashboard"),
	summary: 'Unlinks a network from the acting profile (fires the social webhook)',
	body: LinkSchema,
	errors: [101],
});

export const ADMIN_ACCOUNTS = endpoint({
	method: 'POST',
	path: '/admin/accounts',
	doc: ours('creates another account, with its own key and profiles'),
	summary: 'Creates another account with its own API key and profiles',
	body: z
		.object({
			plan: z
				.enum(PLANS, { errorMap: () => ({ message: `must be one of ${PLANS.join(', ')}` }) })
				.optional()
				.describe('The plan (business by default).'),
			addons: z
				.array(
					z.enum(ADDONS, { errorMap: () => ({ message: `must be one of ${ADDONS.join(', ')}` }) }),
					{ invalid_type_error: `must be a list of ${ADDONS.join(', ')}` },
				)
				.optional()
				.describe('The add-ons (all by default).'),
			apiKey: z
				.string({ invalid_type_error: 'must be a string of 8 characters or more' })
				.min(8, 'must be a string of 8 characters or more')
				.optional()
				.describe('The API key to give the account (generated when left out).'),
		})
		.passthrough(),
	errors: [101],
});

const deliveriesQuery = z
	.object({
		limit: z
			.number({ invalid_type_error: 'must be a whole number from 1 to 1000' })
			.int('must be a whole number from 1 to 1000')
			.min(1, 'must be a whole number from 1 to 1000')
			.max(1000, 'must be a whole number from 1 to 1000')
			.optional()
			.describe('At most this many deliveries, newest first (100 by default).'),
	})
	.passthrough();

/** `GET /api/admin/{hooks,feeds}/deliveries?limit=`: the account's newest deliveries. */
export const ADMIN_HOOK_DELIVERIES = endpoint({
	method: 'GET',
	path: '/admin/hooks/deliveries',
	doc: ours("the webhook deliveries' log"),
	summary: "The account's newest webhook deliveries and their state",
	query: deliveriesQuery,
	errors: [101],
});

export const ADMIN_FEED_DELIVERIES = endpoint({
	method: 'GET',
	path: '/admin/feeds/deliveries',
	doc: ours("the feed deliveries' log"),
	summary: "The account's newest feed article deliveries and their state",
	query: deliveriesQuery,
	errors: [101],
});

/** `POST /api/admin/hooks/deliver`: sends the due webhook deliveries now instead of at the next tick. */
export const ADMIN_DELIVER_HOOKS = endpoint({
	method: 'POST',
	path: '/admin/hooks/deliver',
	doc: ours('sends the due webhook deliveries at once, for tests and demos'),
	summary: 'Sends the due webhook deliveries now',
	errors: [101],
});

/** `POST /api/admin/feeds/poll`: reads every feed now instead of at the next poll. */
export const ADMIN_POLL_FEEDS = endpoint({
	method: 'POST',
	path: '/admin/feeds/poll',
	doc: ours('polls every feed at once, for tests and demos'),
	summary: 'Polls every RSS feed now',
	errors: [101],
});
