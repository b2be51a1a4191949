/**
 * The X app keys every test credential and client carries: the sandbox (like the service since
 * 2026-03-31) refuses requests that target X without them, and takes any values.
 */
export const SANDBOX_X_APP = {
	apiKey: 'xk-test-app-key-7d3f9a',
	apiSecret: 'xs-test-app-secret-51c0e8b2',
} as const;

/** The credential fields (both credentials name them so). */
export const X_APP_CREDENTIAL_FIELDS = {
	xApiKey: SANDBOX_X_APP.apiKey,
	xApiSecret: SANDBOX_X_APP.apiSecret,
} as const;

/** The two headers, for raw HTTP clients. */
export const X_APP_HEADERS: Record<string, string> = {
	'x-twitter-oauth1-api-key': SANDBOX_X_APP.apiKey,
	'x-twitter-oauth1-api-secret': SANDBOX_X_APP.apiSecret,
};
