import { RATE_LIMIT_CODE } from '../limits/rateLimit';
import { PROFILE_SUSPENDED_CODE } from '../limits/suspension';
import { ErrorCode } from '../errors';
import { entry, type CatalogEntry } from './entry';

const SOURCE = 'errors/errors-http';

/** The HTTP statuses the docs' page `errors/errors-http` describes, explained as codes of their own. */
export const ERRORS_HTTP_CODES: [number, CatalogEntry][] = [
	[
		400,
		entry(SOURCE, 400, {
			message: 'Bad Request',
			cause:
				'The service could not proceed with the request, most often for bad syntax in the URL or body.',
			fix: "Read the answer's errors: each names the field, the value sent and what is allowed. Correct them and send again.",
		}),
	],
	[
		401,
		entry(SOURCE, 401, {
			message: 'Unauthorized',
			cause: 'The request header has no valid API key.',
			fix: 'Send "Authorization: Bearer API_KEY" with the key from the dashboard\'s API Key page (in n8n: the credential).',
		}),
	],
	[
		PROFILE_SUSPENDED_CODE,
		entry(SOURCE, 403, {
			message: 'Access Denied',
			cause:
				'The API key may not make this call, or the User Profile is suspended (too many 429 answers within 24 hours).',
			fix: 'Check the plan includes the call; for a suspended profile stop sending until the suspension ends (the message says when), then pace requests by the x-ratelimit headers.',
		}),
	],
	[
		404,
		entry(SOURCE, 404, {
			message: 'Resource Not Found',
			cause: 'The call names an API or an entity that does not exist.',
			fix: 'Check the method and path against the API reference, and the id you sent.',
		}),
	],
	[
		405,
		entry(SOURCE, 405, {
			message: 'Method Not Allowed',
			cause: 'The path does not take this HTTP method.',
			fix: 'Use a method the documentation lists for the path.',
		}),
	],
	[
		RATE_LIMIT_CODE,
		entry(SOURCE, 429, {
			message: 'Rate Limit',
			cause: 'The User Profile sent more requests than its limit per 5-minute window.',
			fix: 'Wait for the seconds in Retry-After, then send again; pace requests by x-ratelimit-max and x-ratelimit-count. 1,000 429s in 24 hours suspend the profile.',
		}),
	],
	[
		ErrorCode.internal,
		entry(SOURCE, 500, {
			message: 'Internal Server Error',
			cause: 'The service had an internal error or processing failed.',
			fix: 'Send again after a short wait; if it keeps failing, report it with the time of the request.',
		}),
	],
];
