import type { ValidationIssue } from '../core/errors';
import { ValidationError } from '../core/errors';
import { networkIssues } from './networkRules';
import { commentIssues } from './commentOptions';
import type { PostCreateRequest } from './postSchema';
import { normalisePostAliases, postCrossFieldIssues, PostCreateSchema } from './postSchema';
import { parseSimplePost } from './simplePost';
import { withServiceChosenContent } from './postExtras';
import { formatFieldPath, toValidationIssues, valueAtPath } from '../core/zodIssues';

export type PostValidationResult =
	| { ok: true; value: PostCreateRequest; issues: [] }
	| { ok: false; issues: ValidationIssue[] };

export interface ValidatePostOptions {
	/**
	 * Epoch ms to judge times against. No rule needs it today (a past `scheduleDate` means "send
	 * now", interface 2.1); it is accepted so callers can pass their clock once.
	 */
	now?: number;
}

function isRecord(value: unknown): value is Record<string, unknown> {
	return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The issues with repeats (same network, field and message) left out, first kept. */
export function dedupeIssues(issues: ValidationIssue[]): ValidationIssue[] {
	const seen = new Set<string>();
	return issues.filter((issue) => {
		const key = `${issue.platform ?? ''}\u0000${issue.field}\u0000${issue.message}`;
		if (seen.has(key)) return false;
		seen.add(key);
		return true;
	});
}

/**
 * Checks a send-post request against the schema and every rule of every network it lists, and
 * reports all problems at once. Length rules measure the text as each network receives it.
 */
export const validatePost: (
	request: unknown,
	options?: ValidatePostOptions,
) => PostValidationResult = (request) => {
	const simple = parseSimplePost(request);
	const parsed =
		simple !== undefined
			? ({ success: true, data: simple } as const)
			: PostCreateSchema.safeParse(request);
	const normalised = normalisePostAliases(request);
	const issues: ValidationIssue[] = [];
	if (!parsed.success) {
		issues.push(...toValidationIssues(parsed.error.issues, normalised));
		// The schema skips cross-field rules once a field fails, so run them here as well.
		if (isRecord(normalised)) {
			for (const { path, message } of postCrossFieldIssues(normalised)) {
				const value = valueAtPath(normalised, path);
				issues.push({ field: formatFieldPath(path), value, message });
			}
		}
	}
	issues.push(...networkIssues(withServiceChosenContent(normalised)));
	issues.push(...commentIssues(normalised));
	if (parsed.success && issues.length === 0) return { ok: true, value: parsed.data, issues: [] };
	return { ok: false, issues: dedupeIssues(issues) };
};

/** Like `validatePost`, but answers the checked request or throws one ValidationError with every issue. */
export function assertValidPost(
	request: unknown,
	options: ValidatePostOptions = {},
): PostCreateRequest {
	const result = validatePost(request, options);
	if (!result.ok) throw new ValidationError(result.issues, 'Invalid post');
	return result.value;
}
