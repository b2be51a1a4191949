import { networkName, NETWORK_IDS, type Network } from '../../engine/networks';
import type { NetworkErrorDoc, NetworkErrorWords } from '../networks/networkErrors';
import { shownOf } from '../networks/shown';

/**
 * Who acts on an error, as the service's explainer classifies it (the service's MCP repository,
 * skill "errors"): `user-action` (the end user or their linked account), `developer-fix` (the
 * request, config or code) or `network` (transient, platform side).
 */
export type ErrorClass = 'user-action' | 'developer-fix' | 'network';

/**
 * The service derives the class from the HTTP status alone, not from the message: 401/402/403 are
 * `user-action`, 5xx `network`, any other 4xx (400 included) `developer-fix` (skill "errors").
 */
export function classOfStatus(httpStatus: number): ErrorClass {
	if (httpStatus === 401 || httpStatus === 402 || httpStatus === 403) return 'user-action';
	if (httpStatus >= 500) return 'network';
	return 'developer-fix';
}

/** Where an entry comes from: a page of the service's docs, or the sandbox itself. */
export type CatalogSource =
	| 'errors/errors-ayrshare'
	| 'errors/errors-http'
	| 'ayrshare-mcp skills/errors'
	/** The GraphQL Ads page: every Ads call without the add-on is 403 with code 399. */
	| 'apis/graphql/ads'
	/** The GraphQL errors page: the transport statuses 413 (body over 64 KB) and 415. */
	| 'apis/graphql/errors'
	/** The contract this project started from (the codes it had before 2026's pages, https://www.ayrshare.com/docs/errors/errors-ayrshare; see docs/reference/errors.md). */
	| 'interface'
	| 'ours';

type ByNetwork = string | ((platform?: Network) => string);

export interface CatalogEntry {
	/** The HTTP status the service answers with this code. */
	httpStatus: number;
	/** The service's message (quoted where the page shows one) or the page's name for the code. */
	message: ByNetwork;
	cause: ByNetwork;
	fix: ByNetwork;
	/** The service can retry it: error bodies carry `retryAvailable: true` (errors-ayrshare, "Retry Available"). */
	retryAvailable: boolean;
	source: CatalogSource;
	/** The network the docs tie the code to, where they do (its registry entry's `networkErrors`). */
	network?: Network;
}

/**
 * What the explainer answers for a code: who acts, why and what to do (the service's MCP skill
 * "errors": cause, classification, resolution). Where an entry comes from stays in the catalog
 * (`source`), out of the answer: users act on the fix, not on our provenance.
 */
export interface ErrorExplanation {
	class: ErrorClass;
	httpStatus: number;
	message: string;
	cause: string;
	fix: string;
	retryAvailable: boolean;
	network?: Network;
}

/** Where to check a method and path: the sandbox's own reference page and the service's docs. */
export const API_REFERENCE_FIX =
	'Check the method and path against the API reference (the sandbox serves it at /api-reference; the service documents every endpoint at https://www.ayrshare.com/docs/apis/overview), and the id you sent.';

/** The network's display name, or a stand-in when the caller named none. */
export const forNetwork = (platform: Network | undefined, fallback = 'the network') =>
	platform ? networkName(platform) : fallback;

type EntryFields = Omit<CatalogEntry, 'source' | 'httpStatus' | 'retryAvailable'> &
	Partial<Pick<CatalogEntry, 'retryAvailable'>>;

/** An entry of `source`, answered with `httpStatus`; not retryable unless it says so. */
export function entry(
	source: CatalogSource,
	httpStatus: number,
	fields: EntryFields,
): CatalogEntry {
	return { retryAvailable: false, ...fields, source, httpStatus };
}

const resolve = (text: ByNetwork, platform?: Network) =>
	typeof text === 'function' ? text(platform) : text;

/** The entry as the explainer answers it, its texts naming `platform` where they depend on it. */
export function explain(found: CatalogEntry, platform?: Network): ErrorExplanation {
	return {
		class: classOfStatus(found.httpStatus),
		httpStatus: found.httpStatus,
		message: resolve(found.message, platform),
		cause: resolve(found.cause, platform),
		fix: resolve(found.fix, platform),
		retryAvailable: found.retryAvailable,
		...(found.network ? { network: found.network } : {}),
	};
}

/** Words of a network's error, naming the network asked about when it is another one. */
function networkWords(text: NetworkErrorWords, owner: Network): ByNetwork {
	if (typeof text === 'string') return text;
	return (platform?: Network) =>
		text(platform && platform !== owner ? networkName(platform) : undefined);
}

/** The codes of `source` that the docs tie to networks (`networkErrors` in networks/shown.ts). */
export function networkErrorEntries(source: CatalogSource): [number, CatalogEntry][] {
	return NETWORK_IDS.flatMap((network) =>
		(shownOf(network).networkErrors ?? [])
			.filter((error: NetworkErrorDoc) => error.source === source)
			.map((error): [number, CatalogEntry] => [
				error.code,
				entry(source, error.httpStatus, {
					network,
					retryAvailable: error.retryAvailable ?? false,
					message: networkWords(error.message, network),
					cause: networkWords(error.cause, network),
					fix: networkWords(error.fix, network),
				}),
			]),
	);
}
