/**
 * History and get post answer from kept records (src/sandbox/posts/recordCache.ts): the answers are
 * the bytes they were without the cache, and every write that changes a record shows in the next one.
 */
import { postGraphql } from '../helpers/graphqlClient';
import { X_APP_HEADERS } from '../helpers/sandboxXApp';
import { IMAGE, startTestSandbox, waitFor, type TestSandbox } from '../helpers/testSandbox';
import { recordCacheOf } from '../../src/sandbox/posts/recordCache';

/** The answer's bytes as a client receives them. */
async function raw(t: TestSandbox, path: string, profileKey?: string) {
	const res = await fetch(`${t.sandbox.url}${path}`, {
		headers: {
			authorization: `Bearer ${t.sandbox.apiKey}`,
			...X_APP_HEADERS,
			...(profileKey ? { 'profile-key': profileKey } : {}),
		},
	});
	return { status: res.status, type: res.headers.get('content-type'), text: await res.text() };
}

describe('answers with and without the cache', () => {
	const clock = Date.parse('2026-03-10T12:00:00Z');
	let t: TestSandbox;
	const ids: string[] = [];
	let bakery: string;
	let bakeryPost: string;

	const send = async (body: Record<string, unknown>) => {
		const res = await t.api('POST', '/api/post', { body });
		ids.push(res.body.id as string);
		return res;
	};

	beforeAll(async () => {
		t = await startTestSandbox({ now: () => clock });
		bakery = t.profileKey('Acme Bakery');
		await send({ post: 'Plain, with "quotes" and a line\nbreak', platforms: ['twitter'] });
		await send({ post: 'Grüße 🥐 from the bakery', platforms: ['facebook', 'linkedin'] });
		await send({
			post: 'One. '.repeat(80),
			platforms: ['twitter'],
			twitterOptions: { thread: true, threadNumber: true },
		});
		await send({ post: 'With a picture', platforms: ['instagram'], mediaUrls: [IMAGE] });
		await send({
			post: 'Waits for a yes',
			platforms: ['twitter'],
			requiresApproval: true,
			notes: 'ask the owner',
		});
		await send({ post: 'Later', platforms: ['twitter'], scheduleDate: '2099-01-01T00:00:00Z' });
		await t.api('POST', '/api/admin/faults', { body: { platform: 'facebook', count: 1 } });
		expect((await send({ post: 'Fails', platforms: ['facebook'] })).status).toBe(400);
		const gone = await send({
			post: 'Gone',
			platforms: ['twitter', 'instagram'],
			mediaUrls: [IMAGE],
		});
		await t.api('DELETE', '/api/post', { body: { id: gone.body.id } });
		bakeryPost = (
			await t.api('POST', '/api/post', {
				body: { post: "The bakery's own", platforms: ['twitter'] },
				profileKey: bakery,
			})
		).body.id;
	});
	afterAll(async () => {
		recordCacheOf(t.sandbox.db).enabled = true;
		await t.close();
	});

	it('answers history pages and posts byte for byte as without it, cold and warm, at every door', async () => {
		const cache = recordCacheOf(t.sandbox.db);
		// A small page first, so that the larger one then mixes kept records with records to build.
		const paths = [
			'/api/history?lastDays=0&limit=3',
			'/api/history?lastDays=0&limit=100',
			'/api/history?lastDays=0&limit=100&status=deleted',
			'/api/history?lastDays=0&platforms=linkedin,instagram',
			'/api/history?lastDays=7&status=awaiting%20approval',
			'/api/history?lastDays=0&type=scheduled',
			...ids.flatMap((id) => [`/api/post/${id}`, `/api/history/${id}`]),
			// Another profile's post: not found, whether kept or not.
			`/api/post/${bakeryPost}`,
		];
		const graphql = JSON.stringify({ query: '{ postHistory(lastDays: 0, limit: 100) }' });
		cache.enabled = false;
		const plain = [];
		for (const path of paths) plain.push(await raw(t, path));
		const plainBakery = await raw(t, '/api/history?lastDays=0', bakery);
		const plainGraphql = (await postGraphql(t.sandbox, graphql)).text;
		expect(plain.map((answer) => answer.status)).toEqual([
			...paths.slice(0, -1).map(() => 200),
			404,
		]);
		expect(plain[0].type).toBe('application/json; charset=utf-8');
		// The fixture shows every kind of field a record has.
		for (const field of [
			'"threadIds":[',
			'"owner":',
			'"approved":false',
			'"errors":[{',
			'"notes":',
			'🥐',
		])
			expect(plain[1].text).toContain(field);
		expect(plain[2].text).toContain('"deleted":"2026-03-10T12:00:00.000Z"');

		cache.enabled = true;
		for (const round of ['cold', 'warm']) {
			for (const [i, path] of paths.entries())
				expect([round, path, await raw(t, path)]).toEqual([round, path, plain[i]]);
			expect(await raw(t, '/api/history?lastDays=0', bakery)).toEqual(plainBakery);
			expect((await postGraphql(t.sandbox, graphql)).text).toBe(plainGraphql);
		}
		// Every post of both profiles is kept: the warm round was answered from the cache.
		expect(cache.size).toBe(ids.length + 1);
	});

	it('is not emptied by the reads themselves: authenticating, rate limiting and reading write no row', async () => {
		const changes = () =>
			(t.sandbox.db.prepare('SELECT total_changes() AS n').get() as { n: number }).n;
		const before = changes();
		await raw(t, '/api/history?lastDays=0&limit=100');
		await raw(t, '/api/history', bakery);
		await raw(t, `/api/post/${ids[0]}`);
		await raw(t, `/api/history/${ids[1]}`);
		await postGraphql(t.sandbox, JSON.stringify({ query: '{ postHistory(lastDays: 0) }' }));
		expect(changes()).toBe(before);
	});
});

describe('every write that changes a record shows in the next answer', () => {
	let t: TestSandbox;
	beforeAll(async () => {
		t = await startTestSandbox();
	});
	afterAll(() => t.close());

	const pagePath = (status: string) =>
		`/api/history?lastDays=0&limit=100${status ? `&status=${encodeURIComponent(status)}` : ''}`;
	/** A history page and a post, each asked twice so that the second answer is the kept one. */
	const page = async (status = '', profileKey?: string) => {
		await raw(t, pagePath(status), profileKey);
		return JSON.parse((await raw(t, pagePath(status), profileKey)).text) as {
			history: Array<Record<string, any>>;
		};
	};
	const inPage = async (id: string, status = '', profileKey?: string) =>
		(await page(status, profileKey)).history.find((record) => record.id === id);
	const post = async (id: string, profileKey?: string) => {
		await raw(t, `/api/post/${id}`, profileKey);
		return JSON.parse((await raw(t, `/api/history/${id}`, profileKey)).text) as Record<string, any>;
	};
	const create = async (body: Record<string, unknown>, profileKey?: string) => {
		const res = await t.api('POST', '/api/post', {
			body: { platforms: ['twitter'], ...body },
			profileKey,
		});
		expect(res.body.id).toEqual(expect.any(String));
		return res.body.id as string;
	};

	it('a created post', async () => {
		const before = await page();
		const id = await create({ post: 'Fresh' });
		const after = await page();
		expect(after.history.map((r) => r.id)).toEqual([id, ...before.history.map((r) => r.id)]);
	});

	it('a deleted post, and its deliveries taken down (instagram keeps its own)', async () => {
		const id = await create({
			post: 'Regretted',
			platforms: ['twitter', 'instagram'],
			mediaUrls: [IMAGE],
		});
		expect(await inPage(id)).toBeDefined();
		expect((await post(id)).postIds.map((p: { status: string }) => p.status)).toEqual([
			'success',
			'success',
		]);
		expect((await t.api('DELETE', '/api/post', { body: { id } })).status).toBe(200);
		expect(await inPage(id)).toBeUndefined();
		const deleted = await post(id);
		expect(deleted).toMatchObject({ status: 'deleted', deleted: expect.any(String) });
		expect(
			deleted.postIds.map((p: { platform: string; status: string }) => `${p.platform} ${p.status}`),
		).toEqual(['twitter deleted', 'instagram success']);
		expect(await inPage(id, 'deleted')).toEqual(deleted);
	});

	it('an update by PATCH and by PUT: notes and the schedule', async () => {
		const id = await create({ post: 'Moves', scheduleDate: '2099-01-01T00:00:00Z' });
		expect(await post(id)).toMatchObject({ scheduleDate: '2099-01-01T00:00:00Z' });
		expect(await inPage(id)).toMatchObject({ scheduleDate: '2099-01-01T00:00:00Z' });
		await t.api('PATCH', '/api/post', { body: { id, notes: 'patched' } });
		expect(await post(id)).toMatchObject({ notes: 'patched' });
		expect(await inPage(id)).toMatchObject({ notes: 'patched' });
		await t.api('PUT', '/api/post', { body: { id, scheduleDate: '2099-02-01T00:00:00Z' } });
		expect(await post(id)).toMatchObject({ scheduleDate: '2099-02-01T00:00:00Z' });
		expect(await inPage(id)).toMatchObject({ scheduleDate: '2099-02-01T00:00:00Z' });
	});

	it('an approval, then the send it lets out', async () => {
		const id = await create({ post: 'May I?', requiresApproval: true });
		expect(await post(id)).toMatchObject({ status: 'awaiting approval', approved: false });
		expect(await inPage(id)).toMatchObject({ status: 'awaiting approval', approved: false });
		expect((await t.api('PUT', '/api/post', { body: { id, approved: true } })).status).toBe(200);
		const sent = await waitFor(async () => {
			const record = await post(id);
			return record.status === 'success' ? record : undefined;
		});
		expect(sent).toMatchObject({
			approved: true,
			postIds: [{ platform: 'twitter', status: 'success' }],
		});
		expect(await inPage(id)).toEqual(sent);
	});

	it('a scheduled post the scheduler sends at its time', async () => {
		const at = Math.ceil((Date.now() + 1500) / 1000) * 1000;
		const scheduleDate = new Date(at).toISOString().slice(0, 19) + 'Z';
		const id = await create({ post: 'On time', scheduleDate });
		expect(await post(id)).toMatchObject({ status: 'pending', postIds: [] });
		// Asked again and again while it waits: the kept record must give way once it is sent.
		const sent = await waitFor(
			async () => {
				const record = await inPage(id);
				return record?.status === 'success' ? record : undefined;
			},
			8000,
			20,
		);
		expect(sent.postIds).toEqual([
			expect.objectContaining({ platform: 'twitter', status: 'success' }),
		]);
		expect(await post(id)).toEqual(sent);
	});

	it('a retry of a failed post', async () => {
		await t.api('POST', '/api/admin/faults', { body: { platform: 'linkedin', count: 1 } });
		const failed = await t.api('POST', '/api/post', {
			body: { post: 'Second chance', platforms: ['linkedin'] },
		});
		expect(failed.status).toBe(400);
		const id = failed.body.id as string;
		expect(await post(id)).toMatchObject({ status: 'error', errors: [expect.any(Object)] });
		expect(await inPage(id)).toMatchObject({ status: 'error' });
		await t.api('PUT', '/api/post/retry', { body: { id } });
		const done = await waitFor(async () => {
			const record = await inPage(id);
			return record?.status === 'success' ? record : undefined;
		});
		expect(done).toMatchObject({
			errors: [],
			postIds: [expect.objectContaining({ platform: 'linkedin' })],
		});
		expect(await post(id)).toEqual(done);
	});

	it("a profile's new title", async () => {
		const key = t.profileKey('Acme Books');
		const id = await create({ post: 'Books' }, key);
		expect(await post(id, key)).toMatchObject({ profileTitle: 'Acme Books' });
		expect(await inPage(id, '', key)).toMatchObject({ profileTitle: 'Acme Books' });
		expect(
			(await t.api('PATCH', '/api/profiles', { body: { title: 'Acme Novels' }, profileKey: key }))
				.status,
		).toBe(200);
		expect(await post(id, key)).toMatchObject({ profileTitle: 'Acme Novels' });
		expect(await inPage(id, '', key)).toMatchObject({ profileTitle: 'Acme Novels' });
	});

	it('any write to the database, even one no route makes', async () => {
		const id = await create({ post: 'Quiet' });
		expect((await post(id)).notes).toBeUndefined();
		expect((await inPage(id))?.notes).toBeUndefined();
		t.sandbox.db.prepare('UPDATE posts SET notes = ? WHERE id = ?').run('by hand', id);
		expect(await post(id)).toMatchObject({ notes: 'by hand' });
		expect(await inPage(id)).toMatchObject({ notes: 'by hand' });
	});
});
