import type { ValidationIssue } from '../core/errors';
import { ValidationError } from '../core/errors';
import { networkIssues } from './networkIssues';
import { commentIssues } from './commentOptions';
import type { PostCreateRequest } from './postSchema';
import { normalisePostAliases, postCrossFieldIssues, PostCreateSchema } from './postSchema';
import { parseSimplePost } from './simplePost';
import { formatFieldPath, toValidationIssues, valueAtPath } from '../core/zodIssues';
import { isRecord } from '../core/isRecord';
import { withServiceChosenContent } from './postExtras';
import { parseUtcTimestamp } from '../scheduling/dates';

export type PostValidationResult =
	| { ok: true; value: PostCreateRequest; issues: [] }
	| { ok: false; issues: ValidationIssue[] };

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
export function validatePost(request: unknown): PostValidationResult {
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
}

/**
 * `validatePost` as the service's `/post` applies it: with `validateScheduled: false` a post scheduled
 * in the future is taken despite network-rule problems (its shape must still be right); the service
 * checks them again when it falls due (the post docs' `validateScheduled`).
 */
export function validatePostForCreate(request: unknown, now: number): PostValidationResult {
	const checked = validatePost(request);
	if (checked.ok || !defersNetworkChecks(request, now)) return checked;
	if (!checked.issues.every((issue) => issue.platform !== undefined)) return checked;
	const shape = PostCreateSchema.safeParse(request);
	return shape.success ? { ok: true, value: shape.data, issues: [] } : checked;
}

function defersNetworkChecks(request: unknown, now: number): boolean {
	if (!isRecord(request) || request.validateScheduled !== false) return false;
	if (typeof request.scheduleDate !== 'string') return false;
	const at = parseUtcTimestamp(request.scheduleDate);
	return at !== undefined && at > now;
}

/**
 * Like `validatePost` (or `validatePostForCreate` when `now` is given), but answers the checked
 * request or throws one ValidationError with every issue.
 */
export function assertValidPost(request: unknown, now?: number): PostCreateRequest {
	const result = now === undefined ? validatePost(request) : validatePostForCreate(request, now);
	if (!result.ok) throw new ValidationError(result.issues, 'Invalid post');
	return result.value;
}
