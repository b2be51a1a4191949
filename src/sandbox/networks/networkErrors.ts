/**
 * Error codes the docs tie to a network (its `networkErrors` in shown.ts): what the service
 * answers and why, as the docs' page `source` gives them (or the sandbox, `ours`). The sandbox's
 * error explainer lists them; its planted faults answer with the `duplicate` one.
 */

/** Words fixed, or naming the network asked about: `other` is its display name when it is not this network. */
export type NetworkErrorWords = string | ((other?: string) => string);

export interface NetworkErrorDoc {
	code: number;
	/** The HTTP status the service answers with this code. */
	httpStatus: number;
	/** The page of the service's docs that lists it, or `ours` (the sandbox raises it). */
	source: 'errors/errors-ayrshare' | 'ayrshare-mcp skills/errors' | 'ours';
	/** The service's message (quoted where the page shows one) or the page's name for the code. */
	message: NetworkErrorWords;
	cause: NetworkErrorWords;
	fix: NetworkErrorWords;
	/** The service can retry it (errors-ayrshare, "Retry Available"). */
	retryAvailable?: boolean;
	/** The network's answer to a duplicate post (errors-ayrshare's example). */
	duplicate?: boolean;
}
