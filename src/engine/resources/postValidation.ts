import { BadRequestError, type ServiceErrorBody } from '../core/errors';
import type { ClientCore, RequestOptions } from './shared';

/** What the service's post check answered: `ok` and the problems it found. */
export interface PostValidationAnswer {
	ok: boolean;
	message?: string;
	/** Problems that would make `/post` refuse the post (each with field, value and network). */
	errors?: ServiceErrorBody[];
	/** Problems that would not refuse it, such as a network the profile has not linked. */
	warnings: ServiceErrorBody[];
	[key: string]: unknown;
}

function asErrorList(value: unknown): ServiceErrorBody[] {
	return Array.isArray(value) ? (value as ServiceErrorBody[]) : [];
}

/**
 * `POST /validate/post`: the service checks a post without publishing it. Problems it finds are an
 * answer (`ok: false` with its `errors`), not an exception; nothing is stored or sent.
 */
export async function sendPostValidation(
	client: ClientCore,
	body: unknown,
	options: RequestOptions,
): Promise<PostValidationAnswer> {
	const outcome = await client.sender
		.send<Record<string, unknown>>({
			method: 'POST',
			path: '/validate/post',
			body,
			profileKey: options.profileKey,
			// A check that stores nothing: sending it again is safe.
			idempotent: true,
		})
		.then(
			(answer) => ({ answer }),
			(error: unknown) => ({ error }),
		);
	if ('answer' in outcome)
		return { ...outcome.answer, ok: true, warnings: asErrorList(outcome.answer.warnings) };
	const { error } = outcome;
	if (!(error instanceof BadRequestError)) throw error;
	const answer = (error.body ?? {}) as Record<string, unknown>;
	const errors = error.errors.length > 0 ? error.errors : [{ message: error.message }];
	return { ...answer, ok: false, errors: errors as ServiceErrorBody[], warnings: [] };
}
