/**
 * Product comments (src/, nodes/, credentials/) cite what a contributor can open: the service's public
 * pages (https://www.ayrshare.com/docs/...) or this repository's docs (docs/*.md, CONTRIBUTING.md), or say
 * "ours". Never a document outside the repository ("interface 4.5", "reference-behaviour", "the
 * snapshot", the interface's section numbers) nor a work-item tag ("n35-validation", "(issue 45)")
 * standing in for an explanation.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { ROOT } from './markdown';

/** What a comment must not cite, each with what it is. */
const UNREADABLE: [RegExp, string][] = [
	[/\binterface(?:'s)? (?:part |section )?\d/i, 'a section of the interface document'],
	[/\binterface (?:part|section)\b/i, 'a part of the interface document'],
	[/\bthe interface\b/i, 'the interface document'],
	[/\breference[- ]behaviou?r/i, 'the reference-behaviour document'],
	[/\bthe snapshot\b/i, 'the snapshot'],
	[/\bshared\/spec\b/i, 'the spec folder'],
	[/\bn\d{2}-[a-z]/, 'a work-item tag'],
	[/\bissues? \d+\b/i, 'a work-item number'],
	[/\((?:part |rule )?\d\.\d{1,2}[,;)]/, 'a section number of the interface document'],
	[/\bpart \d\b/i, 'a part of the interface document'],
];

/** Files whose citations are allowed, each with why: none. */
const ALLOWED = new Set<string>([]);

function tsFiles(dir: string): string[] {
	return readdirSync(dir).flatMap((name) => {
		const path = join(dir, name);
		if (statSync(path).isDirectory()) return tsFiles(path);
		return name.endsWith('.ts') ? [path] : [];
	});
}

/** The comments of a file with their line numbers (a `//` inside a string counts too; harmless here). */
function comments(text: string): { line: number; text: string }[] {
	const found: { line: number; text: string }[] = [];
	for (const match of text.matchAll(/\/\*[\s\S]*?\*\/|\/\/[^\n]*/g)) {
		const start = text.slice(0, match.index).split('\n').length;
		match[0].split('\n').forEach((line, i) => found.push({ line: start + i, text: line }));
	}
	return found;
}

/** `file:line: what (the line)` for every comment line citing what a contributor cannot open. */
export function unreadableCitations(file: string, text: string): string[] {
	return comments(text).flatMap(({ line, text: comment }) =>
		UNREADABLE.filter(([pattern]) => pattern.test(comment))
			.slice(0, 1)
			.map(([, what]) => `${file}:${line}: cites ${what}: ${comment.trim()}`),
	);
}

describe('product comments', () => {
	const files = ['src', 'nodes', 'credentials'].flatMap((dir) => tsFiles(join(ROOT, dir)));

	it('cite public doc pages or this repository, never outside documents or work-item tags', () => {
		expect(files.length).toBeGreaterThan(100);
		const problems = files
			.map((path) => relative(ROOT, path).split('\\').join('/'))
			.filter((file) => !ALLOWED.has(file))
			.flatMap((file) => unreadableCitations(file, readFileSync(join(ROOT, file), 'utf8')));
		expect(problems).toEqual([]);
	});

	it('are caught citing the interface, a reference document or a tag', () => {
		const sample = [
			'/** A review (interface 2.9). */',
			'// reference-behaviour "Rich text"',
			'/** The error body (interface part 7). */',
			'// see n35-validation',
			'/** The explainer (issue 45). */',
			'/** A short link (2.5). */',
		].join('\n');
		expect(unreadableCitations('x.ts', sample)).toHaveLength(6);
		expect(
			unreadableCitations(
				'x.ts',
				'/** A review (https://www.ayrshare.com/docs/apis/reviews/get-reviews). */',
			),
		).toEqual([]);
	});
});
