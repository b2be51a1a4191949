import type { Platform } from '../platforms';
import { isPlatform } from '../platforms';
import type { PostCreateRequest } from './postSchema';

function isRecord(value: unknown): value is Record<string, unknown> {
	return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Fields a common request carries whose schema is a bare type check, in the schema's key order,
 * each with that check. Optional fields only; `post` and `platforms` are checked on their own.
 */
const SIMPLE_FIELDS: ReadonlyArray<[string, (value: unknown) => boolean]> = [
	['isVideo', (value) => typeof value === 'boolean'],
	['requiresApproval', (value) => typeof value === 'boolean'],
	['notes', (value) => typeof value === 'string'],
	['shortenLinks', (value) => typeof value === 'boolean'],
	[
		'idempotencyKey',
		(value) => typeof value === 'string' && value.length >= 1 && value.length <= 255,
	],
	['profileKey', (value) => typeof value === 'string' && value.length >= 1],
	['autoSchedule', (value) => typeof value === 'boolean'],
];
const SIMPLE_FIELD_NAMES = new Set(['post', 'platforms', ...SIMPLE_FIELDS.map(([name]) => name)]);

/**
 * What `PostCreateSchema` answers for a plain request that holds only `post`, `platforms` and
 * simple optional fields, all valid: the same object, without the cost of running zod. Undefined
 * for anything else, which the schema must judge. The validation tests check both agree.
 */
export function parseSimplePost(input: unknown): PostCreateRequest | undefined {
	if (!isRecord(input) || Object.getPrototypeOf(input) !== Object.prototype) return undefined;
	for (const key of Object.keys(input)) if (!SIMPLE_FIELD_NAMES.has(key)) return undefined;
	const { post, platforms } = input;
	if (typeof post !== 'string' || !Array.isArray(platforms) || platforms.length === 0)
		return undefined;
	for (let i = 0; i < platforms.length; i++) {
		const platform: unknown = platforms[i];
		if (!isPlatform(platform) || platforms.indexOf(platform) !== i) return undefined;
	}
	const value: Record<string, unknown> = { post, platforms: [...(platforms as Platform[])] };
	for (const [name, valid] of SIMPLE_FIELDS) {
		if (!Object.hasOwn(input, name)) continue;
		if (!valid(input[name])) return undefined;
		value[name] = input[name];
	}
	return value as PostCreateRequest;
}
