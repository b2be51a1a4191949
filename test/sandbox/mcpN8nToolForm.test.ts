import { existsSync } from 'node:fs';
import { join } from 'node:path';

import { connectMcp } from '../helpers/mcpClient';
import { startTestSandbox, type TestSandbox } from '../helpers/testSandbox';

// Every tool of the sandbox's tools/list, opened as n8n's MCP Client Tool opens it: n8n turns each
// tool's inputSchema into the zod schema of its tool (and of the "Execute step" form) with
// convertJsonSchemaToZod (@n8n/n8n-nodes-langchain, nodes/mcp/McpClientTool/utils.js). n8n's own
// function from the installed n8n (.runtime/n8n), not a copy; skipped where n8n is not installed.
// The service's MCP repository (github ayrshare/ayrshare-mcp, skills/*/references/*.md) documents
// profileKey as optional on every tool, and list_profiles with no inputs.
const SCHEMA_PARSING = join(
	__dirname,
	'../../.runtime/n8n/node_modules/@n8n/n8n-nodes-langchain/dist/utils/schemaParsing.js',
);
const n8nInstalled = existsSync(SCHEMA_PARSING);

type ZodLike = {
	shape?: Record<string, { isOptional(): boolean }>;
	_def?: { typeName?: string };
	safeParse(value: unknown): { success: boolean };
};

let t: TestSandbox;
beforeAll(async () => {
	t = await startTestSandbox();
});
afterAll(() => t.close());

async function listedTools() {
	const mcp = await connectMcp(t.sandbox);
	try {
		return (await mcp.listTools()).tools;
	} finally {
		await mcp.close();
	}
}

(n8nInstalled ? describe : describe.skip)(
	"the sandbox's MCP tools, opened by n8n's MCP Client Tool",
	() => {
		it('each opens: an object schema, profileKey optional, only the documented fields required', async () => {
			// eslint-disable-next-line @typescript-eslint/no-require-imports
			const { convertJsonSchemaToZod } = require(SCHEMA_PARSING) as {
				convertJsonSchemaToZod(schema: unknown): ZodLike;
			};
			const tools = await listedTools();
			expect(tools.length).toBeGreaterThan(0);
			const problems: string[] = [];
			for (const tool of tools) {
				let schema: ZodLike;
				try {
					schema = convertJsonSchemaToZod(tool.inputSchema);
				} catch (error) {
					problems.push(
						`${tool.name}: n8n cannot convert its schema (${(error as Error).message})`,
					);
					continue;
				}
				if (schema._def?.typeName !== 'ZodObject' || !schema.shape) {
					problems.push(`${tool.name}: not an object schema (${schema._def?.typeName})`);
					continue;
				}
				const required = Object.entries(schema.shape)
					.filter(([, field]) => !field.isOptional())
					.map(([name]) => name);
				if (required.includes('profileKey'))
					problems.push(`${tool.name}: profileKey marked required`);
				const listedRequired = (tool.inputSchema.required ?? []) as string[];
				if (required.sort().join(',') !== [...listedRequired].sort().join(','))
					problems.push(`${tool.name}: n8n requires [${required}], tools/list [${listedRequired}]`);
				// A form left empty (profileKey too) must pass where nothing is required.
				if (required.length === 0 && !schema.safeParse({}).success)
					problems.push(`${tool.name}: rejects an empty form`);
			}
			expect(problems).toEqual([]);
		});

		it("list_profiles takes no inputs (its schema has no anyOf, on which n8n's tool test failed)", async () => {
			const tools = await listedTools();
			const listProfiles = tools.find((tool) => tool.name === 'list_profiles');
			expect(listProfiles).toBeDefined();
			expect(JSON.stringify(listProfiles?.inputSchema)).not.toMatch(/anyOf|oneOf|allOf/);
			expect(listProfiles?.inputSchema.required ?? []).toEqual([]);
		});
	},
);
