import { networkEntry, PLATFORMS } from '../../src/engine/networks';
import { X_APP_HEADER_NAMES } from '../../src/engine/core/xAppKeys';
import { explainErrorCode } from '../../src/sandbox/errorCatalog/index';
import { CORE_FIELDS } from '../../src/sandbox/graphql/fields';
import { FAULT_KINDS } from '../../src/sandbox/networks/faults';
import { NETWORK_TRAITS } from '../../src/sandbox/networks/traits';

// Generic code finds "the network that does X" by a registry field; these keep each derivation
// from silently picking none, or one of several.
describe('the networks generic code singles out by a registry field', () => {
	const having = (has: (platform: (typeof PLATFORMS)[number]) => unknown) =>
		PLATFORMS.filter((platform) => has(platform));

	it('one network has app keys, and they are the two headers the client sends', () => {
		const [network, ...others] = having((p) => networkEntry(p).appKeys);
		expect(others).toEqual([]);
		const headers = networkEntry(network).appKeys!;
		expect(X_APP_HEADER_NAMES).toEqual({
			apiKey: `${headers.headerPrefix}Key`,
			apiSecret: `${headers.headerPrefix}Secret`,
		});
		for (const name of Object.values(X_APP_HEADER_NAMES))
			expect(name.toLowerCase().startsWith(headers.family)).toBe(true);
	});

	it('one network sends long texts as a thread', () => {
		expect(having((p) => networkEntry(p).rules.maxThreadPosts)).toHaveLength(1);
	});

	it("one network's account URLs serve an added image when a post names none", () => {
		expect(having((p) => NETWORK_TRAITS[p].hostsUnaddressedImages)).toHaveLength(1);
	});

	it("every network's error codes are explained, with that network, and no code is two networks'", () => {
		const codes = PLATFORMS.flatMap((p) =>
			(networkEntry(p).networkErrors ?? []).map((e) => e.code),
		);
		expect(new Set(codes).size).toBe(codes.length);
		for (const platform of PLATFORMS)
			for (const error of networkEntry(platform).networkErrors ?? [])
				expect(explainErrorCode(error.code)).toMatchObject({
					network: platform,
					httpStatus: error.httpStatus,
				});
	});

	it("a planted duplicate answers the network's own duplicate code, 137 elsewhere", () => {
		for (const platform of PLATFORMS) {
			const own = (networkEntry(platform).networkErrors ?? []).filter((e) => e.duplicate);
			expect(own.length).toBeLessThan(2);
			const code = FAULT_KINDS.duplicateContent.byNetwork?.[platform];
			expect(code ?? FAULT_KINDS.duplicateContent.code).toBe(own[0]?.code ?? 137);
		}
	});

	it("each network's generate flag is an argument of GraphQL's generatePost", () => {
		const args = CORE_FIELDS.find((field) => field.field === 'generatePost')?.args ?? {};
		const flags = having((p) => networkEntry(p).aiFitFlag);
		expect(flags.length).toBeGreaterThan(0);
		for (const platform of flags)
			expect(args[networkEntry(platform).aiFitFlag!]).toBe('Boolean');
	});
});
