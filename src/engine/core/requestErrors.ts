import { APIError, makeAPIError, RateLimitError } from './errors';
import type { RateLimitHold } from './rateLimit';
import { inSeconds } from './rateLimitHeaders';
import type { RequestSpec } from './requestSpec';
import type { TransportResponse } from './transport';

/** The 429's own message, then how long the service asked to wait against how long we may. */
export function waitTooLong(
	refusal: unknown,
	askedMs: number,
	waitedMs: number,
	maxWaitMs: number,
): string {
	const own = makeAPIError({ status: 429, body: refusal }).message;
	const after = waitedMs >= 1000 ? ` more (after ${inSeconds(waitedMs)} of waiting)` : '';
	return `${own} The service asked to wait ${inSeconds(askedMs)}${after}, longer than the maximum wait of ${inSeconds(maxWaitMs)}; not sent again.`;
}

/** The profile's window is held (by an earlier 429 to this client) past what this request may wait. */
export function heldTooLong(
	spec: RequestSpec,
	hold: RateLimitHold,
	attempts: number,
	maxWaitMs: number,
): APIError {
	const response = { status: 429, headers: {}, body: hold.refusal };
	const own = makeAPIError(response).message;
	const why = hold.paced
		? `This profile's window is spent (${inSeconds(hold.waitMs)} until a request leaves it, from the service's rate-limit headers)`
		: `The service asked to wait ${inSeconds(hold.askedMs)} for this profile (its window frees in ${inSeconds(hold.waitMs)})`;
	const message = `${hold.paced ? '' : `${own} `}${why}, longer than the maximum wait of ${inSeconds(maxWaitMs)}; not sent.`;
	return requestError(response, spec, attempts, message);
}

/** The service's answer as the engine's error, with the attempts it took; `message` for rate-limit waits. */
export function requestError(
	response: TransportResponse,
	spec: RequestSpec,
	attempts: number,
	message?: string,
): APIError {
	const init = {
		status: response.status,
		body: response.body,
		headers: response.headers,
		method: spec.method,
		path: spec.path.split('?')[0],
	};
	const error = message === undefined ? makeAPIError(init) : new RateLimitError(init, message);
	(error as { attempts?: number }).attempts = attempts;
	return error;
}
