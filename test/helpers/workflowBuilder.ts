import { randomUUID } from 'node:crypto';
import type { IConnections, INode, INodeParameters, IWorkflowBase } from 'n8n-workflow';

import { COMMUNITY_TYPE } from './n8nHarness';

export const API_CREDENTIAL_REF = { id: 'sandboxApi', name: 'Social Publishing sandbox' };

export interface Step {
	name: string;
	parameters: INodeParameters;
	type?: string;
	typeVersion?: number;
	/** Credential references by type; the API credential is added to Social Publishing steps. */
	credentials?: Record<string, { id: string; name: string }>;
	retryOnFail?: boolean;
	maxTries?: number;
	waitBetweenTries?: number;
	continueOnFail?: boolean;
}

/** A workflow Manual Trigger → step 1 → step 2 ..., shaped like an n8n export. */
export function chainWorkflow(steps: Step[], name = 'test workflow'): IWorkflowBase {
	const trigger: INode = {
		id: randomUUID(),
		name: 'Start',
		type: 'n8n-nodes-base.manualTrigger',
		typeVersion: 1,
		position: [0, 0],
		parameters: {},
	};
	const nodes: INode[] = [trigger];
	const connections: IConnections = {};
	let previous = trigger.name;
	steps.forEach((step, index) => {
		const type = step.type ?? COMMUNITY_TYPE;
		const node: INode = {
			id: randomUUID(),
			name: step.name,
			type,
			typeVersion: step.typeVersion ?? 1,
			position: [220 * (index + 1), 0],
			parameters: step.parameters,
		};
		const credentials =
			type === COMMUNITY_TYPE
				? { socialPublishingApi: API_CREDENTIAL_REF, ...step.credentials }
				: step.credentials;
		if (credentials) node.credentials = credentials;
		if (step.retryOnFail) {
			node.retryOnFail = true;
			node.maxTries = step.maxTries ?? 3;
			node.waitBetweenTries = step.waitBetweenTries ?? 0;
		}
		if (step.continueOnFail) node.onError = 'continueRegularOutput';
		nodes.push(node);
		connections[previous] = { main: [[{ node: node.name, type: 'main', index: 0 }]] };
		previous = node.name;
	});
	return {
		id: `wf-${randomUUID().slice(0, 8)}`,
		name,
		active: false,
		nodes,
		connections,
		settings: { executionOrder: 'v1' },
	} as unknown as IWorkflowBase;
}
