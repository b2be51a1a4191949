import { z } from 'zod';
import type { Endpoint } from '../../engine/contract/endpoint';
import type { ValidationIssue } from '../../engine/core/errors';
import { toValidationIssues } from '../../engine/core/zodIssues';
import { validationFailed } from '../errors';
import { echoSafeIssues } from './parseRequest';

/** What a route's contract made of a request: its path parameters, query and body, parsed. */
export interface ContractInput<E extends Endpoint = Endpoint> {
	params: NonNullable<E['params']> extends z.ZodTypeAny
		? z.output<NonNullable<E['params']>>
		: Record<string, string>;
	query: NonNullable<E['query']> extends z.ZodTypeAny
		? z.output<NonNullable<E['query']>>
		: Record<string, unknown>;
	body: NonNullable<E['body']> extends z.ZodTypeAny
		? z.output<NonNullable<E['body']>>
		: Record<string, unknown>;
}

const TRUE_WORDS = new Set(['true', '1']);
const FALSE_WORDS = new Set(['false', '0']);

/** The schema under optional, default, nullable and refinement wrappers. */
export function baseSchema(schema: z.ZodTypeAny): z.ZodTypeAny {
	let current = schema;
	for (;;) {
		if (
			current instanceof z.ZodOptional ||
			current instanceof z.ZodNullable ||
			current instanceof z.ZodDefault
		)
			current = current._def.innerType;
		else if (current instanceof z.ZodEffects) current = current._def.schema;
		else if (current instanceof z.ZodBranded) current = current._def.type;
		else if (current instanceof z.ZodPipeline) current = current._def.in;
		else if (current instanceof z.ZodLazy) current = current._def.getter();
		else return current;
	}
}

/** A query value read as the type its schema asks for; text that is not that type stays text, so the check names it. */
function scalar(text: string, schema: z.ZodTypeAny): unknown {
	const base = baseSchema(schema);
	if (base instanceof z.ZodNumber) {
		const trimmed = text.trim();
		return trimmed !== '' && Number.isFinite(Number(trimmed)) ? Number(trimmed) : text;
	}
	if (base instanceof z.ZodBoolean) {
		const word = text.trim().toLowerCase();
		if (TRUE_WORDS.has(word)) return true;
		if (FALSE_WORDS.has(word)) return false;
		return text;
	}
	if (base instanceof z.ZodLiteral && typeof base._def.value !== 'string') {
		return scalar(text, typeof base._def.value === 'number' ? z.number() : z.boolean());
	}
	return text;
}

/** The values of `name[0]=`, `name[1]=`... in index order (how the service's SDKs send some lists). */
function indexed(query: URLSearchParams, name: string): string[] {
	const slots: Array<[number, string]> = [];
	for (const [key, value] of query) {
		const slot = /^([^[\]]+)\[(\d+)\]$/.exec(key);
		if (slot && slot[1] === name) slots.push([Number(slot[2]), value]);
	}
	return slots.sort((a, b) => a[0] - b[0]).map(([, value]) => value);
}

/**
 * The query string as the typed object its schema describes: lists from `a,b`, `a&a`, `a[]` or `a[0]`,
 * numbers and booleans (`true`, `1`, `false`, `0`) from their text, objects from `key[sub]=`.
 * Keys the schema does not name pass through as text.
 */
export function queryObject(schema: z.ZodTypeAny, query: URLSearchParams): Record<string, unknown> {
	const base = baseSchema(schema);
	const shape: Record<string, z.ZodTypeAny> = base instanceof z.ZodObject ? base.shape : {};
	const out: Record<string, unknown> = {};
	for (const key of new Set(query.keys())) {
		const bracket = /^([^[\]]+)\[([^[\]]*)\]$/.exec(key);
		const name = bracket ? bracket[1] : key;
		const field = shape[name];
		const fieldBase = field ? baseSchema(field) : undefined;
		if (fieldBase instanceof z.ZodArray) {
			const items = [...query.getAll(name), ...query.getAll(`${name}[]`), ...indexed(query, name)]
				.flatMap((v) => v.split(','))
				.map((v) => v.trim())
				.filter((v) => v !== '');
			out[name] = items.map((item) => scalar(item, fieldBase.element));
		} else if (fieldBase instanceof z.ZodObject && bracket && bracket[2] !== '') {
			const nested = (out[name] ?? {}) as Record<string, unknown>;
			const sub = (fieldBase.shape as Record<string, z.ZodTypeAny>)[bracket[2]];
			nested[bracket[2]] = sub ? scalar(query.get(key) ?? '', sub) : query.get(key);
			out[name] = nested;
		} else if (!bracket) {
			out[name] = field ? scalar(query.get(key) ?? '', field) : query.get(key);
		}
	}
	return out;
}

function parsePart(
	schema: z.ZodTypeAny | undefined,
	value: unknown,
	prefix: string,
	issues: ValidationIssue[],
): unknown {
	if (!schema) return value;
	const result = schema.safeParse(value);
	if (result.success) return result.data;
	for (const issue of toValidationIssues(result.error.issues, value)) {
		issues.push(prefix && issue.field === 'request' ? { ...issue, field: prefix } : issue);
	}
	return value;
}

/**
 * Parses a request by its endpoint's contract: every problem of params, query and body at once,
 * answered as the service's 400 (`action` names the route); nothing runs before it passes.
 */
export function readContractInput(
	contract: Endpoint,
	action: string,
	request: { params: Record<string, string>; query: URLSearchParams; body: unknown },
	{
		handlerChecksBody = false,
		alsoCheck,
	}: {
		handlerChecksBody?: boolean;
		/** More problems (the route's store checks); a field the contract already faults is not named twice. */
		alsoCheck?: () => ValidationIssue[];
	} = {},
): ContractInput {
	const issues: ValidationIssue[] = [];
	const params = parsePart(contract.params, request.params, 'path', issues);
	const query = parsePart(
		contract.query,
		contract.query ? queryObject(contract.query, request.query) : Object.fromEntries(request.query),
		'query',
		issues,
	);
	const body = parsePart(
		handlerChecksBody ? undefined : contract.body,
		request.body ?? {},
		'body',
		issues,
	);
	if (alsoCheck) {
		const faulted = new Set(issues.map((issue) => issue.field));
		issues.push(...alsoCheck().filter((issue) => !faulted.has(issue.field)));
	}
	if (issues.length > 0) throw validationFailed(action, echoSafeIssues(issues));
	return { params, query, body } as ContractInput;
}
