import type { IDataObject } from 'n8n-workflow';

import { callTool, fromAI, nodeAsToolProblem } from '../helpers/agentToolHarness';
import { useSandbox } from '../helpers/socialPublishingSteps';

// The Ad operations on n8n-core's tool path: every field a model fills arrives as text ($fromAI).
const sp = useSandbox();
// n8n-core builds tools from nodes through one of its files: if that file moves, this fails and
// says so (the tests below then fail too), instead of skipping them all in silence.
it('n8n-core has the node-as-tool builder the harness calls', () => {
	expect(nodeAsToolProblem()).toBeUndefined();
});

describe('Ad operations as agent tools: the model fills', () => {
	it('Boost a Post: budget, ages and interests as texts; Update Status: the status by its name', async () => {
		const post = (await sp.api('POST', '/post', {
			post: 'agent boost',
			platforms: ['facebook'],
		})) as IDataObject;
		const accounts = (await sp.api('GET', '/ads/facebook/accounts')) as {
			adAccounts: IDataObject[];
		};
		const { results } = await callTool(
			sp,
			{
				resource: 'ad',
				operation: 'boost',
				platform: 'facebook',
				postId: fromAI('Post_ID'),
				accountId: fromAI('Ad_Account_ID'),
				goal: fromAI('Goal'),
				budget: fromAI('Budget'),
				endDate: fromAI('End_Date'),
				options: { minAge: fromAI('Minimum_Age'), interests: fromAI('Interest_IDs') },
			},
			[
				{
					Post_ID: post.id,
					Ad_Account_ID: accounts.adAccounts[0].accountId,
					Goal: 'interactions',
					Budget: '25.50',
					End_Date: new Date(Date.now() + 3 * 86_400_000).toISOString(),
					Minimum_Age: '25',
					Interest_IDs: '6003512615894, 6003277229526',
				},
			],
		);
		const [boosted] = (results as IDataObject[][])[0];
		expect(boosted).toMatchObject({
			status: 'success',
			ad: { budget: 25.5, goal: { type: 'interactions' }, targeting: { minAge: 25 } },
		});
		const update = await callTool(
			sp,
			{
				resource: 'ad',
				operation: 'updateStatus',
				platform: 'facebook',
				adId: fromAI('Ad_ID'),
				status: fromAI('Status'),
			},
			[{ Ad_ID: boosted.adId, Status: 'Paused (Stop Spending)' }],
		);
		expect((update.results as IDataObject[][])[0][0]).toMatchObject({ requestedStatus: 'PAUSED' });
	});
});
