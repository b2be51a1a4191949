/**
 * What an AI Agent's model is sent for one Social Publishing tool, built the way n8n 2.x builds it:
 * the tool variant's node with every field "defined by the model" as the editor writes it, turned
 * into a tool by n8n-core's own createNodeAsTool, then into the OpenAI function definition by
 * n8n-core's own @langchain/core (convertToOpenAITool), as the OpenAI Chat Model sends it.
 */
import { createRequire } from 'node:module';
import {
	NodeHelpers,
	Workflow,
	type INode,
	type INodeParameters,
	type INodeProperties,
	type INodeType,
	type INodeTypes,
} from 'n8n-workflow';

import { OPERATION_PROPERTIES } from '../../nodes/SocialPublishing/actions/allProperties';
import { fromAiKey } from '../../nodes/SocialPublishing/actions/toolDescriptions';
import { TOOL_TYPE, toolVariant } from '../../test/helpers/toolVariant';

const fromCore = createRequire(require.resolve('n8n-core'));
const { createNodeAsTool } = fromCore(
	'n8n-core/dist/execution-engine/node-execution-context/utils/create-node-as-tool',
) as {
	createNodeAsTool(options: {
		node: INode;
		nodeType: INodeType;
		handleToolInvocation: () => Promise<unknown>;
	}): { response: unknown };
};
const { convertToOpenAITool } = fromCore('@langchain/core/utils/function_calling') as {
	convertToOpenAITool(tool: unknown): { function: { name: string; description?: string } };
};

/** Field types the editor offers "Let the model define this parameter" for, and their $fromAI type. */
const FROM_AI_TYPES: Record<string, string> = {
	string: 'string',
	number: 'number',
	boolean: 'boolean',
	json: 'json',
	dateTime: 'string',
	multiOptions: 'string',
};

function fromAI(property: INodeProperties): string {
	const key = fromAiKey(property.displayName);
	const type = FROM_AI_TYPES[property.type];
	return `={{ /*n8n-auto-generated-fromAI-override*/ $fromAI('${key}', \`\`, '${type}') }}`;
}

function modelDefinable(property: INodeProperties): boolean {
	return !property.noDataExpression && property.type in FROM_AI_TYPES;
}

/** Parameters of one operation with every field the editor allows set to be defined by the model. */
/**
 * Publish as docs/ai-agents.md sets it up: the fields an agent decides. The 2 KB
 * budget is for this; with every one of its 26 fields left to the model, Publish is larger.
 */
export const PUBLISH_AGENT_FIELDS = [
	'text',
	'platforms',
	'mediaUrls',
	'scheduleDate',
	'requiresApproval',
	'firstComment',
] as const;

/** The operation's parameters with every field the editor allows (or only `only`) left to the model. */
export function allModelDefined(
	resource: string,
	operation: string,
	only?: readonly string[],
): INodeParameters {
	const chosen = (property: INodeProperties) =>
		modelDefinable(property) && (only === undefined || only.includes(property.name));
	const parameters: INodeParameters = { resource, operation };
	for (const property of OPERATION_PROPERTIES) {
		const show = property.displayOptions?.show;
		if (!show?.resource?.includes(resource) || !show?.operation?.includes(operation)) continue;
		if (property.type === 'collection') {
			const leaves = (property.options as INodeProperties[]).filter(chosen);
			parameters[property.name] = Object.fromEntries(
				leaves.map((leaf) => [leaf.name, fromAI(leaf)]),
			);
		} else if (chosen(property)) {
			parameters[property.name] = fromAI(property);
		}
	}
	return parameters;
}

class OneNodeType implements INodeTypes {
	constructor(private readonly type: INodeType) {}
	getByName() {
		return this.type;
	}
	getByNameAndVersion() {
		return this.type;
	}
	getKnownTypes() {
		return {};
	}
}

export interface ToolSize {
	name: string;
	description: string;
	/** Bytes of the whole function definition (name, description, JSON schema). */
	bytes: number;
	descriptionBytes: number;
	schemaBytes: number;
	fields: number;
}

/** Measures the tool a model is sent for `parameters` on the tool variant. */
export function measureTool(parameters: INodeParameters): ToolSize {
	const nodeType = toolVariant();
	const name = NodeHelpers.makeNodeName(parameters, nodeType.description);
	const workflow = new Workflow({
		id: 'tool-size',
		nodes: [{ id: '1', name, type: TOOL_TYPE, typeVersion: 1, position: [0, 0], parameters }],
		connections: {},
		active: false,
		nodeTypes: new OneNodeType(nodeType),
	});
	// The Workflow fills in defaults (the operation's Tool Description) as n8n's does.
	const node = workflow.getNode(name)!;
	const tool = createNodeAsTool({ node, nodeType, handleToolInvocation: async () => '' }).response;
	const definition = convertToOpenAITool(tool);
	const json = JSON.stringify(definition);
	const description = definition.function.description ?? '';
	const { parameters: schema } = definition.function as { parameters?: unknown };
	return {
		name: definition.function.name,
		description,
		bytes: Buffer.byteLength(json),
		descriptionBytes: Buffer.byteLength(description),
		schemaBytes: Buffer.byteLength(JSON.stringify(schema ?? {})),
		fields: Object.keys((schema as { properties?: object })?.properties ?? {}).length,
	};
}
