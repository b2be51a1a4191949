import {
	DAY_MS,
	HOUR_MS,
	IMAGE,
	VIDEO,
	manualClock,
	useTestSandbox,
	utc,
} from '../helpers/testSandbox';

const clock = manualClock();
const t = useTestSandbox({ now: clock.now });
const premium = useTestSandbox({ plan: 'premium' });
const basic = useTestSandbox({ plan: 'basic' });

const postAnalytics = (body: Record<string, unknown>, sandbox = t, profileKey?: string) =>
	sandbox.api('POST', '/api/analytics/post', { body, profileKey });

async function send(body: Record<string, unknown>, sandbox = t) {
	const res = await sandbox.api('POST', '/api/post', { body });
	expect(res.body.status).toBe('success');
	return res.body as { id: string; postIds: Array<{ id: string; platform: string }> };
}

/** Every number in a record, flattened to `path: value`. */
function numbers(record: unknown, prefix = ''): Map<string, number> {
	const out = new Map<string, number>();
	if (typeof record === 'number') out.set(prefix, record);
	else if (record && typeof record === 'object') {
		for (const [key, value] of Object.entries(record))
			for (const [k, v] of numbers(value, prefix ? `${prefix}.${key}` : key)) out.set(k, v);
	}
	return out;
}

describe('POST /api/analytics/post', () => {
	const networks = ['facebook', 'instagram', 'twitter', 'linkedin', 'pinterest', 'telegram'];
	let sent: Awaited<ReturnType<typeof send>>;
	const sentAt = clock.now();

	beforeAll(async () => {
		sent = await send({
			post: 'Our new loaf is out',
			platforms: networks,
			mediaUrls: [IMAGE],
			pinterestOptions: { title: 'New loaf' },
		});
	});

	it('answers one entry per network the post went to that has analytics', async () => {
		clock.set(sentAt + 3 * HOUR_MS);
		const res = await postAnalytics({ id: sent.id });
		expect(res.status).toBe(200);
		expect(res.body.status).toBe('success');
		expect(Object.keys(res.body).sort()).toEqual(
			['status', 'facebook', 'instagram', 'twitter', 'linkedin', 'pinterest'].sort(),
		);
		for (const network of ['facebook', 'instagram', 'twitter', 'linkedin', 'pinterest']) {
			const networkId = sent.postIds.find((p) => p.platform === network)?.id;
			expect(res.body[network]).toEqual({
				id: networkId,
				postUrl: `${t.sandbox.url}/networks/${network}/${encodeURIComponent(networkId as string)}`,
				analytics: expect.any(Object),
				lastUpdated: '2026-03-02T13:00:00.000Z',
				nextUpdate: '2026-03-02T13:10:00.000Z',
			});
		}
		// The twitter entry is an object: this post was not sent as a thread (twitterThread.test.ts).
		expect(Array.isArray(res.body.twitter)).toBe(false);
	});

	it('answers the interface fields of each network', async () => {
		const { body } = await postAnalytics({ id: sent.id });
		expect(Object.keys(body.facebook.analytics)).toEqual(
			expect.arrayContaining([
				'clicksUnique',
				'commentCount',
				'engagedUsers',
				'impressions',
				'impressionsUnique',
				'impressionsOrganicUnique',
				'likeCount',
				'negativeFeedback',
				'postImpressionsUnique',
				'reactions',
				'sharesCount',
				'videoViews',
			]),
		);
		const { reactions } = body.facebook.analytics;
		expect(Object.keys(reactions).sort()).toEqual(
			['anger', 'haha', 'like', 'love', 'sorry', 'total', 'wow'].sort(),
		);
		expect(reactions.total).toBe(
			reactions.like +
				reactions.love +
				reactions.haha +
				reactions.wow +
				reactions.sorry +
				reactions.anger,
		);
		expect(body.facebook.analytics.likeCount).toBe(reactions.like);
		expect(body.facebook.analytics.totalVideoViews).toBeUndefined();
		expect(body.instagram.analytics).toMatchObject({
			caption: 'Our new loaf is out',
			mediaProductType: 'FEED',
			mediaType: 'IMAGE',
			username: 'primary_profile',
			commentsCount: expect.any(Number),
			engagementCount: expect.any(Number),
			impressionsCount: expect.any(Number),
			reachCount: expect.any(Number),
			savedCount: expect.any(Number),
		});
		expect(body.twitter.analytics).toMatchObject({
			impressionCount: expect.any(Number),
			likeCount: expect.any(Number),
			retweetCount: expect.any(Number),
		});
		expect(body.linkedin.analytics).toMatchObject({
			impressionCount: expect.any(Number),
			engagement: expect.any(Number),
		});
	});

	it('grows with time since sending, never falling back (but for linkedin likes), and agrees between reads', async () => {
		clock.set(sentAt);
		const atSend = (await postAnalytics({ id: sent.id })).body;
		expect(atSend.facebook.analytics.impressions).toBe(0);
		let previous = atSend;
		for (const hours of [1, 6, 24, 72, 24 * 14]) {
			clock.set(sentAt + hours * HOUR_MS);
			const now = (await postAnalytics({ id: sent.id })).body;
			expect((await postAnalytics({ id: sent.id })).body).toEqual(now);
			const fell: string[] = [];
			for (const network of ['facebook', 'instagram', 'twitter', 'linkedin', 'pinterest']) {
				const before = numbers(previous[network].analytics);
				for (const [path, value] of numbers(now[network].analytics)) {
					if (network === 'linkedin' && (path === 'likeCount' || path === 'engagement')) continue;
					if (value < (before.get(path) as number)) fell.push(`${network}.${path} at ${hours}h`);
				}
			}
			expect(fell).toEqual([]);
			previous = now;
		}
		expect(previous.facebook.analytics.impressions).toBeGreaterThan(0);
		expect(previous.twitter.analytics.impressionCount).toBeGreaterThan(0);
		expect(previous.pinterest.analytics.impressionCount).toBeGreaterThan(0);
	});

	it('gives video posts the facebook video fields and instagram reels fields', async () => {
		clock.set(sentAt);
		const video = await send({
			post: 'Watch us bake',
			platforms: ['facebook', 'instagram'],
			mediaUrls: [VIDEO],
		});
		clock.set(sentAt + DAY_MS);
		const { body } = await postAnalytics({ id: video.id });
		expect(body.facebook.analytics).toMatchObject({
			totalVideoViews: expect.any(Number),
			totalVideoImpressionsViral: expect.any(Number),
			totalVideoCompleteViewsOrganicUnique: expect.any(Number),
			totalVideoViewTimeByAgeBucketAndGender: expect.any(Object),
			totalVideoViewsByDistributionType: expect.any(Object),
		});
		expect(body.facebook.analytics.totalVideoViews).toBeGreaterThan(0);
		expect(body.instagram.analytics).toMatchObject({
			mediaProductType: 'REELS',
			mediaType: 'VIDEO',
			playsCount: expect.any(Number),
			igReelsAvgWatchTimeCount: expect.any(Number),
			sharesCount: expect.any(Number),
		});
	});

	it('covers reddit, tiktok and youtube; tiktok drops its watch fields after 7 quiet days', async () => {
		clock.set(sentAt);
		const post = await send({
			post: 'Video day',
			platforms: ['reddit', 'tiktok', 'youtube'],
			mediaUrls: [VIDEO],
			redditOptions: { title: 'Video day', subreddit: 'baking' },
			youTubeOptions: { title: 'How we bake' },
		});
		clock.set(sentAt + 2 * DAY_MS);
		const { body } = await postAnalytics({ id: post.id });
		expect(body.reddit.analytics).toMatchObject({
			upvotes: expect.any(Number),
			score: expect.any(Number),
			title: 'Video day',
			subreddit: 'baking',
		});
		expect(body.youtube.analytics).toMatchObject({
			views: expect.any(Number),
			title: 'How we bake',
		});
		expect(body.tiktok.analytics).toMatchObject({
			videoViews: expect.any(Number),
			reach: expect.any(Number),
			averageTimeWatched: expect.any(Number),
			impressionSources: expect.any(Object),
		});
		clock.set(sentAt + 8 * DAY_MS);
		const quiet = (await postAnalytics({ id: post.id, platforms: ['tiktok'] })).body.tiktok
			.analytics;
		expect(quiet.videoViews).toBeGreaterThanOrEqual(body.tiktok.analytics.videoViews);
		expect(quiet.reach).toBeUndefined();
		expect(quiet.averageTimeWatched).toBeUndefined();
	});

	it('reads only the networks asked for; one the post did not go to is partial, none is 400 code 323', async () => {
		const one = await postAnalytics({ id: sent.id, platforms: ['twitter'] });
		expect(Object.keys(one.body).sort()).toEqual(['status', 'twitter']);
		const partial = await postAnalytics({ id: sent.id, platforms: ['twitter', 'youtube'] });
		expect(partial.status).toBe(200);
		expect(partial.body.status).toBe('partial');
		expect(partial.body.youtube).toMatchObject({ action: 'analytics', status: 'error', code: 323 });
		const none = await postAnalytics({ id: sent.id, platforms: ['youtube'] });
		expect(none.status).toBe(400);
		expect(none.body).toMatchObject({ action: 'analytics', status: 'error', code: 323 });
	});

	it('answers 400 code 323 for a post not sent yet, and for one sent only where there are no analytics', async () => {
		const pending = await t.api('POST', '/api/post', {
			body: { post: 'Later', platforms: ['twitter'], scheduleDate: utc(clock.now() + DAY_MS) },
		});
		const res = await postAnalytics({ id: pending.body.id });
		expect(res.status).toBe(400);
		expect(res.body).toMatchObject({ action: 'analytics', status: 'error', code: 323 });
		expect(res.body.message).toMatch(/has not been sent/);
		const telegram = await send({ post: 'Channel only', platforms: ['telegram'] });
		const none = await postAnalytics({ id: telegram.id });
		expect(none.status).toBe(400);
		expect(none.body.code).toBe(323);
	});

	it('answers a deleted network post as an error entry', async () => {
		const post = await send({ post: 'Gone soon', platforms: ['twitter', 'facebook'] });
		await t.api('DELETE', '/api/post', { body: { id: post.id } });
		const res = await postAnalytics({ id: post.id });
		expect(res.status).toBe(400);
		expect(res.body.twitter).toMatchObject({ status: 'error', code: 323 });
	});

	it('answers 404 code 114 for an unknown post and 400 code 101 for bad requests', async () => {
		const unknown = await postAnalytics({ id: 'nosuchpost' });
		expect(unknown.status).toBe(404);
		expect(unknown.body.code).toBe(114);
		for (const body of [
			{},
			{ id: sent.id, platforms: ['telegram'] },
			{ id: sent.id, platforms: [] },
		]) {
			const res = await postAnalytics(body);
			expect(res.status).toBe(400);
			expect(res.body.code).toBe(101);
		}
	});

	it('reads a network post by its own id with searchPlatformId (Business), native posts included', async () => {
		const history = await t.api('GET', '/api/history/facebook');
		const native = history.body.posts.find((p: { sentWithService: boolean }) => !p.sentWithService);
		const res = await postAnalytics({
			id: native.id,
			platforms: ['facebook'],
			searchPlatformId: true,
		});
		expect(res.status).toBe(200);
		expect(res.body.facebook).toMatchObject({ id: native.id, analytics: expect.any(Object) });
		// Made days before: it has had time to gather impressions.
		expect(res.body.facebook.analytics.impressions).toBeGreaterThan(0);
		const two = await postAnalytics({
			id: native.id,
			platforms: ['facebook', 'twitter'],
			searchPlatformId: true,
		});
		expect(two.status).toBe(400);
		expect(two.body.code).toBe(101);
		const other = await postAnalytics(
			{ id: native.id, platforms: ['facebook'], searchPlatformId: true },
			t,
			t.profileKey('Acme Bakery'),
		);
		expect(other.status).toBe(404);
		expect(other.body.code).toBe(114);
	});

	it("agrees with the counts the network's own post list shows", async () => {
		clock.set(sentAt + 5 * HOUR_MS);
		const { body } = await postAnalytics({ id: sent.id, platforms: ['twitter'] });
		const history = await t.api('GET', '/api/history/twitter');
		const listed = history.body.posts.find((p: { id: string }) => p.id === body.twitter.id);
		expect(listed).toMatchObject({
			likeCount: body.twitter.analytics.likeCount,
			retweetCount: body.twitter.analytics.retweetCount,
			replyCount: body.twitter.analytics.replyCount,
		});
	});

	it('needs Premium (post analytics) and Business (by network id)', async () => {
		const mine = await send({ post: 'On premium', platforms: ['twitter'] }, premium);
		expect((await postAnalytics({ id: mine.id }, premium)).status).toBe(200);
		const byId = await postAnalytics(
			{ id: mine.postIds[0].id, platforms: ['twitter'], searchPlatformId: true },
			premium,
		);
		expect(byId.status).toBe(403);
		expect(byId.body.message).toMatch(/Business or Enterprise/);
		const res = await postAnalytics({ id: 'x' }, basic);
		expect(res.status).toBe(403);
		expect(res.body).toMatchObject({ status: 'error', code: 103 });
	});
});

describe('POST /api/analytics/social', () => {
	const social = (body: Record<string, unknown>, sandbox = t) =>
		sandbox.api('POST', '/api/analytics/social', { body });

	it("answers each network's account analytics with the interface fields", async () => {
		clock.set(Date.parse('2026-03-20T12:00:00Z'));
		const res = await social({
			platforms: ['facebook', 'instagram', 'linkedin', 'gmb', 'pinterest', 'twitter'],
		});
		expect(res.status).toBe(200);
		expect(res.body.status).toBe('success');
		for (const network of ['facebook', 'instagram', 'linkedin', 'gmb', 'pinterest', 'twitter']) {
			expect(res.body[network]).toEqual({
				analytics: expect.any(Object),
				lastUpdated: '2026-03-20T00:00:00.000Z',
				nextUpdate: '2026-03-21T00:00:00.000Z',
			});
		}
		expect(res.body.facebook.analytics).toMatchObject({
			fanCount: expect.any(Number),
			followersCount: expect.any(Number),
			pageImpressions: expect.any(Number),
			pageFansCity: expect.any(Object),
			engagement: { count: expect.any(Number), socialSentence: expect.any(String) },
			instagramBusinessAccount: { id: expect.any(String) },
			name: 'Primary Profile',
			username: 'primary_profile',
		});
		expect(res.body.instagram.analytics).toMatchObject({
			followersCount: expect.any(Number),
			mediaCount: expect.any(Number),
			impressionsCount: expect.any(Number),
			audienceCountry: expect.any(Object),
			username: 'primary_profile',
		});
		expect(res.body.linkedin.analytics).toMatchObject({
			followers: {
				organicFollowerCount: expect.any(Number),
				paidFollowerCount: 0,
				totalFollowerCount: expect.any(Number),
			},
			views: expect.objectContaining({ allPageViews: expect.any(Number) }),
			likeCount: expect.any(Number),
		});
		expect(Object.keys(res.body.gmb.analytics).sort()).toEqual(
			[
				'businessBookings',
				'businessConversations',
				'businessDirectionRequests',
				'businessFoodOrders',
				'businessImpressionsDesktopMaps',
				'businessImpressionsDesktopSearch',
				'businessImpressionsMobileMaps',
				'businessImpressionsMobileSearch',
				'callClicks',
				'websiteClicks',
			].sort(),
		);
		const board = res.body.pinterest.analytics.boards[0];
		expect(Object.keys(board)).toEqual(
			expect.arrayContaining([
				'boardPinsModifiedAt',
				'collaboratorCount',
				'createdAt',
				'description',
				'followerCount',
				'id',
				'media',
			]),
		);
		expect(res.body.pinterest.analytics.summary).toMatchObject({ days: 90 });
	});

	it('is the same all day, and followers grow from one day to the next', async () => {
		clock.set(Date.parse('2026-03-20T08:00:00Z'));
		const morning = await social({ platforms: ['facebook', 'twitter'] });
		clock.set(Date.parse('2026-03-20T22:00:00Z'));
		expect((await social({ platforms: ['facebook', 'twitter'] })).body).toEqual(morning.body);
		clock.set(Date.parse('2026-03-25T08:00:00Z'));
		const later = await social({ platforms: ['facebook', 'twitter'] });
		expect(later.body.facebook.analytics.fanCount).toBeGreaterThan(
			morning.body.facebook.analytics.fanCount,
		);
		expect(later.body.facebook.analytics.pageImpressions).toBeGreaterThan(
			morning.body.facebook.analytics.pageImpressions,
		);
		expect(later.body.twitter.analytics.followersCount).toBeGreaterThan(
			morning.body.twitter.analytics.followersCount,
		);
	});

	it('counts the posts the account holds', async () => {
		const before = (await social({ platforms: ['instagram'] })).body.instagram.analytics.mediaCount;
		await send({ post: 'One more photo', platforms: ['instagram'], mediaUrls: [IMAGE] });
		const after = (await social({ platforms: ['instagram'] })).body.instagram.analytics.mediaCount;
		expect(after).toBe(before + 1);
	});

	it('adds daily details with daily: true and quarters with quarters', async () => {
		clock.set(Date.parse('2026-05-10T08:00:00Z'));
		const res = await social({ platforms: ['facebook'], daily: true, quarters: 2 });
		expect(res.body.facebook.quarters).toBe(2);
		const { daily, quarterly } = res.body.facebook.analytics;
		expect(daily).toHaveLength(30);
		expect(daily[29]).toMatchObject({ date: '2026-05-09', followers: expect.any(Number) });
		expect(quarterly.map((q: { quarter: string }) => q.quarter)).toEqual(['2026-Q2', '2026-Q1']);
	});

	it('answers a network that is not linked as an error entry (partial), all of them as 400', async () => {
		await t.api('POST', '/api/admin/unlink', { body: { platform: 'tiktok' } });
		try {
			const res = await social({ platforms: ['twitter', 'tiktok'] });
			expect(res.status).toBe(200);
			expect(res.body.status).toBe('partial');
			expect(res.body.tiktok).toMatchObject({ status: 'error', code: 156 });
			const none = await social({ platforms: ['tiktok'] });
			expect(none.status).toBe(400);
			expect(none.body.status).toBe('error');
		} finally {
			await t.api('POST', '/api/admin/link', { body: { platform: 'tiktok' } });
		}
	});

	it('validates with the engine schema and needs Premium', async () => {
		for (const body of [
			{},
			{ platforms: ['telegram'] },
			{ platforms: ['facebook'], quarters: 5 },
		]) {
			const res = await social(body);
			expect(res.status).toBe(400);
			expect(res.body.code).toBe(101);
		}
		expect((await social({ platforms: ['facebook'] }, premium)).status).toBe(200);
		const res = await social({ platforms: ['facebook'] }, basic);
		expect(res.status).toBe(403);
		expect(res.body.code).toBe(103);
	});
});
