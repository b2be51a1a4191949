import { toJsonSchemaCompat } from '@modelcontextprotocol/sdk/server/zod-json-schema-compat.js';
import type { Tool } from '@modelcontextprotocol/sdk/types.js';
import { type McpTool, profileKeyArgument } from '../tool';
import { accountTools } from './account';
import { engagementTools } from './engagement';
import { postTools } from './posts';
import { readTools } from './reads';

/** The service's 27 MCP tools, in the order of its tool catalog. */
export const MCP_TOOLS: readonly McpTool[] = [
	...postTools,
	...readTools,
	...engagementTools,
	...accountTools,
];

export const TOOLS_BY_NAME: ReadonlyMap<string, McpTool> = new Map(
	MCP_TOOLS.map((tool) => [tool.name, tool]),
);

const inputs = new Map<McpTool, ReturnType<McpTool['input']['extend']>>();

/** A tool's input as checked: a profile tool's schema also takes `profileKey` (built once). */
export function inputOf(tool: McpTool) {
	if (tool.scope === 'account') return tool.input;
	let input = inputs.get(tool);
	if (!input) {
		input = tool.input.extend({ profileKey: profileKeyArgument });
		inputs.set(tool, input);
	}
	return input;
}

let listed: Tool[] | undefined;

/** What `tools/list` answers; the JSON Schemas are made once per process. */
export function toolList(): Tool[] {
	listed ??= MCP_TOOLS.map((tool) => ({
		name: tool.name,
		description: tool.description,
		inputSchema: openableByN8n(
			inlineRefs(withoutMeta(toJsonSchemaCompat(inputOf(tool) as never))),
		) as Tool['inputSchema'],
		annotations: {
			readOnlyHint: tool.readOnly ?? false,
			destructiveHint: false,
			openWorldHint: true,
		},
	}));
	return listed;
}

/** The converter's `$schema` line repeats on every tool and tells a client nothing. */
function withoutMeta(schema: Record<string, unknown>): Record<string, unknown> {
	const { $schema: _ignored, ...rest } = schema;
	return rest;
}

/**
 * The schema with each local `$ref` (the converter writes `#/properties/...` for a field schema used
 * twice, as Google Business Profile's event dates) replaced by the schema it points to: a client
 * then reads every field where it stands (ours: not every MCP client resolves references).
 */
function inlineRefs(schema: Record<string, unknown>): Record<string, unknown> {
	const resolve = (pointer: string): unknown =>
		pointer
			.slice(2)
			.split('/')
			.reduce<unknown>((at, key) => (at as Record<string, unknown> | undefined)?.[key], schema);
	const walk = (node: unknown, seen: ReadonlySet<string>): unknown => {
		if (Array.isArray(node)) return node.map((item) => walk(item, seen));
		if (typeof node !== 'object' || node === null) return node;
		const ref = (node as { $ref?: unknown }).$ref;
		if (typeof ref === 'string' && ref.startsWith('#/') && !seen.has(ref))
			return walk(resolve(ref), new Set([...seen, ref]));
		return Object.fromEntries(Object.entries(node).map(([key, value]) => [key, walk(value, seen)]));
	};
	return walk(schema, new Set()) as Record<string, unknown>;
}

/** Which branch of a property's `anyOf` a client is shown: the one that can say the most. */
const BRANCH_RANK = ['array', 'object', 'string', 'integer', 'number', 'boolean'];

/**
 * n8n's MCP Client Tool cannot open a tool whose property is a top-level `anyOf`/`oneOf` ("Cannot
 * read properties of undefined (reading 'inputType')"), so each such property is listed as its
 * richest branch, with the others named in its description. The tool still accepts every branch
 * (its zod input checks the call): a model that sends `true` for actionLog is answered as before.
 * (n8n 2.41.1's tool-test form also fails on integer, array and object fields, which the docs'
 * fields keep, and runs no MCP tool at all: docs/ai-agents.md says what to use instead.)
 */
export function openableByN8n(schema: Record<string, unknown>): Record<string, unknown> {
	const properties = schema.properties as Record<string, Record<string, unknown>> | undefined;
	if (!properties) return schema;
	const open = Object.fromEntries(
		Object.entries(properties).map(([name, property]) => [name, oneBranch(property)]),
	);
	return { ...schema, properties: open };
}

function oneBranch(property: Record<string, unknown>): Record<string, unknown> {
	const { anyOf, oneOf, ...rest } = property;
	const branches = (anyOf ?? oneOf) as Array<Record<string, unknown>> | undefined;
	if (!branches) return property;
	const rank = (branch: Record<string, unknown>) => {
		const at = BRANCH_RANK.indexOf(String(branch.type));
		return at < 0 ? BRANCH_RANK.length : at;
	};
	const [shown, ...others] = [...branches].sort((a, b) => rank(a) - rank(b));
	const also = others.map((branch) => branch.type ?? 'another form').join(' or ');
	const described = [rest.description ?? shown.description, `Also accepts ${also}.`]
		.filter(Boolean)
		.join(' ');
	return { ...shown, ...rest, description: described };
}
