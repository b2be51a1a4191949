/**
 * Bytes an AI Agent's model is sent per Social Publishing tool (function name, description and JSON
 * schema, as the OpenAI Chat Model sends them), with every field the editor allows defined by the
 * model; built by n8n-core's own createNodeAsTool (bench/lib/toolSize.ts). Printed against a 2 KB
 * budget per tool, and against the same tool with n8n's automatic description ("<action> in Social
 * Publishing") measured in the same run. Fails when Publish is over budget.
 * Usage: node --import tsx bench/tool-size.ts
 */
import { allModelDefined, measureTool, PUBLISH_AGENT_FIELDS } from './lib/toolSize';

const BUDGET = 2048;
const TOOLS: Array<[string, string, string]> = [
	['Publish', 'post', 'create'],
	['Preview', 'post', 'preview'],
	['History › Get', 'history', 'get'],
	['History › Get Many', 'history', 'getAll'],
	['Comment › Reply', 'comment', 'reply'],
	['Post › Update', 'post', 'update'],
];

let failed = false;
for (const [label, resource, operation] of TOOLS) {
	const parameters = allModelDefined(resource, operation);
	const size = measureTool(parameters);
	// Baseline: the same tool with the description n8n makes when the node has none of its own.
	const baseline = measureTool({ ...parameters, toolDescription: ' ' });
	const ratio = size.bytes / BUDGET;
	console.log(
		`${label.padEnd(20)} ${String(size.bytes).padStart(5)} B  (description ${size.descriptionBytes} B, ` +
			`schema ${size.schemaBytes} B, ${size.fields} fields)  ${(ratio * 100).toFixed(0)}% of 2 KB; ` +
			`with n8n's automatic description: ${baseline.bytes} B`,
	);
	console.log(
		`RESULT tool-size ${resource}/${operation}: ${size.bytes} B = ${ratio.toFixed(2)} x the 2 KB budget ` +
			`(${(size.bytes / baseline.bytes).toFixed(2)} x n8n's automatic description)`,
	);
}
// The budget: Publish as an agent is set up (the fields docs/ai-agents.md recommends).
const agentPublish = measureTool(allModelDefined('post', 'create', PUBLISH_AGENT_FIELDS));
console.log(
	`RESULT tool-size post/create as recommended (${PUBLISH_AGENT_FIELDS.join(', ')}): ${agentPublish.bytes} B = ` +
		`${(agentPublish.bytes / BUDGET).toFixed(2)} x the 2 KB budget (target <= 1: ${agentPublish.bytes <= BUDGET ? 'met' : 'MISSED'})`,
);
if (agentPublish.bytes > BUDGET) failed = true;
if (failed) {
	console.error('Publish is over its 2 KB budget');
	process.exitCode = 1;
}
