import { APIError, type SocialPublishingClient } from '../../../src/engine';

/**
 * REST calls the explainer's texts name, as this node's operations: the service answers in its own
 * API's terms, a workflow author reads them as the node's (ours). Both are kept in the text.
 */
const NODE_OPERATIONS: Readonly<Record<string, string>> = {
	'PUT /post/retry': 'Post › Retry',
	'GET /post/:id': 'Post › Get',
	'GET /user/profiles': 'Profile › Get Many',
	'GET /reviews': 'Review › Get Many',
	'GET /messages/:platform': 'Message › Get Many',
};

const REST_CALL = new RegExp(
	Object.keys(NODE_OPERATIONS)
		.map((call) => call.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&'))
		.join('|'),
	'g',
);

/** An explainer text with each REST call it names also given as the node's operation. */
export function inNodeTerms(text: string): string {
	return text.replace(REST_CALL, (call) => `${NODE_OPERATIONS[call]} (${call})`);
}

/** The fix the service's error explainer gives for an error, kept on the engine error it explains. */
export const EXPLAINED_FIX = 'explainedFix';

/** Errors whose fix an explainer call cannot add: no code, a spent rate limit, a refused key. */
function explainable(error: unknown): error is APIError {
	return (
		error instanceof APIError &&
		typeof error.code === 'number' &&
		error.status !== 429 &&
		error.status !== 401
	);
}

/**
 * Asks `GET /error-explainer` for the fix of a service error and keeps it on the error (once per
 * code and network in an execution). Best effort: a service without the explainer, or any failure
 * of the call, leaves the error as it was.
 */
export function errorFixFinder(client: SocialPublishingClient) {
	const quick = client.withRetry({ maxRetries: 0, onRateLimit: 'fail' });
	const fixes = new Map<string, Promise<string | undefined>>();
	return async (error: unknown, profileKey?: string): Promise<unknown> => {
		if (!explainable(error)) return error;
		const network = error.platform ?? error.errors.find((e) => e.platform)?.platform;
		const key = `${error.code}|${network ?? ''}`;
		let fix = fixes.get(key);
		if (!fix) {
			fix = quick.errorExplainer
				.explain({ code: error.code as number, platform: network as never }, { profileKey })
				.then(
					(answer) =>
						typeof answer.fix === 'string' && answer.fix !== ''
							? inNodeTerms(answer.fix)
							: undefined,
					() => undefined,
				);
			fixes.set(key, fix);
		}
		const found = await fix;
		if (found) Object.assign(error, { [EXPLAINED_FIX]: found });
		return error;
	};
}
