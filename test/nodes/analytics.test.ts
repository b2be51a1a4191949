import type { IDataObject, INodeParameters } from 'n8n-workflow';

import { spStep, useSandbox } from '../helpers/socialPublishingSteps';
import type { Step } from '../helpers/workflowBuilder';

const sp = useSandbox();
let post: IDataObject;

function analyticsStep(name: string, operation: string, parameters: INodeParameters = {}): Step {
	return { name, parameters: { resource: 'analytics', operation, ...parameters } };
}

async function runOne(
	operation: string,
	parameters: INodeParameters,
): Promise<{ items: IDataObject[]; error?: string }> {
	const run = await sp.run([analyticsStep('Analytics', operation, parameters)]);
	return { items: run.outputOf('Analytics'), error: run.errorOf('Analytics')?.message };
}

beforeAll(async () => {
	const run = await sp.run([
		spStep('Publish', 'post', 'create', {
			text: 'analytics post',
			platforms: ['twitter', 'facebook'],
		}),
	]);
	[post] = run.outputOf('Publish');
	expect(post.status).toBe('success');
});

function networkIdOn(network: string): string {
	const entry = (post.postIds as IDataObject[]).find((p) => p.platform === network);
	return String(entry?.id);
}

describe('Analytics › Get Post Analytics', () => {
	test('reads every network the post went to when no platform is chosen', async () => {
		const { items, error } = await runOne('getPost', { postId: String(post.id) });
		expect(error).toBeUndefined();
		expect(items).toHaveLength(1);
		expect(items[0]).toMatchObject({
			status: 'success',
			twitter: { id: networkIdOn('twitter'), analytics: expect.any(Object) },
			facebook: { id: networkIdOn('facebook'), analytics: expect.any(Object) },
		});
	});

	test('reads only the chosen platforms', async () => {
		const { items } = await runOne('getPost', { postId: String(post.id), platforms: ['twitter'] });
		expect(Object.keys(items[0]).sort()).toEqual(['status', 'twitter']);
	});

	test('a platform the post did not go to fails with the service message', async () => {
		const { error } = await runOne('getPost', { postId: String(post.id), platforms: ['linkedin'] });
		expect(error).toMatch(
			/linkedin: Post \w+ was not sent to linkedin; it went to twitter, facebook.*HTTP 400/,
		);
	});
});

describe('Analytics › Get Account Analytics', () => {
	test('reads each chosen linked account', async () => {
		const { items, error } = await runOne('getAccount', { platforms: ['twitter', 'gmb'] });
		expect(error).toBeUndefined();
		expect(items).toEqual([
			expect.objectContaining({
				status: 'success',
				twitter: expect.objectContaining({ analytics: expect.any(Object) }),
				gmb: expect.objectContaining({ analytics: expect.any(Object) }),
			}),
		]);
	});

	test('an expression giving no platform fails before sending, saying to list one', async () => {
		const { error } = await runOne('getAccount', { platforms: '={{ [] }}' });
		expect(error).toMatch(/Networks \(platforms\) must list at least one network/);
	});
});
