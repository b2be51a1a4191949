import type { IDataObject, INodeParameters } from 'n8n-workflow';

import { useSandbox } from '../helpers/socialPublishingSteps';
import type { Step } from '../helpers/workflowBuilder';

const sp = useSandbox();

function userStep(name: string, operation: string, parameters: INodeParameters = {}): Step {
	return { name, parameters: { resource: 'user', operation, ...parameters } };
}

async function runOne(
	operation: string,
	parameters: INodeParameters = {},
): Promise<{ items: IDataObject[]; error?: string }> {
	const run = await sp.run([userStep('User', operation, parameters)]);
	return { items: run.outputOf('User'), error: run.errorOf('User')?.message };
}

function profileKeyOf(title: string): string {
	const found = sp.sandbox.profiles.find((p) => p.title === title);
	if (!found) throw new Error(`the sandbox has no profile "${title}"`);
	return found.profileKey;
}

function instagramEntry(user: IDataObject): IDataObject | undefined {
	return (user.displayNames as IDataObject[]).find((d) => d.platform === 'instagram');
}

describe('User › Get', () => {
	test("answers the primary profile's details and linked accounts", async () => {
		const { items, error } = await runOne('get');
		expect(error).toBeUndefined();
		expect(items).toHaveLength(1);
		expect(items[0]).toMatchObject({ refId: expect.any(String), email: expect.any(String) });
		expect(items[0].activeSocialAccounts).toContain('pinterest');
		expect(instagramEntry(items[0])).not.toHaveProperty('usedQuota');
	});

	test('Instagram Quota adds the used quota to the Instagram account', async () => {
		const { items } = await runOne('get', { options: { instagramQuota: true } });
		expect(instagramEntry(items[0])).toMatchObject({ usedQuota: expect.any(Number) });
	});

	test('Validate Profile checks the user profile acted for, and needs one', async () => {
		const bakery = await runOne('get', {
			options: { validate: true },
			actAs: 'profileKey',
			profileKey: profileKeyOf('Acme Bakery'),
		});
		expect(bakery.error).toBeUndefined();
		expect(bakery.items[0]).toMatchObject({ title: 'Acme Bakery', email: null });
		const primary = await runOne('get', { options: { validate: true } });
		expect(primary.error).toMatch(/validate=true checks a user profile.*HTTP 400/);
	});
});

describe('User › Get Pinterest Boards', () => {
	test('outputs one item per board of the linked Pinterest account', async () => {
		const { items, error } = await runOne('getPinterestBoards');
		expect(error).toBeUndefined();
		const direct = await sp.api('GET', '/user/details/pinterest');
		expect(direct.pinterest.length).toBeGreaterThan(0);
		expect(items).toEqual(direct.pinterest);
		expect(items[0]).toMatchObject({ id: expect.any(String), name: expect.any(String) });
	});
});
