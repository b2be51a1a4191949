import { useTestSandbox } from '../helpers/testSandbox';

// DELETE /post and PUT /post/retry are declared by their contracts (src/engine/contract/postActions.ts):
// a bad body is refused before anything runs, naming the field, the value and what is allowed.
const t = useTestSandbox();

describe('DELETE /post by its contract', () => {
	it('refuses two targets at once, naming the three it takes', async () => {
		const res = await t.api('DELETE', '/api/post', {
			body: { id: 'abc', deleteAllScheduled: true },
		});
		expect(res.status).toBe(400);
		expect(res.body).toMatchObject({ action: 'delete', code: 101 });
		expect(res.body.message).toMatch(/exactly one of id .*, bulk .* or deleteAllScheduled/);
	});

	it('names a bulk that is not a list, and deleteAllScheduled: false', async () => {
		const bulk = await t.api('DELETE', '/api/delete', { body: { bulk: 'abc' } });
		expect(bulk.status).toBe(400);
		expect(bulk.body.errors[0]).toMatchObject({ field: 'bulk', value: 'abc' });
		const notTrue = await t.api('DELETE', '/api/post', { body: { deleteAllScheduled: false } });
		expect(notTrue.status).toBe(400);
		expect(notTrue.body.errors[0]).toMatchObject({
			field: 'deleteAllScheduled',
			message: expect.stringMatching(/must be true/),
		});
	});
});

describe('PUT /post/retry by its contract', () => {
	it('names an id that is not a string, and a missing one', async () => {
		const number = await t.api('PUT', '/api/post/retry', { body: { id: 5 } });
		expect(number.status).toBe(400);
		expect(number.body.errors[0]).toMatchObject({ field: 'id', value: 5, action: 'retry' });
		const missing = await t.api('PUT', '/api/post/retry', { body: {} });
		expect(missing.status).toBe(400);
		expect(missing.body.errors[0].message).toMatch(/service post id/);
	});
});

describe('PATCH /post (and PUT /post) by its contract', () => {
	it.each(['PATCH', 'PUT'])(
		'%s names every bad field at once, and a change-nothing body',
		async (method) => {
			const bad = await t.api(method, '/api/post', {
				body: { id: 5, scheduleDate: 'next tuesday', scheduledPause: 'maybe' },
			});
			expect(bad.status).toBe(400);
			expect(bad.body.action).toBe('update');
			expect(bad.body.errors.map((e: { field: string }) => e.field).sort()).toEqual([
				'id',
				'scheduleDate',
				'scheduledPause',
			]);
			const nothing = await t.api(method, '/api/post', { body: { id: 'abc' } });
			expect(nothing.status).toBe(400);
			expect(nothing.body.message).toMatch(
				/at least one of approved, scheduleDate, notes, scheduledPause/,
			);
		},
	);
});
