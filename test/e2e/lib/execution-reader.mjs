// Reading n8n's execution data the way n8n 2.x stores it. Re-exported by ./n8n-rest.mjs.

import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';

import { redact } from './run-data.mjs';

/**
 * Reads n8n's execution data: n8n 2.x stores it as a `flatted` string, parsed here with the
 * flatted n8n itself uses (found from `n8nBin`).
 */
export function executionReader(n8nBin) {
	const { parse: parseFlatted } = createRequire(n8nBin)('flatted');
	const data = (execution) =>
		typeof execution.data === 'string' ? parseFlatted(execution.data) : execution.data;
	return {
		data,
		/** The JSON of the items `nodeName` emitted in its last run, or undefined. */
		items(execution, nodeName) {
			const tasks = data(execution)?.resultData?.runData?.[nodeName];
			return tasks?.at(-1)?.data?.main?.[0]?.map((item) => item.json);
		},
		/** Saves the execution, its data parsed, secrets removed. */
		save(path, execution, secrets) {
			writeFileSync(
				path,
				JSON.stringify(redact({ ...execution, data: data(execution) }, secrets), null, 2),
			);
		},
	};
}
