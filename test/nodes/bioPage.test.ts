import type { IDataObject, INodeParameters } from 'n8n-workflow';

import { spStep, useSandbox } from '../helpers/socialPublishingSteps';

const sp = useSandbox();

async function runOne(operation: string, parameters: INodeParameters = {}): Promise<IDataObject> {
	const run = await sp.run([spStep('Bio', 'bioPage', operation, parameters)]);
	const error = run.errorOf('Bio');
	if (error) throw error;
	const items = run.outputOf('Bio');
	expect(items).toHaveLength(1);
	return items[0];
}

async function runContinuing(
	operation: string,
	parameters: INodeParameters = {},
): Promise<IDataObject> {
	const run = await sp.run([
		spStep('Bio', 'bioPage', operation, parameters, { continueOnFail: true }),
	]);
	return run.outputOf('Bio')[0];
}

describe('Bio Page', () => {
	test('Create, Get, Check Handle, Update, Delete: the whole life of a page', async () => {
		expect(await runOne('checkHandle', { handle: 'acme-coffee' })).toMatchObject({
			exists: false,
			handle: 'acme-coffee',
		});

		const created = await runOne('create', {
			handle: 'Acme-Coffee',
			additionalFields: {
				text1: 'Acme Coffee',
				text2: 'Roasted daily',
				button1Text: 'Menu',
				button1Url: 'https://acme.example/menu',
			},
			socialUrls: { github: 'https://github.com/acme' },
		});
		expect(created).toMatchObject({
			status: 'success',
			url: expect.stringMatching(/acme-coffee$/),
		});

		const page = await runOne('get');
		expect(page).toMatchObject({
			handle: 'acme-coffee',
			text1: 'Acme Coffee',
			text2: 'Roasted daily',
			button1Text: 'Menu',
			button1Url: 'https://acme.example/menu',
			socialUrls: { github: 'https://github.com/acme' },
			autoSyncSocialUrls: false,
			biolinkUrl: created.url,
		});
		// The handle is unique whatever its case.
		expect((await runOne('checkHandle', { handle: 'ACME-coffee' })).exists).toBe(true);

		const updated = await runOne('update', {
			updateFields: { handle: 'acme-roasters', text2: '' },
			socialUrls: { github: '', instagram: 'https://instagram.com/acme' },
		});
		expect(updated).toMatchObject({
			status: 'success',
			url: expect.stringMatching(/acme-roasters$/),
		});
		const changed = await runOne('get');
		expect(changed).toMatchObject({
			handle: 'acme-roasters',
			text1: 'Acme Coffee',
			socialUrls: { instagram: 'https://instagram.com/acme' },
		});
		expect(changed).not.toHaveProperty('text2');
		expect(changed.socialUrls).not.toHaveProperty('github');
		// Changing the handle freed the old one.
		expect((await runOne('checkHandle', { handle: 'acme-coffee' })).exists).toBe(false);

		expect(await runOne('delete')).toMatchObject({ status: 'success' });
		const gone = await runContinuing('get');
		expect(gone).toMatchObject({ httpStatus: 404 });
		expect(String(gone.error)).toMatch(/has no bio page/);
	});

	test('a second page for the profile is refused (409); bad input is refused before sending', async () => {
		await runOne('create', { handle: 'first-page' });
		const second = await runContinuing('create', { handle: 'second-page' });
		expect(second).toMatchObject({ httpStatus: 409 });
		expect(String(second.error)).toMatch(/already has a bio page/);

		const badHandle = await runContinuing('checkHandle', { handle: 'no spaces!' });
		expect(String(badHandle.error)).toMatch(/handle must be 3-30 letters/);
		expect(badHandle.httpStatus).toBeNull();
		const nothing = await runContinuing('update', { updateFields: {} });
		expect(String(nothing.error)).toMatch(/must change something/);
		const badUrl = await runContinuing('update', {
			updateFields: { button2Text: 'Shop', button2Url: 'shop.example' },
		});
		expect(String(badUrl.error)).toMatch(/button2Url must be an http or https URL/);
		await runOne('delete');
	});
});
