/**
 * The GraphQL door (docs: apis/graphql/overview, using-the-api, errors, limits) through an
 * independent client: each root field is the REST call of the same route (same store, auth,
 * profile choice, rate limit, quota), five calls per request, errors carrying the REST status and
 * code with keys scrubbed, and partial success keeping the data of the fields that ran.
 */
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getIntrospectionQuery } from 'graphql';
import { startTestSandbox, useTestSandbox, type CallOptions } from '../helpers/testSandbox';
import { aliases, graphqlClient, postGraphql } from '../helpers/graphqlClient';

const t = useTestSandbox();

describe('fields are REST calls of the same routes', () => {
	it("answers the docs' first query with the REST history envelope", async () => {
		const made = await t.api('POST', '/api/post', {
			body: { post: 'GraphQL week', platforms: ['linkedin'] },
		});
		expect(made.status).toBe(200);
		const { data, errors, headers } = await graphqlClient(t.sandbox).rawRequest<any>(
			'{ postHistory(lastDays: 7) }',
		);
		expect(errors).toBeUndefined();
		// graphql-request accepts application/graphql-response+json first: the answer is typed so.
		expect(headers.get('content-type')).toBe('application/graphql-response+json; charset=utf-8');
		const plain = await postGraphql(t.sandbox, JSON.stringify({ query: '{ __typename }' }));
		expect(plain.headers.get('content-type')).toBe('application/json; charset=utf-8');
		const rest = await t.api('GET', '/api/history', { query: { lastDays: 7 } });
		expect(data.postHistory.history.map((p: { id: string }) => p.id)).toEqual(
			rest.body.history.map((p: { id: string }) => p.id),
		);
		expect(data.postHistory.history[0]).toMatchObject({ id: made.body.id, post: 'GraphQL week' });
	});

	it("the docs' four-field request: each field answers, a failing one keeps the others' data", async () => {
		const secret = t.sandbox.apiKey;
		const { data, errors } = await graphqlClient(t.sandbox).rawRequest<any>(`{
			history: postHistory(lastDays: 7)
			accounts: user
			comments: comments(id: "${secret}")
			analytics: socialAnalytics(platforms: [INSTAGRAM])
		}`);
		expect(data.history.history.length).toBeGreaterThan(0);
		expect(data.accounts.activeSocialAccounts).toContain('instagram');
		expect(data.analytics.instagram).toBeDefined();
		expect(data.comments).toBeNull();
		expect(errors).toHaveLength(1);
		expect(errors![0]).toMatchObject({
			path: ['comments'],
			extensions: { status: 404, code: expect.any(Number) },
		});
		// The message echoes the id sent, which here is the API key: scrubbed.
		expect(errors![0].message).not.toContain(secret);
		expect(errors![0].message).toContain('[redacted]');
	});

	it('createPost takes the /post body as one input; the profileKey argument beats the Profile-Key header', async () => {
		const bakery = t.profileKey('Acme Bakery');
		const books = t.profileKey('Acme Books');
		const client = graphqlClient(t.sandbox, { 'profile-key': bakery });
		const { data, errors } = await client.rawRequest<any>(
			`mutation Two($input: JSON!, $books: String) {
				header: createPost(input: $input)
				argument: createPost(input: $input, profileKey: $books)
			}`,
			{ input: { post: 'Two profiles', platforms: ['linkedin'] }, books },
		);
		expect(errors).toBeUndefined();
		const owner = async (profileKey: string) =>
			(await t.api('GET', '/api/history', { profileKey, query: { lastDays: 0 } })).body.history.map(
				(p: { id: string }) => p.id,
			);
		expect(await owner(bakery)).toContain(data.header.id);
		expect(await owner(books)).toContain(data.argument.id);
		expect(await owner(bakery)).not.toContain(data.argument.id);
	});

	it('runs query root fields concurrently: two media checks that only answer together both succeed', async () => {
		// The media server answers no request until two are waiting: run one after the other, the first times out.
		const waiting: ServerResponse[] = [];
		const media = createServer((_req, res) => {
			waiting.push(res);
			if (waiting.length < 2) return;
			for (const held of waiting.splice(0))
				held.writeHead(200, { 'content-type': 'image/png', 'content-length': '0' }).end();
		});
		await new Promise<void>((resolve) => media.listen(0, '127.0.0.1', resolve));
		const base = `http://127.0.0.1:${(media.address() as AddressInfo).port}`;
		try {
			const { data, errors } = await graphqlClient(t.sandbox).rawRequest<any>(
				`{ a: validateMedia(mediaUrl: "${base}/a.png") b: validateMedia(mediaUrl: "${base}/b.png") }`,
			);
			expect(errors).toBeUndefined();
			expect([data.a.urlExists, data.b.urlExists]).toEqual([true, true]);
		} finally {
			for (const held of waiting) held.destroy();
			media.closeAllConnections();
			await new Promise((resolve) => media.close(resolve));
		}
	});

	it('runs mutation root fields in order', async () => {
		const { data, errors } = await graphqlClient(t.sandbox).rawRequest<any>(
			`mutation {
				first: createPost(input: { post: "First in line", platforms: [linkedin] })
				second: createPost(input: { post: "Second in line", platforms: [linkedin] })
			}`,
		);
		expect(errors).toBeUndefined();
		const history = (await t.api('GET', '/api/history', { query: { lastDays: 0 } })).body.history;
		const order = history.map((p: { id: string }) => p.id);
		// Newest first: the second was created after the first.
		expect(order.indexOf(data.second.id)).toBeLessThan(order.indexOf(data.first.id));
	});

	it('a post to X without the X app keys is refused with the REST status and code, nothing stored', async () => {
		const before = (await t.api('GET', '/api/history', { query: { lastDays: 0 } })).body.count;
		const bare = postGraphql(
			t.sandbox,
			JSON.stringify({
				query: 'mutation { createPost(input: { post: "No keys", platforms: [twitter] }) }',
			}),
			{ 'x-twitter-oauth1-api-key': '', 'x-twitter-oauth1-api-secret': '' },
		);
		const { status, json } = await bare;
		expect(status).toBe(200);
		expect(json.data).toEqual({ createPost: null });
		expect(json.errors[0].extensions).toEqual({ status: 400, code: 419 });
		expect((await t.api('GET', '/api/history', { query: { lastDays: 0 } })).body.count).toBe(
			before,
		);
	});
});

describe('every core field', () => {
	// Each field beside the REST call it mirrors, written here from the REST docs: the field's answer
	// is the route's (its data, or its error's status, code and message), so a field that reached
	// another route, or no route (the router's 404), fails.
	it.each<[string, string, [string, string, CallOptions]]>([
		[
			'validatePost',
			'{ validatePost(input: { post: "Check me", platforms: [linkedin] }) }',
			['POST', '/api/validate/post', { body: { post: 'Check me', platforms: ['linkedin'] } }],
		],
		[
			'validateMedia',
			'{ validateMedia(mediaUrl: "not a url") }',
			['POST', '/api/media/urlExists', { body: { mediaUrl: 'not a url' } }],
		],
		[
			'generatePost',
			'{ generatePost(text: "Spring sale on every bike") }',
			['POST', '/api/generate/post', { body: { text: 'Spring sale on every bike' } }],
		],
		[
			'comments',
			'{ comments(id: "nope", platform: FACEBOOK) }',
			['GET', '/api/comments/nope', { query: { platform: 'facebook' } }],
		],
		[
			'mediaUploadUrl',
			'mutation { mediaUploadUrl(fileName: "clip.mp4") }',
			['GET', '/api/media/uploadUrl', { query: { fileName: 'clip.mp4' } }],
		],
		[
			'linkAnalytics',
			'mutation { linkAnalytics(lastDays: 2) }',
			['GET', '/api/analytics/links', { query: { lastDays: 2 } }],
		],
		[
			'createProfile',
			'mutation { createProfile(title: "GraphQL Shop") }',
			['POST', '/api/profiles', { body: { title: 'REST Shop' } }],
		],
	])(
		"%s reaches its REST route: the answer is the route's",
		async (field, query, [method, path, options]) => {
			const { data, errors } = await graphqlClient(t.sandbox).rawRequest<any>(query);
			const rest = await t.api(method, path, options);
			expect(rest.body.message ?? '').not.toMatch(/^No route /);
			if (errors?.length) {
				expect(errors).toHaveLength(1);
				expect(data?.[field] ?? null).toBeNull();
				expect({ ...errors[0].extensions, message: errors[0].message }).toMatchObject({
					status: rest.status,
					code: rest.body.code,
					message: rest.body.message,
				});
			} else {
				expect(rest.status).toBe(200);
				expect(answerShape(data[field])).toEqual(answerShape(rest.body));
			}
		},
	);

	it('createProfile makes a profile REST lists', async () => {
		const { data, errors } = await graphqlClient(t.sandbox).rawRequest<any>(
			'mutation { createProfile(title: "GraphQL Bikes") }',
		);
		expect(errors).toBeUndefined();
		const profiles = (await t.api('GET', '/api/profiles')).body.profiles;
		expect(profiles.map((p: { title: string }) => p.title)).toContain('GraphQL Bikes');
		expect(data.createProfile.profileKey).toEqual(expect.any(String));
	});
});

describe('the Ads fields', () => {
	it("refuse what the docs rule out before any REST call: no ad id, a city's arguments with another kind", async () => {
		const { data, errors } = await graphqlClient(t.sandbox).rawRequest<any>(`{
			noId: ads(platform: FACEBOOK)
			regions: adTargetingSearch(platform: FACEBOOK, kind: REGIONS, countryCode: "US")
		}`);
		expect(data).toEqual({ noId: null, regions: null });
		expect(errors!.map((e) => [e.path, e.extensions])).toEqual([
			[['noId'], { status: 400 }],
			[['regions'], { status: 400 }],
		]);
		expect(errors![0].message).toMatch(
			/at least one of campaignId, accountId, adId, postId, socialPostId/,
		);
		expect(errors![1].message).toMatch(
			/countryCode is allowed only with kind: CITIES \(got REGIONS\)/,
		);
	});

	it('take the ads networks of the registry only', async () => {
		const answer = await postGraphql(
			t.sandbox,
			JSON.stringify({ query: '{ adAccounts(platform: TWITTER) }' }),
		);
		expect(answer.json.data).toBeUndefined();
		expect(answer.json.errors[0].message).toMatch(/AdPlatform/);
	});
});

describe('auth', () => {
	it('introspection needs no key; every other field answers 401 without one', async () => {
		const anonymous = graphqlClient({ ...t.sandbox, apiKey: 'wrong' }, { authorization: '' });
		const schema = await anonymous.rawRequest<any>(getIntrospectionQuery());
		expect(schema.errors).toBeUndefined();
		expect(schema.data.__schema.queryType.name).toBe('Query');
		const { data, errors } = await anonymous.rawRequest<any>('{ __typename user }');
		expect(data).toEqual({ __typename: 'Query', user: null });
		expect(errors![0]).toMatchObject({ path: ['user'], extensions: { status: 401 } });
	});
});

describe('limits and billing', () => {
	it('the sixth root field gets 429 without retryAfter while the first five answer, and only five are counted', async () => {
		const limited = await startTestSandbox({ rateLimit: { max: 7, windowMs: 60_000 } });
		try {
			const { data, errors } = await graphqlClient(limited.sandbox).rawRequest<any>(aliases(6));
			for (let i = 0; i < 5; i++) expect(data[`a${i}`].activeSocialAccounts).toBeDefined();
			expect(data.a5).toBeNull();
			expect(errors).toHaveLength(1);
			expect(errors![0].path).toEqual(['a5']);
			expect(errors![0].extensions).toEqual({ status: 429 });
			// Five calls used of seven: two REST calls pass, the third is refused.
			expect((await limited.api('GET', '/api/user')).status).toBe(200);
			expect((await limited.api('GET', '/api/user')).status).toBe(200);
			expect((await limited.api('GET', '/api/user')).status).toBe(429);
		} finally {
			await limited.close();
		}
	});

	it('a rate-limited field carries retryAfter; introspection, invalid and over-limit queries use no call', async () => {
		const limited = await startTestSandbox({ rateLimit: { max: 2, windowMs: 60_000 } });
		try {
			const client = graphqlClient(limited.sandbox);
			for (let i = 0; i < 3; i++) {
				await client.rawRequest('{ __schema { types { name } } }');
				await postGraphql(limited.sandbox, JSON.stringify({ query: '{ nope }' }));
				await postGraphql(limited.sandbox, JSON.stringify({ query: aliases(26) }));
				await postGraphql(limited.sandbox, '{bad');
			}
			const { data, errors } = await client.rawRequest<any>('{ a: user b: user c: user }');
			expect(data.a).not.toBeNull();
			expect(data.b).not.toBeNull();
			expect(data.c).toBeNull();
			expect(errors![0]).toMatchObject({
				path: ['c'],
				extensions: { status: 429, code: expect.any(Number), retryAfter: expect.any(Number) },
			});
		} finally {
			await limited.close();
		}
	});

	it('the monthly post quota applies to createPost: 429, code 106', async () => {
		const quota = await startTestSandbox({ monthlyPostQuota: 1 });
		try {
			const client = graphqlClient(quota.sandbox);
			const post = 'mutation { createPost(input: { post: "Quota", platforms: [linkedin] }) }';
			expect((await client.rawRequest(post)).errors).toBeUndefined();
			const { errors } = await client.rawRequest(post);
			expect(errors![0].extensions).toMatchObject({ status: 429, code: 106 });
		} finally {
			await quota.close();
		}
	});

	it.each([
		['depth 16', `{ user${' { a'.repeat(15)}${' }'.repeat(15)} }`, /16; at most 15/],
		[
			'301 fields',
			`{ __schema { ${Array.from({ length: 300 }, () => 'description').join(' ')} } }`,
			/301; at most 300/,
		],
		['26 aliases', aliases(26), /26; at most 25/],
	])(
		'%s: refused before running, 200 without data (400 for graphql-response+json)',
		async (_, query, message) => {
			const body = JSON.stringify({ query });
			const plain = await postGraphql(t.sandbox, body);
			expect(plain.status).toBe(200);
			expect(plain.json.data).toBeUndefined();
			expect(plain.json.errors).toHaveLength(1);
			expect(plain.json.errors[0].message).toMatch(message);
			expect(plain.json.errors[0].extensions).toBeUndefined();
			const strict = await postGraphql(t.sandbox, body, {
				accept: 'application/graphql-response+json',
			});
			expect(strict.status).toBe(400);
			expect(strict.headers.get('content-type')).toContain('application/graphql-response+json');
		},
	);

	it('variables that do not fit: no data, never billed, 400 for graphql-response+json', async () => {
		const body = JSON.stringify({
			query: 'query Week($days: Int!) { postHistory(lastDays: $days) }',
			variables: { days: 'seven' },
		});
		const plain = await postGraphql(t.sandbox, body);
		expect(plain.status).toBe(200);
		expect(plain.json.data).toBeUndefined();
		expect(plain.json.errors[0].message).toMatch(/\$days/);
		const strict = await postGraphql(t.sandbox, body, {
			accept: 'application/graphql-response+json',
		});
		expect(strict.status).toBe(400);
	});

	it('the full introspection query fits the limits', async () => {
		const { errors } = await graphqlClient(t.sandbox).rawRequest(
			getIntrospectionQuery({ descriptions: true, directiveIsRepeatable: true }),
		);
		expect(errors).toBeUndefined();
	});

	it('hostile queries are refused as invalid: an alias flood, 1,000 levels, a fragment cycle', async () => {
		const flood = await postGraphql(t.sandbox, JSON.stringify({ query: aliases(3000, 'a') }));
		expect(flood.json.errors.map((e: { message: string }) => e.message)).toEqual([
			expect.stringMatching(/3000; at most 300/),
			expect.stringMatching(/3000; at most 25/),
		]);
		const deep = await postGraphql(
			t.sandbox,
			JSON.stringify({ query: `{ user${' { a'.repeat(999)}${' }'.repeat(999)} }` }),
		);
		expect(deep.status).toBe(200);
		expect(deep.json.errors[0].message).toMatch(/nests brackets more than 100 levels/);
		const cycle = await postGraphql(
			t.sandbox,
			JSON.stringify({
				query: '{ ...A } fragment A on Query { ...B } fragment B on Query { ...A }',
			}),
		);
		expect(cycle.json.data).toBeUndefined();
		expect(cycle.json.errors[0].message).toMatch(/Cannot spread fragment/);
	});
});

describe('HTTP statuses (docs: apis/graphql/errors)', () => {
	it.each(['GET', 'DELETE', 'PUT'])('%s answers 405, Allow: POST', async (method) => {
		const answer = await postGraphql(t.sandbox, '{}', {}, method);
		expect(answer.status).toBe(405);
		expect(answer.headers.get('allow')).toBe('POST');
	});

	it('a body over 64 KB answers 413', async () => {
		const query = `{ user } #${'x'.repeat(64 * 1024)}`;
		const answer = await postGraphql(t.sandbox, JSON.stringify({ query }));
		expect(answer.status).toBe(413);
	});

	it('a content type other than JSON answers 415 with an empty body', async () => {
		const answer = await postGraphql(t.sandbox, '{ user }', {
			'content-type': 'application/graphql',
		});
		expect(answer.status).toBe(415);
		expect(answer.text).toBe('');
	});

	it.each([
		['invalid JSON', '{"query": '],
		['no query', '{"variables": {}}'],
		['a body that is not an object', '["{ user }"]'],
	])('%s answers 400 with errors', async (_, body) => {
		const answer = await postGraphql(t.sandbox, body);
		expect(answer.status).toBe(400);
		expect(answer.json.errors[0].message).toEqual(expect.any(String));
	});

	it('a JSON input holding __proto__ is refused, nothing stored', async () => {
		const answer = await postGraphql(
			t.sandbox,
			JSON.stringify({
				query:
					'mutation { createPost(input: { post: "x", platforms: [linkedin], __proto__: { polluted: 1 } }) }',
			}),
		);
		expect(answer.json.data).toBeUndefined();
		expect(answer.json.errors[0].message).toMatch(/__proto__/);
		expect(({} as Record<string, unknown>).polluted).toBeUndefined();
	});
});

describe('the page', () => {
	it('lists the latest GraphQL requests with their operation, fields and cost', async () => {
		await graphqlClient(t.sandbox).rawRequest(
			'query WeekAtAGlance { postHistory(lastDays: 7) me: user }',
		);
		const account = await (await fetch(`${t.sandbox.url}/account`)).text();
		expect(account).toContain(`<code data-graphql-url>${t.sandbox.graphqlUrl}</code>`);
		// The row of this request alone: its cells, not a match that may run on into a later row.
		const rows = [
			...account.matchAll(/<tr data-graphql-call="query WeekAtAGlance">([\s\S]*?)<\/tr>/g),
		];
		expect(rows).toHaveLength(1);
		const cells = [...rows[0][1].matchAll(/<td[^>]*>([\s\S]*?)<\/td>/g)].map((cell) =>
			cell[1]
				.replace(/<[^>]*>/g, '')
				.replace(/\s+/g, ' ')
				.trim(),
		);
		expect(cells.slice(1, 5)).toEqual(['query WeekAtAGlance', 'postHistory, me: user', '2', 'ok']);
	});
});

/** An answer's keys with the status, its items' shapes for a list (what two calls share). */
function answerShape(answer: unknown): unknown {
	if (Array.isArray(answer)) return answer.map(answerShape);
	if (answer === null || typeof answer !== 'object') return typeof answer;
	const record = answer as Record<string, unknown>;
	return { keys: Object.keys(record).sort(), status: record.status };
}
