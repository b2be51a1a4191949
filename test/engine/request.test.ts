import nock from 'nock';
import {
	APIError,
	AuthenticationError,
	ConnectionError,
	InternalServerError,
	RateLimitError,
	ValidationError,
	createClient,
	encodePathSegment,
	extractServiceErrors,
	parseRetryAfter,
} from '../../src/engine';
import { fetchTransport } from '../helpers/transport';

const BASE = 'http://sp.test/api';
const API_KEY = 'sk_test_secret_value_123';

function makeClient(overrides: Partial<Parameters<typeof createClient>[0]> = {}) {
	const sleeps: number[] = [];
	let keys = 0;
	const client = createClient({
		baseUrl: BASE,
		apiKey: API_KEY,
		transport: fetchTransport(),
		sleep: async (ms) => {
			sleeps.push(ms);
		},
		now: () => Date.parse('2026-05-01T12:00:00Z'),
		random: () => 0.5,
		generateIdempotencyKey: () => `key-${++keys}`,
		...overrides,
	});
	return { client, sleeps, keysMade: () => keys };
}

const goodPost = { post: 'Hello world', platforms: ['twitter' as const, 'facebook' as const] };

beforeAll(() => nock.disableNetConnect());
afterEach(() => {
	nock.cleanAll();
});
afterAll(() => nock.enableNetConnect());

describe('retries', () => {
	it('retries 5xx with exponential backoff and jitter, then succeeds', async () => {
		const { client, sleeps } = makeClient();
		nock(BASE).get('/history').times(2).reply(503, { status: 'error', message: 'busy' });
		nock(BASE).get('/history').reply(200, { status: 'success', history: [] });
		const res = await client.history.list();
		expect(res.history).toEqual([]);
		// random 0.5 → 75% of 500, then 75% of 1000
		expect(sleeps).toEqual([375, 750]);
	});

	it('honours Retry-After in seconds on 429', async () => {
		const { client, sleeps } = makeClient();
		nock(BASE).get('/history').reply(429, { status: 'error', code: 429 }, { 'Retry-After': '2' });
		nock(BASE).get('/history').reply(200, { status: 'success', history: [] });
		await client.history.list();
		expect(sleeps).toEqual([2000]);
	});

	it('honours Retry-After given as an HTTP date', () => {
		const now = Date.parse('2026-05-01T12:00:00Z');
		expect(parseRetryAfter({ 'retry-after': 'Fri, 01 May 2026 12:00:07 GMT' }, now)).toBe(7000);
		expect(parseRetryAfter({ 'retry-after-ms': '150' }, now)).toBe(150);
		expect(parseRetryAfter({ 'retry-after': 'soon' }, now)).toBeUndefined();
	});

	it('gives up at once when Retry-After is longer than the maximum wait, saying how long was asked', async () => {
		const { client, sleeps } = makeClient({ retry: { maxWaitMs: 1000 } });
		nock(BASE)
			.get('/history')
			.reply(429, { status: 'error', code: 429, message: 'slow down' }, { 'Retry-After': '30' });
		const error = await client.history.list().catch((e) => e);
		expect(error).toBeInstanceOf(RateLimitError);
		expect(error.message).toBe(
			'slow down The service asked to wait 30 s, longer than the maximum wait of 1 s; not sent again.',
		);
		expect(sleeps).toEqual([]);
	});

	it('caps computed backoff and stops after maxRetries', async () => {
		const { client, sleeps } = makeClient({
			retry: { maxRetries: 5, initialDelayMs: 1000, maxDelayMs: 3000 },
		});
		nock(BASE).get('/history').times(6).reply(500, { status: 'error', message: 'boom' });
		const error = await client.history.list().catch((e) => e);
		expect(error).toBeInstanceOf(InternalServerError);
		expect(error.status).toBe(500);
		expect((error as { attempts: number }).attempts).toBe(6);
		expect(sleeps).toEqual([750, 1500, 2250, 2250, 2250]);
	});

	it('does not retry a 400', async () => {
		const { client, sleeps } = makeClient();
		nock(BASE)
			.get('/post/abc')
			.reply(400, { action: 'get', status: 'error', code: 101, message: 'bad' });
		await expect(client.posts.get('abc')).rejects.toMatchObject({ status: 400, code: 101 });
		expect(sleeps).toEqual([]);
	});

	it('retries a dropped connection on a GET', async () => {
		const { client } = makeClient();
		nock(BASE).get('/post/abc').replyWithError({ code: 'ECONNRESET', message: 'socket hang up' });
		nock(BASE).get('/post/abc').reply(200, { id: 'abc', status: 'success' });
		await expect(client.posts.get('abc')).resolves.toMatchObject({ id: 'abc' });
	});

	it('does not resend a keyless POST after a dropped connection', async () => {
		const { client } = makeClient();
		nock(BASE).post('/links').replyWithError({ code: 'ECONNRESET', message: 'socket hang up' });
		const error = await client
			.request({ method: 'POST', path: '/links', body: { url: 'https://a.b' } })
			.catch((e) => e);
		expect(error).toBeInstanceOf(ConnectionError);
		expect(nock.isDone()).toBe(true);
	});
});

describe('idempotency', () => {
	it('makes one key per create and sends it unchanged on every retry', async () => {
		const { client, keysMade } = makeClient();
		const seen: Array<{ header: string | undefined; body: string | undefined }> = [];
		const record = function (this: nock.ReplyFnContext, _uri: string, body: nock.Body) {
			seen.push({
				header: this.req.headers['idempotency-key'] as string | undefined,
				body: (body as { idempotencyKey?: string }).idempotencyKey,
			});
		};
		nock(BASE)
			.post('/post')
			.reply(function (uri, body) {
				record.call(this, uri, body);
				return [502, { status: 'error' }];
			});
		nock(BASE)
			.post('/post')
			.reply(function (uri, body) {
				record.call(this, uri, body);
				return [200, { status: 'success', id: 'p1', postIds: [], errors: [] }];
			});
		const res = await client.posts.create(goodPost);
		expect(res.id).toBe('p1');
		expect(keysMade()).toBe(1);
		expect(seen).toEqual([
			{ header: 'key-1', body: 'key-1' },
			{ header: 'key-1', body: 'key-1' },
		]);
	});

	it('keeps a caller-given key', async () => {
		const { client, keysMade } = makeClient();
		nock(BASE)
			.post('/post', (b) => b.idempotencyKey === 'mine')
			.reply(200, { status: 'success', id: 'p2' });
		await client.posts.create({ ...goodPost, idempotencyKey: 'mine' });
		expect(keysMade()).toBe(0);
	});

	it('answers with the landed post when a retry meets its own earlier attempt', async () => {
		const { client } = makeClient();
		nock(BASE).post('/post').replyWithError({ code: 'ECONNRESET', message: 'reset after write' });
		nock(BASE).post('/post').reply(409, {
			action: 'post',
			status: 'error',
			code: 195,
			message: 'idempotencyKey already used',
			id: 'landed',
		});
		nock(BASE)
			.get('/post/landed')
			.reply(200, {
				id: 'landed',
				status: 'success',
				postIds: [{ platform: 'twitter', id: 't1', status: 'success' }],
				errors: [],
			});
		const res = await client.posts.create(goodPost);
		expect(res).toMatchObject({ id: 'landed', status: 'success', replayed: true });
	});

	it('reports a key reused by the caller as a conflict (first attempt)', async () => {
		const { client } = makeClient();
		nock(BASE).post('/post').reply(409, {
			action: 'post',
			status: 'error',
			code: 195,
			message: 'idempotencyKey "k" was already used',
			id: 'old',
		});
		await expect(client.posts.create({ ...goodPost, idempotencyKey: 'k' })).rejects.toMatchObject({
			status: 409,
			code: 195,
		});
	});
});

describe('errors', () => {
	it('reads an error nested under a platform key', () => {
		const errors = extractServiceErrors({
			gmb: {
				action: 'reviews',
				status: 'error',
				code: 349,
				message: 'gone',
				details: 'upstream 404',
			},
		});
		expect(errors).toEqual([
			{
				action: 'reviews',
				status: 'error',
				code: 349,
				message: 'gone',
				details: 'upstream 404',
				platform: 'gmb',
			},
		]);
	});

	it('maps HTTP status, code, action, details and platform onto the error', async () => {
		const { client } = makeClient();
		nock(BASE)
			.get('/history')
			.reply(400, {
				status: 'error',
				errors: [
					{
						action: 'post',
						status: 'error',
						code: 156,
						message: 'Network not linked',
						platform: 'tiktok',
					},
				],
			});
		const error = await client.history.list().catch((e) => e);
		expect(error).toBeInstanceOf(APIError);
		expect(error).toMatchObject({ status: 400, code: 156, action: 'post', platform: 'tiktok' });
		expect(error.message).toBe('tiktok: Network not linked');
		expect(error.request).toBe('GET /history');
	});

	it('treats a 2xx body with status error as an error, including the token nesting', async () => {
		const { client } = makeClient();
		nock(BASE)
			.post('/profiles/generateJWT')
			.reply(200, {
				token: { action: 'JWT', status: 'error', code: 189, message: 'Error generating JWT' },
			});
		const error = await client
			.request({ method: 'POST', path: '/profiles/generateJWT', body: {}, idempotent: true })
			.catch((e) => e);
		expect(error).toMatchObject({ status: 200, code: 189, action: 'JWT', platform: 'token' });
	});

	it('never puts the API key in an error', async () => {
		const { client } = makeClient();
		nock(BASE).get('/history').reply(401, {
			action: 'authorization',
			status: 'error',
			code: 102,
			message: 'API key not valid',
		});
		const error = await client.history.list().catch((e) => e);
		expect(error).toBeInstanceOf(AuthenticationError);
		expect(JSON.stringify({ ...error, message: error.message, stack: error.stack })).not.toContain(
			API_KEY,
		);
	});
});

describe('bad input never reaches the network', () => {
	it('rejects an invalid post before sending', async () => {
		const { client } = makeClient();
		const error = await client.posts
			.create({ post: '', platforms: ['pinterest', 'myspace' as never] })
			.catch((e) => e);
		expect(error).toBeInstanceOf(ValidationError);
		const fields = (error as ValidationError).issues.map((i) => i.field);
		expect(fields).toEqual(expect.arrayContaining(['post', 'platforms[1]']));
	});

	it('rejects bad history filters with the field named', async () => {
		const { client } = makeClient();
		await expect(client.history.list({ limit: 5000 })).rejects.toThrow(/limit/);
	});

	it('encodes ids as one path segment and refuses traversal', async () => {
		expect(encodePathSegment('a/b?c')).toBe('a%2Fb%3Fc');
		expect(() => encodePathSegment('..')).toThrow(ValidationError);
		const { client } = makeClient();
		nock(BASE).get('/post/a%2F..%2Fuser').reply(200, { id: 'x' });
		await expect(client.posts.get('a/../user')).resolves.toEqual({ id: 'x' });
	});
});
