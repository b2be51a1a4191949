import type { IDataObject, INodeParameters } from 'n8n-workflow';

import { useSandbox } from '../helpers/socialPublishingSteps';

const sp = useSandbox();

async function update(
	updateFields: INodeParameters,
	extra: Partial<{ continueOnFail: boolean }> = {},
) {
	const run = await sp.run([
		{
			name: 'Listing',
			parameters: { resource: 'user', operation: 'updateBusinessListing', updateFields },
			...extra,
		},
	]);
	return { items: run.outputOf('Listing'), error: run.errorOf('Listing') };
}

describe('User › Update Business Listing', () => {
	test('changes the listing and answers the location after the update', async () => {
		const { items, error } = await update({
			name: 'Acme Corner Shop',
			labels: 'bakery, open sundays',
			primaryPhone: '+44 20 7946 0000',
			additionalPhones: '+44 20 7946 0001',
			latitude: 51.5072,
			longitude: -0.1276,
			description: 'Fresh bread daily',
		});
		expect(error).toBeUndefined();
		const gmb = items[0].gmb as IDataObject;
		expect(gmb.status).toBe('success');
		expect(gmb.data).toMatchObject({
			name: 'Acme Corner Shop',
			labels: ['bakery', 'open sundays'],
			phoneNumbers: { primaryPhone: '+44 20 7946 0000', additionalPhones: ['+44 20 7946 0001'] },
			latlng: { latitude: 51.5072, longitude: -0.1276 },
			profile: { description: 'Fresh bread daily' },
		});
	});

	test('a label over 255 characters is refused in the node, naming the field', async () => {
		const { error } = await update({ labels: `ok, ${'x'.repeat(256)}` });
		expect(error?.message).toMatch(/labels\[1\]/);
		expect(error?.message).toMatch(/255/);
	});

	test('nothing to change is a clear error', async () => {
		const { error } = await update({});
		expect(error?.message).toMatch(/add at least one field/);
	});

	test('the sixth change of a field within 24 hours is refused by the service with HTTP 400', async () => {
		for (let i = 1; i <= 4; i++) {
			const { error } = await update({ title: `Title ${i}` });
			expect(error).toBeUndefined();
		}
		// The first test changed no title; this is the fifth title change, still allowed.
		expect((await update({ title: 'Title 5' })).error).toBeUndefined();
		const refused = await update({ title: 'Title 6' }, { continueOnFail: true });
		expect(refused.items[0]).toMatchObject({ httpStatus: 400, code: 101 });
		expect(String(refused.items[0].error)).toMatch(/24 hours|5 /);
	});
});
