// Expectation for workflows/agency-broadcast.json:
// Start -> Read profiles (with keys) -> Collect profile keys (Aggregate) -> Publish for every profile.
// Passes when the post was published once per profile read: one output item per profile (by refId
// and title), each "success" on facebook and linkedin, with a post id of its own. In the e2e leg (a
// context with `sandbox`) it also reads each profile's post history: the post is there, sent.
//
// Called with the context of test/e2e/run.mjs or with the `n8n execute --rawOutput` JSON itself
// (test/helpers/expectations.ts does the latter). Synchronous unless the context has a sandbox.

import { runReader } from '../lib/expect-run.mjs';

const NAME = 'agency-broadcast';
const NETWORKS = ['facebook', 'linkedin'];

const { runDataOf, itemsOf, check } = runReader(NAME);

export default function expectAgencyBroadcast(input) {
	const runData = runDataOf(input);
	const profiles = itemsOf(runData, 'Read profiles');
	check(profiles.length >= 2, `expected several profiles, read ${profiles.length}`);
	const sent = itemsOf(runData, 'Publish for every profile');
	check(
		sent.length === profiles.length,
		`${sent.length} output items for ${profiles.length} profiles`,
	);
	const byRef = new Map(sent.map((item) => [item.refId, item]));
	for (const profile of profiles) {
		const item = byRef.get(profile.refId);
		check(item, `no output item for profile "${profile.title}"`);
		check(
			item.status === 'success',
			`profile "${profile.title}": status ${JSON.stringify(item.status)}, expected "success"`,
		);
		check(
			item.profileTitle === profile.title,
			`profile "${profile.title}": the item names ${JSON.stringify(item.profileTitle)}`,
		);
		for (const network of NETWORKS) {
			const entry = (item.postIds ?? []).find((p) => p.platform === network);
			check(
				entry?.status === 'success',
				`profile "${profile.title}": not sent to ${network}: ${JSON.stringify(entry ?? null)}`,
			);
		}
	}
	check(
		new Set(sent.map((item) => item.id)).size === sent.length,
		'two profiles got the same post id',
	);

	const sandbox = input && typeof input === 'object' ? input.sandbox : undefined;
	if (!sandbox?.request) return sent;
	// e2e: each profile's history has its post, sent. Profile keys come from the run and are never printed.
	return (async () => {
		for (const profile of profiles) {
			const item = byRef.get(profile.refId);
			const { status, body } = await sandbox.request('/history', {
				headers: { 'Profile-Key': profile.profileKey },
			});
			check(status === 200, `reading the history of "${profile.title}" answered HTTP ${status}`);
			const records = Array.isArray(body) ? body : (body.history ?? []);
			const record = records.find((r) => r.id === item.id);
			check(record, `the history of "${profile.title}" has no post ${item.id}`);
			check(
				record.status === 'success',
				`the post in the history of "${profile.title}" is ${JSON.stringify(record.status)}`,
			);
		}
		return sent;
	})();
}
