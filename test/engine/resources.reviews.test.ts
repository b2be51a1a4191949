import nock from 'nock';
import {
	BadRequestError,
	ConnectionError,
	PermissionDeniedError,
	ReviewReplySchema,
} from '../../src/engine';
import { BASE, rejection, setup, useNock } from '../helpers/engineClient';

useNock();

const GMB_REVIEW = {
	created: '2026-03-01T10:00:00.000Z',
	updated: '2026-03-01T10:00:00.000Z',
	id: 'AbFv123',
	rating: 'FIVE',
	review: 'Great',
	reviewReply: {},
	reviewer: { name: 'Ann', profile: 'https://img.example/a.png' },
};

describe('reviews.list', () => {
	it('reads GET /reviews?platform= with the Profile-Key header', async () => {
		const { client, sent } = setup();
		const answer = {
			gmb: [GMB_REVIEW],
			averageRating: 5,
			totalReviewCount: 1,
			lastUpdated: '2026-03-02T10:00:00.000Z',
			nextUpdate: '2026-03-02T10:00:00.000Z',
		};
		nock(BASE)
			.get('/reviews')
			.query({ platform: 'gmb' })
			.matchHeader('profile-key', 'pk_1')
			.reply(200, answer);
		const list = await client.reviews.list({ platform: 'gmb' }, { profileKey: 'pk_1' });
		expect(list).toEqual(answer);
		expect(list.totalReviewCount).toBe(1);
		expect(sent[0]).toMatchObject({ method: 'GET', url: `${BASE}/reviews?platform=gmb` });
	});

	it('maps 350 nested under the platform key to a BadRequestError with code and platform', async () => {
		const { client } = setup();
		nock(BASE)
			.get('/reviews')
			.query({ platform: 'facebook' })
			.reply(400, {
				facebook: {
					action: 'reviews',
					status: 'error',
					code: 350,
					message: 'Error getting reviews.',
					details: 'facebook is not linked',
				},
			});
		const error = await client.reviews.list({ platform: 'facebook' }).catch((e) => e);
		expect(error).toBeInstanceOf(BadRequestError);
		expect(error).toMatchObject({
			code: 350,
			platform: 'facebook',
			details: 'facebook is not linked',
		});
	});

	it.each([undefined, 'twitter'])('rejects platform %j before sending', async (network) => {
		const { client, sent } = setup();
		const error = await rejection(client.reviews.list({ platform: network } as never));
		expect(error.issues[0]).toMatchObject({ field: 'platform', value: network });
		expect(sent).toHaveLength(0);
	});
});

describe('reviews.get', () => {
	it('reads GET /reviews/:id?platform=gmb, the id encoded as one path segment', async () => {
		const { client, sent } = setup();
		const answer = { gmb: [GMB_REVIEW], lastUpdated: 'a', nextUpdate: 'b' };
		nock(BASE).get('/reviews/AbFv%2F1').query({ platform: 'gmb' }).reply(200, answer);
		await expect(client.reviews.get('AbFv/1')).resolves.toEqual(answer);
		expect(sent[0].url).toBe(`${BASE}/reviews/AbFv%2F1?platform=gmb`);
	});

	it('reads gmb reviews only: facebook is a ValidationError naming platform, before sending', async () => {
		const { client, sent } = setup();
		const error = await rejection(client.reviews.get('123', { platform: 'facebook' } as never));
		expect(error.issues).toEqual([
			{ field: 'platform', value: 'facebook', message: expect.stringContaining('must be "gmb"') },
		]);
		expect(error.message).toMatch(/platform/);
		await rejection(client.reviews.get(' '));
		expect(sent).toHaveLength(0);
	});
});

describe('reviews.reply', () => {
	it('posts {platform, reviewId, reply} to /reviews and answers the platform-keyed result', async () => {
		const { client } = setup();
		const answer = {
			facebook: {
				action: 'reply',
				status: 'success',
				id: '1_2_3',
				reply: 'Thanks!',
				platform: 'facebook',
			},
		};
		nock(BASE)
			.post('/reviews', { platform: 'facebook', reviewId: '1_2', reply: 'Thanks!' })
			.matchHeader('profile-key', 'pk_1')
			.reply(200, answer);
		const result = await client.reviews.reply(
			{ platform: 'facebook', reviewId: '1_2', reply: 'Thanks!' },
			{ profileKey: 'pk_1' },
		);
		expect(result.facebook.id).toBe('1_2_3');
	});

	it('resends a dropped gmb reply (it sets the one reply) but never a facebook one (a new comment each time)', async () => {
		const gmb = setup();
		nock(BASE).post('/reviews').replyWithError({ code: 'ECONNRESET', message: 'reset' });
		nock(BASE)
			.post('/reviews')
			.reply(200, {
				gmb: { action: 'reply', status: 'success', id: 'AbFv1', reply: 'x', platform: 'gmb' },
			});
		await gmb.client.reviews.reply({ platform: 'gmb', reviewId: 'AbFv1', reply: 'x' });
		expect(gmb.sent).toHaveLength(2);

		const facebook = setup();
		nock(BASE).post('/reviews').replyWithError({ code: 'ECONNRESET', message: 'reset' });
		await expect(
			facebook.client.reviews.reply({ platform: 'facebook', reviewId: '1_2', reply: 'x' }),
		).rejects.toBeInstanceOf(ConnectionError);
		expect(facebook.sent).toHaveLength(1);
	});

	it('maps 349 with details', async () => {
		const { client } = setup();
		nock(BASE)
			.post('/reviews')
			.reply(400, {
				gmb: {
					action: 'reviews',
					status: 'error',
					code: 349,
					message: 'Error adding review; the review may no longer be available.',
					details: 'No review with id "AbFvGone"',
				},
			});
		const error = await client.reviews
			.reply({ platform: 'gmb', reviewId: 'AbFvGone', reply: 'x' })
			.catch((e) => e);
		expect(error).toMatchObject({
			code: 349,
			platform: 'gmb',
			details: 'No review with id "AbFvGone"',
		});
	});

	it('rejects an empty or too long reply and unknown fields before sending', async () => {
		const { client, sent } = setup();
		const empty = await rejection(
			client.reviews.reply({ platform: 'gmb', reviewId: 'r', reply: ' ' }),
		);
		expect(empty.issues[0].field).toBe('reply');
		const long = await rejection(
			client.reviews.reply({ platform: 'gmb', reviewId: 'r', reply: 'x'.repeat(4_097) }),
		);
		expect(long.issues[0]).toMatchObject({
			field: 'reply',
			message: expect.stringContaining('4096'),
		});
		// facebook takes longer replies.
		expect(
			ReviewReplySchema.safeParse({ platform: 'facebook', reviewId: 'r', reply: 'x'.repeat(4_097) })
				.success,
		).toBe(true);
		expect(sent).toHaveLength(0);
	});
});

describe('reviews.deleteReply', () => {
	it('sends DELETE /reviews {platform: "gmb", reviewId}', async () => {
		const { client } = setup();
		const answer = { gmb: { action: 'delete', status: 'success', id: 'AbFv1' } };
		nock(BASE).delete('/reviews', { platform: 'gmb', reviewId: 'AbFv1' }).reply(200, answer);
		await expect(
			client.reviews.deleteReply({ platform: 'gmb', reviewId: 'AbFv1' }),
		).resolves.toEqual(answer);
	});

	it("maps the owner rule's 403 to PermissionDeniedError", async () => {
		const { client } = setup();
		nock(BASE)
			.delete('/reviews')
			.reply(403, {
				gmb: { action: 'reviews', status: 'error', code: 349, message: 'm', details: 'not yours' },
			});
		const error = await client.reviews
			.deleteReply({ platform: 'gmb', reviewId: 'AbFv1' })
			.catch((e) => e);
		expect(error).toBeInstanceOf(PermissionDeniedError);
		expect(error.code).toBe(349);
	});

	it('deletes gmb replies only: facebook is a ValidationError naming platform', async () => {
		const { client, sent } = setup();
		const error = await rejection(
			client.reviews.deleteReply({ platform: 'facebook', reviewId: '1' } as never),
		);
		expect(error.issues[0]).toMatchObject({ field: 'platform', value: 'facebook' });
		expect(sent).toHaveLength(0);
	});
});
