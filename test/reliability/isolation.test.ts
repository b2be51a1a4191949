import { accountImagePng } from '../../src/sandbox/networks/avatar';
import { startFeedSite, type FeedSite } from '../helpers/feedTestServers';
import { callApi, startTestSandbox, type ApiResponse, type TestSandbox } from '../helpers/testSandbox';

/**
 * One profile's key reaches nothing of another profile's, and one account's API key nothing of
 * another account's: each route family is tried with the wrong key, and the owner's data is read
 * back unchanged afterwards.
 */

const PNG = accountImagePng('isolation', 'media');
const FAR_FUTURE = '2099-06-01T10:00:00Z';

let t: TestSandbox;
let site: FeedSite;
/** The profile that owns everything ("A") and the one that tries to reach it ("B"). */
let a: string;
let b: string;

interface Owned {
	post: string;
	scheduled: string;
	media: { id: string; url: string };
	link: string;
	feed: string;
	conversation: string;
	review: string;
}
const owned = {} as Owned;

/** Denied: 403 or 404 (reviews answer their own 400 code 349/350 nested under the platform). */
function expectDenied(res: ApiResponse, allowed: number[] = [403, 404]): void {
	expect(allowed).toContain(res.status);
	expect(JSON.stringify(res.body)).toMatch(/"status":"error"/);
}

async function snapshotOfA(): Promise<Record<string, unknown>> {
	const get = async (path: string, query?: Record<string, string>) => {
		const res = await t.api('GET', path, { profileKey: a, query });
		expect(res.status).toBe(200);
		const body = { ...res.body };
		delete body.lastUpdated;
		delete body.nextUpdate;
		return body;
	};
	return {
		post: await get(`/api/post/${owned.post}`),
		scheduled: await get(`/api/post/${owned.scheduled}`),
		history: await get('/api/history', { lastDays: '0', limit: '1000' }),
		media: await get('/api/media'),
		links: await get('/api/links'),
		feeds: await get('/api/feed'),
		messages: await get('/api/messages/facebook', { status: 'active' }),
		reviews: await get('/api/reviews', { platform: 'gmb' }),
		bio: await get('/api/biolink'),
		schedules: await get('/api/auto-schedule/list'),
	};
}

let before: Record<string, unknown>;

beforeAll(async () => {
	t = await startTestSandbox();
	site = await startFeedSite();
	const make = async (title: string) => {
		const res = await t.api('POST', '/api/profiles/create-profile', {
			body: { title, messagingActive: true },
		});
		expect(res.status).toBe(200);
		return res.body.profileKey as string;
	};
	a = await make('Isolation Owner');
	b = await make('Isolation Other');

	const as = (method: string, path: string, body?: unknown) =>
		t.api(method, path, { profileKey: a, body });
	const post = await as('POST', '/api/post', { post: 'owned by A', platforms: ['facebook'] });
	expect(post.status).toBe(200);
	owned.post = post.body.id;
	const scheduled = await as('POST', '/api/post', {
		post: 'scheduled by A',
		platforms: ['facebook'],
		scheduleDate: FAR_FUTURE,
	});
	expect(scheduled.body.status).toBe('scheduled');
	owned.scheduled = scheduled.body.id;
	const media = await as('POST', '/api/upload', {
		file: `data:image/png;base64,${PNG.toString('base64')}`,
		fileName: 'a.png',
	});
	expect(media.status).toBe(200);
	owned.media = { id: media.body.id, url: media.body.url };
	const link = await as('POST', '/api/links', { url: 'https://a.example/only-a' });
	expect(link.status).toBe(200);
	owned.link = link.body.id;
	const feed = await as('POST', '/api/feed', { url: `${site.url}/fixtures/guardian.rss` });
	expect(feed.status).toBe(200);
	owned.feed = feed.body.id;
	const incoming = await as('POST', '/api/admin/messages/incoming', {
		platform: 'facebook',
		senderId: 'fan-of-a',
		message: 'Hello A',
	});
	expect(incoming.status).toBe(200);
	owned.conversation = incoming.body.conversationId;
	const reviews = await t.api('GET', '/api/reviews', { profileKey: a, query: { platform: 'gmb' } });
	owned.review = reviews.body.gmb[0].id;
	const reply = await as('POST', '/api/reviews', {
		platform: 'gmb',
		reviewId: owned.review,
		reply: 'Thanks from A',
	});
	expect(reply.status).toBe(200);
	expect(
		(await as('POST', '/api/biolink', { handle: 'isolation-owner', text1: 'Page of A' })).status,
	).toBe(200);
	expect(
		(await as('POST', '/api/auto-schedule/set', { title: 'OwnedByA', schedule: ['10:00Z'] }))
			.status,
	).toBe(200);
	before = await snapshotOfA();
});

afterAll(async () => {
	await t?.close();
	await site?.close();
});

describe("one profile's key cannot reach another profile's data", () => {
	const asB = (
		method: string,
		path: string,
		options: { body?: unknown; query?: Record<string, string> } = {},
	) => t.api(method, path, { profileKey: b, ...options });

	it('posts: read, update, retry, delete, bulk delete, analytics', async () => {
		expectDenied(await asB('GET', `/api/post/${owned.post}`));
		expectDenied(await asB('GET', `/api/history/${owned.post}`));
		expectDenied(
			await asB('PUT', '/api/post', { body: { id: owned.scheduled, notes: 'B was here' } }),
		);
		expectDenied(
			await asB('PATCH', '/api/post', {
				body: { id: owned.scheduled, scheduleDate: '2099-07-01T10:00:00Z' },
			}),
		);
		expectDenied(await asB('PUT', '/api/post/retry', { body: { id: owned.post } }));
		expectDenied(await asB('DELETE', '/api/post', { body: { id: owned.scheduled } }));
		expectDenied(await asB('DELETE', '/api/delete', { body: { id: owned.post } }));
		const bulk = await asB('DELETE', '/api/post', { body: { bulk: [owned.scheduled] } });
		// Bulk answers per id: to B, A's post is an unknown id.
		expect(bulk.body).toEqual([
			expect.objectContaining({ id: owned.scheduled, status: 'error', code: 114 }),
		]);
		const all = await asB('DELETE', '/api/post', { body: { deleteAllScheduled: true } });
		expect(all.body).toEqual([]);
		expectDenied(
			await asB('POST', '/api/analytics/post', { body: { id: owned.post } }),
			[400, 403, 404],
		);
		const history = await asB('GET', '/api/history', { query: { lastDays: '0', limit: '1000' } });
		expect(JSON.stringify(history.body)).not.toContain(owned.post);
		// The body's profileKey cannot override the header to reach A either.
		expectDenied(
			await asB('DELETE', '/api/post', { body: { id: owned.scheduled, profileKey: a } }),
		);
	});

	it("network history: each profile sees its own network's posts only", async () => {
		const ids = async (profileKey: string) => {
			const res = await t.api('GET', '/api/history/facebook', { profileKey });
			expect(res.status).toBe(200);
			return JSON.stringify(res.body);
		};
		const ofA = await t.api('GET', `/api/post/${owned.post}`, { profileKey: a });
		const networkId: string = ofA.body.postIds[0].id;
		expect(await ids(a)).toContain(networkId);
		expect(await ids(b)).not.toContain(networkId);
	});

	it('media: listing', async () => {
		const list = await asB('GET', '/api/media');
		expect(list.status).toBe(200);
		expect(JSON.stringify(list.body)).not.toContain(owned.media.id);
	});

	it('links: list, read one', async () => {
		const list = await asB('GET', '/api/links');
		expect(JSON.stringify(list.body)).not.toContain(owned.link);
		expectDenied(await asB('GET', `/api/links/${owned.link}`));
	});

	it('feeds: list, update, delete', async () => {
		const list = await asB('GET', '/api/feed');
		expect(JSON.stringify(list.body)).not.toContain(owned.feed);
		expectDenied(await asB('PUT', '/api/feed', { body: { id: owned.feed, autoHashtag: true } }));
		expectDenied(await asB('DELETE', '/api/feed', { body: { id: owned.feed } }));
	});

	it('messages: list, read a conversation, archive it', async () => {
		const list = await asB('GET', '/api/messages/facebook');
		expect(JSON.stringify(list.body)).not.toContain('Hello A');
		expectDenied(
			await asB('GET', '/api/messages/facebook', { query: { conversationId: owned.conversation } }),
		);
		expectDenied(
			await asB('PUT', `/api/messages/facebook/${owned.conversation}`, {
				body: { status: 'archived' },
			}),
		);
		const reply = await asB('POST', '/api/messages/facebook', {
			body: { recipientId: 'fan-of-a', message: 'from B' },
		});
		expect(reply.status).toBeGreaterThanOrEqual(400);
	});

	it('reviews: read, reply, delete the reply', async () => {
		const list = await asB('GET', '/api/reviews', { query: { platform: 'gmb' } });
		expect(JSON.stringify(list.body)).not.toContain(owned.review);
		expectDenied(await asB('GET', `/api/reviews/${owned.review}`, { query: { platform: 'gmb' } }));
		expectDenied(
			await asB('POST', '/api/reviews', {
				body: { platform: 'gmb', reviewId: owned.review, reply: 'B overwrote' },
			}),
			[400, 403, 404],
		);
		expectDenied(
			await asB('DELETE', '/api/reviews', { body: { platform: 'gmb', reviewId: owned.review } }),
			[400, 403, 404],
		);
	});

	it('bio page: read, change, delete, and its handle cannot be taken', async () => {
		expectDenied(await asB('GET', '/api/biolink'));
		expectDenied(await asB('PUT', '/api/biolink', { body: { text1: 'B was here' } }));
		expectDenied(await asB('DELETE', '/api/biolink'));
		const taken = await asB('POST', '/api/biolink', { body: { handle: 'isolation-owner' } });
		expect(taken.status).toBe(409);
	});

	it('auto-schedules: list, delete', async () => {
		const list = await asB('GET', '/api/auto-schedule/list');
		expect(JSON.stringify(list.body)).not.toContain('OwnedByA');
		expectDenied(await asB('DELETE', '/api/auto-schedule/delete', { body: { title: 'OwnedByA' } }));
	});
});

describe("one account's API key sees nothing of another account", () => {
	let other: { url: string; apiKey: string };
	let otherProfiles: Array<{ profileKey: string; refId: string; title: string }>;
	beforeAll(async () => {
		const res = await t.api('POST', '/api/admin/accounts', { body: {} });
		expect(res.status).toBe(200);
		other = { url: t.sandbox.url, apiKey: res.body.apiKey };
		otherProfiles = res.body.profiles;
	});
	const asOther = (method: string, path: string, options: Parameters<typeof callApi>[3] = {}) =>
		callApi(other, method, path, options);

	it('lists only its own profiles, history, media and links', async () => {
		const profiles = await asOther('GET', '/api/profiles');
		expect(profiles.status).toBe(200);
		const text = JSON.stringify(profiles.body);
		for (const p of t.sandbox.profiles) expect(text).not.toContain(p.profileKey);
		expect(text).not.toContain(a);
		expect(text).not.toContain('Isolation Owner');
		for (const path of [
			'/api/history',
			'/api/media',
			'/api/links',
			'/api/feed',
			'/api/auto-schedule/list',
		]) {
			const res = await asOther('GET', path, { query: { lastDays: '0' } });
			const body = JSON.stringify(res.body);
			for (const id of [
				owned.post,
				owned.scheduled,
				owned.media.id,
				owned.link,
				owned.feed,
				'OwnedByA',
			])
				expect(body).not.toContain(id);
		}
		const user = await asOther('GET', '/api/user');
		expect(JSON.stringify(user.body)).not.toContain('Isolation Owner');
	});

	it("cannot act for the first account's profiles with its profile keys", async () => {
		for (const key of [a, ...t.sandbox.profiles.map((p) => p.profileKey)]) {
			expect((await asOther('GET', '/api/history', { profileKey: key })).status).toBe(403);
			expect((await asOther('GET', '/api/media', { query: { profileKey: key } })).status).toBe(403);
		}
		expect((await asOther('GET', `/api/post/${owned.post}`, { profileKey: a })).status).toBe(403);
		expect((await asOther('GET', `/api/post/${owned.post}`)).status).toBe(404);
		expectDenied(
			await asOther('DELETE', '/api/post', { body: { id: owned.scheduled, profileKey: a } }),
		);
		expectDenied(await asOther('DELETE', '/api/post', { body: { id: owned.scheduled } }));
		expectDenied(
			await asOther('POST', '/api/post', {
				profileKey: a,
				body: { post: 'x', platforms: ['facebook'] },
			}),
		);
		const multi = await asOther('POST', '/api/post', {
			body: { post: 'x', platforms: ['facebook'], profileKeys: [a] },
		});
		expectDenied(multi);
		expectDenied(
			await asOther('DELETE', '/api/profiles/delete-profile', {
				profileKey: a,
				body: { profileKey: a },
			}),
			[400, 403, 404],
		);
		expectDenied(
			await asOther('DELETE', '/api/profiles/delete-profile', { body: { profileKey: a } }),
			[400, 403, 404],
		);
		expectDenied(await asOther('GET', `/api/links/${owned.link}`));
		expectDenied(await asOther('DELETE', '/api/feed', { body: { id: owned.feed } }));
		expectDenied(await asOther('DELETE', '/api/biolink', { profileKey: a }));
		expectDenied(
			await asOther('DELETE', '/api/auto-schedule/delete', { body: { title: 'OwnedByA' } }),
		);
		// And the first account's key cannot use the other's profile keys either.
		expect(
			(await t.api('GET', '/api/history', { profileKey: otherProfiles[0].profileKey })).status,
		).toBe(403);
	});

	it("the first profile's data is unchanged after every attempt", async () => {
		expect(await snapshotOfA()).toEqual(before);
		const file = await fetch(owned.media.url);
		expect(file.status).toBe(200);
	});
});
