// What the expectation modules in test/e2e/expectations/ share: reading an n8n run handed over
// either as the context of test/e2e/run.mjs ({ run, ... }) or as the `n8n execute --rawOutput`
// JSON itself, and failing with messages that start with the workflow's name.

/** Readers of one workflow's run; every error they throw starts with `<name>: `. */
export function runReader(name) {
	const fail = (message) => {
		throw new Error(`${name}: ${message}`);
	};

	/** The runData of the IRun, whichever way it was handed over; throws when the workflow failed. */
	function runDataOf(input) {
		const run = input && typeof input === 'object' && 'run' in input ? input.run : input;
		const resultData = run?.data?.resultData ?? run?.resultData;
		if (!resultData) fail('the execute output is empty or not an n8n run');
		if (resultData.error) {
			const { message, description } = resultData.error;
			fail(`the workflow failed: ${[message, description].filter(Boolean).join(': ')}`);
		}
		return resultData.runData ?? {};
	}

	/** The json of the items a node output in its last run; `required: false` answers [] when it did not run. */
	function itemsOf(runData, node, { required = true } = {}) {
		const tasks = runData[node];
		const task = Array.isArray(tasks) ? tasks[tasks.length - 1] : undefined;
		if (!task) {
			if (!required) return [];
			fail(`"${node}" did not run (ran: ${Object.keys(runData).join(', ')})`);
		}
		if (task.error) fail(`"${node}" failed: ${task.error.message}`);
		return (task.data?.main?.[0] ?? []).map((item) => item.json);
	}

	/** The json of the first item a node output; throws when it output none. */
	function firstItem(runData, node) {
		const json = itemsOf(runData, node)[0];
		if (!json) fail(`"${node}" output no item`);
		return json;
	}

	function check(condition, message) {
		if (!condition) fail(message);
	}

	return { runDataOf, itemsOf, firstItem, check };
}
