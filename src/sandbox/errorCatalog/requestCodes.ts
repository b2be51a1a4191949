import { X_CREDENTIALS_REQUIRED_CODE } from '../../engine/core/xAppKeys';
import { AD_ERROR_CODES } from '../../engine/resources/adsSchemas';
import { ErrorCode } from '../errors';
import { FAULT_KINDS } from '../networks/faults';
import { entry, forNetwork, type CatalogEntry } from './entry';

/** Codes the caller fixes by changing the request or the account (plan, keys, linking). */
export const REQUEST_AND_ACCOUNT_CODES: [number, CatalogEntry][] = [
	[
		ErrorCode.badRequest,
		entry(
			'request',
			'400',
			false,
			'A parameter is missing or has a wrong value, the body is not valid JSON, or the post is in a state that does not allow the change.',
			"Read the answer's errors list: each entry names the field, the value sent and what is allowed. Correct those fields and send again.",
		),
	],
	[
		ErrorCode.unauthorized,
		entry(
			'account',
			'401',
			false,
			'The Authorization header is missing, or its API key is not a key of any account.',
			'Send "Authorization: Bearer API_KEY" with the API key from the dashboard\'s API Key page (in n8n: the Social Publishing API credential).',
		),
	],
	[
		ErrorCode.planNotAllowed,
		entry(
			'account',
			'403',
			false,
			"The account's plan or add-ons do not include this feature.",
			'The message names the plans that include it: upgrade the plan or add the add-on, or leave the feature out of the request.',
		),
	],
	[
		ErrorCode.profileKeyInvalid,
		entry(
			'account',
			'403',
			false,
			'The Profile-Key (or profileKey / profileKeys) is not a profile of this account.',
			'Use a profile key from GET /user/profiles of the same account, or leave the key out to act as the primary profile.',
		),
	],
	[
		ErrorCode.notFound,
		entry(
			'request',
			'404',
			false,
			'The path is not an operation of the service, or the resource it names does not exist.',
			'Check the method and path against the API reference, and the id you sent.',
		),
	],
	[
		ErrorCode.payloadTooLarge,
		entry(
			'request',
			'413',
			false,
			'The request body is larger than the service reads.',
			'Send media as URLs in mediaUrls (or upload it first with /media/upload), not inline in the body.',
		),
	],
	[
		ErrorCode.unsupportedMediaType,
		entry(
			'request',
			'415',
			false,
			'The body was not sent as JSON.',
			'Send the body as JSON with "Content-Type: application/json".',
		),
	],
	[
		ErrorCode.unknownPost,
		entry(
			'request',
			'404',
			false,
			'No post with that id in the acting profile.',
			'Check the post id, or send the Profile-Key of the profile that owns the post.',
		),
	],
	[
		FAULT_KINDS.expiredToken.code,
		entry(
			'account',
			'in errors',
			false,
			"The network's access token expired or was revoked (password changed, access removed), so the account was unlinked.",
			(p) =>
				`Ask the profile's owner to link ${forNetwork(p)} again, then retry the post with PUT /post/retry.`,
		),
	],
	[
		ErrorCode.duplicateProfileTitle,
		entry(
			'request',
			'400',
			false,
			'A user profile with that title already exists in the account.',
			'Choose another title, or use the existing profile (GET /user/profiles).',
		),
	],
	[
		ErrorCode.profileDeleteFailed,
		entry(
			'request',
			'400',
			false,
			'The profile could not be deleted: the key is unknown, or it is the primary profile.',
			'Send the profile key of a user profile; the primary profile cannot be deleted.',
		),
	],
	[
		ErrorCode.jwtFailed,
		entry(
			'request',
			'400',
			false,
			'A linking token could not be made, for example from bad private key text.',
			'Send the private key exactly as downloaded (PEM text with its line breaks) and the domain you were given.',
		),
	],
	[
		ErrorCode.duplicateIdempotencyKey,
		entry(
			'request',
			'409',
			false,
			'The idempotencyKey was already used in this profile; nothing new was created.',
			"Treat it as done: the answer's id is the post made with that key. Use a new key for a new post.",
		),
	],
	[
		349,
		entry(
			'request',
			'400',
			false,
			'The review to reply to, or the reply to delete, is not there.',
			'Read the reviews again (GET /reviews) and use an id from that list.',
		),
	],
	[
		360,
		entry(
			'request',
			'400',
			false,
			'There is no conversation with that recipient: the correspondent must write first.',
			'Reply only to people who have messaged the profile; list conversations with GET /messages/:platform.',
		),
	],
	[
		X_CREDENTIALS_REQUIRED_CODE,
		entry(
			'account',
			'400',
			false,
			"The request targets X without your own X app's keys.",
			'Send your X app\'s API Key and API Key Secret in the X-Twitter-OAuth1-Api-Key and X-Twitter-OAuth1-Api-Secret headers (in n8n: "X API Key" and "X API Secret" of the credential).',
		),
	],
	[
		AD_ERROR_CODES.addOnRequired,
		entry(
			'account',
			'403',
			false,
			'The account has no Ads add-on, so every Ads call is refused (docs: apis/graphql/ads).',
			'Enable the Ads add-on on the dashboard\'s Account page (in the sandbox: POST /api/admin/ads {"addon": true}), then call again.',
		),
	],
];
