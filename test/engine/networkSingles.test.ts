import { networkEntry, networkRule, NETWORK_IDS } from '../../src/engine/networks';
import { graphemeCount, splitThread } from '../../src/engine';
import { X_APP_HEADER_NAMES } from '../../src/engine/core/xAppKeys';
import { explainErrorCode } from '../../src/sandbox/errorCatalog/index';
import { CORE_FIELDS } from '../../src/sandbox/graphql/fields';
import { FAULT_KINDS } from '../../src/sandbox/networks/faults';
import { shownOf } from '../../src/sandbox/networks/shown';

// Features one network has: the code names it, and its entry's capability is what that code reads.
describe('features of one network', () => {
	const having = (has: (platform: (typeof NETWORK_IDS)[number]) => unknown) =>
		NETWORK_IDS.filter((platform) => has(platform));

	it("X's app keys are the two headers the client sends", () => {
		expect(having((p) => networkEntry(p).offers.appKeys)).toEqual(['twitter']);
		const headers = networkEntry('twitter').offers.appKeys!;
		expect(X_APP_HEADER_NAMES).toEqual({
			apiKey: `${headers.headerPrefix}Key`,
			apiSecret: `${headers.headerPrefix}Secret`,
		});
		for (const name of Object.values(X_APP_HEADER_NAMES))
			expect(name.toLowerCase().startsWith(headers.family)).toBe(true);
	});

	it('X sends long texts as a thread (its page: https://www.ayrshare.com/docs/apis/post/social-networks/x)', () => {
		expect(having((p) => networkEntry(p).offers.thread)).toEqual(['twitter']);
	});

	it("every network's error codes are explained, with that network, and no code is two networks'", () => {
		const codes = NETWORK_IDS.flatMap((p) => (shownOf(p).networkErrors ?? []).map((e) => e.code));
		expect(new Set(codes).size).toBe(codes.length);
		for (const platform of NETWORK_IDS)
			for (const error of shownOf(platform).networkErrors ?? [])
				expect(explainErrorCode(error.code)).toMatchObject({
					network: platform,
					httpStatus: error.httpStatus,
				});
	});

	it("a planted duplicate answers the network's own duplicate code, 137 elsewhere", () => {
		for (const platform of NETWORK_IDS) {
			const own = (shownOf(platform).networkErrors ?? []).filter((e) => e.duplicate);
			expect(own.length).toBeLessThan(2);
			const code = FAULT_KINDS.duplicateContent.byNetwork?.[platform];
			expect(code ?? FAULT_KINDS.duplicateContent.code).toBe(own[0]?.code ?? 137);
		}
	});

	it("each network's generate flag is an argument of GraphQL's generatePost", () => {
		const args = CORE_FIELDS.find((field) => field.field === 'generatePost')?.args ?? {};
		expect(having((p) => networkEntry(p).offers.aiFit)).toEqual(['twitter']);
		expect(args[networkEntry('twitter').offers.aiFit!.flag]).toBe('Boolean');
	});
});

// A thread is cut by the network's own rules, so a second network offering one needs only its entry.
describe('a thread on a network that counts characters, not weighted ones', () => {
	const network = 'bluesky';
	const { maxLength, lengthUnit } = networkRule(network);
	const sentence = 'Ünïcödé sentence with 😀 and a link https://example.com/x. ';
	const text = sentence.repeat(40).trim();

	it("keeps every post within the network's length, counted in its unit, and loses no word", () => {
		expect(lengthUnit).toBe('graphemes');
		const posts = splitThread(text, network, { threadNumber: true });
		expect(posts.length).toBeGreaterThan(1);
		for (const post of posts) {
			expect(post.length).toBe(graphemeCount(post.text));
			expect(post.length).toBeLessThanOrEqual(maxLength);
		}
		const words = posts.flatMap((post) => post.text.replace(/ \d+\/\d+$/, '').split(/\s+/));
		expect(words).toEqual(text.split(/\s+/));
	});
});
