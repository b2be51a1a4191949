import {
	IMAGE,
	VIDEO,
	networkPost,
	startTestSandbox,
	type TestSandbox,
} from '../helpers/testSandbox';

// The networks added last in the sandbox: bluesky, threads and snapchat get ids in their own
// shape, `platforms: ["all"]` reaches every linked network, and the typed per-network options are
// checked, recorded with what each network received and shown on the page.
let t: TestSandbox;

beforeAll(async () => {
	t = await startTestSandbox();
});
afterAll(async () => {
	await t?.close();
});

type Entry = { platform: string; id: string; postUrl: string; status: string };

it('gives bluesky, threads and snapchat posts ids in each network own shape', async () => {
	const res = await t.api('POST', '/api/post', {
		body: {
			post: 'Hello <b>there</b>',
			platforms: ['bluesky', 'threads', 'snapchat'],
			mediaUrls: [VIDEO],
		},
	});
	expect(res.status).toBe(200);
	const byNetwork = Object.fromEntries((res.body.postIds as Entry[]).map((e) => [e.platform, e]));
	expect(byNetwork.bluesky.id).toMatch(
		/^at:\/\/did:plc:[a-z2-7]{24}\/app\.bsky\.feed\.post\/[a-z2-7]{13}$/,
	);
	expect(byNetwork.threads.id).toMatch(/^\d{17}$/);
	expect(byNetwork.snapchat.id).toMatch(
		/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/,
	);
	// Bluesky and Threads show styled letters; Snapchat gets the plain text.
	expect((await networkPost(byNetwork.bluesky.postUrl)).post).toBe('Hello 𝘁𝗵𝗲𝗿𝗲');
	expect((await networkPost(byNetwork.snapchat.postUrl)).post).toBe('Hello there');
});

it('cuts a Spotlight caption at 160 characters instead of refusing it', async () => {
	const res = await t.api('POST', '/api/post', {
		body: {
			post: 'a'.repeat(400),
			platforms: ['snapchat'],
			mediaUrls: [VIDEO],
			snapChatOptions: { spotlight: true },
		},
	});
	expect(res.status).toBe(200);
	const held = await networkPost(res.body.postIds[0].postUrl);
	expect(held.post).toHaveLength(160);
	expect(held.options).toEqual({ spotlight: true });
});

it('platforms ["all"] posts to every network the profile has linked', async () => {
	const key = t.profileKey('Acme Books');
	// X needs the user's own app keys on today's service; this test is about the other networks.
	for (const network of ['tiktok', 'twitter'])
		await t.api('POST', '/api/admin/unlink', { body: { platform: network }, profileKey: key });
	const user = await t.api('GET', '/api/user', { profileKey: key });
	const linked = (user.body.activeSocialAccounts as string[]).sort();
	const res = await t.api('POST', '/api/post', {
		profileKey: key,
		body: {
			post: 'Everywhere at once',
			platforms: ['all'],
			mediaUrls: [VIDEO],
			youTubeOptions: { title: 'Everywhere' },
			redditOptions: { title: 'Everywhere', subreddit: 'test' },
		},
	});
	expect(res.body.errors).toEqual([]);
	expect((res.body.postIds as Entry[]).map((e) => e.platform).sort()).toEqual(linked);
	expect(linked).not.toContain('tiktok');
	expect(linked).toEqual(expect.arrayContaining(['bluesky', 'threads', 'snapchat']));
	const record = await t.api('GET', `/api/post/${res.body.id}`, { profileKey: key });
	expect((record.body.platforms as string[]).sort()).toEqual(linked);
});

it('platforms ["all"] judges the text against every linked network and stores nothing when one refuses', async () => {
	const res = await t.api('POST', '/api/post', {
		body: { post: 'b'.repeat(400), platforms: ['all'], mediaUrls: [VIDEO] },
	});
	expect(res.status).toBe(400);
	expect(res.body.status).toBe('error');
	expect(JSON.stringify(res.body)).toContain('bluesky allows at most 300');
	const history = await t.api('GET', '/api/history', { query: { lastRecords: 5 } });
	expect(JSON.stringify(history.body)).not.toContain('b'.repeat(400));
});

it('refuses wrong options with the interface error shape, naming field, value and the allowed ones', async () => {
	const res = await t.api('POST', '/api/post', {
		body: {
			post: 'hi',
			platforms: ['tiktok'],
			mediaUrls: [VIDEO],
			tikTokOptions: { visibility: 'everyone', disableDuet: 'yes' },
		},
	});
	expect(res.status).toBe(400);
	expect(res.body).toMatchObject({ status: 'error', code: expect.any(Number) });
	const text = JSON.stringify(res.body);
	expect(text).toContain('tikTokOptions.visibility');
	expect(text).toContain('\\"public\\", \\"private\\", \\"followers\\", \\"friends\\"');
	expect(text).toContain('tikTokOptions.disableDuet');
});

it('records the options each network received and shows them on the page', async () => {
	const res = await t.api('POST', '/api/post', {
		body: {
			post: 'Typed options',
			platforms: ['instagram', 'linkedin'],
			mediaUrls: [IMAGE],
			instagramOptions: {
				collaborators: ['natgeo'],
				userTags: [{ username: 'nasa', x: 0.2, y: 0.8 }],
			},
			linkedInOptions: { visibility: 'connections', futureKey: 7 },
		},
	});
	expect(res.status).toBe(200);
	const byNetwork = Object.fromEntries((res.body.postIds as Entry[]).map((e) => [e.platform, e]));
	expect((await networkPost(byNetwork.instagram.postUrl)).options).toEqual({
		collaborators: ['natgeo'],
		userTags: [{ username: 'nasa', x: 0.2, y: 0.8 }],
	});
	// Unknown keys travel untouched.
	expect((await networkPost(byNetwork.linkedin.postUrl)).options).toEqual({
		visibility: 'connections',
		futureKey: 7,
	});
	const page = await fetch(`${t.sandbox.url}/?post=${res.body.id}`);
	const html = await page.text();
	expect(html).toContain('Options sent to LinkedIn');
	expect(html).toContain('&quot;connections&quot;');
	expect(html).toContain('Options sent to Instagram');
});

it('answers post analytics for bluesky, threads and snapchat, as the service documents', async () => {
	const res = await t.api('POST', '/api/post', {
		body: { post: 'Counted', platforms: ['bluesky', 'threads', 'snapchat'], mediaUrls: [VIDEO] },
	});
	const analytics = await t.api('POST', '/api/analytics/post', {
		body: { id: res.body.id, platforms: ['bluesky', 'threads', 'snapchat'] },
	});
	expect(analytics.status).toBe(200);
	expect(analytics.body.bluesky.analytics).toEqual(
		expect.objectContaining({ likeCount: expect.any(Number), repostCount: expect.any(Number) }),
	);
	expect(analytics.body.threads.analytics).toEqual(
		expect.objectContaining({ views: expect.any(Number) }),
	);
	expect(analytics.body.snapchat.analytics).toEqual(
		expect.objectContaining({ screenshots: expect.any(Number) }),
	);
});
