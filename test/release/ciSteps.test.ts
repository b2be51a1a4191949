/**
 * CI's steps (.ci/steps.sh, sourced by .ci/run): a command failing in the middle of a step fails the
 * step and CI, as a failed Node 24 install must (before, `"$@" || status=$?` turned `set -e` off
 * inside every step, so the step went on and reported done).
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

const ROOT = join(__dirname, '..', '..');

/** Runs steps the way .ci/run does: strict mode, the steps file sourced, its failure report on exit. */
function runSteps(body: string) {
	const script = `set -euo pipefail
source .ci/steps.sh
trap 'code=$?; step_report_failure "$code"; printf "%s\\n" "\${TIMINGS[@]}"; exit "$code"' EXIT
${body}`;
	return spawnSync('bash', ['-c', script], { cwd: ROOT, encoding: 'utf8' });
}

describe('.ci/run steps', () => {
	it('a step whose middle command fails turns CI red there: the rest of the step and later steps never run', () => {
		const run = runSteps(`
fails_in_the_middle() { echo before; false; echo AFTER-RAN; }
step "first" fails_in_the_middle
step "second" echo second-ran`);
		expect(run.status).toBe(1);
		expect(run.stdout).toContain('before');
		expect(run.stdout).not.toContain('AFTER-RAN');
		expect(run.stdout).not.toContain('second-ran');
		expect(run.stdout).toMatch(/=== first: FAILED with exit code 1 after \d+ s/);
		expect(run.stdout).toMatch(/\d+ s {2}first {2}FAILED \(exit code 1\)/);
	});

	it("a failing pipe inside a step fails it too (pipefail), with the command's own code", () => {
		const run = runSteps(`
pipe_fails() { (exit 3) | cat; echo AFTER-RAN; }
step "piped" pipe_fails`);
		expect(run.status).toBe(3);
		expect(run.stdout).not.toContain('AFTER-RAN');
		expect(run.stdout).toContain('=== piped: FAILED with exit code 3');
	});

	it('steps that succeed are timed and reported done, and may export for the next step', () => {
		const run = runSteps(`
export_path() { export STEP_VALUE=kept; }
step "exports" export_path
step "reads" bash -c 'echo "value=$STEP_VALUE"'`);
		expect(run.status).toBe(0);
		expect(run.stdout).toContain('value=kept');
		expect(run.stdout).toMatch(/=== exports: done in \d+ s/);
		expect(run.stdout).toMatch(/\d+ s {2}reads\n/);
	});

	it('.ci/run sources these steps and reports a failed step on exit', () => {
		const { readFileSync } = jest.requireActual<typeof import('node:fs')>('node:fs');
		const ci = readFileSync(join(ROOT, '.ci', 'run'), 'utf8');
		expect(ci).toContain('source .ci/steps.sh');
		expect(ci).toMatch(/print_timings\(\) \{\n\tlocal code=\$\?\n\tstep_report_failure "\$code"/);
		expect(ci).not.toMatch(/"\$@" \|\| status=/);
	});
});
