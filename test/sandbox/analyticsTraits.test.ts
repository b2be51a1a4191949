import {
	exampleNetworks,
	networkEntry,
	networksOffering,
	NETWORK_IDS,
} from '../../src/engine/networks';
import { readTools } from '../../src/sandbox/mcp/catalog/reads';
import { NETWORK_TRAITS } from '../../src/sandbox/networks/traits';
import { description as byNetworkId } from '../../nodes/SocialPublishing/actions/history/getByNetworkId.operation';
import { description as byNetwork } from '../../nodes/SocialPublishing/actions/history/getByPlatform.operation';

// The derivations of the analytics and history area (#35): each would go quietly wrong if an
// entry or a trait were forgotten, so each is checked against the registry here.
describe('analytics and history derive from the registry', () => {
	it('builds an account analytics record exactly for the networks that offer them', () => {
		const withRecord = NETWORK_IDS.filter((p) => NETWORK_TRAITS[p].accountAnalytics);
		expect(withRecord).toEqual(networksOffering('accountAnalytics'));
	});

	it('builds a post analytics record exactly for the networks that offer them', () => {
		const withRecord = NETWORK_IDS.filter((p) => NETWORK_TRAITS[p].postAnalytics !== null);
		expect(withRecord).toEqual(networksOffering('postAnalytics'));
	});

	it("names a page's linked business account by a network that has account analytics", () => {
		for (const network of NETWORK_IDS) {
			const trait = NETWORK_TRAITS[network].accountAnalytics;
			if (trait?.record !== 'page') continue;
			expect(networksOffering('accountAnalytics')).toContain(trait.linkedAccount.platform);
		}
	});

	it('looks X users up: X has its own post list and account analytics', () => {
		expect(networksOffering('history')).toContain('twitter');
		expect(networksOffering('accountAnalytics')).toContain('twitter');
	});

	it("gives the node's History examples a network with its own post list and an example id", () => {
		const [example] = exampleNetworks(1);
		expect(networkEntry(example).examples?.postId).toEqual(expect.any(String));
		expect(networksOffering('history')).toContain(example);
		const networkField = (fields: typeof byNetwork) => fields.find((f) => f.name === 'platform');
		expect(networkField(byNetwork)?.default).toBe(example);
		expect(networkField(byNetworkId)?.default).toBe(example);
		const idField = byNetworkId.find((f) => f.name === 'networkId');
		expect(idField?.placeholder).toBe(`e.g. ${networkEntry(example).examples?.postId}`);
	});

	it("takes each network's account analytics options in the MCP tool, under its id", () => {
		const tool = readTools.find((t) => t.name === 'get_social_network_analytics');
		const shape = (tool?.input as unknown as { shape: Record<string, unknown> }).shape;
		for (const network of NETWORK_IDS) {
			const hasOptions = networkEntry(network).offers.accountAnalytics?.options !== undefined;
			expect([network, network in shape]).toEqual([network, hasOptions]);
		}
	});
});
