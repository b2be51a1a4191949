import type { ErrorExplanation } from './entry';
import { NETWORK_LIMIT_AND_SERVICE_CODES } from './networkCodes';
import { REQUEST_AND_ACCOUNT_CODES } from './requestCodes';

export type { ErrorClass, ErrorExplanation } from './entry';

/**
 * The sandbox's error catalog, one entry per code it answers with (the README's code table). The
 * service's own catalog is larger; these texts are ours.
 */
const CATALOG = new Map([...REQUEST_AND_ACCOUNT_CODES, ...NETWORK_LIMIT_AND_SERVICE_CODES]);

/** The explanation of `code`, with the fix naming `platform` where it depends on the network. */
export function explainErrorCode(code: number, platform?: string): ErrorExplanation | undefined {
	const entry = CATALOG.get(code);
	if (!entry) return undefined;
	return { ...entry, fix: typeof entry.fix === 'function' ? entry.fix(platform) : entry.fix };
}

/** Every code the catalog explains, in order. */
export function explainedCodes(): number[] {
	return [...CATALOG.keys()].sort((a, b) => a - b);
}
