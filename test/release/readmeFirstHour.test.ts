/**
 * What a new user reads in the first hour: the README's first screen says where the examples are and
 * a first step, the panel path names --data and the credential's X keys, the AI section says what runs
 * without a model, the Release section lists the sandbox package's dependencies, and the sandbox
 * package's README matches its command (every flag, the registry's count of networks, the data folder).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { networkEntry, PLATFORMS } from '../../src/engine/platforms';

const ROOT = join(__dirname, '..', '..');
const README = readFileSync(join(ROOT, 'README.md'), 'utf8');
const SANDBOX_README = readFileSync(join(ROOT, 'packages', 'sandbox', 'README.md'), 'utf8');
const flat = (text: string) => text.replace(/\s+/g, ' ');

const NUMBER_WORDS = ['ten', 'eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen'];
/** The networks as the READMEs count them: a Facebook Group posts with its Page's options, one network. */
const NETWORK_COUNT = new Set(PLATFORMS.map((platform) => networkEntry(platform).optionsField))
	.size;
const NETWORK_COUNT_WORD = NUMBER_WORDS[NETWORK_COUNT - 10];

/** A README section: from its heading to the next heading of the same or a higher level. */
function section(heading: string): string {
	const start = README.indexOf(heading);
	expect(start).toBeGreaterThanOrEqual(0);
	const level = /^#+/.exec(heading)?.[0].length ?? 2;
	const rest = README.slice(start + heading.length);
	const next = rest.search(new RegExp(`^#{1,${level}} `, 'm'));
	return flat(next === -1 ? rest : rest.slice(0, next));
}

const FIRST_SCREEN = flat(README.slice(0, README.indexOf('### What it looks like')));

describe("the README's first screen", () => {
	it('says where the examples are after sign-in, and a first step', () => {
		expect(FIRST_SCREEN).toContain('the examples are under **Overview**');
		expect(FIRST_SCREEN).toMatch(/\*\*Execute workflow\*\*/);
		expect(FIRST_SCREEN).toContain('**Publish a post**');
		expect(FIRST_SCREEN).toContain('**Publish a new article** and **Read the feeds now**');
	});

	it('on the panel path, names the data folder, --data and the X keys (any values in the sandbox)', () => {
		const panel = FIRST_SCREEN.slice(FIRST_SCREEN.indexOf('**Installed from n8n'));
		for (const words of ['`--data DIR`', '`--in-memory`', '**X API Key**', 'any values do'])
			expect(panel).toContain(words);
	});
});

describe('the AI section', () => {
	it('says what can be tried without a model', () => {
		const ai = section('## Use it from AI agents');
		expect(ai).toContain('**No model?**');
		for (const way of ['Execute step', 'curl', 'tools/call', 'scripted-model'])
			expect(ai).toContain(way);
	});
});

describe('the Release section', () => {
	it("lists every dependency of the sandbox's package", () => {
		const release = section('## Release');
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
