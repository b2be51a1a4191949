/**
 * Publishing throughput: N items through the Social Publishing node vs the same calls through n8n's
 * HTTP Request node, both run in-process by n8n-core's WorkflowExecute against one sandbox process.
 * Prints items/s for each and the ratio node / HTTP Request. Usage: bench/run publish-throughput [N]
 */
import type { INodeExecutionData, IWorkflowBase } from 'n8n-workflow';
import { runWorkflow } from '../test/helpers/n8nHarness';
import { chainWorkflow } from '../test/helpers/workflowBuilder';
import { startSandboxProcess } from './lib/sandboxProcess';

const PLATFORMS = ['facebook', 'linkedin'];

function items(n: number, run: string): INodeExecutionData[] {
	return Array.from({ length: n }, (_, i) => ({ json: { i, text: `Bench ${run} post ${i}` } }));
}

function nodeWorkflow(): IWorkflowBase {
	return chainWorkflow([
		{
			name: 'Publish',
			parameters: {
				resource: 'post',
				operation: 'create',
				text: '={{ $json.text }}',
				platforms: PLATFORMS,
			},
		},
	]);
}

function httpRequestWorkflow(baseUrl: string, apiKey: string): IWorkflowBase {
	return chainWorkflow([
		{
			name: 'Publish',
			type: 'n8n-nodes-base.httpRequest',
			typeVersion: 4.2,
			parameters: {
				method: 'POST',
				url: `${baseUrl}/post`,
				sendHeaders: true,
				headerParameters: { parameters: [{ name: 'Authorization', value: `Bearer ${apiKey}` }] },
				sendBody: true,
				specifyBody: 'json',
				jsonBody: `={{ JSON.stringify({ post: $json.text, platforms: ${JSON.stringify(PLATFORMS)} }) }}`,
				options: {},
			},
		},
	]);
}

async function timeRun(
	label: string,
	workflow: IWorkflowBase,
	input: INodeExecutionData[],
	credentials: Parameters<typeof runWorkflow>[1]['credentials'],
): Promise<number> {
	const started = process.hrtime.bigint();
	const run = await runWorkflow(workflow, { credentials, input });
	const seconds = Number(process.hrtime.bigint() - started) / 1e9;
	const out = run.outputOf('Publish');
	const error = run.errorOf('Publish');
	if (error) throw new Error(`${label} failed: ${error.message}`);
	const ok = out.filter((j) => j.status === 'success').length;
	if (ok !== input.length) throw new Error(`${label}: ${ok} of ${input.length} items published`);
	const perSecond = input.length / seconds;
	console.log(`${label.padEnd(22)} ${input.length} items in ${seconds.toFixed(2)} s  ${perSecond.toFixed(0)} items/s`);
	return perSecond;
}

async function countPosts(baseUrl: string, apiKey: string): Promise<number> {
	const res = await fetch(`${baseUrl}/history?lastDays=0&limit=1000&platforms=facebook`, {
		headers: { Authorization: `Bearer ${apiKey}` },
	});
	const body = (await res.json()) as { count?: number; history?: unknown[] };
	return body.history?.length ?? 0;
}

async function main(): Promise<void> {
	const n = Number(process.argv[2] ?? 2000);
	const sandbox = await startSandboxProcess();
	const credentials = {
		socialPublishingApi: { apiKey: sandbox.apiKey, baseUrl: sandbox.baseUrl, aiBaseUrl: '' },
	};
	try {
		// Warm-up: JIT, connection pools and the sandbox's prepared statements.
		await timeRun('warm-up node', nodeWorkflow(), items(50, 'w1'), credentials);
		await timeRun('warm-up http', httpRequestWorkflow(sandbox.baseUrl, sandbox.apiKey), items(50, 'w2'), credentials);

		const http = await timeRun('HTTP Request node', httpRequestWorkflow(sandbox.baseUrl, sandbox.apiKey), items(n, 'http'), credentials);
		const node = await timeRun('Social Publishing node', nodeWorkflow(), items(n, 'node'), credentials);
		console.log(`ratio node / HTTP Request: ${(node / http).toFixed(2)}x  (target for issue 6: >= 3x)`);
		console.log(`posts stored (sanity, capped at 1000 by history): ${await countPosts(sandbox.baseUrl, sandbox.apiKey)}`);
	} finally {
		await sandbox.stop();
	}
}

main().catch((error) => {
	console.error(error);
	process.exitCode = 1;
});
