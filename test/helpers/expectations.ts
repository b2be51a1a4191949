import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

import { REPO_ROOT } from './n8nHarness';

/**
 * Runs an e2e expectation module (test/e2e/expectations/<name>.json.mjs) in a real Node ESM
 * process on the given run JSON, handed over both ways it accepts: bare, and inside a context
 * like the one test/e2e/run.mjs builds. Throws with its message if it throws.
 */
export function checkExpectation(name: string, runJson: unknown): void {
	const modulePath = join(REPO_ROOT, 'test', 'e2e', 'expectations', `${name}.json.mjs`);
	const script =
		`import check from ${JSON.stringify(modulePath)};` +
		"let text = ''; process.stdin.on('data', (c) => (text += c));" +
		"process.stdin.on('end', () => { try { const run = JSON.parse(text); check(run);" +
		' check({ run, lastNode: () => undefined, executedNodes: () => [] });' +
		' } catch (e) { console.error(e.message); process.exit(1); } });';
	try {
		execFileSync(process.execPath, ['--input-type=module', '-e', script], {
			input: JSON.stringify(runJson),
			stdio: ['pipe', 'pipe', 'pipe'],
		});
	} catch (error) {
		const stderr = (error as { stderr?: Buffer }).stderr?.toString().trim();
		throw new Error(`expectation ${name} failed: ${stderr || (error as Error).message}`);
	}
}
