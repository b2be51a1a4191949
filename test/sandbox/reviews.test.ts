import { createClient, PermissionDeniedError, BadRequestError } from '../../src/engine';
import { undiciTransport } from '../helpers/transport';
import { DAY_MS, manualClock, startTestSandbox, type TestSandbox } from '../helpers/testSandbox';

const clock = manualClock();
let t: TestSandbox;
let primary: string;
let bakery: string;
let books: string;

beforeAll(async () => {
	t = await startTestSandbox({ now: clock.now });
	primary = t.profileKey('Primary Profile');
	bakery = t.profileKey('Acme Bakery');
	books = t.profileKey('Acme Books');
});
afterAll(() => t.close());

const ISO = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;

async function gmbReviews(profileKey = primary): Promise<any[]> {
	const res = await t.api('GET', '/api/reviews', { query: { platform: 'gmb' }, profileKey });
	expect(res.status).toBe(200);
	return res.body.gmb;
}

describe('GET /api/reviews', () => {
	it('lists the gmb listing (2.9) newest first, with averageRating, totalReviewCount and update times', async () => {
		const res = await t.api('GET', '/api/reviews', { query: { platform: 'gmb' } });
		expect(res.status).toBe(200);
		const stamp = new Date(clock.now()).toISOString();
		expect(res.body).toEqual({
			gmb: expect.any(Array),
			averageRating: 3.7,
			totalReviewCount: 6,
			lastUpdated: stamp,
			nextUpdate: stamp,
		});
		const reviews = res.body.gmb;
		expect(reviews).toHaveLength(6);
		for (const review of reviews) {
			expect(review).toEqual({
				created: expect.stringMatching(ISO),
				updated: expect.stringMatching(ISO),
				id: expect.stringMatching(/^AbFv[\w-]+$/),
				rating: expect.stringMatching(/^(ONE|TWO|THREE|FOUR|FIVE)$/),
				review: expect.any(String),
				reviewReply: expect.any(Object),
				reviewer: {
					name: expect.any(String),
					profile: expect.stringMatching(
						/^http:\/\/127\.0\.0\.1:\d+\/networks\/gmb\/accounts\/\d+\/image\.png$/,
					),
				},
			});
		}
		const created = reviews.map((r: any) => Date.parse(r.created));
		expect([...created].sort((a, b) => b - a)).toEqual(created);
		const replied = reviews.filter((r: any) => 'reply' in r.reviewReply);
		expect(replied).toHaveLength(3);
		for (const r of replied)
			expect(r.reviewReply).toEqual({
				reply: expect.any(String),
				updated: expect.stringMatching(ISO),
			});
		expect(reviews.filter((r: any) => Object.keys(r.reviewReply).length === 0)).toHaveLength(3);
		const image = await fetch(reviews[0].reviewer.profile);
		expect(image.headers.get('content-type')).toBe('image/png');
	});

	it('lists the facebook page (2.9) with averageRating 1 when positive reviews are the majority', async () => {
		const res = await t.api('GET', '/api/reviews', { query: { platform: 'facebook' } });
		expect(res.status).toBe(200);
		expect(res.body.averageRating).toBe(1);
		expect(res.body.lastUpdated).toBe(new Date(clock.now()).toISOString());
		expect(res.body.facebook).toHaveLength(5);
		for (const review of res.body.facebook) {
			expect(review).toEqual({
				created: expect.stringMatching(ISO),
				id: expect.stringMatching(/^\d+_\d{16}$/),
				rating: expect.stringMatching(/^(positive|negative)$/),
				review: expect.any(String),
				reviewer: {
					name: expect.any(String),
					id: expect.stringMatching(/^\d+$/),
					profile: {
						height: 64,
						isSilhouette: false,
						url: expect.stringContaining('/networks/facebook/accounts/'),
						width: 64,
					},
				},
			});
		}
	});

	it('answers the same reviews every time, and each profile its own', async () => {
		const first = await gmbReviews();
		expect(await gmbReviews()).toEqual(first);
		const other = await gmbReviews(bakery);
		expect(other).toHaveLength(6);
		const ids = new Set(first.map((r) => r.id));
		expect(other.some((r) => ids.has(r.id))).toBe(false);
	});

	it('follows the facebook majority: 0 when even, -1 when negative reviews lead', async () => {
		const add = (rating: string) =>
			t.api('POST', '/api/admin/reviews', {
				profileKey: bakery,
				body: { platform: 'facebook', rating, review: 'Not great.', reviewerName: 'Kim Lee' },
			});
		const added = await add('negative');
		expect(added.status).toBe(200);
		expect(added.body).toMatchObject({
			status: 'success',
			platform: 'facebook',
			review: { rating: 'negative', review: 'Not great.', reviewer: { name: 'Kim Lee' } },
		});
		const read = () =>
			t.api('GET', '/api/reviews', { query: { platform: 'facebook' }, profileKey: bakery });
		expect((await read()).body).toMatchObject({ averageRating: 0 });
		expect((await read()).body.facebook).toHaveLength(6);
		await add('negative');
		expect((await read()).body).toMatchObject({ averageRating: -1 });
	});

	it('answers 350 under the platform key when the network is not linked, or the listing has no reviews', async () => {
		const unlink = await t.api('POST', '/api/admin/unlink', {
			profileKey: books,
			body: { platform: 'gmb' },
		});
		expect(unlink.status).toBe(200);
		const notLinked = await t.api('GET', '/api/reviews', {
			query: { platform: 'gmb' },
			profileKey: books,
		});
		expect(notLinked.status).toBe(400);
		expect(notLinked.body).toEqual({
			gmb: {
				action: 'reviews',
				status: 'error',
				code: 350,
				message: 'Error getting reviews.',
				details: expect.stringContaining('gmb is not linked for profile "Acme Books"'),
			},
		});
		// Linked again, it is a new listing: no reviews yet.
		await t.api('POST', '/api/admin/link', { profileKey: books, body: { platform: 'gmb' } });
		const empty = await t.api('GET', '/api/reviews', {
			query: { platform: 'gmb' },
			profileKey: books,
		});
		expect(empty.status).toBe(400);
		expect(empty.body.gmb).toMatchObject({
			code: 350,
			details: expect.stringContaining('has no reviews yet'),
		});

		const added = await t.api('POST', '/api/admin/reviews', {
			profileKey: books,
			body: { platform: 'gmb', rating: 4, review: 'Nice books.', reviewerName: 'Ada' },
		});
		expect(added.body.review).toMatchObject({
			rating: 'FOUR',
			reviewReply: {},
			reviewer: { name: 'Ada' },
		});
		const listed = await t.api('GET', '/api/reviews', {
			query: { platform: 'gmb' },
			profileKey: books,
		});
		expect(listed.body).toMatchObject({
			averageRating: 4,
			totalReviewCount: 1,
			gmb: [added.body.review],
		});
	});

	it('rejects a missing or unknown platform with 400 code 101', async () => {
		for (const query of [{}, { platform: 'twitter' }] as Array<Record<string, string>>) {
			const res = await t.api('GET', '/api/reviews', { query });
			expect(res.status).toBe(400);
			expect(res.body).toMatchObject({
				status: 'error',
				code: 101,
				message: expect.stringContaining('platform'),
			});
		}
	});
});

describe('GET /api/reviews/:id', () => {
	it('answers one gmb review as {gmb: [review], lastUpdated, nextUpdate}', async () => {
		const [latest] = await gmbReviews();
		const res = await t.api('GET', `/api/reviews/${latest.id}`, { query: { platform: 'gmb' } });
		expect(res.status).toBe(200);
		const stamp = new Date(clock.now()).toISOString();
		expect(res.body).toEqual({ gmb: [latest], lastUpdated: stamp, nextUpdate: stamp });
	});

	it("answers 323 for an unknown id, or another profile's review", async () => {
		const [theirs] = await gmbReviews(bakery);
		for (const id of ['AbFvNoSuchReview', theirs.id]) {
			const res = await t.api('GET', `/api/reviews/${id}`, { query: { platform: 'gmb' } });
			expect(res.status).toBe(404);
			expect(res.body).toEqual({
				gmb: {
					action: 'analytics',
					status: 'error',
					code: 323,
					message: expect.stringContaining('Error getting listing analytics'),
					details: expect.stringContaining(`No review with id "${id}"`),
				},
			});
		}
	});

	it('reads gmb reviews only: facebook is a 400 naming platform', async () => {
		const res = await t.api('GET', '/api/reviews/123_456', { query: { platform: 'facebook' } });
		expect(res.status).toBe(400);
		expect(res.body).toMatchObject({
			code: 101,
			errors: [{ field: 'platform', value: 'facebook' }],
		});
	});
});

describe('POST /api/reviews (reply)', () => {
	it('sets the reply of a gmb review, replacing an earlier one', async () => {
		const target = (await gmbReviews()).find((r) => Object.keys(r.reviewReply).length === 0);
		const res = await t.api('POST', '/api/reviews', {
			body: { platform: 'gmb', reviewId: target.id, reply: 'Thanks for coming!' },
		});
		expect(res.status).toBe(200);
		expect(res.body).toEqual({
			gmb: {
				action: 'reply',
				status: 'success',
				id: target.id,
				reply: 'Thanks for coming!',
				platform: 'gmb',
			},
		});
		const stamp = new Date(clock.now()).toISOString();
		let after = (await gmbReviews()).find((r) => r.id === target.id);
		expect(after.reviewReply).toEqual({ reply: 'Thanks for coming!', updated: stamp });
		expect(after.updated).toBe(stamp);

		clock.advance(DAY_MS);
		await t.api('POST', '/api/reviews', {
			body: { platform: 'gmb', reviewId: target.id, reply: 'Edited reply' },
		});
		after = (await gmbReviews()).find((r) => r.id === target.id);
		expect(after.reviewReply).toEqual({
			reply: 'Edited reply',
			updated: new Date(clock.now()).toISOString(),
		});
	});

	it('adds a reply to a facebook review', async () => {
		const list = await t.api('GET', '/api/reviews', { query: { platform: 'facebook' } });
		const target = list.body.facebook[0];
		const res = await t.api('POST', '/api/reviews', {
			body: { platform: 'facebook', reviewId: target.id, reply: 'Glad you liked it!' },
		});
		expect(res.status).toBe(200);
		expect(res.body).toEqual({
			facebook: {
				action: 'reply',
				status: 'success',
				id: expect.stringMatching(new RegExp(`^${target.id}_\\d{16}$`)),
				reply: 'Glad you liked it!',
				platform: 'facebook',
			},
		});
	});

	it("answers 349 under the platform key, with details, for an unknown review or another profile's", async () => {
		const [theirs] = await gmbReviews(bakery);
		for (const reviewId of ['AbFvGone', theirs.id]) {
			const res = await t.api('POST', '/api/reviews', {
				body: { platform: 'gmb', reviewId, reply: 'Hi' },
			});
			expect(res.status).toBe(400);
			expect(res.body).toEqual({
				gmb: {
					action: 'reviews',
					status: 'error',
					code: 349,
					message: 'Error adding review; the review may no longer be available.',
					details: expect.stringContaining(`No review with id "${reviewId}"`),
				},
			});
		}
		const facebook = await t.api('POST', '/api/reviews', {
			body: { platform: 'facebook', reviewId: '1_2', reply: 'Hi' },
		});
		expect(facebook.body).toEqual({
			facebook: expect.objectContaining({ code: 349, action: 'reviews' }),
		});
		// The other profile's review kept no reply from us.
		expect((await gmbReviews(bakery)).find((r) => r.id === theirs.id)).toEqual(theirs);
	});

	it('rejects an empty reply with 400 code 101 before looking at the review', async () => {
		const res = await t.api('POST', '/api/reviews', {
			body: { platform: 'gmb', reviewId: 'x', reply: '  ' },
		});
		expect(res.status).toBe(400);
		expect(res.body).toMatchObject({ code: 101, errors: [{ field: 'reply' }] });
	});
});

describe('DELETE /api/reviews (delete reply)', () => {
	it('deletes a reply the profile sent, and one the listing owner wrote on the network', async () => {
		const reviews = await gmbReviews();
		const noReply = reviews.find((r) => Object.keys(r.reviewReply).length === 0);
		await t.api('POST', '/api/reviews', {
			body: { platform: 'gmb', reviewId: noReply.id, reply: 'Ours' },
		});
		const ownerReplied = reviews.find((r) => r.reviewReply.reply?.startsWith('Thank you, Priya'));
		for (const review of [noReply, ownerReplied]) {
			const res = await t.api('DELETE', '/api/reviews', {
				body: { platform: 'gmb', reviewId: review.id },
			});
			expect(res.status).toBe(200);
			expect(res.body).toEqual({ gmb: { action: 'delete', status: 'success', id: review.id } });
			const after = (await gmbReviews()).find((r) => r.id === review.id);
			expect(after.reviewReply).toEqual({});
		}
	});

	it("refuses another manager's reply with 403 code 349: only the reply's owner can delete it", async () => {
		const managers = (await gmbReviews()).find((r) =>
			r.reviewReply.reply?.includes('store manager'),
		);
		const res = await t.api('DELETE', '/api/reviews', {
			body: { platform: 'gmb', reviewId: managers.id },
		});
		expect(res.status).toBe(403);
		expect(res.body).toEqual({
			gmb: {
				action: 'reviews',
				status: 'error',
				code: 349,
				message: expect.any(String),
				details: expect.stringContaining("Only the reply's owner can delete it"),
			},
		});
		expect((await gmbReviews()).find((r) => r.id === managers.id).reviewReply).toEqual(
			managers.reviewReply,
		);
	});

	it('plants a reply by another manager through the admin route, which the profile cannot delete', async () => {
		const added = await t.api('POST', '/api/admin/reviews', {
			profileKey: bakery,
			body: {
				platform: 'gmb',
				rating: 'TWO',
				review: 'Meh.',
				reply: 'Sorry!',
				replyAuthor: 'manager',
			},
		});
		expect(added.body.review.reviewReply).toEqual({
			reply: 'Sorry!',
			updated: expect.stringMatching(ISO),
		});
		const res = await t.api('DELETE', '/api/reviews', {
			profileKey: bakery,
			body: { platform: 'gmb', reviewId: added.body.review.id },
		});
		expect(res.status).toBe(403);
	});

	it("answers 349 when the review has no reply, is unknown or is another profile's", async () => {
		const noReply = (await gmbReviews()).find((r) => Object.keys(r.reviewReply).length === 0);
		const none = await t.api('DELETE', '/api/reviews', {
			body: { platform: 'gmb', reviewId: noReply.id },
		});
		expect(none.status).toBe(400);
		expect(none.body.gmb).toMatchObject({
			code: 349,
			details: expect.stringContaining('has no reply'),
		});
		const theirs = (await gmbReviews(bakery)).find((r) => r.reviewReply.reply);
		for (const reviewId of ['AbFvGone', theirs.id]) {
			const res = await t.api('DELETE', '/api/reviews', { body: { platform: 'gmb', reviewId } });
			expect(res.status).toBe(400);
			expect(res.body.gmb).toMatchObject({ action: 'reviews', status: 'error', code: 349 });
		}
		expect((await gmbReviews(bakery)).find((r) => r.id === theirs.id)).toEqual(theirs);
	});

	it('deletes gmb replies only: facebook is a 400 naming platform', async () => {
		const res = await t.api('DELETE', '/api/reviews', {
			body: { platform: 'facebook', reviewId: '1_2' },
		});
		expect(res.status).toBe(400);
		expect(res.body).toMatchObject({
			code: 101,
			errors: [{ field: 'platform', value: 'facebook' }],
		});
	});
});

describe('the engine client against the sandbox', () => {
	it('lists, replies and maps 349 and the owner rule to the error classes', async () => {
		const client = createClient({
			baseUrl: t.sandbox.baseUrl,
			apiKey: t.sandbox.apiKey,
			transport: undiciTransport(),
			sleep: async () => {},
		});
		const list = await client.reviews.list({ platform: 'gmb' }, { profileKey: bakery });
		expect(list.gmb.length).toBeGreaterThan(0);
		const one = await client.reviews.get(
			list.gmb[0].id,
			{ platform: 'gmb' },
			{ profileKey: bakery },
		);
		expect(one.gmb[0]).toEqual(list.gmb[0]);
		const missing = await client.reviews
			.reply({ platform: 'gmb', reviewId: 'AbFvGone', reply: 'x' }, { profileKey: bakery })
			.catch((e) => e);
		expect(missing).toBeInstanceOf(BadRequestError);
		expect(missing).toMatchObject({
			code: 349,
			platform: 'gmb',
			details: expect.stringContaining('AbFvGone'),
		});
		const managers = list.gmb.find(
			(r) => 'reply' in r.reviewReply && r.reviewReply.reply.includes('store manager'),
		);
		const refused = await client.reviews
			.deleteReply({ platform: 'gmb', reviewId: managers!.id }, { profileKey: bakery })
			.catch((e) => e);
		expect(refused).toBeInstanceOf(PermissionDeniedError);
		expect(refused.code).toBe(349);
	});
});

describe('plans', () => {
	it('refuses reviews on the Basic plan with 403 code 103', async () => {
		const basic = await startTestSandbox({ plan: 'basic' });
		try {
			const res = await basic.api('GET', '/api/reviews', { query: { platform: 'gmb' } });
			expect(res.status).toBe(403);
			expect(res.body).toMatchObject({ code: 103, message: expect.stringContaining('Premium') });
		} finally {
			await basic.close();
		}
	});

	it('answers reviews on the Premium plan, for the account without a profile key', async () => {
		const premium = await startTestSandbox({ plan: 'premium' });
		try {
			const res = await premium.api('GET', '/api/reviews', { query: { platform: 'facebook' } });
			expect(res.status).toBe(200);
			expect(res.body.facebook).toHaveLength(5);
		} finally {
			await premium.close();
		}
	});
});
