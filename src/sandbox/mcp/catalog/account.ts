import { z } from 'zod';
import { shownOf } from '../../networks/shown';
import { networkName, PLATFORMS } from '../../../engine/platforms';
import { AI_FIT_FLAG } from '../../../engine/resources/aiSchemas';
import { badRequest } from '../../errors';
import { linkingKeyOf } from '../linkingKey';
import { mcpEnum } from './declared';
import { type McpTool, given, postPlatform } from '../tool';

const WEBHOOK_ACTIONS = mcpEnum('webhookActions');

/** The AI draft's length flag: X's (its entry's `offers.aiFit`), as the MCP docs describe it (create_post_draft). */
const draftLengthFlags = {
	[AI_FIT_FLAG]: z.boolean().optional().describe("Keep the draft within X's length."),
};

/** The networks whose account the hashtag recommendations come from. */
const hashtagNetworks = PLATFORMS.filter((platform) => shownOf(platform).recommendsHashtags)
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
		input: z.object({
			title: z.string().optional(),
			refId: z.string().optional(),
			hasActiveSocialAccounts: z.boolean().optional(),
			includesActiveSocialAccounts: z.array(postPlatform).optional(),
			isByokLinked: z.boolean().optional(),
			actionLog: z.union([z.boolean(), z.number().int().min(1).max(365)]).optional(),
			limit: z.number().int().min(1).max(5000).optional(),
			cursor: z.string().optional(),
			include: z.union([z.string(), z.array(z.string())]).optional(),
		}),
		toCall: (args) => ({ method: 'GET', path: '/api/profiles', query: given(args) }),
	},
	{
		name: 'create_profile',
		scope: 'account',
		ignoresProfileHeader: true,
		description:
			'Creates a user profile (a client) under the account. Returns its profileKey once: keep it, it selects the profile on later calls.',
		input: z.object({
			title: z.string().min(1).describe('A title no other profile of the account has.'),
			messagingActive: z.boolean().optional(),
			hideTopHeader: z.boolean().optional(),
			hideLogo: z.boolean().optional(),
			topHeader: z.string().optional(),
			subHeader: z.string().optional(),
			disableSocial: z.array(postPlatform).optional(),
			team: z.boolean().optional().describe('A team profile; needs email.'),
			email: z.string().optional(),
			tags: z.array(z.string()).optional(),
		}),
		toCall: (args) => ({ method: 'POST', path: '/api/profiles', body: given(args) }),
	},
	{
		name: 'generate_jwt_social_linking_url',
		scope: 'profile',
		description:
			'Makes the single sign-on URL a client opens to link their social accounts to a profile (the profileKey argument or Profile-Key header is required). ' +
			'Signing key and domain come from the account. Returns url and token.',
		input: z.object({
			logout: z.boolean().optional(),
			redirect: z.string().optional(),
			allowedSocial: z.array(postPlatform).optional(),
			verify: z.boolean().optional(),
			expiresIn: z
				.number()
				.int()
				.min(1)
				.max(2880)
				.optional()
				.describe('Minutes the URL stays valid (default 5).'),
			email: z.object({ to: z.string() }).passthrough().optional(),
		}),
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
		input: z.object({ mediaUrl: z.string().min(1) }),
		toCall: (args) => ({ method: 'POST', path: '/api/media/urlExists', body: given(args) }),
	},
	{
		name: 'generate_post',
		scope: 'account',
		readOnly: true,
		description:
			'Drafts post text from a topic (text) and/or images (mediaUrls). Publishes nothing: pass the draft to validate_post, then create_post.',
		input: z.object({
			text: z.string().optional().describe('The topic or brief.'),
			mediaUrls: z.array(z.string()).optional(),
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
		input: z.object({
			keyword: z.string().min(1).describe('One word.'),
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
		input: z.object({ action: WEBHOOK_ACTIONS, source: z.string().optional() }),
		toCall: (args) => ({ method: 'DELETE', path: '/api/hook/webhook', body: given(args) }),
	},
	{
		name: 'list_webhooks',
		scope: 'profile',
		readOnly: true,
		description: 'Lists the webhook subscriptions: action, URL and when each was made.',
		input: z.object({ allWebhooks: z.boolean().optional(), source: z.string().optional() }),
		toCall: (args) => ({ method: 'GET', path: '/api/hook/webhook', query: given(args) }),
	},
	{
		name: 'explain_error',
		scope: 'account',
		readOnly: true,
		description:
			'Explains an error code another tool returned: its cause, its class by HTTP status (developer-fix, user-action or network), whether the service can retry it, and what to do. Call it after any failed call.',
		input: z.object({
			code: z.union([z.string().regex(/^\d+$/, 'must be digits'), z.number().int()]),
			platform: z.string().optional(),
		}),
		toCall: (args) => ({
			method: 'GET',
			path: '/api/error-explainer',
			query: given(args),
		}),
	},
];
