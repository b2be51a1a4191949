// The sandbox's own admin routes, declared by their contracts (src/sandbox/contract/admin.ts,
// adsAdmin.ts; ours): a bad field is answered as the service's 400 naming the field, the value
// and what is allowed, every problem at once, and nothing changes.
import { useTestSandbox } from '../helpers/testSandbox';

const t = useTestSandbox();

it('names every bad field of a new account at once and creates none', async () => {
	const res = await t.api('POST', '/api/admin/accounts', {
		body: { plan: 'gold', addons: ['ads', 'teleport'], apiKey: 'short' },
	});
	expect(res.status).toBe(400);
	expect(res.body.errors).toEqual([
		expect.objectContaining({ code: 101, field: 'plan', value: 'gold' }),
		expect.objectContaining({ field: 'addons[1]', value: 'teleport' }),
		expect.objectContaining({ field: 'apiKey', message: expect.stringContaining('8 characters') }),
	]);
	expect(res.body.errors[0].message).toContain('basic, premium, business, enterprise');
	const made = await t.api('POST', '/api/admin/accounts', { body: { plan: 'premium' } });
	expect(made.body).toMatchObject({ status: 'success', plan: 'premium' });
});

it('reads the deliveries limit from the query string as a number, 1 to 1000', async () => {
	const ok = await t.api('GET', '/api/admin/hooks/deliveries', { query: { limit: '5' } });
	expect(ok.body).toEqual({ status: 'success', deliveries: [] });
	for (const limit of ['0', '1001', 'all']) {
		const bad = await t.api('GET', '/api/admin/feeds/deliveries', { query: { limit } });
		expect(bad.status).toBe(400);
		expect(bad.body.errors).toEqual([
			expect.objectContaining({
				field: 'limit',
				message: expect.stringContaining('whole number from 1 to 1000'),
			}),
		]);
	}
});

it('refuses a bad ads control and leaves the ads as they were', async () => {
	const before = await t.api('GET', '/api/admin/ads');
	const res = await t.api('POST', '/api/admin/ads', {
		body: { addon: 'yes', reviewSeconds: 90_000 },
	});
	expect(res.status).toBe(400);
	expect(res.body.errors.map((e: { field: string }) => e.field)).toEqual([
		'addon',
		'reviewSeconds',
	]);
	expect((await t.api('GET', '/api/admin/ads')).body).toEqual(before.body);
	const advance = await t.api('POST', '/api/admin/ads/advance', { body: { hours: 0 } });
	expect(advance.body.errors).toEqual([expect.objectContaining({ field: 'hours', value: 0 })]);
});
