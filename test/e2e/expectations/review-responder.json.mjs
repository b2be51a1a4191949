// Expectation for workflows/review-responder.json:
// Start -> Read Google reviews -> One or two stars? -> (yes) Flag for a human
//                                                   -> (no)  Not answered yet? -> (yes) Reply with thanks
// Passes when every review of one or two stars was flagged (and none of them answered by the
// workflow), every other review that had no reply got the thank-you reply, and no review was both.
// In the e2e leg (a context with `sandbox`) it also reads the reviews again: the positive ones that
// were answered now carry that reply, the flagged ones still have none.
//
// Called with the context of test/e2e/run.mjs or with the `n8n execute --rawOutput` JSON itself
// (test/helpers/expectations.ts does the latter). Synchronous unless the context has a sandbox.

import { runReader } from '../lib/expect-run.mjs';

const NAME = 'review-responder';
const NEGATIVE = ['ONE', 'TWO'];

const { runDataOf, itemsOf, check } = runReader(NAME);

export default function expectReviewResponder(input) {
	const runData = runDataOf(input);
	const reviews = itemsOf(runData, 'Read Google reviews');
	check(reviews.length > 0, 'no reviews were read');
	const negative = reviews.filter((r) => NEGATIVE.includes(r.rating));
	const unansweredPositive = reviews.filter(
		(r) => !NEGATIVE.includes(r.rating) && !r.reviewReply?.reply,
	);
	check(
		negative.length > 0,
		'the listing has no one- or two-star review, so nothing was there to flag',
	);
	check(
		unansweredPositive.length > 0,
		'the listing has no unanswered positive review, so nothing was there to answer',
	);

	const flagged = itemsOf(runData, 'Flag for a human');
	check(
		JSON.stringify(flagged.map((f) => f.reviewId).sort()) ===
			JSON.stringify(negative.map((r) => r.id).sort()),
		`flagged ${JSON.stringify(flagged.map((f) => f.reviewId))}, expected the negative reviews ${JSON.stringify(negative.map((r) => r.id))}`,
	);
	for (const item of flagged) {
		check(
			item.action === 'flag for a human' && NEGATIVE.includes(item.rating),
			`a flagged item is wrong: ${JSON.stringify(item)}`,
		);
	}

	const replies = itemsOf(runData, 'Reply with thanks');
	const repliedIds = replies.map((r) => r.id).sort();
	check(
		JSON.stringify(repliedIds) === JSON.stringify(unansweredPositive.map((r) => r.id).sort()),
		`replied to ${JSON.stringify(repliedIds)}, expected the unanswered positive reviews ${JSON.stringify(unansweredPositive.map((r) => r.id))}`,
	);
	for (const reply of replies) {
		check(reply.status === 'success', `a reply did not succeed: ${JSON.stringify(reply)}`);
		check(
			String(reply.reply ?? '').startsWith('Thank you'),
			`a reply is not the thank-you text: ${JSON.stringify(reply.reply)}`,
		);
	}
	check(
		!repliedIds.some((id) => negative.some((r) => r.id === id)),
		'a negative review was answered',
	);

	const sandbox = input && typeof input === 'object' ? input.sandbox : undefined;
	if (!sandbox?.request) return { flagged, replies };
	// e2e: read the listing again.
	return (async () => {
		const { status, body } = await sandbox.request('/reviews?platform=gmb');
		check(status === 200, `reading the reviews again answered HTTP ${status}`);
		const now = new Map((body.gmb ?? []).map((r) => [r.id, r]));
		for (const review of unansweredPositive) {
			const reply = now.get(review.id)?.reviewReply?.reply;
			check(
				String(reply ?? '').startsWith('Thank you'),
				`review ${review.id} has no thank-you reply afterwards: ${JSON.stringify(reply)}`,
			);
		}
		for (const review of negative) {
			check(!now.get(review.id)?.reviewReply?.reply, `negative review ${review.id} was answered`);
		}
		return { flagged, replies };
	})();
}
