import type { IDataObject } from 'n8n-workflow';

import { checkExpectation } from '../helpers/expectations';
import { loadWorkflow, runWorkflow, type WorkflowRun } from '../helpers/n8nHarness';
import { useSandbox } from '../helpers/socialPublishingSteps';

const sp = useSandbox();
const NEGATIVE = ['ONE', 'TWO'];
let before: IDataObject[];
let result: WorkflowRun;

async function listing(): Promise<IDataObject[]> {
	return ((await sp.api('GET', '/reviews?platform=gmb')) as { gmb: IDataObject[] }).gmb;
}
const hasReply = (review: IDataObject) => Boolean((review.reviewReply as IDataObject)?.reply);

beforeAll(async () => {
	// Customers leave a fresh two-star and a fresh five-star review besides the seeded ones.
	await sp.api('POST', '/admin/reviews', {
		platform: 'gmb',
		rating: 2,
		review: 'Waited 40 minutes for a table.',
		reviewerName: 'Ola Berg',
	});
	await sp.api('POST', '/admin/reviews', {
		platform: 'gmb',
		rating: 5,
		review: 'Best croissants in town.',
		reviewerName: 'Mia Wong',
	});
	before = await listing();
	result = await runWorkflow(loadWorkflow('review-responder.json'), {
		credentials: sp.credentials(),
	});
});

test('workflows/review-responder.json runs every node without error', () => {
	expect(result.run.data.resultData.error).toBeUndefined();
	expect(result.executed).toEqual(
		expect.arrayContaining([
			'Start',
			'Read Google reviews',
			'One or two stars?',
			'Flag for a human',
			'Not answered yet?',
			'Reply with thanks',
		]),
	);
	expect(result.outputOf('Read Google reviews').map((r) => r.id)).toEqual(before.map((r) => r.id));
});

test('one- and two-star reviews are flagged for a human and not answered', async () => {
	const negative = before.filter((r) => NEGATIVE.includes(String(r.rating)));
	expect(negative.length).toBeGreaterThanOrEqual(2);
	const flagged = result.outputOf('Flag for a human');
	expect(flagged).toEqual(
		negative.map((r) =>
			expect.objectContaining({
				reviewId: r.id,
				rating: r.rating,
				reviewer: (r.reviewer as IDataObject).name,
				review: r.review,
				action: 'flag for a human',
			}),
		),
	);
	expect(flagged.find((f) => f.reviewer === 'Ola Berg')).toBeDefined();
	const after = new Map((await listing()).map((r) => [r.id, r]));
	for (const review of negative) expect(hasReply(after.get(review.id)!)).toBe(hasReply(review));
	expect(hasReply(after.get(flagged.find((f) => f.reviewer === 'Ola Berg')!.reviewId)!)).toBe(
		false,
	);
});

test('positive reviews without a reply get the thank-you reply; answered ones are left alone', async () => {
	const positive = before.filter((r) => !NEGATIVE.includes(String(r.rating)));
	const unanswered = positive.filter((r) => !hasReply(r));
	const answered = positive.filter(hasReply);
	expect(unanswered.length).toBeGreaterThanOrEqual(2);
	expect(answered.length).toBeGreaterThanOrEqual(1);

	const replies = result.outputOf('Reply with thanks');
	expect(replies.map((r) => r.id)).toEqual(unanswered.map((r) => r.id));
	for (const reply of replies) expect(reply).toMatchObject({ status: 'success' });

	const after = new Map((await listing()).map((r) => [r.id, r]));
	for (const review of unanswered) {
		const name = (review.reviewer as IDataObject).name;
		expect((after.get(review.id)!.reviewReply as IDataObject).reply).toBe(
			`Thank you, ${name}, for your review! We are glad you enjoyed your visit and hope to see you again soon.`,
		);
	}
	for (const review of answered) {
		expect(after.get(review.id)!.reviewReply).toEqual(review.reviewReply);
	}
});

test('a second run answers nothing more and flags the same reviews', async () => {
	const again = await runWorkflow(loadWorkflow('review-responder.json'), {
		credentials: sp.credentials(),
	});
	expect(again.run.data.resultData.error).toBeUndefined();
	expect(again.outputOf('Reply with thanks')).toEqual([]);
	expect(again.outputOf('Flag for a human').map((f) => f.reviewId)).toEqual(
		result.outputOf('Flag for a human').map((f) => f.reviewId),
	);
});

test('the e2e expectation accepts the run, and rejects one that answered a negative review', () => {
	const runJson = { status: result.run.status, data: { resultData: result.run.data.resultData } };
	checkExpectation('review-responder', runJson);
	const wrong = JSON.parse(JSON.stringify(runJson));
	const flaggedTask = wrong.data.resultData.runData['Flag for a human'][0].data.main[0];
	const moved = flaggedTask.pop();
	wrong.data.resultData.runData['Reply with thanks'][0].data.main[0].push({
		json: { status: 'success', id: moved.json.reviewId, reply: 'Thank you' },
	});
	expect(() => checkExpectation('review-responder', wrong)).toThrow(/flagged|replied/);
});
