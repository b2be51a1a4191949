import {
	AD_LIST_KEYS,
	AdAccountsQuerySchema,
	AdHistoryQuerySchema,
	AdListQuerySchema,
	AdTargetingQuerySchema,
	AdUpdateSchema,
} from '../../engine/contract/ads';
import { argsFromContract } from './contractArgs';
import { shortNetworkName } from '../../engine/networks';
import { LEGACY_AD_FIELDS, shownOf, type LegacyAdField } from '../networks/shown';
import { AD_NETWORKS } from '../../engine/resources/adsSchemas';
import type { GraphqlField } from './field';

/**
 * The generic Ads fields: each takes the ads network as an argument, and its other arguments from
 * its route's contract (contract/ads.ts); `kind` picks the targeting search's route.
 */
const GENERIC_FIELDS: readonly GraphqlField[] = [
	{
		field: 'adAccounts',
		root: 'query',
		route: ['GET', '/api/ads/:platform/accounts'],
		description: 'The ad accounts the profile can spend from (GET /ads/{platform}/accounts).',
		args: { platform: 'AdPlatform!', ...argsFromContract(AdAccountsQuerySchema) },
	},
	{
		field: 'adTargetingSearch',
		root: 'query',
		route: ['GET', '/api/ads/:platform/interests'],
		routeBy: {
			argument: 'kind',
			routes: {
				interests: ['GET', '/api/ads/:platform/interests'],
				regions: ['GET', '/api/ads/:platform/regions'],
				cities: ['GET', '/api/ads/:platform/cities'],
			},
		},
		description:
			'Targeting values for a boost: interests (search required), regions or cities (GET /ads/{platform}/interests|regions|cities).',
		args: {
			platform: 'AdPlatform!',
			...argsFromContract(AdTargetingQuerySchema, [], { kind: 'AdTargetingKind!' }),
		},
		onlyWith: { countryCode: ['cities'], regionId: ['cities'] },
	},
	{
		field: 'ads',
		root: 'query',
		route: ['GET', '/api/ads/:platform/ads'],
		description:
			'Ads, by campaign, ad account, ad, post or network post id (GET /ads/{platform}/ads).',
		args: { platform: 'AdPlatform!', ...argsFromContract(AdListQuerySchema) },
		atLeastOne: AD_LIST_KEYS,
	},
	{
		field: 'adHistory',
		root: 'query',
		route: ['GET', '/api/ads/:platform/history'],
		description: 'Daily spend and results of the ads (GET /ads/{platform}/history).',
		args: { platform: 'AdPlatform!', ...argsFromContract(AdHistoryQuerySchema) },
	},
	{
		field: 'updateAd',
		root: 'mutation',
		route: ['PUT', '/api/ads/:platform/ads'],
		description: "Sets an ad's status (PUT /ads/{platform}/ads).",
		args: {
			platform: 'AdPlatform!',
			...argsFromContract(AdUpdateSchema, [], { status: 'AdStatus!' }),
		},
	},
	{
		field: 'boostPost',
		root: 'mutation',
		route: ['POST', '/api/ads/:platform/boost'],
		description:
			'Boosts a published post as an ad; `input` is the REST boost body (POST /ads/{platform}/boost).',
		args: { platform: 'AdPlatform!', input: 'JSON!' },
		input: 'input',
	},
];

/** A legacy field: the generic one with the network fixed (its `legacyGraphqlFields` in networks/shown.ts). */
function legacyField(
	generic: LegacyAdField,
	network: (typeof AD_NETWORKS)[number],
): GraphqlField[] {
	const name = shownOf(network).legacyGraphqlFields?.[generic];
	const model = GENERIC_FIELDS.find((f) => f.field === generic);
	if (name === undefined || !model) return [];
	const args = Object.fromEntries(
		Object.entries(model.args ?? {}).filter(([arg]) => arg !== 'platform'),
	);
	const [method, pattern] = model.route;
	const path = pattern.replace('/api', '').replace(':platform', network);
	return [
		{
			field: name,
			root: model.root,
			route: model.route,
			fixed: { platform: network },
			description: `Legacy: ${generic} on ${shortNetworkName(network)} (${method} ${path}).`,
			args,
			...(model.input ? { input: model.input } : {}),
			...(model.atLeastOne ? { atLeastOne: model.atLeastOne } : {}),
		},
	];
}

/**
 * The Ads fields (docs: apis/graphql/ads): the generic ones take the ads network as an argument,
 * the legacy per-network ones fix it. Each answers its REST route's response unchanged, as JSON.
 */
export const ADS_FIELDS: readonly GraphqlField[] = [
	...GENERIC_FIELDS,
	...LEGACY_AD_FIELDS.flatMap((generic) =>
		AD_NETWORKS.flatMap((network) => legacyField(generic, network)),
	),
];
