/**
 * The Layout of docs/contributing.md names files that exist: each file a row names (`client.ts`,
 * `webhook/delivery.ts`) is a file of the repository under one of the row's folders (its first
 * cell), or a path from the repository's root.
 */
import { execFileSync } from 'node:child_process';
import { ROOT, read } from './markdown';

const FILES = execFileSync('git', ['ls-files'], { cwd: ROOT, encoding: 'utf8' }).split('\n');

/** The files a Layout row names that no file of the repository under its folders matches. */
export function missingFiles(row: string, files: string[]): string[] {
	const [first, ...rest] = row.split(' | ');
	const folders = [...first.matchAll(/`([^`]+\/)`/g)].map((m) => m[1]);
	const named = [...rest.join(' | ').matchAll(/`([^` ]+\.(?:ts|mjs|json|sh|yaml|env))`/g)].map(
		(m) => m[1],
	);
	return named.filter(
		(name) =>
			!files.includes(name) &&
			!files.some(
				(file) => folders.some((folder) => file.startsWith(folder)) && file.endsWith(`/${name}`),
			),
	);
}

describe('the Layout (docs/contributing.md)', () => {
	const page = read('docs/contributing.md');
	const layout = page.slice(page.indexOf('## Layout'), page.indexOf('## Verification'));
	const rows = layout.split('\n').filter((line) => line.startsWith('| `'));

	it('names only files that exist', () => {
		expect(rows.length).toBeGreaterThan(8);
		expect(rows.flatMap((row) => missingFiles(row, FILES))).toEqual([]);
	});

	it('would name a file that is gone (the transport row once named profilesOfRun.ts)', () => {
		const row =
			'| `nodes/SocialPublishing/transport/` | `client.ts` the transport, `profilesOfRun.ts` the profiles |';
		expect(missingFiles(row, FILES)).toEqual(['profilesOfRun.ts']);
	});
});
