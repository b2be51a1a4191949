import type { INodeProperties, INodePropertyOptions } from 'n8n-workflow';
import {
	networkEntry,
	networkName,
	networksOffering,
	NETWORK_IDS,
} from '../../src/engine/networks';
import { SocialPublishing } from '../../nodes/SocialPublishing/SocialPublishing.node';

// What the Review and User resources derive from the registry: a network given an offer or a fact
// there shows up in the node without a line elsewhere (and a fact left out fails here).
const properties = new SocialPublishing().description.properties;
const methods = new SocialPublishing().methods as unknown as {
	listSearch: Record<string, unknown>;
};

function field(name: string, resource: string, operation?: string): INodeProperties | undefined {
	return properties.find(
		(p) =>
			p.name === name &&
			p.displayOptions?.show?.resource?.includes(resource) &&
			(operation === undefined || p.displayOptions?.show?.operation?.includes(operation)),
	);
}

function optionValues(property: INodeProperties | undefined): unknown[] {
	return ((property?.options ?? []) as INodePropertyOptions[]).map((option) => option.value);
}

describe('the Review resource follows the registry', () => {
	test('every network offering reviews has its review rules and is in the Platform picker', () => {
		const offering = networksOffering('reviews');
		for (const network of offering) expect(networkEntry(network).offers.reviews).toBeDefined();
		expect(optionValues(field('platform', 'review', 'getAll'))).toEqual(offering);
		expect(optionValues(field('platform', 'review', 'reply'))).toEqual(offering);
	});

	test('only networks offering reviews state review rules', () => {
		const offering: readonly string[] = networksOffering('reviews');
		const withRules = NETWORK_IDS.filter((network) => networkEntry(network).offers.reviews);
		expect(withRules.every((network) => offering.includes(network))).toBe(true);
	});
});

describe('the User resource follows the registry', () => {
	test('each network offering boards has its operation and its board search', () => {
		const operations = optionValues(field('operation', 'user'));
		for (const network of networksOffering('boards')) {
			expect(operations).toContain(`get${networkName(network)}Boards`);
			expect(typeof methods.listSearch[`search${networkName(network)}Boards`]).toBe('function');
		}
	});

	test("each network with a quota flag has its switch in Get's options", () => {
		const options = (field('options', 'user', 'get')?.options ?? []) as INodeProperties[];
		const quotas = NETWORK_IDS.flatMap(
			(network) => networkEntry(network).offers.accountDetails?.quota?.query ?? [],
		);
		expect(quotas.length).toBeGreaterThan(0);
		for (const query of quotas) expect(options.map((o) => o.name)).toContain(query);
	});

	test('every network offering an account update has the schema of its body', () => {
		for (const network of networksOffering('userUpdate'))
			expect(networkEntry(network).offers.userUpdate?.schema).toBeDefined();
	});
});
