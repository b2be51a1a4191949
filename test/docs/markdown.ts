/**
 * Reading the project's Markdown as GitHub shows it: the documentation files, their headings'
 * anchors (GitHub's slug rules), their relative links and their command blocks.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

export const ROOT = join(__dirname, '..', '..');

/**
 * The documentation a reader follows: README.md, CONTRIBUTING.md, every page under docs/, and the
 * READMEs the pages link to (the example workflows', the sandbox package's).
 */
export function docFiles(): string[] {
	const walk = (dir: string): string[] =>
		readdirSync(join(ROOT, dir)).flatMap((name) => {
			const path = `${dir}/${name}`;
			if (statSync(join(ROOT, path)).isDirectory()) return walk(path);
			return name.endsWith('.md') ? [path] : [];
		});
	return [
		'README.md',
		'CONTRIBUTING.md',
		...walk('docs'),
		'workflows/README.md',
		'packages/sandbox/README.md',
	];
}

export const read = (path: string) => readFileSync(join(ROOT, path), 'utf8');

/** The text's lines outside fenced code blocks (a fence's lines are blanked, keeping line numbers). */
export function outsideFences(text: string): string[] {
	let fence: string | undefined;
	return text.split('\n').map((line) => {
		const opens = /^ {0,3}(`{3,}|~{3,})/.exec(line);
		if (fence === undefined && opens) {
			fence = opens[1];
			return '';
		}
		if (fence !== undefined) {
			if (line.trim().startsWith(fence) && line.trim().replace(/[`~]/g, '') === '')
				fence = undefined;
			return '';
		}
		return line;
	});
}

/** GitHub's anchor for a heading's text (github-slugger: lower case, punctuation dropped, spaces to -). */
export function slug(heading: string): string {
	const text = heading
		.replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1') // a link or image shows its text
		.replace(/<[^>]+>/g, '') // HTML tags show nothing
		.trim()
		.toLowerCase();
	return text.replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '').replace(/ /g, '-');
}

/** Every anchor a Markdown text has: its headings' slugs (repeats get -1, -2 ...) and HTML ids. */
export function anchorsOf(text: string): Set<string> {
	const seen = new Map<string, number>();
	const anchors = new Set<string>();
	for (const line of outsideFences(text)) {
		const heading = /^ {0,3}#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
		if (heading) {
			const base = slug(heading[1]);
			const count = seen.get(base) ?? 0;
			seen.set(base, count + 1);
			anchors.add(count === 0 ? base : `${base}-${count}`);
		}
		for (const m of line.matchAll(/<a\s+(?:name|id)="([^"]+)"/g)) anchors.add(m[1]);
	}
	return anchors;
}

export interface Link {
	file: string;
	line: number;
	target: string;
}

/** The relative links (and images) of a Markdown file, outside code. */
export function relativeLinks(file: string): Link[] {
	return outsideFences(read(file)).flatMap((text, index) =>
		[...text.replace(/`[^`]*`/g, '``').matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)]
			.map((m) => m[1])
			.filter((target) => !/^[a-z][a-z0-9+.-]*:/i.test(target))
			.map((target) => ({ file, line: index + 1, target })),
	);
}

/**
 * What is wrong with a link from `file` to `target` (a path relative to the file, an optional
 * `#anchor`), or undefined when it resolves: the file exists, and the anchor is one of its own.
 */
export function brokenLink(file: string, target: string): string | undefined {
	const [pathPart, anchor] = target.split('#', 2);
	const path =
		pathPart === '' ? file : relative(ROOT, join(ROOT, file, '..', decodeURIComponent(pathPart)));
	if (path.startsWith('..') || !existsSync(join(ROOT, path))) return `${path} does not exist`;
	if (anchor === undefined || anchor === '') return undefined;
	if (!path.endsWith('.md')) return `#${anchor}: ${path} is not a Markdown page`;
	return anchorsOf(read(path)).has(decodeURIComponent(anchor))
		? undefined
		: `${path} has no heading #${anchor}`;
}

export interface CommandBlock {
	file: string;
	line: number;
	/** The block's lines, without its fences. */
	body: string;
	/** The HTML comment right above the block, if any: `<!-- run by: path -->` or `<!-- not run by the tests: why -->`. */
	marker?: string;
}

/** The shell blocks of a Markdown file (```bash, ```sh, ```shell), each with the marker above it. */
export function commandBlocks(file: string): CommandBlock[] {
	const lines = read(file).split('\n');
	const blocks: CommandBlock[] = [];
	for (let i = 0; i < lines.length; i++) {
		const opens = /^ {0,3}(`{3,})\s*([\w-]*)/.exec(lines[i]);
		if (!opens) continue;
		const end = lines.findIndex((line, j) => j > i && line.trim() === opens[1]);
		const close = end === -1 ? lines.length : end;
		if (['bash', 'sh', 'shell'].includes(opens[2])) {
			const above = lines[i - 1]?.trim() ?? '';
			const marker = /^<!--\s*(.*?)\s*-->$/.exec(above)?.[1];
			blocks.push({ file, line: i + 1, body: lines.slice(i + 1, close).join('\n'), marker });
		}
		i = close;
	}
	return blocks;
}
