import { z } from 'zod';
import { describeValue } from '../core/errors';
import { parseOrThrow } from '../core/zodIssues';
import { isPlatform, PLATFORMS, type Platform } from '../platforms';
import type { ClientCore, RequestOptions } from './shared';

/** `GET /error-explainer?code=&platform=`: the code as digits (a model or a query sends a string). */
export const ErrorExplainerQuerySchema = z
	.object({
		code: z
			.union([z.number(), z.string().trim()], {
				required_error: 'is required: the error code to explain, like 156',
				invalid_type_error: 'must be an error code: a whole number like 156',
			})
			.transform((value, ctx) => {
				const text = String(value);
				if (/^\d{1,6}$/.test(text)) return Number(text);
				const message = `${describeValue(value)} is not an error code; send the answer's "code", a whole number like 156`;
				ctx.addIssue({ code: 'custom', message });
				return z.NEVER;
			}),
		platform: z
			.custom<Platform>(isPlatform, (value: unknown) => ({
				message: `${describeValue(value)} is not a network; use one of ${PLATFORMS.join(', ')}`,
			}))
			.optional(),
	})
	.passthrough();
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
