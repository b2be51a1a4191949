import { X_APP_HEADER_NAMES, X_CREDENTIALS_REQUIRED_CODE } from '../../engine/core/xAppKeys';
import { AD_ERROR_CODES } from '../../engine/resources/adsSchemas';
import { ErrorCode } from '../errors';
import { API_REFERENCE_FIX, entry, type CatalogEntry } from './entry';

/**
 * Codes the sandbox raises for the request or the account that the docs' error pages do not list
 * (docs/service-twin-requests.md, table "Error codes the sandbox raises that the docs do not list"); the texts are ours.
 */
export const OUR_REQUEST_AND_ACCOUNT_CODES: [number, CatalogEntry][] = [
	[
		ErrorCode.badRequest,
		entry('interface', 400, {
			message: 'Bad request',
			cause:
				'A parameter is missing or has a wrong value, the body is not valid JSON, or the post is in a state that does not allow the change.',
			fix: 'Each error names the field, the value sent and what is allowed: correct those fields and send again.',
		}),
	],
	[
		ErrorCode.unauthorized,
		entry('ours', 401, {
			message: 'API Key not valid',
			cause: 'The Authorization header is missing, or its API key is not a key of any account.',
			fix: 'Send "Authorization: Bearer API_KEY" with the API key from the dashboard\'s API Key page (in n8n: the Social Publishing API credential).',
		}),
	],
	[
		ErrorCode.planNotAllowed,
		entry('ours', 403, {
			message: 'Not available on your plan',
			cause: "The account's plan or add-ons do not include this feature.",
			fix: 'The message names the plans that include it: upgrade the plan or add the add-on, or leave the feature out of the request.',
		}),
	],
	[
		ErrorCode.profileKeyInvalid,
		entry('ours', 403, {
			message: 'Profile Key not valid',
			cause: 'The Profile-Key (or profileKey / profileKeys) is not a profile of this account.',
			fix: 'Use a profile key from GET /user/profiles of the same account, or leave the key out to act as the primary profile.',
		}),
	],
	[
		ErrorCode.notFound,
		entry('ours', 404, {
			message: 'Not found',
			cause:
				'The path is not an operation of the service, or the resource it names does not exist.',
			fix: API_REFERENCE_FIX,
		}),
	],
	[
		ErrorCode.unknownPost,
		entry('interface', 404, {
			message: 'Post not found',
			cause: 'No post with that id in the acting profile.',
			fix: 'Check the post id, or send the Profile-Key of the profile that owns the post.',
		}),
	],
	[
		ErrorCode.duplicateProfileTitle,
		entry('interface', 400, {
			message: 'Profile title already exists',
			cause: 'A user profile with that title already exists in the account.',
			fix: 'Choose another title, or use the existing profile (GET /user/profiles).',
		}),
	],
	[
		ErrorCode.profileDeleteFailed,
		entry('interface', 400, {
			message: 'Profile could not be deleted',
			cause: 'The profile could not be deleted: the key is unknown, or it is the primary profile.',
			fix: 'Send the profile key of a user profile; the primary profile cannot be deleted.',
		}),
	],
	[
		ErrorCode.jwtFailed,
		entry('interface', 400, {
			message: 'JWT could not be generated',
			cause: 'A linking token could not be made, for example from bad private key text.',
			fix: 'Send the private key exactly as downloaded (PEM text with its line breaks) and the domain you were given.',
		}),
	],
	[
		ErrorCode.duplicateIdempotencyKey,
		entry('ours', 409, {
			message: 'Idempotency key already used',
			cause: 'The idempotencyKey was already used in this profile; nothing new was created.',
			fix: "Treat it as done: the answer's id is the post made with that key. Use a new key for a new post.",
		}),
	],
	[
		349,
		entry('interface', 400, {
			message: 'Review or reply not found',
			cause: 'The review to reply to, or the reply to delete, is not there.',
			fix: 'Read the reviews again (GET /reviews) and use an id from that list.',
		}),
	],
	[
		360,
		entry('ours', 400, {
			message: 'No conversation with that recipient',
			cause: 'There is no conversation with that recipient: the correspondent must write first.',
			fix: 'Reply only to people who have messaged the profile; list conversations with GET /messages/:platform.',
		}),
	],
	[
		X_CREDENTIALS_REQUIRED_CODE,
		entry('ours', 400, {
			network: 'twitter',
			message: 'X API credentials required',
			cause: "The request targets X without your own X app's keys.",
			fix: `Send your X app's API Key and API Key Secret in the ${X_APP_HEADER_NAMES.apiKey} and ${X_APP_HEADER_NAMES.apiSecret} headers (in n8n: "X API Key" and "X API Secret" of the credential).`,
		}),
	],
	[
		AD_ERROR_CODES.addOnRequired,
		entry('apis/graphql/ads', 403, {
			message: 'Ads add-on required',
			cause: 'The account has no Ads add-on, so every Ads call is refused.',
			fix: 'Enable the Ads add-on on the dashboard\'s Account page (in the sandbox: POST /api/admin/ads {"addon": true}), then call again.',
		}),
	],
];
