import {
	adsOf,
	networkEntry,
	networksOffering,
	NETWORK_IDS,
	shortNetworkName,
} from '../../src/engine/networks';
import { ADS_FIELDS } from '../../src/sandbox/graphql/adsFields';
import { LEGACY_AD_FIELDS, shownOf } from '../../src/sandbox/networks/shown';
import { AD_RULES } from '../../src/engine/resources/adsSchemas';
import { adNetworkProperty } from '../../nodes/SocialPublishing/actions/ad/shared';

// The Ads group reads its per-network facts from the registry: each network with ads states them,
// Facebook states the rules every boost follows, and what derives from them has them.
const AD_NETWORKS = networksOffering('ads');

describe.each(AD_NETWORKS)('ads of %s', (platform) => {
	const ads = adsOf(platform);

	it('states a name, a picker text and a post id field', () => {
		expect(shortNetworkName(platform)).not.toBe('');
		expect(adNetworkProperty.description).toContain(ads.pickerText);
		expect(['fbPostId', 'socialPostId']).toContain(ads.postIdField);
	});

	it('has each legacy GraphQL field, fixed to it, mirroring its generic field', () => {
		for (const [generic, name] of Object.entries(shownOf(platform).legacyGraphqlFields ?? {})) {
			expect(LEGACY_AD_FIELDS).toContain(generic);
			const field = ADS_FIELDS.find((f) => f.field === name);
			const model = ADS_FIELDS.find((f) => f.field === generic);
			expect(field?.fixed).toEqual({ platform });
			expect(field?.route).toEqual(model?.route);
			expect(field?.description).toContain(`Legacy: ${generic} on ${shortNetworkName(platform)}`);
		}
	});
});

it('only networks with ads state ads facts', () => {
	const stating = NETWORK_IDS.filter((platform) => networkEntry(platform).offers.ads !== undefined);
	expect(stating).toEqual(AD_NETWORKS);
});

it("Facebook's ads rules, which every boost follows, are stated", () => {
	const { network, rules } = AD_RULES;
	expect(AD_NETWORKS).toContain(network);
	expect(rules.minRunHours).toBeGreaterThan(0);
	expect(Number.isNaN(Date.parse(rules.relinkBefore))).toBe(false);
});

it('one network takes fbPostId, the others socialPostId', () => {
	const own = AD_NETWORKS.filter((platform) => adsOf(platform).postIdField === 'fbPostId');
	expect(own).toHaveLength(1);
});
