import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import {
	contractHandlerReads,
	SANDBOX,
	sandboxFiles,
	type Resolve,
} from '../helpers/contractHandlerReads';
import { useTestSandbox } from '../helpers/testSandbox';

/**
 * Every `/api` route of the route table is declared by its endpoint contract (`contractRoute`),
 * except the routes listed below, each with why; and no contract route's handler reads the raw
 * `req.query` / `req.body` (it reads `req.input`, which the contract parsed).
 *
 * The route table is read through `/openapi.json`, which lists every `/api` route and marks the
 * contract routes `x-contract` (test/sandbox/openapi.test.ts holds it to the table). The handler
 * check is a check over the source (TypeScript's parser, ./contractHandlerReads.ts): for each
 * `contractRoute(C, { handler })` in src/sandbox, the handler expression, and each function it
 * names (declared in that file or imported from a relative module), must not read `.query` or
 * `.body` of its request parameter. Helpers these call are not followed: the pipeline's own parts
 * (actingProfile's profileKey, an idempotency key, a route's `alsoCheck`) read the raw request by
 * design.
 */
const t = useTestSandbox();

/**
 * Routes without a contract, by `METHOD /api/path`, each group with why: none any more. A route
 * that is neither declared by its contract nor listed here fails.
 */
const WITHOUT_CONTRACT: ReadonlyArray<{ why: string; routes: readonly string[] }> = [];

const LISTED = new Map(WITHOUT_CONTRACT.flatMap((g) => g.routes.map((r) => [r, g.why] as const)));

async function apiRoutes(): Promise<Array<{ route: string; contract: boolean }>> {
	const res = await fetch(`${t.sandbox.url}/openapi.json`);
	const doc = (await res.json()) as { paths: Record<string, Record<string, any>> };
	return Object.entries(doc.paths).flatMap(([path, item]) =>
		Object.entries(item).map(([method, op]) => ({
			route: `${method.toUpperCase()} /api${path.replace(/\{(\w+)\}/g, ':$1')}`,
			contract: op['x-contract'] === true,
		})),
	);
}

it('declares every /api route by its contract, except the listed ones (printed, with why)', async () => {
	const routes = await apiRoutes();
	const without = routes.filter((r) => !r.contract);
	const unlisted = without.filter((r) => !LISTED.has(r.route)).map((r) => r.route);
	const nowConverted = routes.filter((r) => r.contract && LISTED.has(r.route)).map((r) => r.route);
	const gone = [...LISTED.keys()].filter((r) => !routes.some((x) => x.route === r));
	console.log(
		[
			`${routes.length} /api routes, ${routes.length - without.length} with a contract; without one (${without.length}):`,
			...[...WITHOUT_CONTRACT.map((g) => g.why), 'NOT LISTED'].flatMap((why) => {
				const these = without.filter((r) => (LISTED.get(r.route) ?? 'NOT LISTED') === why);
				return these.length === 0 ? [] : [`  ${why}:`, ...these.map((r) => `    ${r.route}`)];
			}),
			...(nowConverted.length > 0
				? [
						'Listed but converted now (take them off the list):',
						...nowConverted.map((r) => `  ${r}`),
					]
				: []),
			...(gone.length > 0
				? ['Listed but not in the route table:', ...gone.map((r) => `  ${r}`)]
				: []),
		].join('\n'),
	);
	expect(unlisted).toEqual([]);
	// The routes converted on this branch stay converted.
	for (const route of [
		'GET /api/ads/:platform/accounts',
		'POST /api/ads/:platform/boost',
		'PUT /api/ads/:platform/ads',
		'GET /api/ads/:platform/cities',
		'POST /api/admin/faults',
		'GET /api/admin/hooks/deliveries',
		'POST /api/admin/ads/advance',
	])
		expect([route, routes.find((r) => r.route === route)?.contract]).toEqual([route, true]);
});

it('no contract route handler reads req.query or req.body (a check over the source)', () => {
	const files = sandboxFiles(SANDBOX)
		.map((file) => ({ file, text: readFileSync(file, 'utf8') }))
		.filter((source) => source.text.includes('contractRoute('));
	expect(files.length).toBeGreaterThan(5);
	const problems = files.flatMap((source) => contractHandlerReads(source));
	expect(problems).toEqual([]);
});

it('the source check names a handler that reads the raw request, here or in an imported module', () => {
	const modules: Record<string, string> = {
		'/x/routes/a.ts': `
			import { contractRoute } from '../router';
			import { fromElsewhere } from '../b';
			export const routes = [
				...contractRoute(ONE, { action: 'a', handler: local }),
				...contractRoute(TWO, { action: 'a', handler: (req, ctx) => ok(req.input.query) }),
				...contractRoute(THREE, { action: 'a', handler: wrap('k', fromElsewhere) }),
				...contractRoute(FOUR, { action: 'a', handler: (r) => r.body }),
			];
			function local(req, ctx) { return req.query.get('limit'); }
			function ok(input) { return input; }
		`,
		'/x/b.ts': `export function fromElsewhere(request) { return request.body.name; }`,
	};
	const resolveModule: Resolve = (from, specifier) => {
		const file = resolve(dirname(from), `${specifier}.ts`);
		return modules[file] === undefined ? undefined : { file, text: modules[file] };
	};
	const problems = contractHandlerReads(
		{ file: '/x/routes/a.ts', text: modules['/x/routes/a.ts'] },
		resolveModule,
	);
	expect(problems.map((p) => p.replace(/:\d+/, ''))).toEqual(
		expect.arrayContaining([
			'/x/routes/a.ts reads r.body',
			'/x/routes/a.ts reads req.query',
			'/x/b.ts reads request.body',
		]),
	);
	expect(problems).toHaveLength(3);
});
