// Helpers for the output of `n8n execute --id=<id> --rawOutput` (n8n 2.41.1).
//
// On success the command prints the run (IRun: { data: { resultData: { runData, lastNodeExecuted,
// error? } }, status, startedAt, stoppedAt, ... }) as indented JSON on stdout, possibly after log
// lines. On failure it exits 1 and logs the same JSON after "Execution error:".

/**
 * Finds the run JSON in the CLI's output: an object printed with 2-space indentation starts with a
 * line that is exactly "{" and ends with a line that is exactly "}".
 * @returns {object | undefined}
 */
export function parseRunOutput(text) {
	const lines = text.split(/\r?\n/);
	const opens = [];
	const closes = [];
	lines.forEach((line, i) => {
		if (line === '{') opens.push(i);
		else if (line === '}') closes.push(i);
	});
	for (const start of opens) {
		for (const end of closes) {
			if (end <= start) continue;
			try {
				const value = JSON.parse(lines.slice(start, end + 1).join('\n'));
				if (value && typeof value === 'object' && value.data?.resultData) return value;
			} catch {
				// not this pair: try the next closing brace
			}
		}
	}
	return undefined;
}

/** Names of the nodes that ran, in the order they first ran. */
export function executedNodeNames(run) {
	const runData = run?.data?.resultData?.runData ?? {};
	return Object.entries(runData)
		.map(([name, tasks]) => ({ name, startTime: tasks?.[0]?.startTime ?? 0 }))
		.sort((a, b) => a.startTime - b.startTime)
		.map(({ name }) => name);
}

/**
 * The JSON of the items a node emitted.
 * @param {object} run the parsed run
 * @param {string} nodeName
 * @param {{ runIndex?: number, outputIndex?: number, connection?: string }} [options]
 * @returns {object[]}
 */
export function nodeItems(
	run,
	nodeName,
	{ runIndex = -1, outputIndex = 0, connection = 'main' } = {},
) {
	const tasks = run?.data?.resultData?.runData?.[nodeName];
	if (!tasks || tasks.length === 0) {
		throw new Error(
			`node "${nodeName}" did not run (ran: ${executedNodeNames(run).join(', ') || 'nothing'})`,
		);
	}
	const task = tasks.at(runIndex);
	if (task?.error)
		throw new Error(
			`node "${nodeName}" failed: ${task.error.message ?? JSON.stringify(task.error)}`,
		);
	const items = task?.data?.[connection]?.[outputIndex] ?? [];
	return items.map((item) => item.json);
}

/** The node that ran last and its items. */
export function lastNode(run) {
	const name = run?.data?.resultData?.lastNodeExecuted;
	if (!name) throw new Error('the run has no lastNodeExecuted');
	return { name, items: nodeItems(run, name) };
}

/** A short description of why a run failed, without its data. */
export function runError(run) {
	const error = run?.data?.resultData?.error;
	if (!error) return undefined;
	const node = run.data.resultData.lastNodeExecuted;
	const parts = [error.message, error.description].filter(Boolean);
	return `${parts.join(': ')}${node ? ` (node "${node}")` : ''}`;
}

const SECRET_KEY =
	/(api[-_]?key|apikey|profile[-_]?key|token|secret|password|authorization|cookie|signature)/i;

/** A deep copy with the values of secret-looking keys, and the given secret strings, replaced. */
export function redact(value, secrets = []) {
	const known = secrets.filter((s) => typeof s === 'string' && s.length >= 6);
	const scrubString = (s) => known.reduce((acc, secret) => acc.split(secret).join('[redacted]'), s);
	const walk = (v, key) => {
		if (key !== undefined && SECRET_KEY.test(key) && v !== null && typeof v !== 'object')
			return '[redacted]';
		if (typeof v === 'string') return scrubString(v);
		if (Array.isArray(v)) return v.map((x) => walk(x));
		if (v && typeof v === 'object')
			return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, walk(x, k)]));
		return v;
	};
	return walk(value);
}

/** Removes the given secret strings from a text (log tails shown on failure). */
export function redactText(text, secrets = []) {
	return secrets
		.filter((s) => typeof s === 'string' && s.length >= 6)
		.reduce((acc, secret) => acc.split(secret).join('[redacted]'), text);
}
