/**
 * Runs a polling trigger node the way n8n's active-workflow machinery does, in-process: a real
 * n8n-core `PollContext` per activation, polls driven through n8n-core's own `PollTriggerExecutor`
 * (activation poll first, then scheduled polls), and workflow static data that lives in memory on
 * the Workflow object and is "saved to the database" only where n8n saves it. Restarting drops the
 * in-memory workflow and activates a new one from what was saved, as a stopped n8n would.
 *
 * n8n 1.x (n8n-core 1.x has no PollTriggerExecutor) saves static data in other places than 2.x,
 * and the harness follows whichever major is installed (see `start()` and `activate()`).
 *
 * Usable for any polling node (Slot, and the polling modes of the Feed and Message triggers).
 */
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { Container } from '@n8n/di';
import * as n8nCore from 'n8n-core';
import { ExecutionLifecycleHooks, PollContext } from 'n8n-core';
import {
	Workflow,
	deepCopy,
	type IDataObject,
	type INode,
	type INodeExecutionData,
	type INodeParameters,
	type INodeProperties,
	type INodeType,
	type IWorkflowBase,
	type IWorkflowExecuteAdditionalData,
	type WorkflowActivateMode,
	type WorkflowExecuteMode,
} from 'n8n-workflow';

import { NodeTypeRegistry, TestCredentialsHelper, type TestCredentials } from './n8nHarness';

export const PACKAGE_NAME = 'n8n-nodes-social-publishing';

/** n8n-core 2.x drives polls through its PollTriggerExecutor service; 1.x has none. */
const { PollTriggerExecutor } = n8nCore as Partial<typeof n8nCore>;
const N8N_MAJOR_1 = PollTriggerExecutor === undefined;

/** The properties n8n's node loader puts in front of a `polling: true` node's own (Poll Times). */
function commonPollingParameters(): INodeProperties[] {
	const fromCore = createRequire(require.resolve('n8n-core/package.json'));
	const constants = fromCore(
		join(dirname(require.resolve('n8n-core/package.json')), 'dist/nodes-loader/constants'),
	) as { commonPollingParameters: INodeProperties[] };
	return constants.commonPollingParameters;
}

/** The node type as n8n loads it from a package: polling nodes get the Poll Times parameter. */
export function asLoadedByN8n(nodeType: INodeType): INodeType {
	if (!nodeType.description.polling) return nodeType;
	const loaded = Object.create(nodeType) as INodeType;
	loaded.description = {
		...nodeType.description,
		properties: [...commonPollingParameters(), ...nodeType.description.properties],
	};
	return loaded;
}

export interface PollingTriggerOptions {
	/** A fresh instance of the trigger class; `restart()` asks for a new one. */
	createNode: () => INodeType;
	/** The node's parameters as saved in the workflow (Poll Times default to every minute). */
	parameters: INodeParameters;
	nodeName?: string;
	/** The workflow's time zone setting. Default UTC. */
	timezone?: string;
	credentials?: TestCredentials;
	/** Static data the workflow row starts with (as n8n stores it). */
	staticData?: IDataObject;
}

/** What one poll did: the items it emitted (an execution started), or null when there was nothing. */
export type PollOutcome = INodeExecutionData[][] | null;

interface Activation {
	workflow: Workflow;
	context: PollContext;
	run: (testingTrigger?: boolean) => Promise<void>;
}

let workflowCounter = 0;

export class PollingTriggerHarness {
	/** The workflow's static data as last saved to the database (plain JSON, no in-memory flags). */
	savedStaticData: IDataObject;
	/** Every batch the trigger emitted, in order: each one would have started an execution. */
	readonly emitted: INodeExecutionData[][][] = [];
	/** Errors the trigger reported from scheduled polls (n8n records a failed execution). */
	readonly errors: Error[] = [];
	parameters: INodeParameters;

	private readonly workflowId = `poll-test-${++workflowCounter}`;
	private readonly nodeName: string;
	private readonly type: string;
	private active?: Activation;
	private lastOutcome: PollOutcome = null;

	constructor(private readonly options: PollingTriggerOptions) {
		const { description } = options.createNode();
		this.type = `${PACKAGE_NAME}.${description.name}`;
		this.nodeName = options.nodeName ?? description.defaults.name ?? description.displayName;
		this.parameters = deepCopy(options.parameters);
		this.savedStaticData = deepCopy(options.staticData ?? {});
	}

	/** The trigger node's own entry of the saved static data (`node:<name>`). */
	get savedNodeStaticData(): IDataObject | undefined {
		return this.savedStaticData[`node:${this.nodeName}`] as IDataObject | undefined;
	}

	/** Activates the workflow; n8n polls once right away (a "testing" poll: null is not saved). */
	async activate(activation: WorkflowActivateMode = 'activate'): Promise<PollOutcome> {
		this.active = this.start('trigger', activation);
		const outcome = await this.runPoll(this.active, true);
		// n8n 1.x: ActiveWorkflowManager.add() saves the workflow's static data once the activation
		// (its activation poll included) succeeded.
		if (N8N_MAJOR_1) this.saveStaticData(this.active.workflow);
		return outcome;
	}

	/** One scheduled poll of the active workflow (a cron tick). */
	async poll(): Promise<PollOutcome> {
		if (!this.active) throw new Error('Activate the workflow before polling it');
		return await this.runPoll(this.active, false);
	}

	/** n8n stops (unsaved in-memory static data is lost) and starts again: activation `init`. */
	async restart(): Promise<PollOutcome> {
		this.deactivate();
		return await this.activate('init');
	}

	/** Saves new parameters; n8n re-activates an active workflow with activation `update`. */
	async update(parameters: INodeParameters): Promise<PollOutcome | undefined> {
		this.parameters = { ...this.parameters, ...parameters };
		if (!this.active) return undefined;
		return await this.activate('update');
	}

	deactivate(): void {
		this.active = undefined;
	}

	/**
	 * "Test step" in the editor: the node's poll() in manual mode on a copy of the saved workflow,
	 * as WorkflowExecute runs it; manual runs never save static data. Answers the in-memory static
	 * data afterwards, so a test can check the poll left it alone.
	 */
	async testStep(): Promise<{ outcome: PollOutcome; staticData: IDataObject }> {
		const manual = this.start('manual', 'manual');
		const nodeType = manual.workflow.nodeTypes.getByNameAndVersion(this.type, 1);
		const outcome = (await nodeType.poll!.call(manual.context)) ?? null;
		return { outcome, staticData: deepCopy(manual.workflow.staticData) };
	}

	private start(mode: WorkflowExecuteMode, activation: WorkflowActivateMode): Activation {
		const nodeType = asLoadedByN8n(this.options.createNode());
		const node: INode = {
			id: 'slot-trigger-node',
			name: this.nodeName,
			type: this.type,
			typeVersion: 1,
			position: [0, 0],
			parameters: deepCopy(this.parameters),
		};
		const workflowData: IWorkflowBase = {
			id: this.workflowId,
			name: 'Polling trigger test',
			active: mode !== 'manual',
			isArchived: false,
			nodes: [node],
			connections: {},
			settings: { timezone: this.options.timezone ?? 'UTC' },
			staticData: deepCopy(this.savedStaticData),
			createdAt: new Date(),
			updatedAt: new Date(),
		} as IWorkflowBase;
		const workflow = new Workflow({
			id: workflowData.id,
			name: workflowData.name,
			nodes: workflowData.nodes,
			connections: workflowData.connections,
			active: workflowData.active,
			nodeTypes: new NodeTypeRegistry({ [this.type]: nodeType }),
			settings: workflowData.settings,
			staticData: workflowData.staticData,
		});
		const workflowNode = workflow.getNode(this.nodeName)!;
		const additionalData = {
			credentialsHelper: new TestCredentialsHelper(this.options.credentials ?? {}),
			hooks: new ExecutionLifecycleHooks(mode, `poll-${this.workflowId}`, workflowData),
			restApiUrl: 'http://127.0.0.1:5678/rest',
			instanceBaseUrl: 'http://127.0.0.1:5678/',
			webhookBaseUrl: 'http://127.0.0.1:5678/webhook',
			webhookTestBaseUrl: 'http://127.0.0.1:5678/webhook-test',
			webhookWaitingBaseUrl: 'http://127.0.0.1:5678/webhook-waiting',
			formWaitingBaseUrl: 'http://127.0.0.1:5678/form-waiting',
			variables: {},
			currentNodeExecutionIndex: 0,
		} as unknown as IWorkflowExecuteAdditionalData;

		// As n8n's ActiveWorkflowManager: emitting saves static data, then starts an execution.
		const emit = (data: INodeExecutionData[][]) => {
			this.saveStaticData(workflow);
			this.emitted.push(data);
			this.lastOutcome = data;
		};
		const emitError = (error: Error) => {
			this.errors.push(error);
		};
		// A poll that emitted nothing saves its cursor through this hook (n8n 2.x tick engines).
		const commitCursor = async () => this.saveStaticData(workflow);
		const context = new PollContext(
			workflow,
			workflowNode,
			additionalData,
			mode,
			activation,
			emit,
			emitError,
			commitCursor,
		);
		const isCurrent = () => this.active?.context === context;
		const run = PollTriggerExecutor
			? Container.get(PollTriggerExecutor).create(workflow, workflowNode, context, isCurrent)
			: async (testingTrigger = false) => {
					// n8n-core 1.x has no executor; this is its ActiveWorkflows.activatePolling() poll:
					// emit what came back, nothing else. An empty scheduled poll saves nothing (its
					// static data changes stay in memory until the next emit or activation).
					try {
						const outcome = await nodeType.poll!.call(context);
						if (outcome !== null) context.__emit(outcome);
					} catch (error) {
						if (testingTrigger) throw error;
						context.__emitError(error as Error);
					}
				};
		return { workflow, context, run };
	}

	private async runPoll(activation: Activation, testingTrigger: boolean): Promise<PollOutcome> {
		this.lastOutcome = null;
		const errorsBefore = this.errors.length;
		await activation.run(testingTrigger);
		if (this.errors.length > errorsBefore) throw this.errors[this.errors.length - 1];
		return this.lastOutcome;
	}

	/** n8n's WorkflowStaticDataService.saveStaticData: writes the row only when something changed. */
	private saveStaticData(workflow: Workflow): void {
		const staticData = workflow.staticData as IDataObject & { __dataChanged?: boolean };
		if (staticData.__dataChanged !== true) return;
		this.savedStaticData = JSON.parse(JSON.stringify(staticData)) as IDataObject;
		staticData.__dataChanged = false;
	}
}
