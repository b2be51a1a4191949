import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { networkCountInWords, networkEntry, NETWORK_IDS } from '../../src/engine/networks';
import { SocialPublishing } from '../../nodes/SocialPublishing/SocialPublishing.node';

// A network's features are capability objects in its entry's `offers` (src/engine/networks/entry.ts).
// A capability no product code reads would be a promise nothing keeps: each must be read by its feature.

const ROOT = join(__dirname, '..', '..');

function productFiles(dir: string): string[] {
	return readdirSync(dir).flatMap((name) => {
		const path = join(dir, name);
		if (statSync(path).isDirectory()) return productFiles(path);
		return path.endsWith('.ts') ? [path] : [];
	});
}

/** The keys of `NetworkOffers`, as entry.ts declares them. */
function declaredCapabilities(): string[] {
	const source = readFileSync(join(ROOT, 'src/engine/networks/entry.ts'), 'utf8');
	const body = source.slice(source.indexOf('export interface NetworkOffers {'));
	const block = body.slice(0, body.indexOf('\n}\n'));
	return [...block.matchAll(/^\t(\w+)\?:/gm)].map((match) => match[1]);
}

/** Product code outside the entries: everything under src/ and nodes/ but the network files. */
const readers = [...productFiles(join(ROOT, 'src')), ...productFiles(join(ROOT, 'nodes'))]
	.filter((path) => !/src\/engine\/networks\/(?!index\.ts)/.test(path))
	.map((path) => ({ path, text: readFileSync(path, 'utf8') }));

describe.each(declaredCapabilities())('the capability %s', (key) => {
	it('is read by product code (offers.<key>, networksOffering or NetworkOffering of it)', () => {
		const read = new RegExp(
			`offers\\??\\.${key}\\b|Offering(?:<|\\()'${key}'|\\['offers'\\]\\['${key}'\\]`,
		);
		expect(readers.filter(({ text }) => read.test(text)).map(({ path }) => path)).not.toEqual([]);
	});
});

it('every capability an entry states is declared (so documented) in NetworkOffers', () => {
	const declared = declaredCapabilities();
	for (const network of NETWORK_IDS)
		for (const key of Object.keys(networkEntry(network).offers)) expect(declared).toContain(key);
});

describe('the number of networks written in texts', () => {
	// The social networks overview lists thirteen networks
	// (https://www.ayrshare.com/docs/apis/post/social-networks/overview); a Facebook Group shares its
	// Page's options field and is not counted apart.
	const word = networkCountInWords();
	const NUMBER_WORD =
		/^(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|\w+teen|twenty)$/;

	it('is the number of networks the docs list, in words', () => {
		expect(word).toBe('thirteen');
	});

	it('the node says it', () => {
		expect(new SocialPublishing().description.description).toContain(` ${word} social networks`);
	});

	it('package.json says it', () => {
		const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'));
		expect(pkg.description).toContain(` ${word} networks`);
	});

	it('the README says it, and no other count of networks', () => {
		const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
		// Its opening paragraph (the lines under the title) names the count.
		const opening = readme.split('\n\n')[1].replace(/\s+/g, ' ');
		expect(opening).toContain(` ${word} social networks`);
		const counts = [...readme.matchAll(/(?<!all )\b(\w+) (?:social )?networks\b/gi)]
			.map((match) => match[1].toLowerCase())
			.filter((found) => NUMBER_WORD.test(found));
		expect(new Set(counts)).toEqual(new Set([word]));
	});
});

describe.each(NETWORK_IDS)('the required options of %s', (network) => {
	it('every key its options schema requires is told when the options object is missing', () => {
		const { optionsSchema, optionsField, options, rules } = networkEntry(network);
		const shape = (optionsSchema as { shape?: Record<string, { isOptional(): boolean }> })?.shape;
		const requiredKeys = Object.entries(shape ?? {})
			.filter(([, schema]) => !schema.isOptional())
			.map(([key]) => `${optionsField}.${key}`);
		// A title is the rules' `title`; any other required key is the entry's `options.required`.
		const told = [
			rules.title?.field,
			options?.required && `${optionsField}.${options.required.key}`,
		];
		for (const key of requiredKeys) expect(told).toContain(key);
	});
});
