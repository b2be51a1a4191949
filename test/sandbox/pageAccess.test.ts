import { request } from 'node:http';
import { pageRoutes } from '../../src/sandbox/page/routes';
import type { SandboxContext } from '../../src/sandbox/context';
import { startTestSandbox, type TestSandbox } from '../helpers/testSandbox';

/**
 * Who may use the sandbox's page and how it stays apart from the API: open on 127.0.0.1 without a
 * key (like Mailpit), but never for another Host (DNS rebinding) or a form from another origin
 * (CSRF); behind the API key (HTTP Basic) when the sandbox listens beyond loopback; no path under /api.
 */

interface Raw {
	status: number;
	headers: Record<string, string | string[] | undefined>;
	text: string;
}

/** node:http, not fetch: fetch will not send a Host or Origin of our choosing. */
function raw(
	url: string,
	options: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<Raw> {
	return new Promise((resolve, reject) => {
		const req = request(
			url,
			{ method: options.method ?? 'GET', headers: options.headers },
			(res) => {
				let text = '';
				res.setEncoding('utf8');
				res.on('data', (chunk: string) => (text += chunk));
				res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text }));
			},
		);
		req.on('error', reject);
		req.end(options.body);
	});
}

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

describe('the sandbox page on 127.0.0.1', () => {
	let t: TestSandbox;
	let held: string;
	beforeAll(async () => {
		t = await startTestSandbox();
		const res = await t.api('POST', '/api/post', {
			body: { post: 'Held for approval', platforms: ['twitter'], requiresApproval: true },
		});
		held = res.body.id;
	});
	afterAll(() => t.close());

	it('answers every view without an API key', async () => {
		for (const path of ['/', '/schedule', '/inbox', '/account']) {
			const res = await raw(`${t.sandbox.url}${path}`);
			expect({ path, status: res.status, type: res.headers['content-type'] }).toEqual({
				path,
				status: 200,
				type: 'text/html; charset=utf-8',
			});
		}
	});

	it('refuses a Host that is not a loopback name (DNS rebinding)', async () => {
		const port = new URL(t.sandbox.url).port;
		const res = await raw(`${t.sandbox.url}/`, { headers: { host: `evil.example:${port}` } });
		expect(res.status).toBe(403);
		expect(JSON.parse(res.text)).toMatchObject({ status: 'error', code: 102 });
		expect(res.text).toContain('answers on 127.0.0.1 or localhost only');
		const browser = await raw(`${t.sandbox.url}/`, {
			headers: { host: `evil.example:${port}`, accept: 'text/html' },
		});
		expect(browser.status).toBe(403);
		expect(browser.headers['content-type']).toBe('text/html; charset=utf-8');
		const ok = await raw(`${t.sandbox.url}/`, { headers: { host: `localhost:${port}` } });
		expect(ok.status).toBe(200);
	});

	it('refuses a form posted from another origin, and changes nothing', async () => {
		const res = await raw(`${t.sandbox.url}/page/posts/approve`, {
			method: 'POST',
			headers: { ...FORM, origin: 'https://evil.example' },
			body: `id=${held}`,
		});
		expect(res.status).toBe(403);
		const post = await t.api('GET', `/api/post/${held}`);
		expect(post.body.status).toBe('awaiting approval');
	});

	it('answers an API client posting to the page with the API error: its status and code', async () => {
		const res = await raw(`${t.sandbox.url}/page/posts/reschedule`, {
			method: 'POST',
			headers: { ...FORM, accept: 'application/json' },
			body: `id=${held}&scheduleDate=next+tuesday`,
		});
		expect(res.status).toBe(400);
		const body = JSON.parse(res.text);
		expect(body).toMatchObject({ action: 'update', status: 'error', code: 101 });
		expect(body.message).toContain('scheduleDate must be a real date-time with a zone');
		expect(body.message).toContain('"next tuesday"');
	});

	it('keeps every page path outside /api, so none can shadow an API route', async () => {
		const access = { host: '127.0.0.1', defaultAccountId: () => 1 };
		const patterns = pageRoutes([], access, {} as SandboxContext).map((r) => r.pattern);
		expect(patterns.length).toBeGreaterThan(5);
		expect(patterns.filter((p) => p === '/api' || p.startsWith('/api/'))).toEqual([]);
		const res = await raw(`${t.sandbox.url}/api/schedule`);
		expect(res.status).toBe(404);
		expect(JSON.parse(res.text)).toMatchObject({ status: 'error', code: 105 });
		const unauthenticated = await raw(`${t.sandbox.url}/api/post`, { method: 'GET' });
		expect(unauthenticated.status).not.toBe(200);
	});

	it('never shows the API key or a profile key in full', async () => {
		const keys = [t.sandbox.apiKey, ...t.sandbox.profiles.map((p) => p.profileKey)];
		for (const path of ['/', '/schedule', '/inbox', '/account']) {
			const res = await raw(`${t.sandbox.url}${path}`);
			for (const key of keys)
				expect({ path, shows: res.text.includes(key) }).toEqual({ path, shows: false });
		}
	});
});

describe('the sandbox page when the sandbox listens beyond loopback', () => {
	let t: TestSandbox;
	beforeAll(async () => {
		t = await startTestSandbox({ host: '0.0.0.0' });
	});
	afterAll(() => t.close());

	it('asks for the API key (HTTP Basic) and shows the page with it', async () => {
		const url = `${t.sandbox.url}/account`;
		const refused = await raw(url);
		expect(refused.status).toBe(401);
		expect(refused.headers['www-authenticate']).toMatch(/^Basic realm=/);
		const wrong = await raw(url, {
			headers: { authorization: `Basic ${Buffer.from('me:not-the-key').toString('base64')}` },
		});
		expect(wrong.status).toBe(401);
		const basic = Buffer.from(`me:${t.sandbox.apiKey}`).toString('base64');
		const ok = await raw(url, { headers: { authorization: `Basic ${basic}` } });
		expect(ok.status).toBe(200);
		expect(ok.text).not.toContain(t.sandbox.apiKey);
	});
});

describe('the sandbox log while a page is open', () => {
	it('logs page requests but not the page polling for changes, and no key', async () => {
		const lines: string[] = [];
		const t = await startTestSandbox({
			quiet: false,
			log: (line) => lines.push(line),
			host: '0.0.0.0',
		});
		try {
			const basic = Buffer.from(`me:${t.sandbox.apiKey}`).toString('base64');
			const headers = { authorization: `Basic ${basic}` };
			expect((await raw(`${t.sandbox.url}/page/changes`, { headers })).status).toBe(200);
			expect((await raw(`${t.sandbox.url}/schedule`, { headers })).status).toBe(200);
			expect(lines.some((line) => line.startsWith('GET /schedule 200'))).toBe(true);
			expect(lines.filter((line) => line.includes('/page/changes'))).toEqual([]);
			expect(
				lines.filter((line) => line.includes(t.sandbox.apiKey) || line.includes(basic)),
			).toEqual([]);
		} finally {
			await t.close();
		}
	});
});
