#!/usr/bin/env node
// A skipped test is a failure unless test/skips.txt lists it with its reason (and a listed one that
// no longer skips is a stale line). Reads jest's --json output: node scripts/check-skips.mjs [jest.json]
// Strict (exit 1) in CI or with --strict; otherwise the findings are printed as warnings.
import { readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const strict = args.includes('--strict') || Boolean(process.env.CI);
const report = JSON.parse(
	readFileSync(
		args.find((a) => !a.startsWith('--')) ?? join(root, 'test-artifacts/jest.json'),
		'utf8',
	),
);

const problems = [];
const entries = [];
readFileSync(join(root, 'test/skips.txt'), 'utf8')
	.split('\n')
	.forEach((line, index) => {
		if (line.trim() === '' || line.startsWith('#')) return;
		const [name, reason = ''] = line.split(/\s+#\s+/);
		if (reason.trim() === '')
			problems.push(`test/skips.txt:${index + 1} gives no reason ("  # why")`);
		const pattern = new RegExp(
			`^${name
				.trim()
				.split('*')
				.map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
				.join('.*')}$`,
		);
		entries.push({ line: index + 1, name: name.trim(), pattern, used: false });
	});

const skipped = report.testResults.flatMap((file) =>
	file.assertionResults
		.filter((test) => ['pending', 'skipped', 'todo', 'disabled'].includes(test.status))
		.map((test) => `${relative(root, file.name)} › ${test.fullName}`),
);
for (const test of skipped) {
	const entry = entries.find((candidate) => candidate.pattern.test(test));
	if (entry) entry.used = true;
	else problems.push(`skipped, not in test/skips.txt: ${test}`);
}
// A line of a file this run did not include (a run of some files) is not judged stale.
const ran = new Set(report.testResults.map((file) => relative(root, file.name)));
for (const entry of entries.filter(
	(candidate) => !candidate.used && ran.has(candidate.name.split(' › ')[0]),
))
	problems.push(`test/skips.txt:${entry.line} no longer skips (remove it): ${entry.name}`);

console.log(
	`skips: ${skipped.length} skipped, ${skipped.length - problems.filter((p) => p.startsWith('skipped')).length} listed with a reason`,
);
for (const problem of problems) console.log(`${strict ? 'FAIL' : 'warn'} ${problem}`);
process.exit(strict && problems.length > 0 ? 1 : 0);
