import { z } from 'zod';
import { networkEntry, PLATFORMS } from '../../../engine/platforms';
import { mcpEnum } from './declared';
import { type McpTool, given, postPlatform } from '../tool';

const HISTORY_PLATFORMS = mcpEnum('historyPlatforms');
const ANALYTICS_PLATFORMS = mcpEnum('socialIdAnalyticsPlatforms');

const xUser = {
	userId: z
		.string()
		.optional()
		.describe(
			'X only: a numeric X user id to read instead of the linked account (API key only, no profile key).',
		),
	userName: z
		.string()
		.optional()
		.describe(
			'X only: an X handle to read instead of the linked account (API key only, no profile key).',
		),
};

/**
 * Each network's options object of account analytics, under its id (its entry's
 * `accountAnalyticsOptions`).
 */
const accountAnalyticsOptions: Record<string, z.ZodTypeAny> = Object.fromEntries(
	PLATFORMS.flatMap((platform) => {
		const schema = networkEntry(platform).offers.accountAnalytics?.options;
		return schema ? [[platform, schema.optional()]] : [];
	}),
);

export const readTools: McpTool[] = [
	{
		name: 'get_post_history',
		scope: 'profile',
		readOnly: true,
		description:
			"Lists posts sent or scheduled through the service, newest first, with each post's id, status and per-network results. " +
			'Filters are optional; by default the last 30 days, 25 posts.',
		input: z.object({
			limit: z.number().int().min(1).max(1000).optional(),
			platforms: z.array(postPlatform).optional(),
			startDate: z.string().optional().describe('ISO 8601 start of a date window.'),
			endDate: z.string().optional().describe('ISO 8601 end of a date window.'),
			lastDays: z
				.number()
				.int()
				.min(0)
				.optional()
				.describe('Posts of the last N days (0: all time).'),
			status: z
				.enum([
					'awaiting approval',
					'deleted',
					'error',
					'paused',
					'pending',
					'processing',
					'success',
				])
				.optional(),
			type: z.enum(['immediate', 'scheduled']).optional(),
			autoRepostId: z.string().optional(),
		}),
		toCall: (args) => ({ method: 'GET', path: '/api/history', query: given(args) }),
	},
	{
		name: 'get_platform_history',
		scope: 'profile',
		readOnly: true,
		description:
			"Lists a network's own posts for the linked account, including posts not made through the service, with each post's network id " +
			'(for get_post_analytics_by_social_id) and metrics.',
		input: z.object({
			platform: HISTORY_PLATFORMS,
			limit: z.number().int().min(1).max(500).optional(),
			skipAnalytics: z.boolean().optional(),
			pagePublished: z.boolean().optional(),
			...xUser,
			next: z.string().optional().describe('The cursor a previous call returned.'),
			since: z.string().optional(),
			until: z.string().optional(),
			dataType: z.enum(['posts', 'stories']).optional(),
		}),
		// A profile key with userId/userName is refused by the route itself, as at every door.
		toCall: (args) => {
			const { platform, ...query } = given(args);
			return { method: 'GET', path: `/api/history/${String(platform)}`, query: query };
		},
	},
	{
		name: 'get_post_analytics',
		scope: 'profile',
		readOnly: true,
		description:
			'Returns engagement metrics (likes, comments, shares, views...) per network for one post sent through the service, by its post id.',
		input: z.object({
			id: z.string().min(1).describe('The post id create_post returned.'),
			platforms: z.array(mcpEnum('postAnalyticsPlatforms')).optional(),
		}),
		toCall: (args) => ({ method: 'POST', path: '/api/analytics/post', body: given(args) }),
	},
	{
		name: 'get_post_analytics_by_social_id',
		scope: 'profile',
		readOnly: true,
		description:
			"Returns engagement metrics for one post by the network's own post id (e.g. from get_platform_history), on exactly one network.",
		input: z.object({
			id: z.string().min(1).describe("The network's own post id."),
			platform: ANALYTICS_PLATFORMS,
		}),
		toCall: (args) => ({
			method: 'POST',
			path: '/api/analytics/post',
			body: { id: args.id, platforms: [args.platform], searchPlatformId: true },
		}),
	},
	{
		name: 'get_social_network_analytics',
		scope: 'profile',
		readOnly: true,
		description:
			'Returns account-level analytics of linked networks: followers, impressions, views, audience. Not per post.',
		input: z.object({
			platforms: z.array(mcpEnum('socialAnalyticsPlatforms')).min(1),
			quarters: z.number().int().min(1).max(4).optional(),
			daily: z.boolean().optional(),
			period60Days: z.boolean().optional(),
			...accountAnalyticsOptions,
			...xUser,
		}),
		toCall: (args) => ({ method: 'POST', path: '/api/analytics/social', body: given(args) }),
	},
];
