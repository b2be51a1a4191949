import type { IDataObject, INodeParameters } from 'n8n-workflow';

import { spStep, useSandbox } from '../helpers/socialPublishingSteps';

const sp = useSandbox();

async function runOne(operation: string, parameters: INodeParameters): Promise<IDataObject[]> {
	const run = await sp.run([spStep('Review', 'review', operation, parameters)]);
	const error = run.errorOf('Review');
	if (error) throw error;
	return run.outputOf('Review');
}

/** Runs with Continue On Fail and answers the items, error items included. */
async function runContinuing(
	operation: string,
	parameters: INodeParameters,
): Promise<IDataObject[]> {
	const run = await sp.run([
		spStep('Review', 'review', operation, parameters, { continueOnFail: true }),
	]);
	return run.outputOf('Review');
}

describe('Review › Get Many', () => {
	test('gmb: one item per review, each with the rating summary of the listing', async () => {
		const reviews = await runOne('getAll', { platform: 'gmb', returnAll: true });
		expect(reviews.length).toBeGreaterThanOrEqual(6);
		for (const review of reviews) {
			expect(review).toMatchObject({
				id: expect.stringMatching(/^AbFv/),
				rating: expect.stringMatching(/^(ONE|TWO|THREE|FOUR|FIVE)$/),
				platform: 'gmb',
				averageRating: expect.any(Number),
				totalReviewCount: reviews.length,
				lastUpdated: expect.any(String),
				nextUpdate: expect.any(String),
			});
		}
		expect(await runOne('getAll', { platform: 'gmb', returnAll: false, limit: 2 })).toHaveLength(2);
	});

	test('a review a customer just left comes first, and can be answered', async () => {
		const added = (await sp.api('POST', '/admin/reviews', {
			platform: 'gmb',
			rating: 2,
			review: 'Coffee was cold.',
			reviewerName: 'Kim Park',
		})) as { review: IDataObject };
		const [newest] = await runOne('getAll', { platform: 'gmb', returnAll: false, limit: 1 });
		expect(newest).toMatchObject({
			id: added.review.id,
			rating: 'TWO',
			review: 'Coffee was cold.',
		});
		const [reply] = await runOne('reply', {
			platform: 'gmb',
			reviewId: '={{ "' + String(added.review.id) + '" }}',
			reply: 'Sorry, Kim. Your next coffee is on us.',
		});
		expect(reply).toMatchObject({ status: 'success', id: added.review.id });
	});

	test('facebook: positive/negative reviews with the page average; no total is invented', async () => {
		const reviews = await runOne('getAll', { platform: 'facebook', returnAll: true });
		expect(reviews.length).toBeGreaterThanOrEqual(5);
		expect(reviews[0]).toMatchObject({
			platform: 'facebook',
			rating: expect.stringMatching(/^(positive|negative)$/),
			averageRating: 1,
			reviewer: { name: expect.any(String) },
		});
		expect(reviews[0]).not.toHaveProperty('totalReviewCount');
	});
});

describe('Review › Get, Reply, Delete Reply', () => {
	let unanswered: IDataObject;

	beforeAll(async () => {
		const reviews = await runOne('getAll', { platform: 'gmb', returnAll: true });
		unanswered = reviews.find((r) => Object.keys(r.reviewReply as IDataObject).length === 0)!;
	});

	test('Reply answers a gmb review; Get shows the reply; Delete Reply removes it', async () => {
		const [reply] = await runOne('reply', {
			platform: 'gmb',
			reviewId: String(unanswered.id),
			reply: 'Thank you for visiting!',
		});
		expect(reply).toMatchObject({
			action: 'reply',
			status: 'success',
			id: unanswered.id,
			reply: 'Thank you for visiting!',
			platform: 'gmb',
		});
		const [review] = await runOne('get', { reviewId: String(unanswered.id) });
		expect(review).toMatchObject({
			id: unanswered.id,
			platform: 'gmb',
			reviewReply: { reply: 'Thank you for visiting!' },
		});
		const [deleted] = await runOne('deleteReply', { reviewId: String(unanswered.id) });
		expect(deleted).toMatchObject({ action: 'delete', status: 'success', id: unanswered.id });
		const [after] = await runOne('get', { reviewId: String(unanswered.id) });
		expect(after.reviewReply).toEqual({});
	});

	test('Reply on facebook makes a comment with its own id', async () => {
		const [review] = await runOne('getAll', { platform: 'facebook', returnAll: false, limit: 1 });
		const [reply] = await runOne('reply', {
			platform: 'facebook',
			reviewId: String(review.id),
			reply: 'Thanks!',
		});
		expect(reply).toMatchObject({ action: 'reply', status: 'success', platform: 'facebook' });
		expect(reply.id).not.toBe(review.id);
	});

	test('a reply to a review that is not there is code 349, emitted with its platform', async () => {
		const [item] = await runContinuing('reply', {
			platform: 'facebook',
			reviewId: 'no-such-review',
			reply: 'Hello',
		});
		expect(item).toMatchObject({ code: 349, platform: 'facebook', httpStatus: 400 });
		expect(String(item.error)).toMatch(/review may no longer be available/);
	});

	test("deleting another manager's reply is code 349 (HTTP 403); without Continue On Fail the node fails", async () => {
		const reviews = await runOne('getAll', { platform: 'gmb', returnAll: true });
		const managers = reviews.find((r) =>
			String((r.reviewReply as IDataObject).reply ?? '').includes('store manager'),
		)!;
		const [item] = await runContinuing('deleteReply', { reviewId: String(managers.id) });
		expect(item).toMatchObject({ code: 349, platform: 'gmb', httpStatus: 403 });

		const run = await sp.run([
			spStep('Review', 'review', 'deleteReply', { reviewId: String(managers.id) }),
		]);
		const error = run.errorOf('Review');
		expect(error?.description).toMatch(/code 349.*Only the reply's owner/s);
	});

	test('Get of an unknown id is code 323; an empty reply is refused before sending', async () => {
		const [missing] = await runContinuing('get', { reviewId: 'AbFvnothere' });
		expect(missing).toMatchObject({ code: 323, platform: 'gmb', httpStatus: 404 });
		const [empty] = await runContinuing('reply', {
			platform: 'gmb',
			reviewId: String(unanswered.id),
			reply: '  ',
		});
		expect(String(empty.error)).toMatch(/reply must not be empty/);
		expect(empty.httpStatus).toBeNull();
	});
});
