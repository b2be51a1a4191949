/**
 * Runs Social Publishing as an AI Agent's tool in-process, the way n8n does: the node's tool variant
 * (what n8n makes of `usableAsTool`) is connected to a scripted agent node on `ai_tool`; the agent
 * asks n8n-core for its tools (getInputConnectionData, which builds each with n8n-core's own
 * createNodeAsTool from the `$fromAI` calls in the node's parameters) and invokes them with the
 * arguments a model would send. `$fromAI` then resolves from those arguments, as in a real agent.
 */
import { createRequire } from 'node:module';
import { randomUUID } from 'node:crypto';
import type {
	IConnections,
	IDataObject,
	IExecuteFunctions,
	INode,
	INodeExecutionData,
	INodeParameters,
	INodeType,
	INodeTypeDescription,
	IWorkflowBase,
} from 'n8n-workflow';

import { registerNodeType, runWorkflow, type WorkflowRun } from './n8nHarness';
import type { SandboxFixture } from './socialPublishingSteps';
import { TOOL_TYPE, toolVariant } from './toolVariant';
import { API_CREDENTIAL_REF } from './workflowBuilder';

const AGENT_TYPE = 'test.scriptedAgent';

interface Invokable {
	name: string;
	description: string;
	schema: unknown;
	invoke(args: IDataObject): Promise<unknown>;
}

/** An agent whose "model" calls the tools listed in its `calls` parameter, in order. */
class ScriptedAgent implements INodeType {
	description: INodeTypeDescription = {
		displayName: 'Scripted Agent',
		name: 'scriptedAgent',
		group: ['transform'],
		version: 1,
		description: 'Calls its tools with scripted arguments',
		defaults: { name: 'Agent' },
		inputs: ['main', { type: 'ai_tool', displayName: 'Tools' }],
		outputs: ['main'],
		properties: [{ displayName: 'Calls', name: 'calls', type: 'json', default: '[]' }],
	};

	async execute(this: IExecuteFunctions): Promise<INodeExecutionData[][]> {
		const connected = await this.getInputConnectionData('ai_tool', 0);
		const tools = (Array.isArray(connected) ? connected : [connected]) as Invokable[];
		const calls = JSON.parse(this.getNodeParameter('calls', 0) as string) as Array<{
			tool: string;
			args: IDataObject;
		}>;
		const out: INodeExecutionData[] = [];
		for (const call of calls) {
			const tool = tools.find((t) => t.name === call.tool);
			if (!tool)
				throw new Error(`no tool ${call.tool}; have ${tools.map((t) => t.name).join(', ')}`);
			let result: unknown;
			try {
				result = await tool.invoke(call.args);
			} catch (error) {
				// What the Tools Agent hands the model when a tool fails.
				result = JSON.stringify([{ error: (error as Error).message }]);
			}
			out.push({
				json: { tool: call.tool, description: tool.description, result: result as string },
			});
		}
		return [out];
	}
}

let registered = false;
function register(): void {
	if (registered) return;
	registerNodeType(TOOL_TYPE, toolVariant());
	registerNodeType(AGENT_TYPE, new ScriptedAgent());
	registered = true;
}

/** `={{ $fromAI(key, ``, 'string') }}` as the editor's "Let the model define this parameter" writes it. */
export function fromAI(key: string, type = 'string', description = ''): string {
	return `={{ /*n8n-auto-generated-fromAI-override*/ $fromAI('${key}', \`${description}\`, '${type}') }}`;
}

/** The n8n-core file that builds a tool from a node (n8n-core 2.x and late 1.x). */
const NODE_AS_TOOL =
	'n8n-core/dist/execution-engine/node-execution-context/utils/create-node-as-tool';

/**
 * Why this n8n cannot build tools from nodes (n8n-core missing, or the builder's file moved), or
 * undefined when it can: the agent suites assert it is undefined, so a move fails saying what moved.
 */
export function nodeAsToolProblem(): string | undefined {
	let fromCore: NodeRequire;
	try {
		fromCore = createRequire(require.resolve('n8n-core/package.json'));
	} catch (error) {
		return `n8n-core is not installed (${(error as Error).message.split('\n')[0]})`;
	}
	try {
		fromCore.resolve(NODE_AS_TOOL);
		return undefined;
	} catch {
		const { version } = fromCore('n8n-core/package.json') as { version: string };
		return `n8n-core ${version} has no ${NODE_AS_TOOL}: the harness must find its node-as-tool builder again`;
	}
}

/** True when this n8n-core builds tools from nodes. */
export function nodeAsToolSupported(): boolean {
	return nodeAsToolProblem() === undefined;
}

export interface ToolCallResult {
	run: WorkflowRun;
	/** The tool's answer (what the model reads), parsed when it is JSON. */
	results: unknown[];
	/** The tool's description as the model reads it. */
	description: string;
}

/**
 * Runs Start → Agent with one Social Publishing tool named `toolName` whose parameters are
 * `parameters`, calling it once per entry of `calls` with those arguments.
 */
export async function callTool(
	sp: SandboxFixture,
	parameters: INodeParameters,
	calls: IDataObject[],
	options: { toolName?: string; timezone?: string; baseUrl?: string } = {},
): Promise<ToolCallResult> {
	register();
	const toolName = options.toolName ?? 'Social Publishing';
	const nodes: INode[] = [
		{
			id: randomUUID(),
			name: 'Start',
			type: 'n8n-nodes-base.manualTrigger',
			typeVersion: 1,
			position: [0, 0],
			parameters: {},
		},
		{
			id: randomUUID(),
			name: 'Agent',
			type: AGENT_TYPE,
			typeVersion: 1,
			position: [220, 0],
			parameters: {
				calls: JSON.stringify(
					calls.map((args) => ({ tool: toolName.replace(/[^a-zA-Z0-9]/g, '_'), args })),
				),
			},
		},
		{
			id: randomUUID(),
			name: toolName,
			type: TOOL_TYPE,
			typeVersion: 1,
			position: [220, 200],
			parameters,
			credentials: { socialPublishingApi: API_CREDENTIAL_REF },
		},
	];
	const connections: IConnections = {
		Start: { main: [[{ node: 'Agent', type: 'main', index: 0 }]] },
		[toolName]: { ai_tool: [[{ node: 'Agent', type: 'ai_tool', index: 0 }]] },
	};
	const workflow = {
		id: `wf-${randomUUID().slice(0, 8)}`,
		name: 'agent tool',
		active: false,
		nodes,
		connections,
		settings: { executionOrder: 'v1', ...(options.timezone ? { timezone: options.timezone } : {}) },
	} as unknown as IWorkflowBase;
	const run = await runWorkflow(workflow, { credentials: sp.credentials(options.baseUrl) });
	const agentError = run.errorOf('Agent');
	if (agentError) throw agentError;
	const results = run.outputOf('Agent').map((item) => {
		const text = item.result as string;
		try {
			return JSON.parse(text) as unknown;
		} catch {
			return text;
		}
	});
	const description = (run.outputOf('Agent')[0]?.description as string) ?? '';
	return { run, results, description };
}
