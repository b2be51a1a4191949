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
		inputSchema: inlineRefs(
			withoutMeta(toJsonSchemaCompat(inputOf(tool) as never)),
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
