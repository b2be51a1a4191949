import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import Ajv from 'ajv';
import { useTestSandbox } from '../helpers/testSandbox';
import { uploadBulkCsv } from '../helpers/bulkUpload';

/**
 * The sandbox's OpenAPI document (GET /openapi.json): a valid OpenAPI 3.1 document derived from
 * the route table and the contracts, and the sandbox's live answers fit the schemas it declares.
 */
const t = useTestSandbox({ plan: 'premium' });

type Doc = {
	openapi: string;
	servers: { url: string }[];
	paths: Record<string, Record<string, any>>;
	components: { schemas: Record<string, unknown>; securitySchemes: Record<string, any> };
};

async function document(): Promise<Doc> {
	const res = await fetch(`${t.sandbox.url}/openapi.json`);
	expect(res.status).toBe(200);
	return (await res.json()) as Doc;
}

/** The 200 schema an operation declares, with the error component resolvable. */
function answerSchema(doc: Doc, path: string, method: string, status = '200'): object {
	const operation = doc.paths[path]?.[method];
	if (!operation) throw new Error(`the document has no ${method.toUpperCase()} ${path}`);
	return operation.responses[status].content['application/json'].schema;
}

/** ajv (6, the repository's; draft-07 schemas, which our 3.1 document's schemas are). */
function validator(doc: Doc) {
	const ajv = new Ajv({ allErrors: true });
	ajv.addSchema({ $id: 'doc', components: doc.components }, 'doc');
	return (schema: object, value: unknown): string[] => {
		const text = JSON.stringify(schema).replaceAll('"#/components/', '"doc#/components/');
		const check = ajv.compile(JSON.parse(text));
		return check(value) ? [] : (check.errors ?? []).map((e) => `${e.dataPath} ${e.message}`);
	};
}

describe('GET /openapi.json', () => {
	it('is a valid OpenAPI 3.1 document (@seriousme/openapi-schema-validator)', async () => {
		const doc = await document();
		expect(doc.openapi).toBe('3.1.0');
		const out = execFileSync(
			process.execPath,
			[join(__dirname, '..', 'helpers', 'openapiValidate.mjs')],
			{
				input: JSON.stringify(doc),
				encoding: 'utf8',
			},
		);
		const result = JSON.parse(out) as { valid: boolean; errors?: unknown };
		if (!result.valid) console.error(JSON.stringify(result.errors, null, 2).slice(0, 4000));
		expect(result.valid).toBe(true);
	});

	it("is served from the sandbox's own base URL, with the API key and Profile-Key schemes", async () => {
		const doc = await document();
		expect(doc.servers).toEqual([expect.objectContaining({ url: `${t.sandbox.url}/api` })]);
		expect(doc.components.securitySchemes.apiKey).toMatchObject({ type: 'http', scheme: 'bearer' });
		expect(doc.components.securitySchemes.profileKey).toMatchObject({
			type: 'apiKey',
			in: 'header',
			name: 'Profile-Key',
		});
	});

	it('lists routes with and without a contract, aliases deprecated', async () => {
		const doc = await document();
		const auto = doc.paths['/hashtags/auto'].post;
		expect(auto).toMatchObject({
			'x-contract': true,
			'x-action': 'hashtags',
			externalDocs: { url: 'https://www.ayrshare.com/docs/apis/hashtags/auto-hashtags' },
			'x-error-codes': [101, 102, 103],
		});
		expect(auto.requestBody.content['application/json'].schema.required).toEqual(['post']);
		expect(auto.deprecated).toBeUndefined();
		expect(doc.paths['/auto-hashtag'].post.deprecated).toBe(true);
		const recommend = doc.paths['/hashtags/recommend'].get;
		expect(recommend.parameters).toEqual([
			expect.objectContaining({ name: 'keyword', in: 'query', required: true }),
		]);
		// Every operation of the REST door is declared by its contract (everyRouteHasContract.test.ts
		// names any that is not).
		const operations = Object.values(doc.paths as Record<string, Record<string, any>>).flatMap(
			(item) => Object.values(item),
		);
		expect(operations.filter((op) => op['x-contract'] !== true)).toEqual([]);
		// A route with one: its path parameter described by the contract.
		expect(doc.paths['/post/{id}'].get['x-contract']).toBe(true);
		// Only the REST door: the page, MCP and GraphQL are not in it.
		expect(Object.keys(doc.paths).every((path) => !path.startsWith('/api/'))).toBe(true);
		expect(doc.paths['/mcp']).toBeUndefined();
	});

	it("serves only the reference page's own files, whatever the name asked", async () => {
		for (const name of ['__proto__', 'constructor', 'hasOwnProperty', 'package.json']) {
			const res = await fetch(`${t.sandbox.url}/api-reference/${name}`);
			expect(res.status).toBe(404);
		}
		expect((await fetch(`${t.sandbox.url}/api-reference/swagger-ui.css`)).status).toBe(200);
	});

	it("answers fit the document's schemas (live answers, ajv)", async () => {
		const doc = await document();
		const check = validator(doc);
		const recommend = await t.api('GET', '/api/hashtags/recommend', {
			query: { keyword: 'coffee' },
		});
		expect(recommend.status).toBe(200);
		expect(check(answerSchema(doc, '/hashtags/recommend', 'get'), recommend.body)).toEqual([]);
		const banned = await t.api('GET', '/api/hashtags/banned', { query: { hashtag: 'coffee' } });
		expect(check(answerSchema(doc, '/hashtags/banned', 'get'), banned.body)).toEqual([]);
		const auto = await t.api('POST', '/api/hashtags/auto', { body: { post: 'Fresh bread today' } });
		expect(check(answerSchema(doc, '/hashtags/auto', 'post'), auto.body)).toEqual([]);
		// A refusal fits the shared error body.
		const refused = await t.api('GET', '/api/hashtags/recommend');
		expect(refused.status).toBe(400);
		expect(check(answerSchema(doc, '/hashtags/recommend', 'get', '400'), refused.body)).toEqual([]);
		// And the schema is not a yes-to-everything: a wrong answer is caught.
		expect(
			check(answerSchema(doc, '/hashtags/banned', 'get'), { hashtag: 'coffee', banned: 'no' }),
		).not.toEqual([]);
	});

	it("the bulk post's and the DSA recommendations' answers fit their schemas", async () => {
		const doc = await document();
		const check = validator(doc);
		const bulk = await uploadBulkCsv(
			t,
			'post,platforms,mediaUrls,scheduleDate\nFits,facebook,,2099-07-08T12:30:00Z',
		);
		expect(bulk.status).toBe(200);
		expect(check(answerSchema(doc, '/post/bulk', 'put'), bulk.body)).toEqual([]);
		expect(doc.paths['/post/bulk'].post.deprecated).toBe(true);
		const accounts = await t.api('GET', '/api/ads/facebook/accounts');
		const dsa = await t.api('GET', '/api/ads/facebook/dsaRecommendations', {
			query: { accountId: accounts.body.adAccounts[0].accountId },
		});
		expect(dsa.status).toBe(200);
		const schema = answerSchema(doc, '/ads/facebook/dsaRecommendations', 'get');
		expect(check(schema, dsa.body)).toEqual([]);
		expect(check(schema, { ...dsa.body, dsaRecommendations: Array(26).fill('x') })).not.toEqual([]);
	});
});
