import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import {
	FIRST_COMMENT_PLATFORMS,
	PLATFORM_OPTION_SCHEMAS,
	PLATFORM_RULES,
	validatePost,
} from '../../src/engine/validation';
import {
	NETWORKS,
	networkEntry,
	networkName,
	PLATFORMS,
	type Platform,
} from '../../src/engine/networks';
import { renderRichText } from '../../src/engine/richtext';
import { PostObjectSchema } from '../../src/engine/validation/postSchema';
import { COMMENT_NETWORKS, TOLD } from '../helpers/networkFacts';

// Every network of the registry, one by one: what derives from its entry has it, and its options
// with one bad value are refused naming the field. A new entry is walked without a line here.
const withOptions = PLATFORMS.filter((platform) => networkEntry(platform).optionsSchema);

/** A value of the wrong type for a schema field: a number where it takes none, else a string. */
function wrongValueFor(schema: z.ZodTypeAny): unknown {
	return schema.safeParse(12345).success ? 'not a valid value' : 12345;
}

/** The smallest valid post to the network but for its text: media, a title, a subreddit. */
function postOf(platform: Platform, text: string): Record<string, unknown> {
	const rule = PLATFORM_RULES[platform];
	const post: Record<string, unknown> = { post: text, platforms: [platform] };
	if (rule.requiresSingleVideo) post.mediaUrls = ['https://example.com/clip.mp4'];
	else if (rule.requiresMedia) post.mediaUrls = ['https://example.com/photo.jpg'];
	const options: Record<string, unknown> = {};
	if (rule.title) options[rule.title.field.split('.')[1]] = 'A title';
	const required = networkEntry(platform).options?.required;
	if (required) options[required.key] = 'test';
	if (Object.keys(options).length > 0) post[networkEntry(platform).optionsField] = options;
	return post;
}

const textIssues = (platform: Platform, length: number) => {
	const result = validatePost(postOf(platform, 'a'.repeat(length)));
	return result.ok ? [] : result.issues.filter((issue) => issue.field === 'post');
};

describe.each(PLATFORMS)('%s', (platform) => {
	const entry = networkEntry(platform);

	it('has the name users are told, and an options field', () => {
		expect(networkName(platform)).toBe(TOLD[platform].name);
		expect(entry.optionsField).toMatch(/^[a-z][A-Za-z]*Options$/);
	});

	it("takes a text of the docs' limit and refuses one character more (or cuts it, where the docs say so)", () => {
		expect(textIssues(platform, TOLD[platform].maxLength)).toEqual([]);
		const over = textIssues(platform, TOLD[platform].maxLength + 1);
		if (TOLD[platform].cuts) expect(over).toEqual([]);
		else expect(over).toEqual([expect.objectContaining({ field: 'post' })]);
	});

	it("offers a first comment exactly where the docs' comments go", () => {
		const told = COMMENT_NETWORKS.includes(platform);
		expect(FIRST_COMMENT_PLATFORMS.includes(platform)).toBe(told);
		expect(entry.offers.firstComment !== undefined).toBe(told);
	});

	it('gets styled letters for bold markup exactly where styled text is told to reach it', () => {
		const rendered = renderRichText('<b>Sale</b>', platform);
		expect(rendered !== 'Sale').toBe(TOLD[platform].richText);
		expect(rendered).not.toContain('<b>');
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
