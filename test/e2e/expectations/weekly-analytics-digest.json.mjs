// Expectation for workflows/weekly-analytics-digest.json:
// Start -> Client profile keys (one item {profileKey} each) -> Profile details (User › Get acting
// as each) -> Account analytics (acting as each profile) -> Digest row
//       -> All profiles (Aggregate) -> Digest.
// Passes when the digest is one item naming every profile whose details were read, each with whole follower
// counts for facebook, instagram and linkedin and their total, and the totals add up; no profile
// key appears in the digest.
//
// Called with the context of test/e2e/run.mjs or with the `n8n execute --rawOutput` JSON itself
// (test/helpers/expectations.ts does the latter); uses only the run. Synchronous.

import { runReader } from '../lib/expect-run.mjs';

const NAME = 'weekly-analytics-digest';
const NETWORKS = ['facebook', 'instagram', 'linkedin'];

const { runDataOf, itemsOf, check } = runReader(NAME);

const isCount = (value) => Number.isInteger(value) && value >= 0;

export default function expectWeeklyAnalyticsDigest(input) {
	const runData = runDataOf(input);
	const profiles = itemsOf(runData, 'Profile details');
	check(profiles.length >= 2, `expected several profiles, read ${profiles.length}`);
	const digests = itemsOf(runData, 'Digest');
	check(digests.length === 1, `the digest is ${digests.length} items, expected 1`);
	const [digest] = digests;
	check(
		Array.isArray(digest.profiles),
		`the digest has no profiles list: ${JSON.stringify(digest)}`,
	);
	check(
		JSON.stringify(digest.profiles.map((p) => p.title).sort()) ===
			JSON.stringify(profiles.map((p) => p.title).sort()),
		`the digest names ${JSON.stringify(digest.profiles.map((p) => p.title))}, the profiles are ${JSON.stringify(profiles.map((p) => p.title))}`,
	);
	check(
		digest.profileCount === profiles.length,
		`profileCount is ${digest.profileCount}, expected ${profiles.length}`,
	);
	let total = 0;
	for (const row of digest.profiles) {
		for (const network of NETWORKS) {
			check(
				isCount(row.followers?.[network]),
				`${row.title}: followers.${network} is ${JSON.stringify(row.followers?.[network])}`,
			);
		}
		const sum = NETWORKS.reduce((s, n) => s + row.followers[n], 0);
		check(
			row.totalFollowers === sum,
			`${row.title}: totalFollowers ${row.totalFollowers} is not ${sum}`,
		);
		check(typeof row.refId === 'string' && row.refId !== '', `${row.title}: no refId`);
		check(!('profileKey' in row), `${row.title}: the digest carries a profile key`);
		total += sum;
	}
	check(
		digest.totalFollowers === total,
		`totalFollowers ${digest.totalFollowers} is not the sum ${total}`,
	);
	check(total > 0, 'every follower count is 0');
	check(
		!Number.isNaN(Date.parse(digest.generatedAt)),
		`generatedAt is not a date: ${JSON.stringify(digest.generatedAt)}`,
	);
	return digest;
}
