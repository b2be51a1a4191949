import { startSandbox, type RunningSandbox } from '../../src/sandbox';
import { captureRouter, type RouteEntry } from '../helpers/routeTable';
import { X_APP_HEADERS } from '../helpers/sandboxXApp';

// The service's own SDK adds `source: "npm"` to every body and `source=npm` to every query string,
// and the real service takes it: unknown keys are not bad input on any route (issue 11). The route
// table is read from the running sandbox, so a route added later is checked too.
const UNKNOWN = 'spUnknownKey';

function namesUnknownKey(text: string): boolean {
	const said: string[] = [];
	const walk = (value: unknown, key?: string): void => {
		if (typeof value === 'string' && (key === 'message' || key === 'field' || key === 'details'))
			said.push(value);
		else if (value && typeof value === 'object' && key !== 'value')
			for (const [k, v] of Object.entries(value)) walk(v, k);
	};
	try {
		walk(JSON.parse(text));
	} catch {
		said.push(text);
	}
	return said.some((line) => line.includes(UNKNOWN) || /\bsource\b/.test(line));
}

describe('unknown keys are accepted on every route', () => {
	let sandbox: RunningSandbox;
	let routes: RouteEntry[];
	let postId: string;

	beforeAll(async () => {
		const capture = captureRouter();
		capture.arm();
		sandbox = await startSandbox({ port: 0, quiet: true, log: () => undefined });
		expect((await fetch(`${sandbox.url}/healthz`)).status).toBe(200);
		routes = capture.routes();
		const created = await fetch(`${sandbox.baseUrl}/post`, {
			method: 'POST',
			headers: {
				authorization: `Bearer ${sandbox.apiKey}`,
				'content-type': 'application/json',
				...X_APP_HEADERS,
			},
			body: JSON.stringify({
				post: 'unknown keys',
				platforms: ['twitter'],
				[UNKNOWN]: 1,
				source: 'npm',
			}),
		});
		expect(created.status).toBe(200);
		postId = ((await created.json()) as { id: string }).id;
	});

	afterAll(async () => {
		await sandbox?.close();
	});

	function pathOf(route: RouteEntry): string {
		return route.pattern.replace(/:([A-Za-z]+)/g, (_m, name: string) =>
			name === 'platform' ? 'twitter' : name === 'id' ? postId : 'x',
		);
	}

	it('reads a route table with every operation group in it', () => {
		expect(routes.length).toBeGreaterThan(40);
	});

	it('never answers a request with an unknown body key and query key by naming that key', async () => {
		const named: string[] = [];
		for (const route of routes) {
			const hasBody = route.method !== 'GET';
			const response = await fetch(`${sandbox.url}${pathOf(route)}?source=npm&${UNKNOWN}=1`, {
				method: route.method,
				headers: {
					...X_APP_HEADERS,
					authorization: `Bearer ${sandbox.apiKey}`,
					...(hasBody ? { 'content-type': 'application/json' } : {}),
				},
				body: hasBody ? JSON.stringify({ source: 'npm', [UNKNOWN]: 1 }) : undefined,
			});
			const text = await response.text();
			if (response.status < 400 || response.status >= 500) continue;
			// What a refusal says (field names and messages), not the request it may echo as a value.
			if (namesUnknownKey(text))
				named.push(`${route.method} ${route.pattern} -> ${response.status} ${text.slice(0, 160)}`);
		}
		expect(named).toEqual([]);
	});

	it('still checks known keys next to unknown ones, every problem at once', async () => {
		const response = await fetch(`${sandbox.baseUrl}/post`, {
			method: 'POST',
			headers: {
				authorization: `Bearer ${sandbox.apiKey}`,
				'content-type': 'application/json',
				...X_APP_HEADERS,
			},
			body: JSON.stringify({
				post: 'x',
				platforms: ['myspace'],
				scheduleDate: 'soon',
				source: 'npm',
			}),
		});
		expect(response.status).toBe(400);
		const body = (await response.json()) as { code: number; errors: { field: string }[] };
		expect(body.code).toBe(101);
		expect(body.errors.map((e) => e.field)).toEqual(
			expect.arrayContaining(['platforms[0]', 'scheduleDate']),
		);
		expect(JSON.stringify(body)).not.toMatch(/source/);
	});
});
