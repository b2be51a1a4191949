import type { Network } from '../networks';
import { isNetwork } from '../networks';
import type { PostCreateRequest } from './postSchema';
import { isRecord } from '../core/isRecord';

/** How the schema checks a simple field: a bare type, and for strings their length bounds. */
export type SimpleFieldCheck =
	| { type: 'boolean' }
	| { type: 'string'; minLength?: number; maxLength?: number };

/**
 * Fields a common request carries whose schema is a bare type check, in the schema's key order,
 * each with that check. Optional fields only; `post` and `platforms` are checked on their own.
 * A test compares each with the schema's field, so the two cannot drift apart.
 */
export const SIMPLE_POST_FIELDS: ReadonlyArray<[string, SimpleFieldCheck]> = [
	['isVideo', { type: 'boolean' }],
	['requiresApproval', { type: 'boolean' }],
	['notes', { type: 'string' }],
	['shortenLinks', { type: 'boolean' }],
	['idempotencyKey', { type: 'string', minLength: 1, maxLength: 255 }],
	['profileKey', { type: 'string', minLength: 1 }],
];

function passes(check: SimpleFieldCheck, value: unknown): boolean {
	if (check.type === 'boolean') return typeof value === 'boolean';
	return (
		typeof value === 'string' &&
		value.length >= (check.minLength ?? 0) &&
		value.length <= (check.maxLength ?? Infinity)
	);
}

const SIMPLE_FIELD_NAMES = new Set([
	'post',
	'platforms',
	...SIMPLE_POST_FIELDS.map(([name]) => name),
]);

/**
 * What `PostCreateSchema` answers for a plain request that holds only `post`, `platforms` and
 * simple optional fields, all valid: the same object, without the cost of running zod. Undefined
 * for anything else, which the schema must judge. The validation tests check both agree.
 */
export function parseSimplePost(input: unknown): PostCreateRequest | undefined {
	if (!isRecord(input) || Object.getPrototypeOf(input) !== Object.prototype) return undefined;
	for (const key of Object.keys(input)) if (!SIMPLE_FIELD_NAMES.has(key)) return undefined;
	const { post, platforms: networks } = input;
	if (typeof post !== 'string' || !Array.isArray(networks) || networks.length === 0)
		return undefined;
	for (let i = 0; i < networks.length; i++) {
		const network: unknown = networks[i];
		if (!isNetwork(network) || networks.indexOf(network) !== i) return undefined;
	}
	const value: Record<string, unknown> = { post, platforms: [...(networks as Network[])] };
	for (const [name, check] of SIMPLE_POST_FIELDS) {
		if (!Object.hasOwn(input, name)) continue;
		if (!passes(check, input[name])) return undefined;
		value[name] = input[name];
	}
	return value as PostCreateRequest;
}
