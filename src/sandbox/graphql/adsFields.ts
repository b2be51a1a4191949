import type { GraphqlField } from './field';

const AD_IDS = ['campaignId', 'accountId', 'adId', 'postId', 'socialPostId'] as const;
const AD_LIST_ARGS = { ...Object.fromEntries(AD_IDS.map((id) => [id, 'String'])), limit: 'Int' };

/**
 * The Ads fields (docs: apis/graphql/ads): the generic ones take the ads network as an argument,
 * the legacy per-network ones fix it. Each answers its REST route's response unchanged, as JSON.
 */
export const ADS_FIELDS: readonly GraphqlField[] = [
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
	{
		field: 'boostFacebookPost',
		root: 'mutation',
		route: ['POST', '/api/ads/:platform/boost'],
		fixed: { platform: 'facebook' },
		description: 'Legacy: boostPost on Facebook (POST /ads/facebook/boost).',
		args: { input: 'JSON!' },
		input: 'input',
	},
	{
		field: 'instagramBoostPost',
		root: 'mutation',
		route: ['POST', '/api/ads/:platform/boost'],
		fixed: { platform: 'instagram' },
		description: 'Legacy: boostPost on Instagram (POST /ads/instagram/boost).',
		args: { input: 'JSON!' },
		input: 'input',
	},
	{
		field: 'facebookAdAccounts',
		root: 'query',
		route: ['GET', '/api/ads/:platform/accounts'],
		fixed: { platform: 'facebook' },
		description: 'Legacy: adAccounts on Facebook (GET /ads/facebook/accounts).',
		args: { limit: 'Int' },
	},
	{
		field: 'instagramAds',
		root: 'query',
		route: ['GET', '/api/ads/:platform/ads'],
		fixed: { platform: 'instagram' },
		description: 'Legacy: ads on Instagram (GET /ads/instagram/ads).',
		args: AD_LIST_ARGS,
		atLeastOne: AD_IDS,
	},
];
