import type { z } from 'zod';
import { ErrorExplainerQuerySchema } from '../contract/errorExplainer';
import { parseOrThrow } from '../core/zodIssues';
import type { ClientCore, RequestOptions } from './shared';

export { ErrorExplainerQuerySchema };
export type ErrorExplainerQuery = z.input<typeof ErrorExplainerQuerySchema>;

/**
 * Who acts on an error, as the service's explainer classifies it, by HTTP status: 401/402/403
 * `user-action`, 5xx `network`, any other 4xx `developer-fix` (the service's MCP skill "errors").
 */
export type ErrorExplanationClass = 'user-action' | 'developer-fix' | 'network';

/** What the explainer answers: who acts (`class`), why it happened and what to change. */
export interface ErrorExplanationResult {
	status: string;
	code: number;
	class: ErrorExplanationClass;
	cause: string;
	fix: string;
	/** The HTTP status the service answers with this code; the class follows from it. */
	httpStatus?: number;
	/** The service's message for the code (or the docs' name for it). */
	message?: string;
	/** The service can retry it: its error bodies carry `retryAvailable: true`. */
	retryAvailable?: boolean;
	platform?: string;
	[key: string]: unknown;
}

export class ErrorExplainer {
	constructor(private readonly client: ClientCore) {}

	/** Cause, class and fix of a service error code (`GET /error-explainer`). */
	async explain(
		params: ErrorExplainerQuery,
		options: RequestOptions = {},
	): Promise<ErrorExplanationResult> {
		const parsed = parseOrThrow(ErrorExplainerQuerySchema, params, 'Invalid error code');
		const query: Record<string, string> = { code: String(parsed.code) };
		if (parsed.platform) query.platform = parsed.platform;
		return this.client.sender.send<ErrorExplanationResult>({
			method: 'GET',
			path: '/error-explainer',
			query,
			profileKey: options.profileKey,
		});
	}
}
