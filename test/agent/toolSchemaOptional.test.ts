/**
 * The example agents' tool schemas, as n8n builds them from the `$fromAI` calls (n8n-workflow's own
 * parser): Schedule Date is optional (empty means now), so neither the AI Agent nor an MCP client is
 * told it must send one.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { generateZodSchema, traverseNodeParameters, type FromAIArgument } from 'n8n-workflow';

const WORKFLOWS = join(__dirname, '..', '..', 'workflows');

const toolNodes = readdirSync(WORKFLOWS)
	.filter((file) => file.endsWith('.json'))
	.flatMap((file) => {
		const workflow = JSON.parse(readFileSync(join(WORKFLOWS, file), 'utf8'));
		return (workflow.nodes as Array<{ name: string; type: string; parameters: unknown }>)
			.filter((node) => node.type.endsWith('.socialPublishingTool'))
			.map((node) => [`${file} › ${node.name}`, node.parameters] as const);
	});

describe('the example tools: Schedule Date', () => {
	const withDate = toolNodes.filter(([, parameters]) =>
		JSON.stringify(parameters).includes("$fromAI('Schedule_Date'"),
	);

	it('is asked for by the publishing tools of both agent examples', () => {
		expect(withDate.map(([name]) => name.split(' › ')[0]).sort()).toEqual([
			'ai-social-media-manager.json',
			'mcp-social-publishing-tools.json',
		]);
	});

	it.each(withDate)('is optional in the schema of %s, with a description', (_name, parameters) => {
		const args: FromAIArgument[] = [];
		traverseNodeParameters(parameters, args);
		const date = args.find((arg) => arg.key === 'Schedule_Date') as FromAIArgument;
		expect(date.description).toMatch(/empty.*now/);
		const schema = generateZodSchema(date);
		expect(schema.isOptional()).toBe(true);
		// The fields a post needs stay required.
		for (const required of args.filter((arg) =>
			['Text', 'Network_Names_or_IDs'].includes(arg.key),
		))
			expect(generateZodSchema(required).isOptional()).toBe(false);
	});
});
