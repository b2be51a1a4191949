import { shortNetworkName } from '../../engine/networks';
import { LEGACY_AD_FIELDS, shownOf, type LegacyAdField } from '../networks/shown';
import { AD_PLATFORMS } from '../../engine/resources/adsSchemas';
import type { GraphqlField } from './field';

const AD_IDS = ['campaignId', 'accountId', 'adId', 'postId', 'socialPostId'] as const;
const AD_LIST_ARGS = { ...Object.fromEntries(AD_IDS.map((id) => [id, 'String'])), limit: 'Int' };

/** The generic Ads fields: each takes the ads network as an argument. */
const GENERIC_FIELDS: readonly GraphqlField[] = [
	{
		field: 'adAccounts',
		root: 'query',
		route: ['GET', '/api/ads/:platform/accounts'],
		description: 'The ad accounts the profile can spend from (GET /ads/{platform}/accounts).',
		args: { platform: 'AdPlatform!', limit: 'Int' },
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
			kind: 'AdTargetingKind!',
			search: 'String',
			countryCode: 'String',
			regionId: 'String',
			limit: 'Int',
		},
		onlyWith: { countryCode: ['cities'], regionId: ['cities'] },
	},
	{
		field: 'ads',
		root: 'query',
		route: ['GET', '/api/ads/:platform/ads'],
		description:
			'Ads, by campaign, ad account, ad, post or network post id (GET /ads/{platform}/ads).',
		args: { platform: 'AdPlatform!', ...AD_LIST_ARGS },
		atLeastOne: AD_IDS,
	},
	{
		field: 'adHistory',
		root: 'query',
		route: ['GET', '/api/ads/:platform/history'],
		description: 'Daily spend and results of the ads (GET /ads/{platform}/history).',
		args: {
			platform: 'AdPlatform!',
			accountId: 'String',
			adId: 'String',
			campaignId: 'String',
			startDate: 'String',
			endDate: 'String',
		},
	},
	{
		field: 'updateAd',
		root: 'mutation',
		route: ['PUT', '/api/ads/:platform/ads'],
		description: "Sets an ad's status (PUT /ads/{platform}/ads).",
		args: { platform: 'AdPlatform!', adId: 'String!', status: 'AdStatus!' },
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
	platform: (typeof AD_PLATFORMS)[number],
): GraphqlField[] {
	const name = shownOf(platform).legacyGraphqlFields?.[generic];
	const model = GENERIC_FIELDS.find((f) => f.field === generic);
	if (name === undefined || !model) return [];
	const args = Object.fromEntries(
		Object.entries(model.args ?? {}).filter(([arg]) => arg !== 'platform'),
	);
	const [method, pattern] = model.route;
	const path = pattern.replace('/api', '').replace(':platform', platform);
	return [
		{
			field: name,
			root: model.root,
			route: model.route,
			fixed: { platform },
			description: `Legacy: ${generic} on ${shortNetworkName(platform)} (${method} ${path}).`,
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
		AD_PLATFORMS.flatMap((platform) => legacyField(generic, platform)),
	),
];
