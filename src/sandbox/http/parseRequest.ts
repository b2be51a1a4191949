import type { z } from 'zod';
import type { ValidationIssue } from '../../engine/core/errors';
import { toValidationIssues } from '../../engine/core/zodIssues';
import { validationFailed } from '../errors';

/** Longest string value an error answer repeats; a data URL of many megabytes is cut to this. */
const ECHO_LIMIT = 100;

function shortened(issue: ValidationIssue): ValidationIssue {
	const { value } = issue;
	if (typeof value === 'string' && value.length > ECHO_LIMIT)
		return { ...issue, value: `${value.slice(0, ECHO_LIMIT - 3)}...` };
	if (typeof value === 'object' && value !== null && JSON.stringify(value).length > ECHO_LIMIT) {
		// A whole request echoed back could carry a file: say what it was, not what it held.
		return { ...issue, value: Array.isArray(value) ? `a list of ${value.length}` : 'an object' };
	}
	return issue;
}

/** Issues as an error answer may carry them: long strings cut, objects summarised. */
export function echoSafeIssues(issues: ValidationIssue[]): ValidationIssue[] {
	return issues.map(shortened);
}

/**
 * Checks a request with the engine's schema for it (one source of truth for both sides) and
 * answers the parsed value, or throws HTTP 400 code 101 naming every problem.
 */
export function parseRequest<S extends z.ZodTypeAny>(
	schema: S,
	input: unknown,
	action: string,
): z.output<S> {
	const result = schema.safeParse(input);
	if (result.success) return result.data;
	throw validationFailed(action, echoSafeIssues(toValidationIssues(result.error.issues, input)));
}

/**
 * The body without `profileKey`: that field names the acting profile (https://www.ayrshare.com/docs/apis/profiles/overview), and the
 * engine's schemas, which reject unknown fields, do not list it.
 */
export function withoutProfileKey(
	body: Record<string, unknown> | undefined,
): Record<string, unknown> {
	const rest = { ...(body ?? {}) };
	delete rest.profileKey;
	return rest;
}
