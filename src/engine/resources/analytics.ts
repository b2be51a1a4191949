import { z } from 'zod';
import { describeValue } from '../core/errors';
import { parseOrThrow } from '../core/zodIssues';
import { networksOffering } from '../networks';
import type { ClientCore, RequestOptions } from './shared';

/** Networks with post analytics (interface 4.17): their entries' `offers.postAnalytics`. */
export const POST_ANALYTICS_PLATFORMS = networksOffering('postAnalytics');
export type PostAnalyticsPlatform = (typeof POST_ANALYTICS_PLATFORMS)[number];

/** Networks with account analytics: their entries' `offers.accountAnalytics`. */
export const SOCIAL_ANALYTICS_PLATFORMS = networksOffering('accountAnalytics');
export type SocialAnalyticsPlatform = (typeof SOCIAL_ANALYTICS_PLATFORMS)[number];

function platformSchema<P extends string>(allowed: readonly P[], what: string) {
	return z.custom<P>(
		(value) => typeof value === 'string' && (allowed as readonly string[]).includes(value),
		(value: unknown) => ({
			message: `${describeValue(value)} has no ${what}; use one of ${allowed.join(', ')}`,
		}),
	);
}

function platformListSchema<P extends string>(allowed: readonly P[], what: string) {
	return z
		.array(platformSchema(allowed, what), {
			invalid_type_error: `must be a list of networks, e.g. ["${allowed[0]}"]`,
		})
		.min(1, `must list at least one network, e.g. ["${allowed[0]}"]`)
		.refine((list) => new Set(list).size === list.length, 'must list each network once');
}

const PostIdSchema = z
	.string({ required_error: 'is required: the post id' })
	.trim()
	.min(1, 'must be a post id');

/**
 * Post analytics request: by service post id, or with `searchPlatformId` by the network's own
 * id, which needs exactly one platform.
 */
export const PostAnalyticsSchema = z
	.object({
		id: PostIdSchema,
		platforms: platformListSchema(POST_ANALYTICS_PLATFORMS, 'post analytics').optional(),
		searchPlatformId: z.boolean().optional(),
	})
	.passthrough()
	.superRefine((request, ctx) => {
		if (request.searchPlatformId === true && request.platforms?.length !== 1) {
			const message =
				'must list exactly one network when searching by network post id (searchPlatformId)';
			ctx.addIssue({ code: 'custom', path: ['platforms'], message });
		}
	});
export type PostAnalyticsRequest = z.infer<typeof PostAnalyticsSchema>;

/** By the network's own post id, on one network; sent with `searchPlatformId: true`. */
export const PostAnalyticsByNetworkIdSchema = z
	.object({
		id: z
			.string({ required_error: 'is required: the network-side post id' })
			.trim()
			.min(1, 'must be the network-side post id'),
		platform: platformSchema(POST_ANALYTICS_PLATFORMS, 'post analytics'),
	})
	.passthrough();
export type PostAnalyticsByNetworkIdRequest = z.infer<typeof PostAnalyticsByNetworkIdSchema>;

export const SocialAnalyticsSchema = z
	.object({
		platforms: platformListSchema(SOCIAL_ANALYTICS_PLATFORMS, 'account analytics'),
		quarters: z
			.number({ invalid_type_error: 'must be a whole number of quarters from 1 to 4' })
			.int('must be a whole number of quarters from 1 to 4')
			.min(1, 'must be a whole number of quarters from 1 to 4')
			.max(4, 'must be a whole number of quarters from 1 to 4')
			.optional(),
		daily: z.boolean().optional(),
	})
	.passthrough();
export type SocialAnalyticsRequest = z.infer<typeof SocialAnalyticsSchema>;

/** Metric values as networks report them: numbers mostly, objects for breakdowns. */
export type AnalyticsValue =
	| number
	| string
	| boolean
	| null
	| AnalyticsValue[]
	| { [key: string]: AnalyticsValue };
export type AnalyticsRecord = Record<string, AnalyticsValue>;

/** One network's analytics of a post (interface 2.13). */
export interface PostAnalyticsEntry {
	/** The network-side post id. */
	id: string;
	postUrl?: string;
	analytics: AnalyticsRecord;
	lastUpdated?: string;
	nextUpdate?: string;
	[key: string]: unknown;
}

/** `partial` when some networks answered and some did not (still HTTP 200). */
export type AnalyticsStatus = 'success' | 'partial' | (string & {});

/**
 * One key per network the post went to. A thread (a long text sent with the `thread` option of
 * its network's options as more than one post) answers an array there, one entry per post of the
 * thread, first post first; every other post answers one object.
 */
export type PostAnalyticsResult = { status: AnalyticsStatus; [key: string]: unknown } & Partial<
	Record<PostAnalyticsPlatform, PostAnalyticsEntry | PostAnalyticsEntry[]>
>;

/** One network's account analytics. */
export interface SocialAnalyticsEntry {
	analytics: AnalyticsRecord;
	quarters?: number;
	lastUpdated?: string;
	nextUpdate?: string;
	[key: string]: unknown;
}

export type SocialAnalyticsResult = { status: AnalyticsStatus; [key: string]: unknown } & Partial<
	Record<SocialAnalyticsPlatform, SocialAnalyticsEntry>
>;

export class Analytics {
	constructor(private readonly client: ClientCore) {}

	/** Live analytics of a post sent through the service, per network (`POST /analytics/post`). */
	async post(
		params: PostAnalyticsRequest,
		options: RequestOptions = {},
	): Promise<PostAnalyticsResult> {
		const body = parseOrThrow(PostAnalyticsSchema, params, 'Invalid post analytics request');
		return this.read<PostAnalyticsResult>('/analytics/post', body, options);
	}

	/** Analytics of a post by the network's own id, sent through the service or not (Business). */
	async postByNetworkId(
		params: PostAnalyticsByNetworkIdRequest,
		options: RequestOptions = {},
	): Promise<PostAnalyticsResult> {
		const { id, platform } = parseOrThrow(
			PostAnalyticsByNetworkIdSchema,
			params,
			'Invalid post analytics request',
		);
		const body: PostAnalyticsRequest = { id, platforms: [platform], searchPlatformId: true };
		return this.read<PostAnalyticsResult>('/analytics/post', body, options);
	}

	/** Account analytics per network (`POST /analytics/social`). */
	async social(
		params: SocialAnalyticsRequest,
		options: RequestOptions = {},
	): Promise<SocialAnalyticsResult> {
		const body = parseOrThrow(SocialAnalyticsSchema, params, 'Invalid account analytics request');
		return this.read<SocialAnalyticsResult>('/analytics/social', body, options);
	}

	private read<T>(path: string, body: unknown, options: RequestOptions): Promise<T> {
		return this.client.sender.send<T>({
			method: 'POST',
			path,
			body,
			profileKey: options.profileKey,
			// A read sent as POST: it changes nothing, so a resend is safe.
			idempotent: true,
		});
	}
}
