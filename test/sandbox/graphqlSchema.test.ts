/**
 * The GraphQL schema is derived, not written a third time: every root field names a route of the
 * sandbox's route table, every network enum is the registry's, and the fields the docs name are
 * on the root the docs give them (docs: apis/graphql/overview, using-the-api, ads).
 */
import { GraphQLEnumType, GraphQLNonNull, type GraphQLObjectType } from 'graphql';
import { NETWORK_IDS, networksOffering } from '../../src/engine/networks';
import { apiCallOf, routesOf } from '../../src/sandbox/graphql/field';
import { graphqlSchema } from '../../src/sandbox/graphql/route';
import { GRAPHQL_FIELDS } from '../../src/sandbox/graphql/schema';
import { startSandbox } from '../../src/sandbox';
import { captureRouter, type RouteEntry } from '../helpers/routeTable';

const DOCUMENTED = {
	query: [
		'postHistory',
		'socialAnalytics',
		'validatePost',
		'validateMedia',
		'generatePost',
		'user',
		'comments',
		'adAccounts',
		'adTargetingSearch',
		'ads',
		'adHistory',
		'facebookAdAccounts',
		'instagramAds',
	],
	mutation: [
		'createPost',
		'mediaUploadUrl',
		'linkAnalytics',
		'userBatch',
		'createProfile',
		'updateAd',
		'boostPost',
		'boostFacebookPost',
		'instagramBoostPost',
	],
};

/** Fields the GraphQL docs do not list that the sandbox adds, each its REST route's twin (ours). */
const OURS: Record<'query' | 'mutation', string[]> = { query: ['explainError'], mutation: [] };

let routes: RouteEntry[];

beforeAll(async () => {
	const capture = captureRouter();
	capture.arm();
	const sandbox = await startSandbox({ port: 0, quiet: true, log: () => undefined });
	await fetch(`${sandbox.url}/healthz`);
	routes = capture.routes();
	await sandbox.close();
});

describe('every root field maps to a REST route of the route table', () => {
	it.each(GRAPHQL_FIELDS.map((field) => [field.field, field] as const))('%s', (_, field) => {
		for (const [method, pattern] of routesOf(field)) {
			const matching = routes.filter((r) => r.method === method && r.pattern === pattern);
			expect(matching).toHaveLength(1);
			// Today's documented path, not an older one kept as an alias (withAliases).
			expect([field.field, method, pattern, matching[0].aliasOf]).toEqual([
				field.field,
				method,
				pattern,
				undefined,
			]);
		}
	});
});

describe('the schema', () => {
	const schema = graphqlSchema();
	const enumValues = (name: string) =>
		(schema.getType(name) as GraphQLEnumType).getValues().map((value) => [value.name, value.value]);

	it('takes its network enums from the registry', () => {
		expect(enumValues('Platform')).toEqual(NETWORK_IDS.map((p) => [p.toUpperCase(), p]));
		expect(enumValues('AdPlatform')).toEqual(
			networksOffering('ads').map((p) => [p.toUpperCase(), p]),
		);
		expect(enumValues('AdTargetingKind').map(([name]) => name)).toEqual([
			'INTERESTS',
			'REGIONS',
			'CITIES',
		]);
		expect(enumValues('AdStatus').map(([name]) => name)).toEqual([
			'ACTIVE',
			'PAUSED',
			'DELETED',
			'ARCHIVED',
		]);
	});

	it('has the fields the docs name, on the docs root, each returning JSON', () => {
		for (const root of ['query', 'mutation'] as const) {
			const type = (
				root === 'query' ? schema.getQueryType() : schema.getMutationType()
			) as GraphQLObjectType;
			const fields = type.getFields();
			expect(Object.keys(fields).sort()).toEqual([...DOCUMENTED[root], ...OURS[root]].sort());
			for (const field of Object.values(fields)) expect(String(field.type)).toBe('JSON');
		}
	});

	it('gives profileKey to every field but the account-level ones; createPost takes one JSON input', () => {
		const fields = {
			...schema.getQueryType()!.getFields(),
			...schema.getMutationType()!.getFields(),
		};
		for (const declared of GRAPHQL_FIELDS) {
			const args = fields[declared.field].args.map((arg) => arg.name);
			expect([declared.field, args.includes('profileKey')]).toEqual([
				declared.field,
				declared.scope !== 'account',
			]);
		}
		expect(fields.createProfile.args.map((a) => a.name)).not.toContain('profileKey');
		const input = fields.createPost.args.find((arg) => arg.name === 'input')!;
		expect(input.type).toBeInstanceOf(GraphQLNonNull);
		expect(String(input.type)).toBe('JSON!');
	});
});

describe('a field becomes its REST call', () => {
	const field = (name: string) => GRAPHQL_FIELDS.find((f) => f.field === name)!;

	it('fills path parameters, sends the rest as the query of a GET, never the profileKey', () => {
		expect(
			apiCallOf(field('adTargetingSearch'), {
				platform: 'facebook',
				kind: 'cities',
				search: 'Manhattan',
				countryCode: 'US',
				profileKey: 'secret',
			}),
		).toEqual({
			method: 'GET',
			path: '/api/ads/facebook/cities',
			query: { search: 'Manhattan', countryCode: 'US' },
		});
		expect(apiCallOf(field('comments'), { id: 'a/b', platform: 'facebook' })).toEqual({
			method: 'GET',
			path: '/api/comments/a%2Fb',
			query: { platform: 'facebook' },
		});
	});

	it('spreads an input into the body; a legacy field fixes its network', () => {
		const input = {
			post: 'Hi',
			platforms: ['linkedin'],
			linkedInOptions: { visibility: 'public' },
		};
		expect(apiCallOf(field('createPost'), { input, profileKey: 'k' })).toEqual({
			method: 'POST',
			path: '/api/post',
			body: input,
		});
		expect(apiCallOf(field('boostFacebookPost'), { input: { postId: 'p1' } })).toEqual({
			method: 'POST',
			path: '/api/ads/facebook/boost',
			body: { postId: 'p1' },
		});
		expect(
			apiCallOf(field('updateAd'), { platform: 'instagram', adId: '7', status: 'paused' }),
		).toEqual({
			method: 'PUT',
			path: '/api/ads/instagram/ads',
			body: { adId: '7', status: 'paused' },
		});
	});
});
