import { z } from 'zod';
import { ErrorExplainerQuerySchema } from '../../../engine/contract/errorExplainer';
import { networkName, NETWORK_IDS } from '../../../engine/networks';
import { shownOf } from '../../networks/shown';
import { AI_FIT_FLAG } from '../../../engine/contract/ai';
import { AiGeneratePostObject } from '../../../engine/contract/ai';
import { HashtagsRecommendQuerySchema } from '../../../engine/contract/hashtags';
import { MediaUrlExistsSchema } from '../../../engine/contract/media';
import { badRequest } from '../../errors';
import { linkingKeyOf } from '../linkingKey';
import { mcpEnum } from './declared';
import { WebhookListQuerySchema } from '../../../engine/contract/hooks';
import {
	ProfileCreateFields,
	ProfileJwtSchema,
	ProfileListQueryFields,
} from '../../../engine/contract/profiles';
import { type McpTool, given, postNetwork } from '../tool';

const WEBHOOK_ACTIONS = mcpEnum('webhookActions');

/** The AI draft's length flag: X's (its entry's `offers.aiFit`), as the MCP docs describe it (create_post_draft). */
const draftLengthFlags = {
	[AI_FIT_FLAG]: z.boolean().optional().describe("Keep the draft within X's length."),
};

/** The networks whose account the hashtag recommendations come from. */
const hashtagNetworks = NETWORK_IDS.filter((network) => shownOf(network).recommendsHashtags)
	.map(networkName)
	.join(' or ');

export const accountTools: McpTool[] = [
	{
		name: 'list_profiles',
		scope: 'account',
		ignoresProfileHeader: true,
		readOnly: true,
		description:
			"Lists the account's user profiles (clients) with their title, refId and linked networks. Profile keys are not returned.",
		// The contract's query fields (docs: apis/profiles/get-profiles; the MCP repo's list_profiles).
		input: z.object(ProfileListQueryFields.shape),
		toCall: (args) => ({ method: 'GET', path: '/api/profiles', query: given(args) }),
	},
	{
		name: 'create_profile',
		scope: 'account',
		ignoresProfileHeader: true,
		description:
			'Creates a user profile (a client) under the account. Returns its profileKey once: keep it, it selects the profile on later calls.',
		// The contract's body (docs: apis/profiles/create-profile; the MCP repo's create_profile).
		input: ProfileCreateFields.extend({
			title: ProfileCreateFields.shape.title.describe(
				'A title no other profile of the account has.',
			),
			disableSocial: z.array(postNetwork).optional(),
		}).strip(),
		toCall: (args) => ({ method: 'POST', path: '/api/profiles', body: given(args) }),
	},
	{
		name: 'generate_jwt_social_linking_url',
		scope: 'profile',
		description:
			'Makes the single sign-on URL a client opens to link their social accounts to a profile (the profileKey argument or Profile-Key header is required). ' +
			'Signing key and domain come from the account. Returns url and token.',
		// The contract's body without what the server supplies (the MCP repo: "no signing credentials").
		input: ProfileJwtSchema.pick({
			logout: true,
			redirect: true,
			allowedSocial: true,
			verify: true,
			expiresIn: true,
			email: true,
		}).strip(),
		toCall: (args, call) => {
			if (!call.profileKey)
				throw badRequest(
					'JWT',
					'Profile Key is required: pass the profileKey argument or send the Profile-Key header.',
				);
			return {
				method: 'POST',
				path: '/api/profiles/generateJWT',
				body: { ...given(args), profileKey: call.profileKey, ...linkingKeyOf(call.accountId) },
			};
		},
	},
	{
		name: 'validate_media',
		scope: 'account',
		readOnly: true,
		description:
			'Checks that a media URL is reachable and reports its content type, before it goes in mediaUrls. Uploads and resizes nothing.',
		// The contract's body (POST /media/urlExists), as the service's MCP tool takes it.
		input: MediaUrlExistsSchema.strip(),
		toCall: (args) => ({ method: 'POST', path: '/api/media/urlExists', body: given(args) }),
	},
	{
		name: 'generate_post',
		scope: 'account',
		readOnly: true,
		description:
			'Drafts post text from a topic (text) and/or images (mediaUrls). Publishes nothing: pass the draft to validate_post, then create_post.',
		// The REST contract's fields; the flags plain booleans, as the service's MCP docs give them.
		input: AiGeneratePostObject.pick({ text: true, mediaUrls: true })
			.strip()
			.extend({
				text: AiGeneratePostObject.shape.text.describe('The topic or brief.'),
				hashtags: z.boolean().optional(),
				emojis: z.boolean().optional(),
				...draftLengthFlags,
			}),
		atLeastOne: [['text', 'mediaUrls']],
		toCall: (args) => ({ method: 'POST', path: '/api/generate/post', body: given(args) }),
	},
	{
		name: 'recommend_hashtags',
		scope: 'account',
		readOnly: true,
		description: `Recommends hashtags for one keyword, from the ${hashtagNetworks} account of the connection's Profile-Key profile.`,
		// The REST contract's query, with the description the service's MCP docs give.
		input: z.object({
			keyword: HashtagsRecommendQuerySchema.shape.keyword.describe('One word.'),
			source: z.string().optional(),
		}),
		toCall: (args) => ({
			method: 'GET',
			path: '/api/hashtags/recommend',
			query: given(args),
		}),
	},
	{
		name: 'register_webhook',
		scope: 'profile',
		description:
			'Subscribes a URL to one event action (scheduled: a post finished; social: an account linked or unlinked; ...). Events are signed with secret when given.',
		input: z.object({
			action: WEBHOOK_ACTIONS,
			url: z.string().min(1),
			secret: z.string().optional(),
			source: z.string().optional(),
		}),
		toCall: (args) => ({ method: 'POST', path: '/api/hook/webhook', body: given(args) }),
	},
	{
		name: 'unregister_webhook',
		scope: 'profile',
		description: 'Removes the subscription of one event action.',
		input: z.object({ action: WEBHOOK_ACTIONS, source: z.string().optional() }), // the MCP docs' actions list
		toCall: (args) => ({ method: 'DELETE', path: '/api/hook/webhook', body: given(args) }),
	},
	{
		name: 'list_webhooks',
		scope: 'profile',
		readOnly: true,
		description: 'Lists the webhook subscriptions: action, URL and when each was made.',
		// The contract's query (docs: apis/webhooks/list); source as the MCP repo lists it.
		input: z.object(WebhookListQuerySchema.shape).extend({ source: z.string().optional() }),
		toCall: (args) => ({ method: 'GET', path: '/api/hook/webhook', query: given(args) }),
	},
	{
		name: 'explain_error',
		scope: 'account',
		readOnly: true,
		description:
			'Explains an error code another tool returned: its cause, its class by HTTP status (developer-fix, user-action or network), whether the service can retry it, and what to do. Call it after any failed call.',
		// REST's query (its contract); the MCP docs type `platform` as any platform identifier and
		// take no other input (skills/errors: no passthrough).
		input: ErrorExplainerQuerySchema.pick({ code: true })
			.extend({ platform: z.string().optional() })
			.strip(),
		toCall: (args) => ({
			method: 'GET',
			path: '/api/error-explainer',
			query: given(args),
		}),
	},
];
