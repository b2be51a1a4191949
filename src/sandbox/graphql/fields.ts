import {
	LinkAnalyticsLegacyQuerySchema,
	SocialAnalyticsObject,
} from '../../engine/contract/analytics';
import { errorExplainerEndpoint } from '../../engine/contract/errorExplainer';
import { HistoryListQueryObject } from '../../engine/contract/history';
import { MediaUploadUrlQuerySchema, MediaUrlExistsSchema } from '../../engine/contract/media';
import { AiGeneratePostObject } from '../../engine/contract/ai';
import { argsFromContract } from './contractArgs';
import type { GraphqlField } from './field';
import { GetComments } from '../../engine/contract/comments';

/**
 * The service's GraphQL fields besides the Ads ones (docs: apis/graphql/overview and
 * using-the-api): each named as the camelCase of its REST endpoint, on the root the docs give it.
 */
export const CORE_FIELDS: readonly GraphqlField[] = [
	{
		field: 'postHistory',
		root: 'query',
		route: ['GET', '/api/history'],
		description:
			'Posts sent or scheduled through the service, newest first: the REST history envelope (GET /history).',
		args: argsFromContract(HistoryListQueryObject, ['lastRecords']),
	},
	{
		field: 'socialAnalytics',
		root: 'query',
		route: ['POST', '/api/analytics/social'],
		description:
			'Account-level analytics of linked networks: followers, impressions, audience (POST /analytics/social).',
		args: argsFromContract(SocialAnalyticsObject, [], { platforms: '[Platform!]!' }),
	},
	{
		field: 'validatePost',
		root: 'query',
		route: ['POST', '/api/validate/post'],
		description:
			'Checks a post without publishing it; `input` is the /post body (POST /validate/post).',
		args: { input: 'JSON!' },
		input: 'input',
	},
	{
		field: 'validateMedia',
		root: 'query',
		route: ['POST', '/api/media/urlExists'],
		scope: 'account',
		description: 'Checks that a media URL is reachable (POST /media/urlExists).',
		args: argsFromContract(MediaUrlExistsSchema),
	},
	{
		field: 'generatePost',
		root: 'query',
		route: ['POST', '/api/generate/post'],
		scope: 'account',
		description:
			'Writes post text from a prompt; a query, but each call counts and answers differently (POST /generate/post).',
		args: argsFromContract(AiGeneratePostObject),
	},
	{
		// Ours: the GraphQL docs list no explainer field; REST's GET /error-explainer, as MCP's explain_error.
		field: 'explainError',
		root: 'query',
		route: ['GET', '/api/error-explainer'],
		scope: 'account',
		description:
			'Explains an error code: its cause, its class by HTTP status, whether the service can retry it and the fix (GET /error-explainer).',
		args: argsFromContract(errorExplainerEndpoint.query!, [], { platform: 'Platform' }),
	},
	{
		field: 'user',
		root: 'query',
		route: ['GET', '/api/user'],
		description: 'The profile: its linked networks and their accounts (GET /user).',
	},
	{
		field: 'comments',
		root: 'query',
		route: ['GET', '/api/comments/:id'],
		description: 'Comments on a post, by its post id (GET /comments/:id).',
		args: {
			...argsFromContract(GetComments.params!),
			// The comment networks, as the schema's Platform enum names them (the route refuses the others).
			...argsFromContract(GetComments.query!, [], { platform: 'Platform' }),
		},
	},
	{
		field: 'createPost',
		root: 'mutation',
		route: ['POST', '/api/post'],
		description:
			'Publishes or schedules a post; `input` mirrors the /post body, network options included (POST /post).',
		args: { input: 'JSON!' },
		input: 'input',
	},
	{
		field: 'mediaUploadUrl',
		root: 'mutation',
		route: ['GET', '/api/media/uploadUrl'],
		description:
			'Creates an upload URL for a large file: PUT the bytes there, then post its accessUrl (GET /media/uploadUrl).',
		args: argsFromContract(MediaUploadUrlQuerySchema),
	},
	{
		field: 'linkAnalytics',
		root: 'mutation',
		route: ['GET', '/api/analytics/links'],
		description:
			'Click analytics of shortened links; a mutation because it can request an emailed report (GET /analytics/links).',
		args: argsFromContract(LinkAnalyticsLegacyQuerySchema),
	},
	{
		field: 'userBatch',
		root: 'mutation',
		route: ['GET', '/api/user/batch'],
		scope: 'account',
		description: 'Starts an export of every user profile (GET /user/batch).',
	},
	{
		field: 'createProfile',
		root: 'mutation',
		route: ['POST', '/api/profiles'],
		scope: 'account',
		description:
			'Creates a user profile; call it with the primary API key and no Profile-Key header (POST /profiles).',
		args: {
			title: 'String!',
			messagingActive: 'Boolean',
			hideTopHeader: 'Boolean',
			topHeader: 'String',
			subHeader: 'String',
			disableSocial: '[Platform!]',
			team: 'Boolean',
			email: 'String',
			tags: '[String!]',
		},
	},
];
