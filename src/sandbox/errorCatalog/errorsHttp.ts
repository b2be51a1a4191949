import { RATE_LIMIT_CODE } from '../limits/rateLimit';
import { PROFILE_SUSPENDED_CODE } from '../limits/suspension';
import { ErrorCode } from '../errors';
import { API_REFERENCE_FIX, entry, type CatalogEntry } from './entry';

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
			fix: API_REFERENCE_FIX,
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
	// errors-ayrshare: "Errors have a returned status code of 400, 401, 402, 403, 404, 429, 500,
	// 502, 503, or 504"; the page names these four without texts, so the words are HTTP's own.
	[
		402,
		entry('errors/errors-ayrshare', 402, {
			message: 'Payment Required',
			cause:
				"The account's subscription has no valid payment for this call (a failed or missing payment).",
			fix: "Update the payment method on the dashboard's billing page (relay this to the account owner), then call again.",
		}),
	],
	[
		502,
		entry('errors/errors-ayrshare', 502, {
			message: 'Bad Gateway',
			cause: 'A server on the way to the service (or the network behind it) gave a bad answer.',
			fix: 'Send again after a short wait, backing off between tries (2 s, 4 s, 8 s); a post: read it with GET /post/:id first, so it is not sent twice.',
		}),
	],
	[
		503,
		entry('errors/errors-ayrshare', 503, {
			message: 'Service Unavailable',
			cause: 'The service is briefly unable to answer (maintenance or load).',
			fix: 'Send again after the seconds in Retry-After, if given, or after a short wait, backing off between tries.',
		}),
	],
	[
		504,
		entry('errors/errors-ayrshare', 504, {
			message: 'Gateway Timeout',
			cause: 'The call took longer than the service waits (a slow network or a large media file).',
			fix: 'Send again after a short wait; a post may have gone out: read it with GET /post/:id (or history) before sending it again.',
		}),
	],
];
