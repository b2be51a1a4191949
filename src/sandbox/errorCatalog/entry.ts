/**
 * What kind of problem a code is, so a caller knows who acts: `request` (change the request),
 * `account` (plan, keys or linking), `limit` (wait or raise the quota), `network` (the social
 * network refused), `post-state` (the post is not in a state that allows it), `service` (ours).
 */
export type ErrorClass = 'request' | 'account' | 'limit' | 'network' | 'post-state' | 'service';

export interface ErrorExplanation {
	class: ErrorClass;
	/** The HTTP status the code comes with, or "in errors" when it arrives per network in a 200/400 answer. */
	httpStatus: string;
	cause: string;
	fix: string;
	/** Sending the same request again later can succeed without changing it. */
	retryable: boolean;
}

export type CatalogEntry = Omit<ErrorExplanation, 'fix'> & {
	/** The fix; given the network when the caller named one. */
	fix: string | ((platform?: string) => string);
};

export const forNetwork = (platform: string | undefined) => platform ?? 'the network';

export function entry(
	errorClass: ErrorClass,
	httpStatus: string,
	retryable: boolean,
	cause: string,
	fix: CatalogEntry['fix'],
): CatalogEntry {
	return { class: errorClass, httpStatus, retryable, cause, fix };
}
