// Expectation for workflows/graphql-week-in-one-request.json:
// Start -> Week in one request (n8n's GraphQL node, three root fields) -> Week at a glance.
// Passes when the GraphQL answer has data for all three fields and no errors, the week's posts are
// those REST's GET /history?lastDays=7 lists, the linked networks are the account's, and the
// follower counts are whole numbers that add up; no API key appears in the output.
//
// Called with the context of test/e2e/run.mjs (it reads the sandbox through REST to compare).

import { runReader } from '../lib/expect-run.mjs';

const NAME = 'graphql-week-in-one-request';
const NETWORKS = ['facebook', 'instagram', 'linkedin'];

const { runDataOf, itemsOf, check } = runReader(NAME);

export default async function expectGraphqlWeek(input) {
	const runData = runDataOf(input);
	const answers = itemsOf(runData, 'Week in one request');
	check(answers.length === 1, `the GraphQL node gave ${answers.length} items, expected 1`);
	const [answer] = answers;
	check(
		answer.errors === undefined,
		`the GraphQL answer has errors: ${JSON.stringify(answer.errors)}`,
	);
	const { history, account, analytics } = answer.data ?? {};
	check(Array.isArray(history?.history), `no history envelope: ${JSON.stringify(answer.data)}`);
	check(Array.isArray(account?.activeSocialAccounts), 'no account (user) in the answer');
	for (const network of NETWORKS)
		check(analytics?.[network]?.analytics !== undefined, `no ${network} analytics in the answer`);

	const [week] = itemsOf(runData, 'Week at a glance');
	check(week !== undefined, 'Week at a glance gave no item');
	check(week.postsThisWeek === history.history.length, `postsThisWeek is ${week.postsThisWeek}`);
	let total = 0;
	for (const network of NETWORKS) {
		const count = week.followers?.[network];
		check(
			Number.isInteger(count) && count >= 0,
			`followers.${network} is ${JSON.stringify(count)}`,
		);
		total += count;
	}
	check(week.totalFollowers === total, `totalFollowers ${week.totalFollowers} is not ${total}`);
	check(total > 0, 'every follower count is 0');

	if (input?.sandbox) {
		const rest = (await input.sandbox.request('/history?lastDays=7')).body;
		check(
			JSON.stringify(rest.history.map((p) => p.id)) ===
				JSON.stringify(history.history.map((p) => p.id)),
			'the GraphQL week differs from REST GET /history?lastDays=7',
		);
		const user = (await input.sandbox.request('/user')).body;
		check(
			JSON.stringify(user.activeSocialAccounts) === JSON.stringify(week.linkedNetworks),
			`linkedNetworks ${JSON.stringify(week.linkedNetworks)} are not the account's`,
		);
		check(
			!JSON.stringify(input.run ?? {}).includes(process.env.SP_E2E_API_KEY ?? '\u0000'),
			'the run output carries the API key',
		);
	}
	return week;
}
