/**
 * Runs real workflow JSON in-process with n8n-core's WorkflowExecute, the way the n8n server does,
 * against whatever service the credentials point at (the sandbox in our tests). Works with
 * n8n-core 1.x and 2.x (see the n8n runtime notes in shared/notes/n8n-runtime.md).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { ExecutionLifecycleHooks, WorkflowExecute } from 'n8n-core';
import * as n8nWorkflow from 'n8n-workflow';
import {
	ICredentialsHelper,
	NodeHelpers,
	Workflow,
	type ICredentialDataDecryptedObject,
	type ICredentialType,
	type IDataObject,
	type IExecuteData,
	type IHttpRequestOptions,
	type INode,
	type INodeExecutionData,
	type INodeType,
	type INodeTypes,
	type IRequestOptionsSimplified,
	type IRun,
	type IRunExecutionData,
	type IVersionedNodeType,
	type IWorkflowBase,
	type IWorkflowExecuteAdditionalData,
} from 'n8n-workflow';
import { Code } from 'n8n-nodes-base/dist/nodes/Code/Code.node';
import { HttpRequest } from 'n8n-nodes-base/dist/nodes/HttpRequest/HttpRequest.node';
import { If } from 'n8n-nodes-base/dist/nodes/If/If.node';
import { ManualTrigger } from 'n8n-nodes-base/dist/nodes/ManualTrigger/ManualTrigger.node';
import { NoOp } from 'n8n-nodes-base/dist/nodes/NoOp/NoOp.node';
import { ScheduleTrigger } from 'n8n-nodes-base/dist/nodes/Schedule/ScheduleTrigger.node';
import { Set as SetNode } from 'n8n-nodes-base/dist/nodes/Set/Set.node';
import { Aggregate } from 'n8n-nodes-base/dist/nodes/Transform/Aggregate/Aggregate.node';

import { SocialPublishingApi } from '../../credentials/SocialPublishingApi.credentials';
import { SocialPublishingProfileApi } from '../../credentials/SocialPublishingProfileApi.credentials';
import { SocialPublishing } from '../../nodes/SocialPublishing/SocialPublishing.node';
import { SocialPublishingMessageTrigger } from '../../nodes/SocialPublishing/SocialPublishingMessageTrigger.node';
import { SocialPublishingTrigger } from '../../nodes/SocialPublishing/SocialPublishingTrigger.node';

export const COMMUNITY_TYPE = 'n8n-nodes-social-publishing.socialPublishing';
export const CUSTOM_TYPE = 'CUSTOM.socialPublishing';
export const REPO_ROOT = join(__dirname, '..', '..');

const socialPublishing = new SocialPublishing();
const NODE_TYPES: Record<string, INodeType | IVersionedNodeType> = {
	[COMMUNITY_TYPE]: socialPublishing,
	[CUSTOM_TYPE]: socialPublishing,
	'n8n-nodes-base.manualTrigger': new ManualTrigger(),
	'n8n-nodes-base.scheduleTrigger': new ScheduleTrigger(),
	'n8n-nodes-base.set': new SetNode(),
	'n8n-nodes-base.noOp': new NoOp(),
	'n8n-nodes-base.if': new If(),
	'n8n-nodes-base.code': new Code(),
	'n8n-nodes-base.httpRequest': new HttpRequest(),
	'n8n-nodes-base.aggregate': new Aggregate(),
	'n8n-nodes-social-publishing.socialPublishingMessageTrigger':
		new SocialPublishingMessageTrigger(),
	'n8n-nodes-social-publishing.socialPublishingTrigger': new SocialPublishingTrigger(),
};

const CREDENTIAL_TYPES: Record<string, ICredentialType> = Object.fromEntries(
	[new SocialPublishingApi(), new SocialPublishingProfileApi()].map((type) => [type.name, type]),
);

/** Adds a node type for the runs of one test file (one whose module cannot load in every test). */
export function registerNodeType(name: string, type: INodeType | IVersionedNodeType): void {
	NODE_TYPES[name] = type;
}

/** The INodeTypes registry WorkflowExecute looks node classes up in. */
export class NodeTypeRegistry implements INodeTypes {
	constructor(
		private readonly types: Record<string, INodeType | IVersionedNodeType> = NODE_TYPES,
	) {}

	getByName(name: string): INodeType | IVersionedNodeType {
		const type = this.types[name];
		if (!type) throw new Error(`The test registry has no node type "${name}"`);
		return type;
	}

	getByNameAndVersion(name: string, version?: number): INodeType {
		return NodeHelpers.getVersionedNodeType(this.getByName(name), version);
	}

	getKnownTypes(): IDataObject {
		return {};
	}
}

/** Credential data by credential type; optionally by credential id (`id:<id>`), which wins. */
export type TestCredentials = Record<string, ICredentialDataDecryptedObject>;

/**
 * Serves credential data from memory and authenticates requests the way n8n's server does: a
 * generic `authenticate` is applied by resolving its `={{$credentials.x}}` expressions.
 */
export class TestCredentialsHelper extends ICredentialsHelper {
	constructor(private readonly data: TestCredentials) {
		super();
	}

	getParentTypes(): string[] {
		return [];
	}

	isCredentialUsableByNode(): boolean {
		return true;
	}

	async authenticate(
		credentials: ICredentialDataDecryptedObject,
		typeName: string,
		requestOptions: IHttpRequestOptions | IRequestOptionsSimplified,
		workflow?: Workflow,
		node?: INode,
	): Promise<IHttpRequestOptions> {
		const { authenticate } = CREDENTIAL_TYPES[typeName] ?? {};
		if (typeof authenticate === 'function') {
			return await authenticate(credentials, requestOptions as IHttpRequestOptions);
		}
		if (authenticate?.type === 'generic') {
			if (!workflow || !node) throw new Error('generic authentication needs the workflow and node');
			const target = requestOptions as unknown as Record<string, Record<string, unknown>>;
			for (const [outerKey, pairs] of Object.entries(authenticate.properties)) {
				target[outerKey] ??= {};
				for (const [key, value] of Object.entries(pairs as Record<string, string>)) {
					const name = this.resolve(key, credentials, workflow, node);
					target[outerKey][name] = this.resolve(value, credentials, workflow, node);
				}
			}
		}
		return requestOptions as IHttpRequestOptions;
	}

	private resolve(
		value: string,
		credentials: ICredentialDataDecryptedObject,
		workflow: Workflow,
		node: INode,
	): string {
		if (typeof value !== 'string' || !value.startsWith('=')) return value;
		const resolved = workflow.expression.getSimpleParameterValue(
			node,
			value,
			'internal',
			{ $credentials: credentials },
			undefined,
			'',
		);
		return resolved ? String(resolved) : '';
	}

	async preAuthentication(): Promise<undefined> {
		return undefined;
	}

	async runPreAuthentication(): Promise<undefined> {
		return undefined;
	}

	async getCredentials(): Promise<never> {
		throw new Error('The test credentials helper serves decrypted data only');
	}

	async getDecrypted(
		_additionalData: IWorkflowExecuteAdditionalData,
		nodeCredentials: { id: string | null; name: string },
		type: string,
	): Promise<ICredentialDataDecryptedObject> {
		const data = (nodeCredentials.id && this.data[`id:${nodeCredentials.id}`]) || this.data[type];
		if (!data) throw new Error(`No test credentials of type "${type}"`);
		const withDefaults: ICredentialDataDecryptedObject = {};
		for (const property of this.getCredentialsProperties(type)) {
			if (property.default !== undefined) withDefaults[property.name] = property.default as string;
		}
		return { ...withDefaults, ...data };
	}

	async updateCredentials(): Promise<void> {}

	async updateCredentialsOauthTokenData(): Promise<void> {}

	getCredentialsProperties(type: string) {
		return CREDENTIAL_TYPES[type]?.properties ?? [];
	}
}

export interface RunOptions {
	credentials: TestCredentials;
	/** Execution id; the node derives idempotency keys from it. Default: a fresh one per run. */
	executionId?: string;
	/** Items the start node outputs (pinned on it, as the editor does); default: one empty item. */
	input?: INodeExecutionData[];
	/**
	 * Retries this failed run as n8n's executions list does (`POST /rest/executions/:id/retry`): a
	 * new execution in mode "retry" that goes on from the failed node with the old run data.
	 * `workflowData` is the workflow to retry with: the original, or the current one ("Retry with
	 * currently saved workflow"), whose node definitions then replace the ones on the stack.
	 */
	retryOf?: IRun;
	/** Execution custom data set before the run (what a user's Execution Data node would add). */
	customData?: Record<string, string>;
	/** Called once the execution runs, with a handle to stop it as the editor's Stop button does. */
	onStarted?: (execution: { cancel(): void }) => void;
}

export interface WorkflowRun {
	run: IRun;
	/** Names of the nodes that ran, in order. */
	executed: string[];
	/** The json of every item a node output (first output, last run unless told). */
	outputOf(nodeName: string, runIndex?: number): IDataObject[];
	/** The items with their pairedItem. */
	itemsOf(nodeName: string, runIndex?: number): INodeExecutionData[];
	/** The error a node ended with, if it failed. */
	errorOf(nodeName: string): (Error & IDataObject) | undefined;
	/** How many runs of a node were recorded (tries of "Retry On Fail" share one run). */
	runsOf(nodeName: string): number;
}

let executionCounter = 0;

function runExecutionData(startNode: INode, input?: INodeExecutionData[]): IRunExecutionData {
	const nodeExecutionStack: IExecuteData[] = [
		{ node: startNode, data: { main: [[{ json: {} }]] }, source: null },
	];
	// Items given to the start node are pinned on it, as the editor does with pinned trigger data.
	const pinData = input ? { [startNode.name]: input } : undefined;
	const factory = (n8nWorkflow as { createRunExecutionData?: (o: object) => IRunExecutionData })
		.createRunExecutionData;
	if (factory) return factory({ executionData: { nodeExecutionStack }, resultData: { pinData } });
	// n8n-workflow releases without the factory take the plain object.
	return {
		startData: {},
		resultData: { runData: {}, pinData },
		executionData: {
			contextData: {},
			nodeExecutionStack,
			metadata: {},
			waitingExecution: {},
			waitingExecutionSource: {},
		},
	} as unknown as IRunExecutionData;
}

function withCustomData(
	data: IRunExecutionData,
	customData?: Record<string, string>,
): IRunExecutionData {
	if (customData) data.resultData.metadata = { ...customData };
	return data;
}

/** What n8n's ExecutionService.retry makes of a failed execution's data (n8n 1.x and 2.x alike). */
function retryExecutionData(failed: IRun, currentNodes: INode[]): IRunExecutionData {
	const data = structuredClone(failed.data);
	const { lastNodeExecuted } = data.resultData;
	if (lastNodeExecuted) {
		delete data.resultData.error;
		const tasks = data.resultData.runData?.[lastNodeExecuted];
		if (tasks && tasks.length > 0 && tasks[tasks.length - 1].error !== undefined) tasks.pop();
	}
	for (const pending of data.executionData?.nodeExecutionStack ?? []) {
		const node = currentNodes.find((candidate) => candidate.name === pending.node.name);
		if (!node) throw new Error(`retry: node "${pending.node.name}" is not in the workflow`);
		pending.node = node;
	}
	return data;
}

/** Executes a workflow (as exported from n8n) from its trigger, like "Execute workflow" in the editor. */
export async function runWorkflow(
	workflowData: IWorkflowBase,
	options: RunOptions,
): Promise<WorkflowRun> {
	const executionId = options.executionId ?? `test-${process.pid}-${++executionCounter}`;
	const workflow = new Workflow({
		id: workflowData.id ?? 'test',
		name: workflowData.name,
		nodes: workflowData.nodes,
		connections: workflowData.connections,
		active: false,
		nodeTypes: new NodeTypeRegistry(),
		settings: workflowData.settings,
		staticData: workflowData.staticData as IDataObject | undefined,
	});
	// As `n8n execute` does: a workflow with a Manual Trigger beside its schedule starts there.
	const startNode =
		Object.values(workflow.nodes).find(
			(node) => node.type === 'n8n-nodes-base.manualTrigger' && !node.disabled,
		) ?? workflow.getStartNode();
	if (!startNode) throw new Error(`Workflow "${workflowData.name}" has no start node`);

	const executed: string[] = [];
	const mode = options.retryOf ? 'retry' : 'manual';
	const hooks = new ExecutionLifecycleHooks(mode, executionId, workflowData);
	hooks.addHandler('nodeExecuteAfter', (nodeName: string) => {
		executed.push(nodeName);
	});
	const additionalData = {
		credentialsHelper: new TestCredentialsHelper(options.credentials),
		hooks,
		executionId,
		restApiUrl: 'http://127.0.0.1:5678/rest',
		instanceBaseUrl: 'http://127.0.0.1:5678/',
		formWaitingBaseUrl: 'http://127.0.0.1:5678/form-waiting',
		webhookBaseUrl: 'http://127.0.0.1:5678/webhook',
		webhookWaitingBaseUrl: 'http://127.0.0.1:5678/webhook-waiting',
		webhookTestBaseUrl: 'http://127.0.0.1:5678/webhook-test',
		variables: {},
		currentNodeExecutionIndex: 0,
		executeWorkflow: async () => {
			throw new Error('Sub-workflows are not supported by the test harness');
		},
		getRunExecutionData: async () => undefined,
		logAiEvent: () => {},
	} as unknown as IWorkflowExecuteAdditionalData;

	const execution = new WorkflowExecute(
		additionalData,
		mode,
		options.retryOf
			? retryExecutionData(options.retryOf, workflowData.nodes)
			: withCustomData(runExecutionData(startNode, options.input), options.customData),
	).processRunExecutionData(workflow);
	options.onStarted?.(execution);
	const run = await execution;

	const runData = run.data.resultData.runData;
	const task = (nodeName: string, runIndex?: number) => {
		const tasks = runData[nodeName] ?? [];
		return tasks[runIndex ?? tasks.length - 1];
	};
	const itemsOf = (nodeName: string, runIndex?: number) =>
		(task(nodeName, runIndex)?.data?.main?.[0] ?? []) as INodeExecutionData[];
	return {
		run,
		executed,
		itemsOf,
		outputOf: (nodeName, runIndex) => itemsOf(nodeName, runIndex).map((item) => item.json),
		errorOf: (nodeName) => task(nodeName)?.error as (Error & IDataObject) | undefined,
		runsOf: (nodeName) => (runData[nodeName] ?? []).length,
	};
}

/**
 * n8n-core 1.x starts an interval (not unref'd) in SSHClientsManager the first time a workflow
 * runs, which keeps jest from exiting; stop it when a test file is done. 2.x unrefs it.
 */
function stopN8nBackgroundTimers(): void {
	try {
		const fromCore = createRequire(require.resolve('n8n-core/package.json'));
		const { Container } = fromCore('@n8n/di') as typeof import('@n8n/di');
		const { SSHClientsManager } = fromCore(
			join(
				dirname(require.resolve('n8n-core/package.json')),
				'dist/execution-engine/ssh-clients-manager',
			),
		) as { SSHClientsManager: new (...args: any[]) => { onShutdown(): void } };
		if (Container.has(SSHClientsManager)) Container.get(SSHClientsManager).onShutdown();
	} catch {
		// An n8n-core without this manager has nothing to stop.
	}
}

if (typeof afterAll === 'function') afterAll(stopN8nBackgroundTimers);

/** Reads a workflow file of workflows/ (or any path) as n8n exports it. */
export function loadWorkflow(fileName: string): IWorkflowBase {
	const path = fileName.includes('/') ? fileName : join(REPO_ROOT, 'workflows', fileName);
	return JSON.parse(readFileSync(path, 'utf8')) as IWorkflowBase;
}
