import type { IDataObject } from 'n8n-workflow';

import { callTool, fromAI, nodeAsToolProblem } from '../helpers/agentToolHarness';
import { useSandbox } from '../helpers/socialPublishingSteps';

// Issue 21, point 1: what a model sends through the editor's "Let the model define this
// parameter" ($fromAI(key, '', 'string') for every field) reaches the post the service stores.
// Each run goes through n8n-core's own tool path (getInputConnectionData → createNodeAsTool).
const sp = useSandbox();
// n8n-core builds tools from nodes through one of its files: if that file moves, this fails and
// says so (the tests below then fail too), instead of skipping them all in silence.
it('n8n-core has the node-as-tool builder the harness calls', () => {
	expect(nodeAsToolProblem()).toBeUndefined();
});

const PUBLISH = {
	resource: 'post',
	operation: 'create',
	text: fromAI('Text'),
	platforms: fromAI('Network_Names_or_IDs'),
};

/** Publishes through the tool and returns the post the sandbox stored. */
async function publish(
	parameters: IDataObject,
	args: IDataObject,
	timezone?: string,
): Promise<IDataObject> {
	const { results } = await callTool(sp, { ...PUBLISH, ...parameters }, [args], { timezone });
	const [answer] = results as IDataObject[][];
	if (!Array.isArray(answer)) throw new Error(`tool answered ${JSON.stringify(results)}`);
	const id = answer[0]?.id as string;
	if (!id) throw new Error(`tool answered ${JSON.stringify(answer)}`);
	const stored = (await sp.api('GET', `/post/${id}`)) as IDataObject;
	if (process.env.DEBUG_STORED) console.log(JSON.stringify(stored));
	return stored;
}

describe('Post › Publish as an agent tool: the model fills', () => {
	it.each([
		['a comma-separated list', 'twitter, linkedin'],
		['a JSON array', '["twitter","linkedin"]'],
		['a newline-separated list', 'twitter\nlinkedin'],
		['a bracketed list without quotes', '[twitter, linkedin]'],
		['names in any case', 'Twitter, LINKEDIN'],
	])('Platforms as %s', async (_form, networks) => {
		const stored = await publish({}, { Text: 'agent post', Network_Names_or_IDs: networks });
		expect([...(stored.platforms as string[])].sort()).toEqual(['linkedin', 'twitter']);
	});

	it('Platforms as one network', async () => {
		const stored = await publish({}, { Text: 'one network', Network_Names_or_IDs: 'telegram' });
		expect(stored.platforms).toEqual(['telegram']);
	});

	it('Media URLs as a JSON array', async () => {
		const urls = ['https://img.example/a.jpg', 'https://img.example/b.png'];
		const stored = await publish(
			{ options: { mediaUrls: fromAI('Media_URLs') } },
			{ Text: 'with media', Network_Names_or_IDs: 'twitter', Media_URLs: JSON.stringify(urls) },
		);
		expect(stored.mediaUrls).toEqual(urls);
	});

	it('Requires Approval as the text "true": the post waits for approval', async () => {
		const stored = await publish(
			{ options: { requiresApproval: fromAI('Requires_Approval') } },
			{ Text: 'hold me', Network_Names_or_IDs: 'twitter', Requires_Approval: 'true' },
		);
		expect(stored.status).toBe('awaiting approval');
	});

	it('Auto Hashtag "TRUE" with Hashtag Max "3" as texts', async () => {
		const stored = await publish(
			{ options: { autoHashtag: fromAI('Auto_Hashtag'), hashtagMax: fromAI('Hashtag_Max') } },
			{
				Text: 'spring catalogue of garden furniture and outdoor lighting',
				Network_Names_or_IDs: 'twitter',
				Auto_Hashtag: 'TRUE',
				Hashtag_Max: '3',
			},
		);
		const tags = (stored.post as string).match(/#\w+/g) ?? [];
		expect(tags.length).toBeGreaterThan(0);
		expect(tags.length).toBeLessThanOrEqual(3);
	});

	it.each([
		['with Z', '2031-03-04T09:30:00Z', undefined, '2031-03-04T09:30:00Z'],
		['with an offset', '2031-03-04T11:30:00+02:00', undefined, '2031-03-04T09:30:00Z'],
		[
			'without a zone, read in the workflow time zone',
			'2031-03-04T10:30:00',
			'Europe/Paris',
			'2031-03-04T09:30:00Z',
		],
	])('Schedule Date %s', async (_form, date, timezone, utc) => {
		const stored = await publish(
			{ options: { scheduleDate: fromAI('Schedule_Date') } },
			{ Text: 'later', Network_Names_or_IDs: 'twitter', Schedule_Date: date },
			timezone,
		);
		expect(stored.scheduleDate).toBe(utc);
	});

	it('Options as one JSON object, through Additional Fields (JSON)', async () => {
		// n8n keeps no expression for a whole collection (it resets it when the workflow loads), so a
		// model fills Options field by field, or sends request fields through Additional Fields.
		const stored = await publish(
			{ additionalFieldsJson: fromAI('Additional_Fields__JSON_', 'json') },
			{
				Text: 'options as json',
				Network_Names_or_IDs: 'twitter',
				Additional_Fields__JSON_: {
					requiresApproval: true,
					mediaUrls: ['https://img.example/c.jpg'],
				},
			},
		);
		expect(stored.status).toBe('awaiting approval');
		expect(stored.mediaUrls).toEqual(['https://img.example/c.jpg']);
	});

	it('Additional Fields (JSON) as a JSON string', async () => {
		const stored = await publish(
			{ additionalFieldsJson: fromAI('Additional_Fields__JSON_') },
			{
				Text: 'extra as text',
				Network_Names_or_IDs: 'twitter',
				Additional_Fields__JSON_: '{"notes": "from the agent"}',
			},
		);
		expect(stored.notes).toBe('from the agent');
	});

	it('Additional Fields (JSON) as a JSON value', async () => {
		const stored = await publish(
			{ additionalFieldsJson: fromAI('Additional_Fields__JSON_', 'json') },
			{
				Text: 'extra',
				Network_Names_or_IDs: 'twitter',
				Additional_Fields__JSON_: { notes: 'via additional fields' },
			},
		);
		expect(stored.notes).toBe('via additional fields');
	});

	it('a list it cannot read: the tool answers what to write instead, nothing is posted', async () => {
		const before = (await sp.api('GET', '/history')) as IDataObject[];
		const { results } = await callTool(sp, PUBLISH, [
			{ Text: 'bad', Network_Names_or_IDs: '[{"network": "twitter"}]' },
		]);
		const [answer] = results as Array<Array<{ error: string }>>;
		expect(answer[0].error).toMatch(/Network Names or IDs \(platforms\).*e\.g\./);
		expect(((await sp.api('GET', '/history')) as IDataObject[]).length).toBe(before.length);
	});
});
