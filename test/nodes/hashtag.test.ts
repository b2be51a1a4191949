import type { INodeParameters } from 'n8n-workflow';

import { useSandbox } from '../helpers/socialPublishingSteps';
import type { Step } from '../helpers/workflowBuilder';

const sp = useSandbox();

const BREAD =
	'Fresh sourdough bread baked daily. Our sourdough starter is ten years old, and the bread sells out fast.';

function hashtagStep(name: string, operation: string, parameters: INodeParameters = {}): Step {
	return { name, parameters: { resource: 'hashtag', operation, ...parameters } };
}

describe('Hashtag › Auto', () => {
	test("adds hashtags from the text's own words, top word tagged in place by default", async () => {
		const run = await sp.run([hashtagStep('Hashtags', 'auto', { text: BREAD })]);
		expect(run.errorOf('Hashtags')).toBeUndefined();
		expect(run.outputOf('Hashtags')).toEqual([
			{
				post: 'Fresh #sourdough bread baked daily. Our sourdough starter is ten years old, and the bread sells out fast. #bread',
			},
		]);
	});

	test('sends Max Hashtags and Position, per item', async () => {
		const run = await sp.run(
			[hashtagStep('Hashtags', 'auto', { text: '={{ $json.text }}', max: 3, position: 'end' })],
			{
				input: [
					{ json: { text: BREAD } },
					{ json: { text: 'Espresso workshop: learn espresso.' } },
				],
			},
		);
		const [bread, espresso] = run.outputOf('Hashtags');
		expect(bread.post).toBe(`${BREAD} #sourdough #bread #Fresh`);
		expect(espresso.post).toMatch(/^Espresso workshop: learn espresso\. #Espresso/);
		expect(run.itemsOf('Hashtags').map((i) => i.pairedItem)).toEqual([{ item: 0 }, { item: 1 }]);
	});

	test('a Max Hashtags outside 1-5 fails before sending, naming the field', async () => {
		const run = await sp.run([hashtagStep('Hashtags', 'auto', { text: BREAD, max: 9 })]);
		const error = run.errorOf('Hashtags');
		expect(error?.message).toMatch(/max.*from 1 to 5.*got 9/);
	});
});

describe('Hashtag › Recommend', () => {
	test('outputs one item per recommended hashtag, as the service ranks them', async () => {
		const run = await sp.run([hashtagStep('Recommend', 'recommend', { keyword: 'coffee' })]);
		expect(run.errorOf('Recommend')).toBeUndefined();
		const direct = await sp.api('GET', '/hashtags/recommend?keyword=coffee');
		const items = run.outputOf('Recommend');
		expect(items.length).toBeGreaterThan(1);
		expect(items).toEqual(direct.recommendations.map((r: object) => ({ keyword: 'coffee', ...r })));
		expect(items.map((i) => i.name)).toContain('coffee');
	});

	test('an empty keyword fails with what to enter', async () => {
		const run = await sp.run([hashtagStep('Recommend', 'recommend', { keyword: '  ' })]);
		expect(run.errorOf('Recommend')?.message).toMatch(/keyword.*like "coffee"/);
	});
});

describe('Hashtag › Check Banned', () => {
	test('says per item whether a hashtag is banned, with or without its #, including one the sandbox was told to ban', async () => {
		await sp.api('POST', '/admin/hashtags/banned', { hashtag: '#freebrunch' });
		const run = await sp.run(
			[hashtagStep('Banned', 'checkBanned', { hashtag: '={{ $json.tag }}' })],
			{
				input: [
					{ json: { tag: '#bikinibody' } },
					{ json: { tag: 'coffee' } },
					{ json: { tag: 'FreeBrunch' } },
				],
			},
		);
		expect(run.errorOf('Banned')).toBeUndefined();
		expect(run.outputOf('Banned')).toEqual([
			{ hashtag: '#bikinibody', banned: true },
			{ hashtag: '#coffee', banned: false },
			{ hashtag: '#FreeBrunch', banned: true },
		]);
	});

	test('two words are refused before sending, naming the field, the value and what is allowed', async () => {
		const run = await sp.run([hashtagStep('Banned', 'checkBanned', { hashtag: 'free brunch' })]);
		expect(run.errorOf('Banned')?.message).toMatch(/hashtag.*one hashtag: letters, digits and _/);
		expect(run.errorOf('Banned')?.message).toMatch(/free brunch/);
	});
});
