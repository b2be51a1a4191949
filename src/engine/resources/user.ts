import { z } from 'zod';
import { path } from '../core/path';
import { parseOrThrow } from '../core/zodIssues';
import {
	BusinessListingUpdateSchema,
	type BusinessListingUpdate,
} from '../networks/businessListing';
import {
	NETWORKS,
	networkPathName,
	networksOffering,
	type Network,
	type NetworkOffering,
} from '../networks';
import type { ClientCore, RequestOptions } from './shared';

export {
	QUOTA_NETWORKS,
	UserDetailsQuerySchema,
	type QuotaQueryFlag,
	type UserDetailsQuery,
} from '../contract/user';
import { UserDetailsQuerySchema, type DetailsOf, type UserDetailsQuery } from '../contract/user';

export { BusinessListingUpdateSchema, type BusinessListingUpdate };

/** Firestore-style creation time the service reports. */
export interface ServiceTimestamp {
	_seconds: number;
	_nanoseconds: number;
	/** ISO timestamp. */
	utc: string;
}

/** Its monthly post usage, in the field its entry names (`accountDetails.monthlyUsageField`). */
export interface MonthlyUsage {
	monthlyUsage: number;
	monthlyLimit: number;
	monthlyReset: string;
}

/** The monthly-usage fields, one per network that reports one. */
type MonthlyUsageFields = {
	[P in Network as DetailsOf<P> extends { monthlyUsageField: infer F extends string }
		? F
		: never]?: MonthlyUsage;
};

/** One linked social account (https://www.ayrshare.com/docs/apis/user/profile-details); which fields appear depends on the network. */
export type LinkedAccountDetails = LinkedAccountBase & MonthlyUsageFields;

/** The fields of a linked account's entry (the entry's `accountDetails` say which appear). */
export interface LinkedAccountBase {
	platform: Network;
	created?: string;
	displayName?: string;
	/** Numeric where the entry's `accountDetails.numericId`. */
	id?: string | number;
	profileUrl?: string;
	/** The account image at the time of linking. */
	userImage?: string;
	username?: string;
	pageName?: string;
	description?: string;
	/** The account's type, e.g. `business`, `corporate`, `personal` or `channel`. */
	type?: string;
	mapsUrl?: string;
	placeId?: string;
	reviewUrl?: string;
	/** Posts in the rolling 24 hours, of its daily limit; only with its quota flag. */
	usedQuota?: number;
	refreshDaysRemaining?: number;
	refreshRequired?: string;
	[key: string]: unknown;
}

/** The acting profile's details (`GET /user`, https://www.ayrshare.com/docs/apis/user/profile-details). */
export interface UserDetails {
	/** Absent when no social account is linked. */
	activeSocialAccounts?: Network[];
	biolinkUrl?: string;
	created?: ServiceTimestamp;
	displayNames: LinkedAccountDetails[];
	/** null for a user profile. */
	email: string | null;
	monthlyApiCalls: number;
	/** Absent on Business plans. */
	monthlyApiCallsQuota?: number;
	/** Posts the profile sent this month against its monthly post quota (help center). */
	monthlyPostCount?: number;
	refId: string;
	/** Business plan only. */
	title?: string;
	lastUpdated?: string;
	nextUpdate?: string;
	[key: string]: unknown;
}

/** A board (https://www.ayrshare.com/docs/apis/user/get-user-details). */
export interface Board {
	id: string;
	name: string;
	description?: string;
	/** e.g. `PUBLIC`. */
	privacy?: string;
	owner?: { username: string; [key: string]: unknown };
	[key: string]: unknown;
}

/** The networks whose boards `GET /user/details/:platform` lists (the registry's `boards`). */
export type BoardNetwork = NetworkOffering<'boards'>;
export const BOARD_NETWORKS = networksOffering('boards');

/** `GET /user/details/:platform`: the linked account's boards, under its network. */
export type BoardList<P extends BoardNetwork = BoardNetwork> = { [K in P]: Board[] } & {
	[key: string]: unknown;
};

/** The networks whose account data `PATCH /user/:platform` changes (the registry's `userUpdate`). */
export type UserUpdateNetwork = NetworkOffering<'userUpdate'>;

/** Each such network's body, checked before sending: its entry's `offers.userUpdate.schema`. */
export function userUpdateSchema<P extends UserUpdateNetwork>(
	network: P,
): (typeof NETWORKS)[P]['offers']['userUpdate']['schema'] {
	return NETWORKS[network].offers.userUpdate.schema;
}

/** The networks whose account update is a business listing's. */
export type BusinessListingNetwork = {
	[P in UserUpdateNetwork]: (typeof NETWORKS)[P]['offers']['userUpdate']['schema'] extends typeof BusinessListingUpdateSchema
		? P
		: never;
}[UserUpdateNetwork];
export const BUSINESS_LISTING_NETWORKS = networksOffering('userUpdate').filter(
	(network) => userUpdateSchema(network) === BusinessListingUpdateSchema,
) as [BusinessListingNetwork, ...BusinessListingNetwork[]];

const UserUpdateNetworkSchema = z.object({ platform: z.enum(networksOffering('userUpdate')) });

/**
 * `GET /user/batch` (docs: apis/user/batch-all-users): where the file with every user profile's
 * data is, from `urlAvailable` until `urlExpires`; a new one at most every 3 hours.
 */
export interface UserBatch {
	url: string;
	urlAvailable?: string;
	urlExpires?: string;
	lastUpdated?: string;
	nextUpdate?: string;
	[key: string]: unknown;
}

export type BusinessListingUpdateResult<P extends BusinessListingNetwork = BusinessListingNetwork> =
	{
		[K in P]: { status: string; data?: Record<string, unknown>; [key: string]: unknown };
	} & { [key: string]: unknown };

export class User {
	constructor(private readonly client: ClientCore) {}

	/** The acting profile's details and linked accounts (`GET /user`). */
	async get(query: UserDetailsQuery = {}, options: RequestOptions = {}): Promise<UserDetails> {
		return this.client.sender.send<UserDetails>({
			method: 'GET',
			path: '/user',
			query: parseOrThrow(UserDetailsQuerySchema, query, 'Invalid user details query'),
			profileKey: options.profileKey,
		});
	}

	/** The linked account's boards (`GET /user/details/:platform`, a network offering `boards`). */
	async boards<P extends BoardNetwork>(
		network: P,
		options: RequestOptions = {},
	): Promise<BoardList<P>> {
		return this.client.sender.send<BoardList<P>>({
			method: 'GET',
			path: path`/user/details/${networkPathName(network)}`,
			profileKey: options.profileKey,
		});
	}

	/**
	 * Updates the linked business listing (`PATCH /user/:platform`, the listing network's path
	 * name). Some fields allow only 5 changes in a rolling 24 hours; more answer HTTP 400.
	 */
	async updateBusinessListing(
		params: BusinessListingUpdate,
		options: RequestOptions = {},
		network: BusinessListingNetwork = BUSINESS_LISTING_NETWORKS[0],
	): Promise<BusinessListingUpdateResult> {
		return (await this.update(network, params, options)) as BusinessListingUpdateResult;
	}

	/**
	 * Changes a linked network account's data (`PATCH /user/:platform`, the network's path name).
	 * The docs document it for the networks the registry marks `userUpdate`.
	 */
	async update(
		network: UserUpdateNetwork,
		params: Record<string, unknown>,
		options: RequestOptions = {},
	): Promise<Record<string, unknown>> {
		const checked = parseOrThrow(UserUpdateNetworkSchema, { platform: network }, 'Invalid network');
		const body = parseOrThrow(
			userUpdateSchema(checked.platform) as z.ZodTypeAny,
			params,
			`Invalid ${checked.platform} account update`,
		);
		return this.client.sender.send<Record<string, unknown>>({
			method: 'PATCH',
			path: path`/user/${networkPathName(checked.platform)}`,
			body,
			profileKey: options.profileKey,
		});
	}

	/** Where the file of every user profile's data will be (`GET /user/batch`; API key only). */
	async batch(): Promise<UserBatch> {
		return this.client.sender.send<UserBatch>({ method: 'GET', path: '/user/batch' });
	}
}
