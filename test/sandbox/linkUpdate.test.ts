/**
 * `PUT /links/:id` (docs: apis/links/update-short-link): a short link pointed at a new https URL
 * keeps its id and short URL, and a click on it now lands on the new URL; through the engine too.
 */
import { Agent } from 'undici';
import { createClient } from '../../src/engine';
import { undiciTransport } from '../helpers/transport';
import { useTestSandbox } from '../helpers/testSandbox';

const t = useTestSandbox();
const agent = new Agent({ connections: 2 });
afterAll(() => agent.close());

async function makeLink(url: string, profileKey?: string) {
	const res = await t.api('POST', '/api/links', { body: { url }, profileKey });
	expect(res.status).toBe(200);
	return res.body as { id: string; shortUrl: string; created: string };
}

describe('PUT /links/:id', () => {
	it('points the link at the new URL: same id and short URL, the click lands on the new one', async () => {
		const link = await makeLink('https://shop.example/old');
		const res = await t.api('PUT', `/api/links/${link.id}`, {
			body: { url: 'https://shop.example/new' },
		});
		expect(res.status).toBe(200);
		expect(res.body).toEqual({
			status: 'success',
			id: link.id,
			originalUrl: 'https://shop.example/new',
			shortUrl: link.shortUrl,
			created: link.created,
			updated: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
		});
		const click = await fetch(link.shortUrl, { redirect: 'manual' });
		expect(click.headers.get('location')).toBe('https://shop.example/new');
		const read = await t.api('GET', `/api/links/${link.id}`);
		expect(read.body.analytics.originalUrl).toBe('https://shop.example/new');
	});

	it('refuses a URL that is not https, a missing url, naming the field', async () => {
		const link = await makeLink('https://shop.example/refuse');
		for (const body of [{ url: 'http://shop.example/x' }, {}]) {
			const res = await t.api('PUT', `/api/links/${link.id}`, { body });
			expect(res.status).toBe(400);
			expect(res.body).toMatchObject({ status: 'error', code: 101 });
			expect(JSON.stringify(res.body)).toContain('url');
		}
	});

	it("answers 404 for an id that is not one of the profile's links", async () => {
		const link = await makeLink('https://shop.example/mine');
		const other = await t.api('PUT', `/api/links/${link.id}`, {
			body: { url: 'https://shop.example/theirs' },
			profileKey: t.profileKey('Acme Bakery'),
		});
		expect(other.status).toBe(404);
		const none = await t.api('PUT', '/api/links/noSuchLink', {
			body: { url: 'https://shop.example/x' },
		});
		expect(none.status).toBe(404);
	});

	it("refuses a URL another of the profile's links already has, naming that link", async () => {
		const first = await makeLink('https://shop.example/a');
		const second = await makeLink('https://shop.example/b');
		const res = await t.api('PUT', `/api/links/${second.id}`, {
			body: { url: 'https://shop.example/a' },
		});
		expect(res.status).toBe(400);
		expect(res.body.message).toContain(first.id);
	});

	it('the engine sends it: client.links.update', async () => {
		const link = await makeLink('https://shop.example/engine');
		const client = createClient({
			baseUrl: t.sandbox.baseUrl,
			apiKey: t.sandbox.apiKey,
			transport: undiciTransport(agent),
			sleep: async () => {},
		});
		const updated = await client.links.update(link.id, { url: 'https://shop.example/engine-2' });
		expect(updated).toMatchObject({ id: link.id, originalUrl: 'https://shop.example/engine-2' });
	});
});
