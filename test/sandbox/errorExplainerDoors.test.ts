import { connectMcp } from '../helpers/mcpClient';
import { graphqlClient } from '../helpers/graphqlClient';
import { useTestSandbox } from '../helpers/testSandbox';

// The explainer holds every code the docs' error pages define (errors-ayrshare, errors-http, the
// GraphQL errors page) and answers it alike through REST, MCP and GraphQL, in the service's
// shape: no provenance of ours, and a fix a user can act on.
const t = useTestSandbox();

const explain = (code: number | string, platform?: string) =>
	t.api('GET', '/api/error-explainer', { query: platform ? { code, platform } : { code } });

describe('codes the docs define', () => {
	it('444: Facebook Page analytics throttled (HTTP 429), retry with backoff', async () => {
		const res = await explain(444, 'facebook');
		expect(res.status).toBe(200);
		expect(res.body).toMatchObject({ code: 444, httpStatus: 429, network: 'facebook' });
		expect(res.body.fix).toMatch(/backoff/);
	});

	it('328: TikTok refuses to delete a comment the account did not write', async () => {
		const res = await explain(328);
		expect(res.body).toMatchObject({ httpStatus: 400, network: 'tiktok' });
		expect(res.body.cause).toMatch(/only the comments it wrote/);
	});

	it.each([
		[126, 400, 'developer-fix'],
		[402, 402, 'user-action'],
		[502, 502, 'network'],
		[503, 503, 'network'],
		[504, 504, 'network'],
		[413, 413, 'developer-fix'],
		[415, 415, 'developer-fix'],
	])('%d is explained, HTTP %d, %s', async (code, httpStatus, kind) => {
		const res = await explain(code);
		expect(res.status).toBe(200);
		expect(res.body).toMatchObject({ code, httpStatus, class: kind });
	});

	it('answers without provenance (no source, no ours)', async () => {
		for (const code of [156, 272, 102, 413]) {
			const res = await explain(code);
			expect(res.body).not.toHaveProperty('source');
			expect(res.body).not.toHaveProperty('ours');
		}
	});
});

describe('an unknown code and a wrong path', () => {
	it("a code no page lists answers 404 naming the service's error pages", async () => {
		const res = await explain(99999);
		expect(res.status).toBe(404);
		expect(res.body.message).toContain('https://www.ayrshare.com/docs/errors/errors-ayrshare');
	});

	it('the not-found fix names where the API reference is', async () => {
		for (const code of [105, 404]) {
			const res = await explain(code);
			expect(res.body.fix).toContain('/api-reference');
			expect(res.body.fix).toContain('https://www.ayrshare.com/docs/apis/overview');
		}
	});
});

describe('every door', () => {
	it('MCP explain_error and GraphQL explainError answer what REST answers', async () => {
		const rest = (await explain(444, 'facebook')).body;
		const mcp = await connectMcp(t.sandbox);
		try {
			const viaMcp = await mcp.tool('explain_error', { code: '444', platform: 'facebook' });
			expect(viaMcp.body).toEqual(rest);
		} finally {
			await mcp.close();
		}
		const { data, errors } = await graphqlClient(t.sandbox).rawRequest<any>(
			'{ explainError(code: 444, platform: FACEBOOK) }',
		);
		expect(errors).toBeUndefined();
		expect(data.explainError).toEqual(rest);
	});

	it('GraphQL explainError refuses an unknown code as REST does', async () => {
		const { data, errors } = await graphqlClient(t.sandbox).rawRequest<any>(
			'{ explainError(code: 99999) }',
		);
		expect(data?.explainError ?? null).toBeNull();
		expect(errors![0].extensions).toMatchObject({ status: 404 });
	});
});
