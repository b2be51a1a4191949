import type { Network } from '../../engine/networks';
import { explain, type CatalogEntry, type CatalogSource, type ErrorExplanation } from './entry';
import { ERRORS_AYRSHARE_CODES } from './errorsAyrshare';
import { ERRORS_GRAPHQL_CODES } from './errorsGraphql';
import { ERRORS_HTTP_CODES } from './errorsHttp';
import { MCP_ERRORS_SKILL_CODES } from './mcpErrorsSkill';
import { OUR_NETWORK_AND_LIMIT_CODES } from './networkCodes';
import { OUR_REQUEST_AND_ACCOUNT_CODES } from './requestCodes';

export { classOfStatus } from './entry';
export type { CatalogSource, ErrorClass, ErrorExplanation } from './entry';

const PARTS: [number, CatalogEntry][][] = [
	ERRORS_AYRSHARE_CODES,
	ERRORS_HTTP_CODES,
	ERRORS_GRAPHQL_CODES,
	MCP_ERRORS_SKILL_CODES,
	OUR_REQUEST_AND_ACCOUNT_CODES,
	OUR_NETWORK_AND_LIMIT_CODES,
];

function assemble(): Map<number, CatalogEntry> {
	const catalog = new Map<number, CatalogEntry>();
	for (const [code, found] of PARTS.flat()) {
		// One meaning per code: a second entry for a code would answer one door differently.
		if (catalog.has(code)) throw new Error(`error catalog: code ${code} is listed twice`);
		catalog.set(code, found);
	}
	return catalog;
}

/**
 * The sandbox's error catalog: every code the docs' error pages list (errors-ayrshare, errors-http
 * and the service's MCP skill "errors"), and the codes the sandbox raises that they do not (`ours`).
 */
const CATALOG = assemble();

/** The explanation of `code`, with texts naming `platform` where they depend on the network. */
export function explainErrorCode(code: number, network?: Network): ErrorExplanation | undefined {
	const found = CATALOG.get(code);
	return found ? explain(found, network) : undefined;
}

/** Where a code's entry comes from (a docs page, or `ours`): for the catalog's own checks, never an answer. */
export function catalogSourceOf(code: number): CatalogSource | undefined {
	return CATALOG.get(code)?.source;
}

/** Every code the catalog explains, in order. */
export function explainedCodes(): number[] {
	return [...CATALOG.keys()].sort((a, b) => a - b);
}

/** `{retryAvailable: true}` for a code the service can retry (errors-ayrshare, "Retry Available"). */
export function retryAvailableFor(code: number): { retryAvailable?: true } {
	return CATALOG.get(code)?.retryAvailable ? { retryAvailable: true } : {};
}
