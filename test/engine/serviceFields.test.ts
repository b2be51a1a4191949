import nock from 'nock';
import { validatePost } from '../../src/engine';
import { autoRepostTimes } from '../../src/engine/validation';
import { BASE, rejection, setup, useNock } from '../helpers/engineClient';

useNock();

const fields = (issues: { field: string }[]) => issues.map((issue) => issue.field);

describe('post fields of 2026 (validatePost)', () => {
	it('accepts autoRepost, notes, validateScheduled, unsplash, randomPost and randomMediaUrl', () => {
		const result = validatePost({
			post: 'Evergreen',
			platforms: ['twitter'],
			autoRepost: { repeat: 3, days: 7, startDate: '2099-01-01T10:00:00Z' },
			notes: 'approve: Jo',
			validateScheduled: false,
			unsplash: 'random',
			randomMediaUrl: true,
		});
		expect(result.ok).toBe(true);
	});

	it('names every wrong 2026 field at once, with what is allowed', () => {
		const result = validatePost({
			post: 'x',
			platforms: ['twitter'],
			autoRepost: { repeat: 11, days: 1, startDate: 'tomorrow' },
			validateScheduled: 'no',
			unsplash: '',
			randomPost: 1,
			randomMediaUrl: 'yes',
		});
		expect(result.ok).toBe(false);
		if (result.ok) return;
		expect(fields(result.issues)).toEqual(
			expect.arrayContaining([
				'autoRepost.repeat',
				'autoRepost.days',
				'autoRepost.startDate',
				'validateScheduled',
				'unsplash',
				'randomPost',
				'randomMediaUrl',
			]),
		);
		const byField = Object.fromEntries(result.issues.map((i) => [i.field, i.message]));
		expect(byField['autoRepost.repeat']).toMatch(/from 1 to 10/);
		expect(byField['autoRepost.days']).toMatch(/at least 2 days/);
	});

	it('needs repeat and days in autoRepost', () => {
		const result = validatePost({ post: 'x', platforms: ['twitter'], autoRepost: {} });
		expect(result.ok).toBe(false);
		if (!result.ok) expect(fields(result.issues)).toEqual(['autoRepost.repeat', 'autoRepost.days']);
	});

	it('lets randomPost stand for the text and randomMediaUrl/unsplash for the image networks need', () => {
		expect(validatePost({ platforms: ['twitter'], randomPost: true }).ok).toBe(true);
		expect(validatePost({ platforms: ['instagram'], post: 'Look' }).ok).toBe(false);
		expect(validatePost({ platforms: ['instagram'], post: 'Look', randomMediaUrl: true }).ok).toBe(
			true,
		);
		expect(validatePost({ platforms: ['instagram'], post: 'Look', unsplash: 'coffee' }).ok).toBe(
			true,
		);
		expect(validatePost({ platforms: ['twitter'] }).ok).toBe(false);
	});

	it('spaces the reposts `days` apart after the first send', () => {
		const first = Date.UTC(2099, 0, 1);
		const day = 24 * 60 * 60 * 1000;
		expect(autoRepostTimes(first, { repeat: 2, days: 3 })).toEqual([
			first + 3 * day,
			first + 6 * day,
		]);
	});
});

describe('posts.update (PATCH /post)', () => {
	it('sends scheduledPause and notes, and approved given as the string "true" as a boolean', async () => {
		const { client } = setup();
		nock(BASE)
			.patch('/post', { id: 'p1', scheduledPause: true, notes: 'hold' })
			.reply(200, { status: 'success' });
		await client.posts.update(
			{ id: 'p1', scheduledPause: true, notes: 'hold' },
			{ method: 'PATCH' },
		);
		nock(BASE).patch('/post', { id: 'p1', approved: true }).reply(200, { status: 'success' });
		await client.posts.update({ id: 'p1', approved: 'true' as never }, { method: 'PATCH' });
	});

	it('refuses a value that is no boolean and an update that changes nothing, before sending', async () => {
		const { client, sent } = setup();
		const wrong = await rejection(
			client.posts.update({ id: 'p1', scheduledPause: 'soon' as never }),
		);
		expect(wrong.issues[0]).toMatchObject({ field: 'scheduledPause' });
		expect(wrong.issues[0].message).toMatch(/must be true or false/);
		const empty = await rejection(client.posts.update({ id: 'p1' }));
		expect(empty.issues[0].message).toMatch(/approved, scheduleDate, notes, scheduledPause/);
		expect(sent).toHaveLength(0);
	});
});

describe('posts.validate (POST /validate/post)', () => {
	it('answers ok with the warnings of a passed check', async () => {
		const { client } = setup();
		const warning = { code: 156, platform: 'linkedin', message: 'not linked' };
		nock(BASE)
			.post('/validate/post', { post: 'Hi', platforms: ['linkedin'] })
			.reply(200, { status: 'success', message: 'fine', warnings: [warning] });
		const answer = await client.posts.validate({ post: 'Hi', platforms: ['linkedin'] });
		expect(answer).toMatchObject({ ok: true, message: 'fine', warnings: [warning] });
	});

	it('answers the problems the service found as ok: false, not as an exception', async () => {
		const { client } = setup();
		const errors = [{ field: 'post', platform: 'twitter', code: 101, message: 'too long' }];
		nock(BASE)
			.post('/validate/post')
			.reply(400, { action: 'post', status: 'error', code: 101, message: 'too long', errors });
		const answer = await client.posts.validate({ post: 'x', platforms: ['twitter'] });
		expect(answer.ok).toBe(false);
		expect(answer.errors).toEqual([
			expect.objectContaining({ field: 'post', platform: 'twitter' }),
		]);
	});

	it('still throws what is not a verdict on the post (a plan that lacks it)', async () => {
		const { client } = setup();
		nock(BASE).post('/validate/post').reply(403, { status: 'error', code: 103, message: 'plan' });
		await expect(
			client.posts.validate({ post: 'x', platforms: ['twitter'] }),
		).rejects.toMatchObject({
			status: 403,
			code: 103,
		});
	});
});

describe('errorExplainer.explain (GET /error-explainer)', () => {
	it('asks for the code and network and answers cause, class and fix', async () => {
		const { client } = setup();
		const explanation = {
			status: 'success',
			code: 156,
			class: 'developer-fix',
			cause: 'c',
			fix: 'f',
		};
		nock(BASE)
			.get('/error-explainer')
			.query({ code: '156', platform: 'twitter' })
			.reply(200, explanation);
		await expect(
			client.errorExplainer.explain({ code: '156', platform: 'twitter' }),
		).resolves.toEqual(explanation);
	});

	it('refuses a code that is not a number and an unknown network before sending', async () => {
		const { client, sent } = setup();
		const error = await rejection(
			client.errorExplainer.explain({ code: 'E156', platform: 'myspace' as never }),
		);
		expect(fields(error.issues)).toEqual(['code', 'platform']);
		expect(sent).toHaveLength(0);
	});
});
