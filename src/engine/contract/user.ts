import { z } from 'zod';
import { DOCS, endpoint } from './endpoint';
import { queryBoolean } from './queryFields';
import {
	BusinessListingUpdateSchema,
	NETWORKS,
	NETWORK_IDS,
	networkEntry,
	networkName,
	networkPathName,
	networksOffering,
	type AccountDetailFacts,
	type Network,
} from '../networks';

/** A network's `accountDetails` facts, as its entry states them. */
export type DetailsOf<P extends Network> = (typeof NETWORKS)[P]['offers'] extends {
	accountDetails: infer D extends AccountDetailFacts;
}
	? D
	: Record<never, never>;

/** The `GET /user` flags that add a network's used quota (its entry's `offers.accountDetails.quota.query`). */
export type QuotaQueryFlag = {
	[P in Network]: DetailsOf<P> extends { quota: { query: infer Q extends string } } ? Q : never;
}[Network];

/** The networks whose used quota `GET /user` can add, with the flag that adds it. */
export const QUOTA_NETWORKS = NETWORK_IDS.flatMap((network) => {
	const { offers, dailyPostLimit } = networkEntry(network);
	const quota = offers.accountDetails?.quota;
	return quota ? [{ platform: network, ...quota, dailyPosts: dailyPostLimit ?? 0 }] : [];
});

const quotaFlags = Object.fromEntries(
	QUOTA_NETWORKS.map(({ query }) => [query, queryBoolean().optional()]),
) as Record<QuotaQueryFlag, z.ZodOptional<z.ZodBoolean>>;

export const UserDetailsQuerySchema = z
	.object({
		/** Each adds its network's used quota and account type to its `displayNames` entry. */
		...quotaFlags,
		/** Checks the profile (Profile-Key) still exists; answers delete details if not. */
		validate: queryBoolean().optional(),
	})
	.passthrough();
export type UserDetailsQuery = z.infer<typeof UserDetailsQuerySchema>;

/** `GET /user`: the acting profile's details, its linked accounts and usage. */
export const GetUser = endpoint({
	method: 'GET',
	path: '/user',
	doc: `${DOCS}/apis/user/profile-details`,
	summary: "The acting profile's details: its linked accounts, plan and monthly usage.",
	query: UserDetailsQuerySchema,
	errors: [101, 102],
});

/** `GET /user/batch`: where the file with every user profile's `GET /user` data is. */
export const GetUserBatch = endpoint({
	method: 'GET',
	path: '/user/batch',
	doc: `${DOCS}/apis/user/batch-all-users`,
	summary: "The URL of a file holding every user profile's details, rewritten every 3 hours.",
	errors: [103],
});

/**
 * `GET /user/details/<network>`: the linked account's boards, one contract per network whose
 * entry offers `boards` (https://www.ayrshare.com/docs/apis/user/pinterest-board).
 */
export const GetBoards = networksOffering('boards').map((network) =>
	endpoint({
		method: 'GET',
		path: `/user/details/${networkPathName(network)}`,
		doc: `${DOCS}/apis/user/${network}-board`,
		summary: `The boards of the linked ${networkName(network)} account.`,
		errors: [101, 156],
	}),
);

const USER_UPDATE_PATHS = networksOffering('userUpdate').map(networkPathName) as [
	string,
	...string[],
];

/**
 * `PATCH /user/:platform`: a network's own account update; today's docs have Google Business
 * Profile's listing only (path value `gbp`), so the body is its listing's fields.
 */
export const UpdateUser = endpoint({
	method: 'PATCH',
	path: '/user/:platform',
	doc: `${DOCS}/apis/user/update-user`,
	summary: "Changes a network account's own data: the Google Business Profile listing.",
	params: z.object({
		platform: z.enum(USER_UPDATE_PATHS, {
			errorMap: () => ({
				message: `must be ${USER_UPDATE_PATHS.map((name) => JSON.stringify(name)).join(' or ')}: the networks with an account update`,
			}),
		}),
	}),
	body: BusinessListingUpdateSchema,
	errors: [101, 156],
});
