import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import {
	FIRST_COMMENT_PLATFORMS,
	PLATFORM_OPTION_SCHEMAS,
	PLATFORM_RULES,
	validatePost,
} from '../../src/engine/validation';
import { NETWORKS, networkEntry, networkName, PLATFORMS } from '../../src/engine/networks';
import { RICH_TEXT_PLATFORMS } from '../../src/engine/richtext';
import { PostObjectSchema } from '../../src/engine/validation/postSchema';

// Every network of the registry, one by one: what derives from its entry has it, and its options
// with one bad value are refused naming the field. A new entry is walked without a line here.
const withOptions = PLATFORMS.filter((platform) => networkEntry(platform).optionsSchema);

/** A value of the wrong type for a schema field: a number where it takes none, else a string. */
function wrongValueFor(schema: z.ZodTypeAny): unknown {
	return schema.safeParse(12345).success ? 'not a valid value' : 12345;
}

describe.each(PLATFORMS)('%s', (platform) => {
	const entry = networkEntry(platform);

	it('has a display name, an options field and rules the validator reads', () => {
		expect(networkName(platform)).toBe(entry.displayName);
		expect(entry.displayName.trim()).not.toBe('');
		expect(entry.optionsField).toMatch(/^[a-z][A-Za-z]*Options$/);
		expect(PLATFORM_RULES[platform]).toMatchObject(entry.rules);
		expect(PLATFORM_RULES[platform].maxLength).toBeGreaterThan(0);
	});

	it('takes a first comment exactly when it offers one', () => {
		expect(FIRST_COMMENT_PLATFORMS.includes(platform)).toBe(
			entry.offers.firstComment !== undefined,
		);
	});

	it('is rich text on the rules and the renderer exactly when its entry offers it', () => {
		expect(PLATFORM_RULES[platform].richText).toBe(entry.offers.richText !== undefined);
		expect((RICH_TEXT_PLATFORMS as readonly string[]).includes(platform)).toBe(
			entry.offers.richText !== undefined,
		);
	});
});

describe.each(withOptions)('%s options', (platform) => {
	const { optionsField, optionsSchema } = networkEntry(platform);

	it('are a field of the post schema, checked by the entry schema', () => {
		expect(Object.keys(PostObjectSchema.innerType().shape)).toContain(optionsField);
		expect(PLATFORM_OPTION_SCHEMAS[optionsField as keyof typeof PLATFORM_OPTION_SCHEMAS]).toBe(
			optionsSchema,
		);
	});

	it('with one bad value are refused, naming the field', () => {
		const shape = (optionsSchema as z.AnyZodObject).shape as Record<string, z.ZodTypeAny>;
		const [key, fieldSchema] = Object.entries(shape)[0];
		const result = validatePost({
			post: 'Hello',
			platforms: [platform],
			[optionsField]: { [key]: wrongValueFor(fieldSchema) },
		});
		expect(result.ok).toBe(false);
		const fields = result.ok ? [] : result.issues.map((issue) => issue.field);
		expect(fields).toContain(`${optionsField}.${key}`);
	});

	it('that are not an object are refused, naming the options field', () => {
		const result = validatePost({ post: 'Hello', platforms: [platform], [optionsField]: 'yes' });
		const fields = result.ok ? [] : result.issues.map((issue) => issue.field);
		expect(fields).toContain(optionsField);
	});
});

it('lists every network once, and every options field belongs to a network', () => {
	expect(new Set(PLATFORMS).size).toBe(Object.keys(NETWORKS).length);
	const fields = new Set(PLATFORMS.map((platform) => networkEntry(platform).optionsField));
	for (const field of Object.keys(PLATFORM_OPTION_SCHEMAS)) expect(fields).toContain(field);
});

it('registers every entry file of src/engine/networks (a new network is its file plus one line)', async () => {
	const dir = join(__dirname, '../../src/engine/networks');
	const registered = new Set<unknown>(Object.values(NETWORKS));
	const unregistered: string[] = [];
	for (const file of readdirSync(dir).filter((name) => name.endsWith('.ts'))) {
		const exports = (await import(join(dir, file))) as Record<string, unknown>;
		for (const [name, value] of Object.entries(exports)) {
			const looksLikeEntry =
				typeof value === 'object' &&
				value !== null &&
				'displayName' in value &&
				'optionsField' in value &&
				'rules' in value &&
				'offers' in value;
			if (looksLikeEntry && !registered.has(value)) unregistered.push(`${file}: ${name}`);
		}
	}
	expect(unregistered).toEqual([]);
});
