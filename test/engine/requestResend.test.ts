import nock from 'nock';
import { createClient, InternalServerError } from '../../src/engine';
import { fetchTransport } from '../helpers/transport';

const BASE = 'http://sp.test/api';

function makeClient() {
	const sleeps: number[] = [];
	const client = createClient({
		baseUrl: BASE,
		apiKey: 'sk_test_resend',
		transport: fetchTransport(),
		sleep: async (ms) => {
			sleeps.push(ms);
		},
		random: () => 0.5,
	});
	return { client, sleeps };
}

beforeAll(() => nock.disableNetConnect());
afterEach(() => nock.cleanAll());
afterAll(() => nock.enableNetConnect());

// A 5xx may come after the service acted: a create without a key must not be made twice.
describe('which answers a request is sent again after', () => {
	it('does not resend a keyless POST after a 5xx, and says so with one attempt', async () => {
		const { client, sleeps } = makeClient();
		nock(BASE).post('/links').reply(502, { status: 'error', message: 'bad gateway' });
		const error = await client
			.request({ method: 'POST', path: '/links', body: { url: 'https://a.b' } })
			.catch((e: unknown) => e);
		expect(error).toBeInstanceOf(InternalServerError);
		expect((error as { attempts?: number }).attempts).toBe(1);
		expect(sleeps).toEqual([]);
		expect(nock.isDone()).toBe(true);
	});

	it('resends a POST the caller marks idempotent after a 5xx', async () => {
		const { client, sleeps } = makeClient();
		nock(BASE).post('/links').reply(503, { status: 'error', message: 'busy' });
		nock(BASE).post('/links').reply(200, { status: 'success', id: 'l1' });
		const answer = await client.request({
			method: 'POST',
			path: '/links',
			body: { url: 'https://a.b' },
			idempotent: true,
		});
		expect(answer).toMatchObject({ id: 'l1' });
		expect(sleeps).toEqual([375]);
	});
});
