/**
 * What a new user reads in the first hour: the README's first screen says where the examples are and
 * a first step, its Installation (the panel path) names --data and the credential's X keys, it has n8n's
 * community-node sections within 300 lines and its Operations table names every resource, the AI page
 * says what runs without a model, the Release section lists the sandbox package's dependencies, and
 * the sandbox package's README matches its command (every flag, the registry's count of networks, the
 * data folder).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { networkEntry, NETWORK_IDS } from '../../src/engine/networks';
import { RESOURCE_OPTIONS } from '../../nodes/SocialPublishing/actions/resources';

const ROOT = join(__dirname, '..', '..');
const README = readFileSync(join(ROOT, 'README.md'), 'utf8');
const SANDBOX_README = readFileSync(join(ROOT, 'packages', 'sandbox', 'README.md'), 'utf8');
const flat = (text: string) => text.replace(/\s+/g, ' ');

const NUMBER_WORDS = ['ten', 'eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen'];
/** The networks as the READMEs count them: a Facebook Group posts with its Page's options, one network. */
const NETWORK_COUNT = new Set(NETWORK_IDS.map((network) => networkEntry(network).optionsField))
	.size;
const NETWORK_COUNT_WORD = NUMBER_WORDS[NETWORK_COUNT - 10];

/** A page's section: from its heading to the next heading of the same or a higher level. */
function section(heading: string, text = README): string {
	const start = text.indexOf(heading);
	expect(start).toBeGreaterThanOrEqual(0);
	const level = /^#+/.exec(heading)?.[0].length ?? 2;
	const rest = text.slice(start + heading.length);
	const next = rest.search(new RegExp(`^#{1,${level}} `, 'm'));
	return flat(next === -1 ? rest : rest.slice(0, next));
}

const page = (path: string) => readFileSync(join(ROOT, path), 'utf8');
const FIRST_SCREEN = flat(README.slice(0, README.indexOf('## Installation')));

describe("the README's first screen", () => {
	it('says where the examples are after sign-in, and a first step', () => {
		expect(FIRST_SCREEN).toContain('the examples are under **Overview**');
		expect(FIRST_SCREEN).toMatch(/\*\*Execute workflow\*\*/);
		expect(FIRST_SCREEN).toContain('**Publish a post**');
		expect(FIRST_SCREEN).toContain('**Publish a new article** and **Read the feeds now**');
	});

	it('on the panel path, names the data folder, --data and the X keys (any values in the sandbox)', () => {
		const panel = section('## Installation');
		expect(panel).toContain('**Installed from n8n');
		for (const words of ['`--data DIR`', '`--in-memory`', '**X API Key**', 'any values do'])
			expect(panel).toContain(words);
	});
});

describe("the README's shape", () => {
	it("has n8n's community-node sections, in order, within 300 lines", () => {
		expect(README.split('\n').length).toBeLessThanOrEqual(300);
		const sections = [...README.matchAll(/^## (.+)$/gm)].map((m) => m[1]);
		expect(sections).toEqual([
			'Installation',
			'Operations',
			'Credentials',
			'Compatibility',
			'Usage',
			'Resources',
			'Version history',
		]);
	});

	it('names every resource of the node in its Operations table', () => {
		const operations = section('## Operations');
		for (const { name } of RESOURCE_OPTIONS)
			expect([name, operations.includes(`| ${name} |`)]).toEqual([name, true]);
	});
});

describe('the AI page (docs/ai-agents.md)', () => {
	it('says what can be tried without a model', () => {
		const ai = flat(page('docs/ai-agents.md'));
		expect(ai).toContain('**No model?**');
		for (const way of ['Execute step', 'curl', 'tools/call', 'scripted-model'])
			expect(ai).toContain(way);
	});
});

describe('the Release section (docs/contributing.md)', () => {
	it("lists every dependency of the sandbox's package", () => {
		const release = section('## Release', page('docs/contributing.md'));
		const pkg = JSON.parse(readFileSync(join(ROOT, 'packages/sandbox/package.json'), 'utf8'));
		for (const name of Object.keys(pkg.dependencies)) expect(release).toContain(name);
	});
});

describe("the sandbox package's README", () => {
	it('says how many networks the registry has, names the data folder and every flag the command takes', () => {
		const text = flat(SANDBOX_README);
		expect(text).toContain(`${NETWORK_COUNT_WORD} networks`);
		expect(text).toContain('.local/share');
		const { parseArgs } = jest.requireActual('../../src/sandbox/cli');
		let usage = '';
		try {
			parseArgs(['--no-such-flag'], { runner: 'package' });
		} catch (error) {
			usage = (error as Error).message;
		}
		const flags = [...usage.matchAll(/--[a-z-]+/g)]
			.map((m) => m[0])
			.filter((f) => f !== '--no-such-flag');
		expect(flags.length).toBeGreaterThan(8);
		for (const flag of new Set(flags)) expect(text).toContain(`\`${flag}`);
	});
});
