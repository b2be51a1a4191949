import { z } from 'zod';
import {
	HistoryListQueryObject,
	NetworkHistoryQueryObject,
} from '../../../engine/contract/history';
import {
	PostAnalyticsByNetworkIdSchema,
	PostAnalyticsObject,
	SocialAnalyticsObject,
} from '../../../engine/contract/analytics';
import { mcpEnum } from './declared';
import { type McpTool, given, postNetwork } from '../tool';

const HISTORY_NETWORKS = mcpEnum('historyNetworks');
const ANALYTICS_NETWORKS = mcpEnum('socialIdAnalyticsNetworks');

export const readTools: McpTool[] = [
	{
		name: 'get_post_history',
		scope: 'profile',
		readOnly: true,
		description:
			"Lists posts sent or scheduled through the service, newest first, with each post's id, status and per-network results. " +
			'Filters are optional; by default the last 30 days, 25 posts.',
		// The contract's query as the MCP docs give it: no legacy lastRecords, POST networks only.
		input: HistoryListQueryObject.omit({ lastRecords: true })
			.extend({ platforms: z.array(postNetwork).optional() })
			.strip(),
		toCall: (args) => ({ method: 'GET', path: '/api/history', query: given(args) }),
	},
	{
		name: 'get_platform_history',
		scope: 'profile',
		readOnly: true,
		description:
			"Lists a network's own posts for the linked account, including posts not made through the service, with each post's network id " +
			'(for get_post_analytics_by_social_id) and metrics.',
		input: NetworkHistoryQueryObject.extend({ platform: HISTORY_NETWORKS }).strip(),
		// A profile key with userId/userName is refused by the route itself, as at every door.
		toCall: (args) => {
			const { platform: network, ...query } = given(args);
			return { method: 'GET', path: `/api/history/${String(network)}`, query: query };
		},
	},
	{
		name: 'get_post_analytics',
		scope: 'profile',
		readOnly: true,
		description:
			'Returns engagement metrics (likes, comments, shares, views...) per network for one post sent through the service, by its post id.',
		input: PostAnalyticsObject.pick({ id: true })
			.extend({
				id: PostAnalyticsObject.shape.id.describe('The post id create_post returned.'),
				platforms: z.array(mcpEnum('postAnalyticsNetworks')).optional(),
			})
			.strip(),
		toCall: (args) => ({ method: 'POST', path: '/api/analytics/post', body: given(args) }),
	},
	{
		name: 'get_post_analytics_by_social_id',
		scope: 'profile',
		readOnly: true,
		description:
			"Returns engagement metrics for one post by the network's own post id (e.g. from get_platform_history), on exactly one network.",
		input: PostAnalyticsByNetworkIdSchema.extend({
			id: PostAnalyticsByNetworkIdSchema.shape.id.describe("The network's own post id."),
			platform: ANALYTICS_NETWORKS,
		}).strip(),
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
		input: SocialAnalyticsObject.extend({
			platforms: z.array(mcpEnum('socialAnalyticsNetworks')).min(1),
		}).strip(),
		toCall: (args) => ({ method: 'POST', path: '/api/analytics/social', body: given(args) }),
	},
];
