/**
 * The error catalog is the service's: every code the docs' error pages list answers through REST
 * (`GET /api/error-explainer`) and MCP (`explain_error`) with the service's class, derived from the
 * HTTP status as the service's MCP skill "errors" says; the sandbox's own codes are marked ours in
 * the catalog, never in the answer (issue 45: provenance is ours, not the user's).
 */
import {
	catalogSourceOf,
	classOfStatus,
	explainedCodes,
} from '../../src/sandbox/errorCatalog/index';
import { connectMcp } from '../helpers/mcpClient';
import { useTestSandbox } from '../helpers/testSandbox';

const t = useTestSandbox();
let mcp: Awaited<ReturnType<typeof connectMcp>>;
beforeAll(async () => {
	mcp = await connectMcp(t.sandbox);
});
afterAll(() => mcp.close());

/** The codes the docs list, with the HTTP status each page gives it (read off the pages). */
const DOCUMENTED: Record<number, { httpStatus: number; page: string }> = {
	107: { httpStatus: 400, page: 'errors/errors-ayrshare' },
	110: { httpStatus: 400, page: 'errors/errors-ayrshare' },
	138: { httpStatus: 400, page: 'errors/errors-ayrshare' },
	161: { httpStatus: 400, page: 'errors/errors-ayrshare' },
	435: { httpStatus: 429, page: 'errors/errors-ayrshare' },
	436: { httpStatus: 400, page: 'errors/errors-ayrshare' },
	156: { httpStatus: 400, page: 'ayrshare-mcp skills/errors' },
	272: { httpStatus: 400, page: 'ayrshare-mcp skills/errors' },
	400: { httpStatus: 400, page: 'errors/errors-http' },
	401: { httpStatus: 401, page: 'errors/errors-http' },
	403: { httpStatus: 403, page: 'errors/errors-http' },
	404: { httpStatus: 404, page: 'errors/errors-http' },
	405: { httpStatus: 405, page: 'errors/errors-http' },
	429: { httpStatus: 429, page: 'errors/errors-http' },
	500: { httpStatus: 500, page: 'errors/errors-http' },
	// errors-ayrshare's other codes and the statuses it lists beyond errors-http's.
	444: { httpStatus: 429, page: 'errors/errors-ayrshare' },
	328: { httpStatus: 400, page: 'errors/errors-ayrshare' },
	126: { httpStatus: 400, page: 'errors/errors-ayrshare' },
	402: { httpStatus: 402, page: 'errors/errors-ayrshare' },
	502: { httpStatus: 502, page: 'errors/errors-ayrshare' },
	503: { httpStatus: 503, page: 'errors/errors-ayrshare' },
	504: { httpStatus: 504, page: 'errors/errors-ayrshare' },
	// The GraphQL errors page's transport statuses.
	413: { httpStatus: 413, page: 'apis/graphql/errors' },
	415: { httpStatus: 415, page: 'apis/graphql/errors' },
	// The contract's (shared/spec: interface section 7 and reference-behaviour's codes seen in the wild).
	399: { httpStatus: 403, page: 'apis/graphql/ads' },
	101: { httpStatus: 400, page: 'interface' },
	114: { httpStatus: 404, page: 'interface' },
	137: { httpStatus: 400, page: 'interface' },
	146: { httpStatus: 400, page: 'interface' },
	147: { httpStatus: 400, page: 'interface' },
	189: { httpStatus: 400, page: 'interface' },
	323: { httpStatus: 400, page: 'interface' },
	349: { httpStatus: 400, page: 'interface' },
	350: { httpStatus: 400, page: 'interface' },
	383: { httpStatus: 400, page: 'interface' },
};

/** The service's rule, written out here so a change to the product's derivation shows. */
function serviceClass(httpStatus: number): string {
	if ([401, 402, 403].includes(httpStatus)) return 'user-action';
	if (httpStatus >= 500) return 'network';
	return 'developer-fix';
}

async function viaRest(code: number, platform?: string) {
	const res = await t.api('GET', '/api/error-explainer', {
		query: platform ? { code, platform } : { code },
	});
	expect([code, res.status]).toEqual([code, 200]);
	return res.body;
}

async function viaMcp(code: number, platform?: string) {
	const answer = await mcp.tool('explain_error', platform ? { code, platform } : { code });
	expect([code, answer.isError]).toEqual([code, false]);
	return answer.body;
}

describe('every code in the catalog', () => {
	it('holds every documented code', () => {
		expect(explainedCodes()).toEqual(expect.arrayContaining(Object.keys(DOCUMENTED).map(Number)));
	});

	it.each(explainedCodes())(
		'%d answers the same through REST and MCP, with the class of its HTTP status',
		async (code) => {
			const rest = await viaRest(code);
			expect(await viaMcp(code)).toEqual(rest);
			expect(rest.class).toBe(serviceClass(rest.httpStatus));
			const documented = DOCUMENTED[code];
			if (documented) {
				expect(rest).toMatchObject({ httpStatus: documented.httpStatus });
				expect([code, catalogSourceOf(code)]).toEqual([code, documented.page]);
			} else {
				expect([code, catalogSourceOf(code)]).toEqual([code, 'ours']);
			}
			// Where an entry comes from stays in the catalog: the answer has no provenance.
			expect(rest).not.toHaveProperty('source');
			expect(rest).not.toHaveProperty('ours');
			expect(rest.message.length).toBeGreaterThan(3);
			expect(rest.fix.length).toBeGreaterThan(20);
			expect(typeof rest.retryAvailable).toBe('boolean');
		},
	);
});

describe('the codes the docs use as examples', () => {
	it("110 is X's duplicate and 107 Facebook's, in the service's words, both developer-fix", async () => {
		expect(await viaRest(110)).toMatchObject({
			class: 'developer-fix',
			httpStatus: 400,
			network: 'twitter',
			message: 'Status is a duplicate.',
		});
		expect(await viaMcp(107)).toMatchObject({
			class: 'developer-fix',
			network: 'facebook',
			message: expect.stringContaining('identical to the last one you posted'),
		});
	});

	it('272 (X authorization) and 156 (not linked) are 400s, so developer-fix, with a relink fix', async () => {
		const x = await viaMcp(272);
		expect(x).toMatchObject({ class: 'developer-fix', httpStatus: 400, network: 'twitter' });
		expect(x.fix).toMatch(/link X again/);
		const notLinked = await viaRest(156, 'tiktok');
		expect(notLinked).toMatchObject({ class: 'developer-fix', httpStatus: 400 });
		expect(notLinked.message).toBe('TikTok is not linked.');
		expect(notLinked.fix).toContain('Link TikTok');
	});

	it('102 (a missing or bad API key) is a 401, so user-action; ours, as the pages read list it not', async () => {
		for (const answer of [await viaRest(102), await viaMcp(102)])
			expect(answer).toMatchObject({ class: 'user-action', httpStatus: 401 });
		expect(catalogSourceOf(102)).toBe('ours');
	});

	it("161 answers per network: the docs' Facebook words, the named network otherwise", async () => {
		expect((await viaRest(161)).message).toMatch(/^Facebook authorization error/);
		expect((await viaMcp(161, 'linkedin')).message).toMatch(/^LinkedIn authorization error/);
	});

	it('5xx is network and 401/403 user-action, as the service derives them', async () => {
		expect(await viaRest(500)).toMatchObject({ class: 'network', httpStatus: 500 });
		expect(await viaMcp(403)).toMatchObject({ class: 'user-action', httpStatus: 403 });
		expect(await viaMcp(401)).toMatchObject({ class: 'user-action', httpStatus: 401 });
	});
});

describe('the class derivation', () => {
	it.each([
		[400, 'developer-fix'],
		[401, 'user-action'],
		[402, 'user-action'],
		[403, 'user-action'],
		[404, 'developer-fix'],
		[405, 'developer-fix'],
		[409, 'developer-fix'],
		[413, 'developer-fix'],
		[429, 'developer-fix'],
		[500, 'network'],
		[502, 'network'],
		[503, 'network'],
		[504, 'network'],
	])('HTTP %d is %s', (status, expected) => {
		expect(classOfStatus(status)).toBe(expected);
		expect(serviceClass(status)).toBe(expected);
	});
});

describe('retryAvailable', () => {
	it('is true for what the service can retry (an outage, Instagram throttling) and false otherwise', async () => {
		expect(await viaRest(152)).toMatchObject({ retryAvailable: true });
		expect(await viaRest(435)).toMatchObject({ retryAvailable: true });
		expect(await viaRest(110)).toMatchObject({ retryAvailable: false });
	});

	it("rides on a retryable error answer of a post, as the docs' error body shows it", async () => {
		await t.api('POST', '/api/admin/faults', {
			body: { platform: 'linkedin', reason: 'networkDown', count: 1 },
		});
		const sent = await t.api('POST', '/api/post', {
			body: { post: 'Outage day', platforms: ['linkedin'] },
		});
		expect(sent.status).toBe(400);
		expect(sent.body.errors).toEqual([
			expect.objectContaining({ code: 152, platform: 'linkedin', retryAvailable: true }),
		]);
	});
});

describe('per network where the docs differ by network', () => {
	it("a duplicate answers 110 on X and 107 on Facebook in the docs' words, 137 elsewhere, none retryable", async () => {
		for (const platform of ['twitter', 'facebook', 'linkedin'])
			await t.api('POST', '/api/admin/faults', {
				body: { platform, reason: 'duplicateContent', count: 1 },
			});
		const sent = await t.api('POST', '/api/post', {
			body: { post: 'Today is a great day', platforms: ['twitter', 'facebook', 'linkedin'] },
		});
		expect(sent.status).toBe(400);
		const byNetwork = Object.fromEntries(
			sent.body.errors.map((e: { platform: string }) => [e.platform, e]),
		);
		expect(byNetwork.twitter).toEqual({
			action: 'post',
			status: 'error',
			code: 110,
			message: 'Status is a duplicate.',
			platform: 'twitter',
		});
		expect(byNetwork.facebook).toMatchObject({
			code: 107,
			message: expect.stringMatching(/^Facebook Error: This status update is identical/),
		});
		expect(byNetwork.linkedin).toMatchObject({ code: 137 });
		for (const error of sent.body.errors) expect(error.retryAvailable).toBeUndefined();
		for (const { code } of sent.body.errors)
			expect((await viaRest(code)).class).toBe('developer-fix');
	});
});
