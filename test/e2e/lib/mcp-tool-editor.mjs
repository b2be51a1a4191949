// The service-MCP example's tools tried from n8n's editor without a model, for
// test/e2e/editor-frictions.browser.mjs: through the MCP Client Tool's own test form (what a user
// tries first), and through n8n's MCP Client node (what runs in n8n 2.41.1).

import { workflowNode } from './n8n-rest.mjs';

/** The example's name and its MCP node, as workflows/ai-agent-with-service-mcp.json has them. */
export const SERVICE_MCP_EXAMPLE =
	"AI agent with the service's MCP server: every tool through one node";
export const SERVICE_MCP_NODE = 'Service MCP server';
/** The example's MCP Client node, run from its Manual Trigger: a tool tried with no model. */
export const NO_MODEL_NODE = 'List profiles (no model needed)';

/** The imported example (as the run's n8n holds it: endpoint and credential set) and its MCP node. */
export async function serviceMcpExample(rest) {
	const workflow = await rest.workflowNamed(SERVICE_MCP_EXAMPLE);
	const node = workflow.nodes.find((n) => n.name === SERVICE_MCP_NODE);
	if (!node) throw new Error(`the example has no "${SERVICE_MCP_NODE}" node`);
	return { workflow, node };
}

/** The open panel's output as JSON text (n8n's output tabs are the last "JSON" on the page). */
async function outputText(page, ndv) {
	const output = ndv().getByTestId('output-panel');
	const json = output.getByText('JSON', { exact: true }).filter({ visible: true });
	if (await json.count()) await json.last().click();
	return (await output.innerText()).replace(/\s+/g, ' ');
}

/**
 * The MCP Client Tool's test as a user runs it: the panel's Execute step opens n8n's form, the user
 * picks `tool` and fills `fields` (label -> value), the rest left empty; resolves with the form's
 * field labels, n8n's notice and the panel's output once the run settled.
 */
export async function runToolTestForm({ page, ui, workflowId, tool, fields, shot }) {
	const { ndv } = ui;
	await ui.openNode(workflowId, SERVICE_MCP_NODE);
	await ndv().getByTestId('node-execute-button').first().click();
	const form = page.getByTestId('from-ai-parameters-modal-inputs');
	await form.waitFor();
	await form.locator('input').first().click();
	await page
		.locator('li.el-select-dropdown__item')
		.filter({ visible: true })
		.filter({ hasText: new RegExp(`^\\s*${tool}\\s*$`) })
		.first()
		.click();
	await page.locator('.el-select-dropdown').filter({ visible: true }).waitFor({ state: 'hidden' });
	for (const [label, value] of Object.entries(fields))
		await form
			.locator('label')
			.filter({ hasText: new RegExp(`^\\s*${label}\\b`) })
			.first()
			.locator('xpath=ancestor::*[.//input][1]')
			.locator('input')
			.first()
			.fill(value);
	const labels = (await form.locator('label').allInnerTexts()).map((t) =>
		t.replace(/\s+/g, ' ').trim(),
	);
	await shot(`mcp-form-${tool}`);
	await page
		.getByRole('dialog')
		.filter({ has: form })
		.getByTestId('execute-workflow-button')
		.click();
	// n8n 2.41.1 ends this run with a "Node was not executed" notice; a run of the tool shows items.
	await page
		.getByText(/Node was not executed/)
		.or(
			ndv()
				.getByTestId('output-panel')
				.getByText(/\d+ items?\b/),
		)
		.first()
		.waitFor({ timeout: 30_000 });
	await shot(`mcp-form-run-${tool}`);
	const notice = (await page.getByText(/Node was not executed/).count()) > 0;
	return { labels, notice, output: await outputText(page, ndv) };
}

/**
 * The way that runs in n8n 2.41.1: n8n's MCP Client node (not the Tool) on the example's endpoint and
 * credential, Tool `tool` by ID, its arguments as JSON; a workflow made for it, its node's Execute step
 * clicked in the editor; resolves with the panel's output.
 */
export async function runWithMcpClientNode({ page, ui, rest, mcpNode, tool, args, shot }) {
	const name = `Try ${tool}`;
	const client = workflowNode(
		name,
		'@n8n/n8n-nodes-langchain.mcpClient',
		1.1,
		{
			serverTransport: 'httpStreamable',
			endpointUrl: mcpNode.parameters.endpointUrl,
			authentication: mcpNode.parameters.authentication,
			tool: { __rl: true, mode: 'id', value: tool },
			inputMode: 'json',
			jsonInput: JSON.stringify(args),
			options: {},
		},
		240,
		{ credentials: mcpNode.credentials },
	);
	const trigger = workflowNode('Start', 'n8n-nodes-base.manualTrigger', 1, {}, 0);
	const workflow = await rest.json('POST', '/rest/workflows', {
		name: `The service's MCP tool ${tool}, tried with the MCP Client node`,
		nodes: [trigger, client],
		connections: { Start: { main: [[{ node: name, type: 'main', index: 0 }]] } },
		settings: { executionOrder: 'v1' },
	});
	return await runExampleNode({
		page,
		ui,
		workflowId: workflow.id,
		nodeName: name,
		shot,
		shotName: `mcp-client-${tool}`,
	});
}

/** The node `nodeName` of a workflow run from its panel's Execute step; resolves with the panel's output. */
export async function runExampleNode({ page, ui, workflowId, nodeName, shot, shotName }) {
	const { ndv } = ui;
	await ui.openNode(workflowId, nodeName);
	await ndv().getByTestId('node-execute-button').first().click();
	await ndv()
		.getByTestId('output-panel')
		.getByText(/\d+ items?\b|Problem in node|Error/)
		.first()
		.waitFor({ timeout: 30_000 });
	const output = await outputText(page, ndv);
	await shot(shotName ?? 'example-no-model-node');
	return output;
}
