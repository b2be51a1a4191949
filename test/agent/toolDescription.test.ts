import { NodeHelpers, Workflow, type INodeProperties } from 'n8n-workflow';

import { allModelDefined, measureTool, PUBLISH_AGENT_FIELDS } from '../../bench/lib/toolSize';
import { toolDescriptionOf } from '../../nodes/SocialPublishing/actions/toolDescriptions';
import { SocialPublishing } from '../../nodes/SocialPublishing/SocialPublishing.node';
import { callTool, fromAI, nodeAsToolSupported } from '../helpers/agentToolHarness';
import { NodeTypeRegistry } from '../helpers/n8nHarness';
import { useSandbox } from '../helpers/socialPublishingSteps';
import { toolVariant } from '../helpers/toolVariant';

// Issue 21, point 2: what the model reads about each tool. n8n writes `$fromAI(key, '', ...)` with
// an empty description, so the operation's Tool Description (shown on the tool variant only, via
// n8n's `@tool` display condition) carries what it does, what it returns, what to call first and
// how to write the fields, keyed as the editor keys them.
const sp = useSandbox();

const toolDescriptionProperty = toolVariant().description.properties.find(
	(p) => p.name === 'toolDescription',
) as INodeProperties;
// n8n releases without the `@tool` display condition show no Tool Description of ours.
const toolConditionSupported = NodeHelpers.displayParameter(
	{
		resource: toolDescriptionProperty.displayOptions!.show!.resource![0],
		operation: toolDescriptionProperty.displayOptions!.show!.operation![0],
	},
	toolDescriptionProperty,
	null,
	toolVariant().description,
);
const describeTool = nodeAsToolSupported() && toolConditionSupported ? describe : describe.skip;

describeTool('the tool a model is given', () => {
	it("Publish's description says what it does, returns, what to call first and the field formats", async () => {
		const { description } = await callTool(
			sp,
			{
				resource: 'post',
				operation: 'create',
				text: fromAI('Text'),
				platforms: fromAI('Network_Names_or_IDs'),
			},
			[{ Text: 'described', Network_Names_or_IDs: 'twitter' }],
		);
		expect(description).toBe(toolDescriptionOf('post', 'create'));
		expect(description).toMatch(/^Publish a post/);
		expect(description).toContain('Returns the post id');
		expect(description).toContain('Call Preview first');
		expect(description).toContain('Network_Names_or_IDs: comma-separated or JSON array of ');
		expect(description).toContain('twitter');
		// Other date options (Auto_Repost_Start_Date) share the line.
		expect(description).toMatch(
			/Schedule_Date(, \w+)*: ISO 8601, e\.g\. 2026-05-01T14:30:00Z \(no Z or offset: workflow time zone\)/,
		);
	});

	it("Preview's description tells the model to call it before Publish", async () => {
		const { description } = await callTool(
			sp,
			{ resource: 'post', operation: 'preview', text: fromAI('Text'), platforms: 'twitter' },
			[{ Text: 'preview me' }],
		);
		expect(description).toMatch(/without publishing/);
		expect(description).toMatch(/call it before Publish/i);
		expect(description).toContain('Returns valid (true/false), the issues to fix');
	});

	it('every operation has a description of its own on the tool variant, none on the plain node', () => {
		const registry = new NodeTypeRegistry({
			tool: toolVariant(),
			plain: new SocialPublishing(),
		});
		const operations = new SocialPublishing().description.properties.filter(
			(p) => p.name === 'operation',
		);
		const seen = new Set<string>();
		for (const property of operations) {
			const resource = property.displayOptions!.show!.resource![0] as string;
			for (const option of property.options as Array<{ value: string }>) {
				const parameters = { resource, operation: option.value };
				const workflow = new Workflow({
					nodes: [
						{ id: '1', name: 'T', type: 'tool', typeVersion: 1, position: [0, 0], parameters },
						{ id: '2', name: 'P', type: 'plain', typeVersion: 1, position: [0, 0], parameters },
					],
					connections: {},
					active: false,
					nodeTypes: registry,
				});
				const text = workflow.getNode('T')!.parameters.toolDescription as string;
				expect(text.length).toBeGreaterThan(15);
				expect(seen.has(text)).toBe(false);
				seen.add(text);
				expect(workflow.getNode('P')!.parameters.toolDescription).toBeUndefined();
			}
		}
	});

	it('Publish set up as docs/ai-agents.md recommends for agents stays under 2 KB; every field left to the model is measured too', () => {
		const size = measureTool(allModelDefined('post', 'create', PUBLISH_AGENT_FIELDS));
		expect(size.fields).toBe(PUBLISH_AGENT_FIELDS.length);
		expect(size.bytes).toBeLessThan(2048);
		const everything = measureTool(allModelDefined('post', 'create'));
		expect(everything.fields).toBeGreaterThan(20);
		expect(everything.bytes).toBeGreaterThan(size.bytes);
	});
});
