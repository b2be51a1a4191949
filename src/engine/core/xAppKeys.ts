import { NETWORKS } from '../networks/list';

/**
 * The user's own X developer app (the service's "bring your own keys" for X, required since
 * 2026-03-31 on every request that targets X). Sent as two headers, never in a body: the ones
 * X's registry entry names (its `offers.appKeys`).
 */
export const X_APP_KEY_HEADERS = NETWORKS.twitter.offers.appKeys;
const HEADER_PREFIX = X_APP_KEY_HEADERS.headerPrefix;
export const X_APP_HEADER_NAMES: { readonly apiKey: string; readonly apiSecret: string } = {
	apiKey: `${HEADER_PREFIX}Key`,
	apiSecret: `${HEADER_PREFIX}Secret`,
};
/** The service's code for an X request without the two headers (`x_credentials_required`). */
export const X_CREDENTIALS_REQUIRED_CODE = 419;

export interface XAppKeys {
	/** The X app's API Key (consumer key). */
	apiKey: string;
	/** The X app's API Key Secret (consumer secret). */
	apiSecret: string;
}

/**
 * The keys as given, trimmed; undefined when both are empty. One without the other is a mistake
 * the service refuses, so it throws naming the empty one.
 */
export function checkXAppKeys(keys: Partial<XAppKeys> | undefined): XAppKeys | undefined {
	const apiKey = typeof keys?.apiKey === 'string' ? keys.apiKey.trim() : '';
	const apiSecret = typeof keys?.apiSecret === 'string' ? keys.apiSecret.trim() : '';
	if (!apiKey && !apiSecret) return undefined;
	if (!apiKey) throw new TypeError('xAppKeys.apiKey is empty while xAppKeys.apiSecret is set');
	if (!apiSecret) throw new TypeError('xAppKeys.apiSecret is empty while xAppKeys.apiKey is set');
	return { apiKey, apiSecret };
}

export function xAppKeyHeaders(keys: XAppKeys | undefined): Record<string, string> {
	if (!keys) return {};
	return {
		[X_APP_HEADER_NAMES.apiKey]: keys.apiKey,
		[X_APP_HEADER_NAMES.apiSecret]: keys.apiSecret,
	};
}

/** Which X app, without giving the key away: its first 4 characters. */
export function maskXAppKey(apiKey: string): string {
	return `${apiKey.slice(0, 4)}••••`;
}
