import { z } from 'zod';
import { describeValue } from '../core/errors';
import { isNetwork, NETWORK_IDS, type Network } from '../networks';
import { endpoint } from './endpoint';

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
			.custom<Network>(isNetwork, (value: unknown) => ({
				message: `${describeValue(value)} is not a network; use one of ${NETWORK_IDS.join(', ')}`,
			}))
			.optional(),
	})
	.passthrough();

/**
 * `GET /error-explainer`: the cause, class and fix of an error code, as the service's MCP tool
 * explain_error answers it (ayrshare/ayrshare-mcp skills/errors); the REST path is the one that
 * tool names. The catalog's codes: src/sandbox/errorCatalog.
 */
export const errorExplainerEndpoint = endpoint({
	method: 'GET',
	path: '/error-explainer',
	doc: { ours: 'the service documents it only through its MCP tool explain_error (skills/errors)' },
	summary: 'Explains an error code: its cause, its class by HTTP status and what to do.',
	query: ErrorExplainerQuerySchema,
	errors: [101, 105],
});
