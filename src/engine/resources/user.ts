import { z } from 'zod';
import { path } from '../core/path';
import { parseOrThrow } from '../core/zodIssues';
import {
	networkPathName,
	networksOffering,
	type Platform,
	type PlatformOffering,
} from '../platforms';
import type { ClientCore, RequestOptions } from './shared';

export const UserDetailsQuerySchema = z
	.object({
		/** Adds Instagram's used quota and account type to its `displayNames` entry. */
		instagramQuota: z.boolean().optional(),
		/** Checks the profile (Profile-Key) still exists; answers delete details if not. */
		validate: z.boolean().optional(),
	})
	.passthrough();
export type UserDetailsQuery = z.infer<typeof UserDetailsQuerySchema>;

function isWebAddress(value: string): boolean {
	try {
		const url = new URL(value);
		return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
	} catch {
		return false;
	}
}

const LABEL_MESSAGE = 'must be from 1 to 255 characters long';

const LISTING_FIELDS = [
	'phoneNumbers',
	'name',
	'adPhone',
	'storeCode',
	'title',
	'websiteUrl',
	'labels',
	'latlng',
	'profile',
] as const;

/** Business-listing fields (interface 4.10); at least one must be given. */
export const BusinessListingUpdateSchema = z
	.object({
		phoneNumbers: z
			.object({
				primaryPhone: z
					.string({ required_error: 'is required: the main phone number' })
					.trim()
					.min(1),
				additionalPhones: z.array(z.string().trim().min(1, 'must not be empty')).optional(),
			})
			.passthrough()
			.optional(),
		name: z.string().trim().min(1).optional(),
		adPhone: z.string().trim().min(1).optional(),
		/** Unique within the account. */
		storeCode: z.string().trim().min(1).optional(),
		title: z.string().trim().min(1).optional(),
		websiteUrl: z
			.string()
			.trim()
			.refine(isWebAddress, 'must be an http or https web address like https://example.com')
			.optional(),
		labels: z.array(z.string().min(1, LABEL_MESSAGE).max(255, LABEL_MESSAGE)).optional(),
		latlng: z
			.object({
				latitude: z
					.number({ required_error: 'is required: degrees from -90 to 90' })
					.min(-90, 'must be from -90 to 90 degrees')
					.max(90, 'must be from -90 to 90 degrees'),
				longitude: z
					.number({ required_error: 'is required: degrees from -180 to 180' })
					.min(-180, 'must be from -180 to 180 degrees')
					.max(180, 'must be from -180 to 180 degrees'),
			})
			.passthrough()
			.optional(),
		profile: z
			.object({
				description: z.string({ required_error: 'is required: the business description' }),
			})
			.passthrough()
			.optional(),
	})
	.passthrough()
	// Only the listing's own fields count as a change: unknown keys (an SDK's `source`) pass through.
	.refine((update) => LISTING_FIELDS.some((field) => update[field] !== undefined), {
		message:
			'must change at least one field: phoneNumbers, name, adPhone, storeCode, title, ' +
			'websiteUrl, labels, latlng or profile',
	});
export type BusinessListingUpdate = z.infer<typeof BusinessListingUpdateSchema>;

/** Firestore-style creation time the service reports. */
export interface ServiceTimestamp {
	_seconds: number;
	_nanoseconds: number;
	/** ISO timestamp. */
	utc: string;
}

/** One linked social account (interface 2.7); which fields appear depends on the network. */
export interface LinkedAccountDetails {
	platform: Platform;
	created?: string;
	displayName?: string;
	/** Numeric on telegram. */
	id?: string | number;
	profileUrl?: string;
	/** The account image at the time of linking. */
	userImage?: string;
	username?: string;
	pageName?: string;
	description?: string;
	/** instagram `business`; linkedin `corporate` or `personal`; telegram e.g. `channel`. */
	type?: string;
	mapsUrl?: string;
	placeId?: string;
	reviewUrl?: string;
	/** Instagram posts in the rolling 24 hours, of 50; only with `instagramQuota`. */
	usedQuota?: number;
	refreshDaysRemaining?: number;
	refreshRequired?: string;
	twitterUsage?: { monthlyUsage: number; monthlyLimit: number; monthlyReset: string };
	[key: string]: unknown;
}

/** The acting profile's details (`GET /user`, interface 2.7). */
export interface UserDetails {
	/** Absent when no social account is linked. */
	activeSocialAccounts?: Platform[];
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

/** A Pinterest board (interface 2.8). */
export interface PinterestBoard {
	id: string;
	name: string;
	description?: string;
	/** e.g. `PUBLIC`. */
	privacy?: string;
	owner?: { username: string; [key: string]: unknown };
	[key: string]: unknown;
}

export interface PinterestBoards {
	pinterest: PinterestBoard[];
	[key: string]: unknown;
}

/** The networks whose account data `PATCH /user/:platform` changes (the registry's `userUpdate`). */
export type UserUpdatePlatform = PlatformOffering<'userUpdate'>;

/** Each such network's body, checked before sending; a network added to the registry needs one. */
export const USER_UPDATE_SCHEMAS = {
	gmb: BusinessListingUpdateSchema,
} satisfies Record<UserUpdatePlatform, z.ZodTypeAny>;

const UserUpdatePlatformSchema = z.object({ platform: z.enum(networksOffering('userUpdate')) });

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

export interface BusinessListingUpdateResult {
	gmb: { status: string; data?: Record<string, unknown>; [key: string]: unknown };
	[key: string]: unknown;
}

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

	/** The linked Pinterest account's boards (`GET /user/details/pinterest`). */
	async pinterestBoards(options: RequestOptions = {}): Promise<PinterestBoards> {
		return this.client.sender.send<PinterestBoards>({
			method: 'GET',
			path: '/user/details/pinterest',
			profileKey: options.profileKey,
		});
	}

	/**
	 * Updates the linked business listing (`PATCH /user/gbp`). Some fields allow only 5 changes in a
	 * rolling 24 hours; more answer HTTP 400.
	 */
	async updateBusinessListing(
		params: BusinessListingUpdate,
		options: RequestOptions = {},
	): Promise<BusinessListingUpdateResult> {
		return (await this.update('gmb', params, options)) as BusinessListingUpdateResult;
	}

	/**
	 * Changes a linked network account's data (`PATCH /user/:platform`, the network's path name:
	 * `gbp` for gmb). The docs document it for the networks the registry marks `userUpdate`.
	 */
	async update(
		platform: UserUpdatePlatform,
		params: Record<string, unknown>,
		options: RequestOptions = {},
	): Promise<Record<string, unknown>> {
		const checked = parseOrThrow(UserUpdatePlatformSchema, { platform }, 'Invalid network');
		const body = parseOrThrow(
			USER_UPDATE_SCHEMAS[checked.platform],
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
