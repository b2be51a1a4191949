// The check runner every e2e sub-leg prints through (one PASS/FAIL/SKIP line per check, then the
// closing count scripts/test.sh adds up), and the wrapper that reports a sub-leg's unexpected error.
// Re-exported by ./n8n-rest.mjs, where the sub-legs import it from.

/**
 * The check runner: `check(name, fn, { needs })` runs `fn` and prints `PASS name (1.2 s): note`
 * or `FAIL name (1.2 s): message`; once a check with `needs` (the default) failed, later checks
 * with `needs` print `SKIP`. `finish(leg)` prints "<leg>: N passed, M failed, K skipped" and sets
 * a non-zero exit code on any failure or skip. `onFailure(name)`, if given, runs after a FAIL line
 * (the editor keeps a screenshot); `firstLine` prints only the first line of a failure's message.
 */
export function checkRunner(scrub, { onFailure, firstLine = false } = {}) {
	const results = [];
	let broken = ''; // set when a check fails that later checks build on
	const check = async (name, fn, { needs = true } = {}) => {
		if (needs && broken) {
			results.push('skip');
			console.log(`SKIP ${name}: not run, because "${broken}" failed`);
			return;
		}
		const started = Date.now();
		try {
			const note = await fn();
			results.push('pass');
			console.log(
				`PASS ${name} (${((Date.now() - started) / 1000).toFixed(1)} s)${note ? `: ${scrub(note)}` : ''}`,
			);
		} catch (error) {
			results.push('fail');
			if (needs) broken = name;
			const message = firstLine ? error.message.split('\n')[0] : error.message;
			console.log(
				`FAIL ${name} (${((Date.now() - started) / 1000).toFixed(1)} s): ${scrub(message)}`,
			);
			await onFailure?.(name);
		}
	};
	/** `more`: counts of checks run elsewhere (a child leg) to add to this leg's closing line. */
	const finish = (leg, more = { pass: 0, fail: 0, skip: 0 }) => {
		const count = (kind) => results.filter((r) => r === kind).length + (more[kind] ?? 0);
		console.log(
			`${leg}: ${count('pass')} passed, ${count('fail')} failed, ${count('skip')} skipped`,
		);
		process.exitCode = count('fail') + count('skip') > 0 ? 1 : 0;
	};
	return { check, finish };
}

/**
 * Runs a sub-leg's main and reports an unexpected error (secrets removed) with a non-zero exit and,
 * given the leg's name, a closing count with one failure, so the run's total counts it.
 */
export function runMain(main, scrub, leg) {
	main().catch((error) => {
		console.error(`ERROR: ${scrub(error.stack ?? error.message)}`);
		if (leg) console.log(`${leg}: 0 passed, 1 failed, 0 skipped`);
		process.exitCode = 1;
	});
}
