/**
 * Every command block (```bash, ```sh, ```shell) of the README and docs/ is either run by a test or
 * marked as not run, with why. The README's first two blocks are the two commands CI runs verbatim
 * (.ci/run reads them; a copy of either elsewhere counts as run). Any other block carries an HTML
 * comment right above it: `<!-- run by: <file> -->`, where that file exists and names the page it
 * runs the block from, or `<!-- not run by the tests: <why> -->`.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, commandBlocks, docFiles, type CommandBlock } from './markdown';

const pages = docFiles().filter((file) => file === 'README.md' || file.startsWith('docs/'));
const blocks = pages.flatMap(commandBlocks);
const ciCommands = commandBlocks('README.md').slice(0, 2);

/** What is wrong with a block's marker, or undefined when the block is run or rightly marked. */
export function markerProblem(block: CommandBlock, ci: CommandBlock[]): string | undefined {
	if (ci.some((c) => c.body === block.body) && block.marker === undefined) return undefined;
	const marker = block.marker ?? '';
	const notRun = /^not run by the tests: (.+)$/.exec(marker);
	if (notRun) return notRun[1].trim().length >= 10 ? undefined : 'says it is not run, but not why';
	const runBy = /^run by: (\S+)/.exec(marker);
	if (!runBy)
		return 'has no marker: put `<!-- run by: <file> -->` or `<!-- not run by the tests: <why> -->` right above it';
	const runner = join(ROOT, runBy[1]);
	if (!existsSync(runner)) return `is said to be run by ${runBy[1]}, which does not exist`;
	if (!readFileSync(runner, 'utf8').includes(block.file))
		return `is said to be run by ${runBy[1]}, which never names ${block.file}`;
	return undefined;
}

describe('the command blocks of the README and docs/', () => {
	it("start with the README's two commands, which CI runs as written", () => {
		expect(ciCommands.map((b) => b.body)).toEqual(['npm ci && npm start', 'npm test']);
		expect(readFileSync(join(ROOT, '.ci', 'run'), 'utf8')).toContain('README.md');
	});

	it('are each run by a test or marked as not run, with why', () => {
		expect(blocks.length).toBeGreaterThan(4);
		const problems = blocks
			.map((block) => [`${block.file}:${block.line}`, markerProblem(block, ciCommands)])
			.filter(([, problem]) => problem !== undefined)
			.map(([where, problem]) => `${where} ${problem}`);
		expect(problems).toEqual([]);
	});

	it('a marker is checked: a missing runner, a runner that never reads the page, a reason left out', () => {
		const block = (marker?: string): CommandBlock => ({
			file: 'docs/x.md',
			line: 1,
			body: 'echo hi',
			marker,
		});
		expect(markerProblem(block(), ciCommands)).toMatch(/has no marker/);
		expect(markerProblem(block('run by: test/no/such.test.ts'), ciCommands)).toMatch(
			/does not exist/,
		);
		expect(markerProblem(block('run by: .ci/run'), ciCommands)).toMatch(/never names docs\/x.md/);
		expect(markerProblem(block('not run by the tests: '), ciCommands)).toMatch(
			/has no marker|not why/,
		);
		expect(markerProblem({ ...block(), body: 'npm test' }, ciCommands)).toBeUndefined();
	});
});
