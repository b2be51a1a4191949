import { startTestSandbox, type TestSandbox } from '../helpers/testSandbox';

describe('GET /api/analytics/links (legacy)', () => {
	let t: TestSandbox;
	beforeAll(async () => {
		t = await startTestSandbox();
	});
	afterAll(() => t.close());

	it("lists the profile's short links with their clicks, and checks lastDays", async () => {
		const clicked = await t.api('POST', '/api/links', { body: { url: 'https://shop.example/a' } });
		await t.api('POST', '/api/links', { body: { url: 'https://shop.example/b' } });
		await fetch(clicked.body.shortUrl, { redirect: 'manual' });
		await fetch(clicked.body.shortUrl, { redirect: 'manual' });
		const res = await t.api('GET', '/api/analytics/links', { query: { lastDays: 7 } });
		expect(res.status).toBe(200);
		expect(res.body).toEqual(
			expect.arrayContaining([
				expect.objectContaining({
					originalUrl: 'https://shop.example/a',
					shortUrl: clicked.body.shortUrl,
					clicks: 2,
				}),
				expect.objectContaining({ originalUrl: 'https://shop.example/b', clicks: 0 }),
			]),
		);
		const bad = await t.api('GET', '/api/analytics/links', { query: { lastDays: 'week' } });
		expect(bad.status).toBe(400);
		expect(bad.body.message).toMatch(
			/lastDays must be a whole number of days from 0 \(all\) to 365 \(got "week"\)/,
		);
	});
});
