/**
 * `GET /hook/webhook`'s `allWebhooks` (docs: apis/webhooks/list; the MCP repo's list_webhooks):
 * true widens the listing from the acting profile to every profile of the account.
 */
import { connectMcp } from '../helpers/mcpClient';
import { useTestSandbox } from '../helpers/testSandbox';

const t = useTestSandbox();

beforeAll(async () => {
	await t.api('POST', '/api/hook/webhook', {
		body: { action: 'scheduled', url: 'https://primary.example/hook' },
	});
	await t.api('POST', '/api/hook/webhook', {
		profileKey: t.profileKey('Acme Bakery'),
		body: { action: 'social', url: 'https://bakery.example/hook' },
	});
});

const urls = (body: { webhooks: Array<{ url: string }> }) => body.webhooks.map((w) => w.url);

describe('GET /hook/webhook allWebhooks', () => {
	it("without it, only the acting profile's subscriptions", async () => {
		const own = await t.api('GET', '/api/hook/webhook');
		expect(urls(own.body)).toEqual(['https://primary.example/hook']);
		const off = await t.api('GET', '/api/hook/webhook', { query: { allWebhooks: false } });
		expect(urls(off.body)).toEqual(['https://primary.example/hook']);
	});

	it("with it, every profile's, each with its refId", async () => {
		const all = await t.api('GET', '/api/hook/webhook', { query: { allWebhooks: true } });
		expect(all.status).toBe(200);
		const bakery = t.sandbox.profiles.find((p) => p.title === 'Acme Bakery');
		expect(all.body.webhooks).toEqual(
			expect.arrayContaining([
				expect.objectContaining({ url: 'https://primary.example/hook' }),
				expect.objectContaining({ url: 'https://bakery.example/hook', refId: bakery?.refId }),
			]),
		);
		expect(JSON.stringify(all.body)).not.toMatch(/secret/i);
	});

	it('a value that is not a boolean is refused naming allWebhooks', async () => {
		const res = await t.api('GET', '/api/hook/webhook', { query: { allWebhooks: 'everything' } });
		expect(res.status).toBe(400);
		expect(res.body.errors).toEqual([
			expect.objectContaining({
				field: 'allWebhooks',
				value: 'everything',
				message: expect.stringMatching(/true, True, 1/),
			}),
		]);
	});

	it('list_webhooks takes it too', async () => {
		const mcp = await connectMcp(t.sandbox);
		try {
			const all = await mcp.tool('list_webhooks', { allWebhooks: true });
			expect(urls(all.body)).toEqual(
				expect.arrayContaining(['https://primary.example/hook', 'https://bakery.example/hook']),
			);
			expect(urls((await mcp.tool('list_webhooks', {})).body)).toEqual([
				'https://primary.example/hook',
			]);
		} finally {
			await mcp.close();
		}
	});
});
