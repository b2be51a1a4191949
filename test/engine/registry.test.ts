import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import {
	FIRST_COMMENT_NETWORKS,
	NETWORK_OPTION_SCHEMAS,
	NETWORK_RULES,
	validatePost,
} from '../../src/engine/validation';
import {
	NETWORKS,
	networkEntry,
	networkName,
	NETWORK_IDS,
	type Network,
} from '../../src/engine/networks';
import { renderRichText } from '../../src/engine/richtext';
import { PostObjectSchema } from '../../src/engine/validation/postSchema';
import { COMMENT_NETWORKS, TOLD } from '../helpers/networkFacts';

// Every network of the registry, one by one: what derives from its entry has it, and its options
// with one bad value are refused naming the field. A new entry is walked without a line here.
const withOptions = NETWORK_IDS.filter((network) => networkEntry(network).optionsSchema);

/** A value of the wrong type for a schema field: a number where it takes none, else a string. */
function wrongValueFor(schema: z.ZodTypeAny): unknown {
	return schema.safeParse(12345).success ? 'not a valid value' : 12345;
}

/** The smallest valid post to the network but for its text: media, a title, a subreddit. */
function postOf(network: Network, text: string): Record<string, unknown> {
	const rule = NETWORK_RULES[network];
	const post: Record<string, unknown> = { post: text, platforms: [network] };
	if (rule.requiresSingleVideo) post.mediaUrls = ['https://example.com/clip.mp4'];
	else if (rule.requiresMedia) post.mediaUrls = ['https://example.com/photo.jpg'];
	const options: Record<string, unknown> = {};
	if (rule.title) options[rule.title.field.split('.')[1]] = 'A title';
	const required = networkEntry(network).options?.required;
	if (required) options[required.key] = 'test';
	if (Object.keys(options).length > 0) post[networkEntry(network).optionsField] = options;
	return post;
}

const textIssues = (network: Network, length: number) => {
	const result = validatePost(postOf(network, 'a'.repeat(length)));
	return result.ok ? [] : result.issues.filter((issue) => issue.field === 'post');
};

describe.each(NETWORK_IDS)('%s', (network) => {
	const entry = networkEntry(network);

	it('has the name users are told, and an options field', () => {
		expect(networkName(network)).toBe(TOLD[network].name);
		expect(entry.optionsField).toMatch(/^[a-z][A-Za-z]*Options$/);
	});

	it("takes a text of the docs' limit and refuses one character more (or cuts it, where the docs say so)", () => {
		expect(textIssues(network, TOLD[network].maxLength)).toEqual([]);
		const over = textIssues(network, TOLD[network].maxLength + 1);
		if (TOLD[network].cuts) expect(over).toEqual([]);
		else expect(over).toEqual([expect.objectContaining({ field: 'post' })]);
	});

	it("offers a first comment exactly where the docs' comments go", () => {
		const told = COMMENT_NETWORKS.includes(network);
		expect(FIRST_COMMENT_NETWORKS.includes(network)).toBe(told);
		expect(entry.offers.firstComment !== undefined).toBe(told);
	});

	it('gets styled letters for bold markup exactly where styled text is told to reach it', () => {
		const rendered = renderRichText('<b>Sale</b>', network);
		expect(rendered !== 'Sale').toBe(TOLD[network].richText);
		expect(rendered).not.toContain('<b>');
	});
});

describe.each(withOptions)('%s options', (network) => {
	const { optionsField, optionsSchema } = networkEntry(network);

	it('are a field of the post schema, checked by the entry schema', () => {
		expect(Object.keys(PostObjectSchema.innerType().shape)).toContain(optionsField);
		expect(NETWORK_OPTION_SCHEMAS[optionsField as keyof typeof NETWORK_OPTION_SCHEMAS]).toBe(
			optionsSchema,
		);
	});

	it('with one bad value are refused, naming the field', () => {
		const shape = (optionsSchema as z.AnyZodObject).shape as Record<string, z.ZodTypeAny>;
		const [key, fieldSchema] = Object.entries(shape)[0];
		const result = validatePost({
			post: 'Hello',
			platforms: [network],
			[optionsField]: { [key]: wrongValueFor(fieldSchema) },
		});
		expect(result.ok).toBe(false);
		const fields = result.ok ? [] : result.issues.map((issue) => issue.field);
		expect(fields).toContain(`${optionsField}.${key}`);
	});

	it('that are not an object are refused, naming the options field', () => {
		const result = validatePost({ post: 'Hello', platforms: [network], [optionsField]: 'yes' });
		const fields = result.ok ? [] : result.issues.map((issue) => issue.field);
		expect(fields).toContain(optionsField);
	});
});

it('lists every network once, and every options field belongs to a network', () => {
	expect(new Set(NETWORK_IDS).size).toBe(Object.keys(NETWORKS).length);
	const fields = new Set(NETWORK_IDS.map((network) => networkEntry(network).optionsField));
	for (const field of Object.keys(NETWORK_OPTION_SCHEMAS)) expect(fields).toContain(field);
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
