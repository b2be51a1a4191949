import { defaultErrorMap } from 'zod';
import type { ZodIssue, z } from 'zod';
import { ValidationError, type ValidationIssue } from './errors';

/** `platforms[2]`, `autoHashtag.max`, `firstComment.comment`; the whole request is `request`. */
export function formatFieldPath(path: readonly (string | number)[]): string {
	let field = '';
	for (const segment of path) {
		if (typeof segment === 'number') field += `[${segment}]`;
		else field += field === '' ? segment : `.${segment}`;
	}
	return field === '' ? 'request' : field;
}

/** The value at a path, read only through own properties. */
export function valueAtPath(root: unknown, path: readonly (string | number)[]): unknown {
	let node = root;
	for (const segment of path) {
		if (typeof node !== 'object' || node === null) return undefined;
		if (!Object.hasOwn(node, segment)) return undefined;
		node = (node as Record<string | number, unknown>)[segment];
	}
	return node;
}

function describeExpected(expected: string): string {
	if (expected === 'integer') return 'a whole number';
	if (expected === 'array') return 'a list';
	if (expected === 'object') return 'an object';
	return `a ${expected}`;
}

function describeSize(type: string, bound: number | bigint, unit: 'least' | 'most'): string {
	const plural = Number(bound) === 1 ? '' : 's';
	if (type === 'string') return `must be at ${unit} ${bound} character${plural} long`;
	if (type === 'array') return `must list at ${unit} ${bound} item${plural}`;
	return `must be at ${unit} ${bound}`;
}

/** A message that says what is allowed, for zod checks whose schema gave no message of its own. */
export function friendlyMessage(issue: ZodIssue): string {
	const zodDefault = defaultErrorMap(issue, {
		data: undefined,
		defaultError: issue.message,
	}).message;
	if (issue.message !== zodDefault) return issue.message;
	switch (issue.code) {
		case 'invalid_type':
			if (issue.received === 'undefined') return 'is required';
			if (issue.expected === 'integer') return 'must be a whole number';
			return `must be ${describeExpected(issue.expected)}, not ${issue.received}`;
		case 'invalid_enum_value':
			return `must be one of ${issue.options.map((option) => JSON.stringify(option)).join(', ')}`;
		case 'too_small':
			return describeSize(issue.type, issue.minimum, 'least');
		case 'too_big':
			return describeSize(issue.type, issue.maximum, 'most');
		default:
			return issue.message;
	}
}

/** The branch of a failed union the value was evidently meant for: the one that got past its type. */
function intendedBranch(issue: ZodIssue & { code: 'invalid_union' }): ZodIssue[] | undefined {
	const depth = issue.path.length;
	const plausible = issue.unionErrors.filter(
		(error) =>
			!error.issues.some((inner) => inner.code === 'invalid_type' && inner.path.length === depth),
	);
	return plausible.length === 1 ? plausible[0].issues : undefined;
}

/** Turns zod's issues into ours: named field, the value found there, and the rule's message. */
export function toValidationIssues(issues: readonly ZodIssue[], input: unknown): ValidationIssue[] {
	const out: ValidationIssue[] = [];
	for (const issue of issues) {
		const branch = issue.code === 'invalid_union' ? intendedBranch(issue) : undefined;
		if (branch) {
			out.push(...toValidationIssues(branch, input));
			continue;
		}
		out.push({
			field: formatFieldPath(issue.path),
			value: valueAtPath(input, issue.path),
			message: friendlyMessage(issue),
		});
	}
	return out;
}

/**
 * Parses `input` with `schema` or throws a ValidationError listing every problem, each passed
 * through `describe` first (to describe a secret instead of quoting it).
 */
export function parseOrThrow<S extends z.ZodTypeAny>(
	schema: S,
	input: unknown,
	context: string,
	describe: (issues: ValidationIssue[]) => ValidationIssue[] = (issues) => issues,
): z.output<S> {
	const result = schema.safeParse(input);
	if (!result.success) {
		throw new ValidationError(describe(toValidationIssues(result.error.issues, input)), context);
	}
	return result.data;
}
