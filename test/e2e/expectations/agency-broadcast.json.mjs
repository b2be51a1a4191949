// Expectation for workflows/agency-broadcast.json:
// Start -> Client profile keys (one item {profileKey} each) -> Collect profile keys (Aggregate)
// -> Any client keys? -> Publish for every profile.
// Passes when the post was published once per key given: one output item per key, each with a
// profile of its own (refId), "success" on facebook and linkedin, and a post id of its own. In the
// e2e leg (a context with `sandbox`) it also reads each profile's post history: the post is there, sent.
// The keys come from the run's input (the service lists no key: docs apis/profiles/get-profiles).
//
// Called with the context of test/e2e/run.mjs or with the `n8n execute --rawOutput` JSON itself
// (test/helpers/expectations.ts does the latter). Synchronous unless the context has a sandbox.

import { runReader } from '../lib/expect-run.mjs';

const NAME = 'agency-broadcast';
const NETWORKS = ['facebook', 'linkedin'];

const { runDataOf, itemsOf, check } = runReader(NAME);

export default function expectAgencyBroadcast(input) {
	const runData = runDataOf(input);
	const keys = itemsOf(runData, 'Client profile keys')
		.map((item) => item.profileKey)
		.filter((key) => typeof key === 'string' && key !== '');
	check(keys.length >= 2, `expected several client profile keys as input, got ${keys.length}`);
	const sent = itemsOf(runData, 'Publish for every profile');
	check(sent.length === keys.length, `${sent.length} output items for ${keys.length} profiles`);
	check(
		new Set(sent.map((item) => item.refId)).size === sent.length,
		'two output items name the same profile',
	);
	for (const item of sent) {
		const who = `profile "${item.profileTitle}"`;
		check(item.status === 'success', `${who}: status ${JSON.stringify(item.status)}`);
		for (const network of NETWORKS) {
			const entry = (item.postIds ?? []).find((p) => p.platform === network);
			check(
				entry?.status === 'success',
				`${who}: not sent to ${network}: ${JSON.stringify(entry ?? null)}`,
			);
		}
	}
	check(
		new Set(sent.map((item) => item.id)).size === sent.length,
		'two profiles got the same post id',
	);

	const sandbox = input && typeof input === 'object' ? input.sandbox : undefined;
	if (!sandbox?.request) return sent;
	// e2e: each profile's history has its post, sent. Keys come from the run and are never printed.
	return (async () => {
		const ids = new Set(sent.map((item) => item.id));
		for (const key of keys) {
			const { status, body } = await sandbox.request('/history', {
				headers: { 'Profile-Key': key },
			});
			check(status === 200, `reading a profile's history answered HTTP ${status}`);
			const records = Array.isArray(body) ? body : (body.history ?? []);
			const record = records.find((r) => ids.has(r.id));
			check(record, "a profile's history has none of the posts");
			check(record.status === 'success', `a profile's post is ${JSON.stringify(record.status)}`);
		}
		return sent;
	})();
}
