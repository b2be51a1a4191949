import { ValidationError } from '../core/errors';
import { path } from '../core/path';
import { parseOrThrow } from '../core/zodIssues';
import {
	AdAccountsQuerySchema,
	AdHistoryQuerySchema,
	AdListQuerySchema,
	AdTargetingQuerySchema,
	AdUpdateSchema,
	type AdListQuery,
	type AdTargetingKind,
	type AdTargetingQuery,
	type AdUpdateRequest,
} from '../contract/ads';
import type { AdBoostRequest } from '../contract/adsBoost';
import { AdDsaQuerySchema, type AdDsaAnswer, type AdDsaQuery } from '../contract/adsDsa';
import { AdNetworkSchema, type AdNetwork, type AdSpendQuery } from './adsSchemas';
import { checkBoost } from './adsBoostCheck';
import { sendCreate, type ClientCore, type RequestOptions } from './shared';

export * from './adsSchemas';
export * from './adsBoostCheck';

/** An ad as boost, list and update answer it (the sandbox's shape; the docs show none). */
export interface Ad {
	adId: string;
	adName: string;
	accountId: string;
	network: AdNetwork;
	postId: string | null;
	socialPostId: string;
	/** The ad's own status: ACTIVE, PAUSED, DELETED, ARCHIVED. */
	status: string;
	/** What it is doing now: PENDING_REVIEW, ACTIVE, PAUSED, CAMPAIGN_PAUSED, COMPLETED, ... */
	deliveryStatus: string;
	budget: number;
	budgetRemaining: number;
	spend: number;
	campaign: { id: string; status: string };
	adSet: { id: string; status: string };
	[key: string]: unknown;
}

export interface AdBoostResult {
	status: string;
	adId: string;
	campaignId?: string;
	adSetId?: string;
	ad?: Ad;
	[key: string]: unknown;
}

export interface AdUpdateResult {
	status: string;
	adId: string;
	/** The status asked for, upper case (put-ad-update). */
	requestedStatus: string;
	[key: string]: unknown;
}

export interface AdAccountList {
	status: string;
	adAccounts: Array<{ accountId: string; name: string; currency: string; [key: string]: unknown }>;
	count: number;
	[key: string]: unknown;
}

export interface AdList {
	status: string;
	ads: Ad[];
	count?: number;
	[key: string]: unknown;
}

/** Daily spend rows and totals (ads docs: get-ad-history). */
export interface AdSpend {
	status: string;
	history: Array<{ adId: string; spend: number; spendDate: string; [key: string]: unknown }>;
	metrics?: Record<string, number>;
	[key: string]: unknown;
}

export interface AdTargetingResult {
	status: string;
	interests?: Array<{ id: number; name: string; [key: string]: unknown }>;
	regions?: Array<{ id: string; name: string; [key: string]: unknown }>;
	cities?: Array<{ id: string; name: string; [key: string]: unknown }>;
	[key: string]: unknown;
}

/**
 * The Ads group (docs: apis/ads): ad accounts, boosting a published post into a paid ad, listing
 * and changing ads, targeting searches and daily spend. Boosting and status changes spend real
 * money on the real service.
 */
export class Ads {
	constructor(private readonly client: ClientCore) {}

	private platform(platform: AdNetwork): AdNetwork {
		return parseOrThrow(AdNetworkSchema, platform, 'Invalid ads platform');
	}

	/** `GET /ads/:platform/accounts`: the ad accounts, with currency and billing. */
	async accounts(
		platform: AdNetwork,
		query: { limit?: number } = {},
		options: RequestOptions = {},
	): Promise<AdAccountList> {
		return this.client.sender.send<AdAccountList>({
			method: 'GET',
			path: path`/ads/${this.platform(platform)}/accounts`,
			query: parseOrThrow(AdAccountsQuerySchema, query, 'Invalid ad accounts query'),
			profileKey: options.profileKey,
		});
	}

	/**
	 * `POST /ads/:platform/boost`: a published post becomes a paid ad (it spends real money). Every
	 * problem is reported at once before sending; the ad goes into Meta's review first.
	 */
	async boost(
		platform: AdNetwork,
		params: AdBoostRequest,
		options: RequestOptions = {},
	): Promise<AdBoostResult> {
		const p = this.platform(platform);
		const checked = checkBoost(params as Record<string, unknown>);
		if (!checked.data) throw new ValidationError(checked.issues, 'Invalid boost');
		const spec = { method: 'POST' as const, path: path`/ads/${p}/boost`, body: checked.data };
		return sendCreate<AdBoostResult>(this.client, spec, options);
	}

	/** `GET /ads/:platform/ads`: the ads matching every id given (at least one of them). */
	async list(
		platform: AdNetwork,
		query: AdListQuery,
		options: RequestOptions = {},
	): Promise<AdList> {
		return this.client.sender.send<AdList>({
			method: 'GET',
			path: path`/ads/${this.platform(platform)}/ads`,
			query: parseOrThrow(AdListQuerySchema, query, 'Invalid ad list query'),
			profileKey: options.profileKey,
		});
	}

	/**
	 * `PUT /ads/:platform/ads {adId, status}`: active, paused, deleted or archived; the change also
	 * applies to the ad's ad set and campaign, so their other ads follow (it changes real spend).
	 */
	async updateStatus(
		platform: AdNetwork,
		params: AdUpdateRequest,
		options: RequestOptions = {},
	): Promise<AdUpdateResult> {
		return this.client.sender.send<AdUpdateResult>({
			method: 'PUT',
			path: path`/ads/${this.platform(platform)}/ads`,
			body: parseOrThrow(AdUpdateSchema, params, 'Invalid ad update'),
			profileKey: options.profileKey,
		});
	}

	/**
	 * `GET /ads/facebook/dsaRecommendations?accountId=`: up to 25 names to send as a boost's
	 * `dsaBeneficiary` and `dsaPayor` (EU ads; Facebook's page only).
	 */
	async dsaRecommendations(
		query: AdDsaQuery,
		options: RequestOptions = {},
	): Promise<AdDsaAnswer> {
		return this.client.sender.send<AdDsaAnswer>({
			method: 'GET',
			path: '/ads/facebook/dsaRecommendations',
			query: parseOrThrow(AdDsaQuerySchema, query, 'Invalid DSA recommendations query'),
			profileKey: options.profileKey,
		});
	}

	/** `GET /ads/:platform/interests|regions|cities`: ids to target a boost with. */
	async searchTargeting(
		platform: AdNetwork,
		query: AdTargetingQuery,
		options: RequestOptions = {},
	): Promise<AdTargetingResult> {
		const { kind, ...rest } = parseOrThrow(
			AdTargetingQuerySchema,
			query,
			'Invalid targeting search',
		);
		return this.client.sender.send<AdTargetingResult>({
			method: 'GET',
			path: path`/ads/${this.platform(platform)}/${kind as AdTargetingKind}`,
			query: rest,
			profileKey: options.profileKey,
		});
	}

	/**
	 * `GET /ads/:platform/history`: daily spend and results per ad, with totals, the last 30 days
	 * by default (ads docs: get-ad-history).
	 */
	async history(
		platform: AdNetwork,
		query: AdSpendQuery = {},
		options: RequestOptions = {},
	): Promise<AdSpend> {
		return this.client.sender.send<AdSpend>({
			method: 'GET',
			path: path`/ads/${this.platform(platform)}/history`,
			query: parseOrThrow(AdHistoryQuerySchema, query, 'Invalid ad history query'),
			profileKey: options.profileKey,
		});
	}
}
