// Writes docs/reference/coverage.md from the sandbox's OpenAPI document and the list of documented
// endpoints (docs/reference/service-endpoints.json). Run: npx tsx scripts/reference/coverage.ts
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { startSandbox } from '../../src/sandbox';
import { coverageMarkdown } from '../../src/sandbox/openapi/coverage';

export const COVERAGE_PAGE = join(__dirname, '..', '..', 'docs', 'reference', 'coverage.md');
export const ENDPOINT_LIST = join(__dirname, '..', '..', 'docs', 'reference', 'service-endpoints.json');

async function main(): Promise<void> {
	const sandbox = await startSandbox({ quiet: true, log: () => undefined });
	try {
		const doc = (await (await fetch(`${sandbox.url}/openapi.json`)).json()) as Parameters<
			typeof coverageMarkdown
		>[0];
		const { endpoints } = JSON.parse(readFileSync(ENDPOINT_LIST, 'utf8'));
		writeFileSync(COVERAGE_PAGE, coverageMarkdown(doc, endpoints));
		process.stdout.write(`wrote ${COVERAGE_PAGE}\n`);
	} finally {
		await sandbox.close();
	}
}

void main();
