import { addHashtags } from '../../src/sandbox/hashtags';
import { networkPost, startTestSandbox, type TestSandbox } from '../helpers/testSandbox';

const BREAD =
	'Fresh sourdough bread baked daily. Our sourdough starter is ten years old, and the bread sells out fast.';

let t: TestSandbox;
let basic: TestSandbox;
beforeAll(async () => {
	t = await startTestSandbox({ plan: 'premium' });
	basic = await startTestSandbox({ plan: 'basic' });
});
afterAll(async () => {
	await t.close();
	await basic.close();
});

describe('POST /api/hashtags/auto', () => {
	it("ranks the text's own words by frequency then position; auto tags the top word in place", async () => {
		const res = await t.api('POST', '/api/hashtags/auto', { body: { post: BREAD } });
		expect(res.status).toBe(200);
		expect(res.body).toEqual({
			post: 'Fresh #sourdough bread baked daily. Our sourdough starter is ten years old, and the bread sells out fast. #bread',
		});
	});

	it('puts every hashtag at the end with position end, and takes up to max', async () => {
		const res = await t.api('POST', '/api/hashtags/auto', {
			body: { post: BREAD, max: 3, position: 'end' },
		});
		expect(res.body.post).toBe(`${BREAD} #sourdough #bread #Fresh`);
	});

	it('answers the same for the same text, on both paths', async () => {
		const a = await t.api('POST', '/api/hashtags/auto', { body: { post: BREAD, max: 4 } });
		const b = await t.api('POST', '/api/auto-hashtag', { body: { post: BREAD, max: 4 } });
		expect(b.status).toBe(200);
		expect(b.body).toEqual(a.body);
	});

	it('makes different hashtags from a different text', async () => {
		const res = await t.api('POST', '/api/hashtags/auto', {
			body: {
				post: 'Espresso workshop on Saturday: learn espresso, latte art and milk steaming.',
				position: 'end',
			},
		});
		// Spelt as at their first occurrence.
		expect(res.body.post).toMatch(/steaming\. #Espresso #workshop$/);
	});

	it('skips words already hashtagged, links, markup, mentions and stop words', async () => {
		const post =
			'<b>Visit</b> https://bakery.example/croissant-specials with @pastrychef because #bread rules: bread, bread, pastry!';
		const res = await t.api('POST', '/api/hashtags/auto', {
			body: { post, max: 5, position: 'end' },
		});
		// bread is already a hashtag; croissant and specials are inside the link; because is a stop word.
		expect(res.body.post).toBe(`${post} #Visit #rules #pastry`);
	});

	it('leaves text over 1,000 characters unchanged', async () => {
		const long = `${'Sourdough loaves '.repeat(59)}end`;
		expect(long.length).toBeGreaterThan(1000);
		const res = await t.api('POST', '/api/hashtags/auto', { body: { post: long } });
		expect(res.body.post).toBe(long);
		const exactly = 'a'.repeat(990) + ' sourdough';
		expect(exactly.length).toBe(1000);
		expect(
			(await t.api('POST', '/api/hashtags/auto', { body: { post: exactly } })).body.post,
		).not.toBe(exactly);
	});

	it('leaves text with no candidate word unchanged', async () => {
		const res = await t.api('POST', '/api/hashtags/auto', {
			body: { post: 'Hi, it is me. 12345' },
		});
		expect(res.body.post).toBe('Hi, it is me. 12345');
	});

	it.each([
		['max 6', { post: BREAD, max: 6 }, 'max'],
		['max 1.5', { post: BREAD, max: 1.5 }, 'max'],
		['position middle', { post: BREAD, position: 'middle' }, 'position'],
		['no post', { max: 2 }, 'post'],
		['an empty post', { post: '' }, 'post'],
	])('rejects %s with 400 code 101 naming the field', async (_name, body, field) => {
		const res = await t.api('POST', '/api/hashtags/auto', { body });
		expect(res.status).toBe(400);
		expect(res.body).toMatchObject({ action: 'hashtags', status: 'error', code: 101 });
		expect(res.body.errors[0].field).toBe(field);
	});

	it('needs the Premium plan or higher: 403 code 103 on Basic', async () => {
		for (const path of ['/api/hashtags/auto', '/api/auto-hashtag']) {
			const res = await basic.api('POST', path, { body: { post: BREAD } });
			expect(res.status).toBe(403);
			expect(res.body).toMatchObject({ status: 'error', code: 103 });
			expect(res.body.message).toMatch(/Premium, Business or Enterprise plan.*basic/);
		}
	});
});

describe('GET /api/hashtags/recommend', () => {
	it('answers {keyword, recommendations: [{name, viewCount}]}, most viewed first, the same every time', async () => {
		const res = await t.api('GET', '/api/hashtags/recommend', { query: { keyword: 'coffee' } });
		expect(res.status).toBe(200);
		expect(res.body.keyword).toBe('coffee');
		const recommendations = res.body.recommendations as Array<{ name: string; viewCount: number }>;
		expect(recommendations).toHaveLength(11);
		for (const r of recommendations) {
			expect(r.name).toContain('coffee');
			expect(Number.isInteger(r.viewCount)).toBe(true);
		}
		expect(recommendations.map((r) => r.name)).toEqual(
			expect.arrayContaining(['coffee', 'coffeelove', 'instacoffee', 'bestcoffee']),
		);
		const counts = recommendations.map((r) => r.viewCount);
		expect([...counts].sort((a, b) => b - a)).toEqual(counts);
		const again = await t.api('GET', '/api/hashtags/recommend', { query: { keyword: 'coffee' } });
		expect(again.body).toEqual(res.body);
		const tea = await t.api('GET', '/api/hashtags/recommend', { query: { keyword: 'tea' } });
		expect(tea.body.recommendations[0].name).toContain('tea');
	});

	it('reads "#Cold Brew" as the hashtag coldbrew', async () => {
		const res = await t.api('GET', '/api/hashtags/recommend', { query: { keyword: '#Cold Brew' } });
		expect(res.body.keyword).toBe('#Cold Brew');
		expect(res.body.recommendations.map((r: { name: string }) => r.name)).toContain('coldbrew');
	});

	it('rejects a missing or empty keyword with 400 code 101', async () => {
		const queries: Array<Record<string, string>> = [{}, { keyword: '' }, { keyword: '!!!' }];
		for (const query of queries) {
			const res = await t.api('GET', '/api/hashtags/recommend', { query });
			expect(res.status).toBe(400);
			expect(res.body.code).toBe(101);
			expect(res.body.errors[0].field).toBe('keyword');
		}
	});

	it('needs the Premium plan or higher', async () => {
		const res = await basic.api('GET', '/api/hashtags/recommend', { query: { keyword: 'coffee' } });
		expect(res.status).toBe(403);
		expect(res.body.code).toBe(103);
	});
});

describe('autoHashtag on a post', () => {
	it('adds the same hashtags to the text each network receives', async () => {
		const res = await t.api('POST', '/api/post', {
			body: { post: BREAD, platforms: ['facebook', 'linkedin'], autoHashtag: true },
		});
		expect(res.status).toBe(200);
		const expected = addHashtags(BREAD);
		expect(res.body.post).toBe(expected);
		for (const entry of res.body.postIds)
			expect((await networkPost(entry.postUrl)).post).toBe(expected);
	});

	it('honours max and position', async () => {
		const res = await t.api('POST', '/api/post', {
			body: { post: BREAD, platforms: ['facebook'], autoHashtag: { max: 1, position: 'end' } },
		});
		expect((await networkPost(res.body.postIds[0].postUrl)).post).toBe(`${BREAD} #sourdough`);
	});

	it('refuses a tweet that the hashtags push over 280 characters', async () => {
		const post = `${'Sourdough bread, '.repeat(16)}yes`;
		expect(post.length).toBeLessThanOrEqual(280);
		const res = await t.api('POST', '/api/post', {
			body: { post, platforms: ['twitter'], autoHashtag: { max: 2, position: 'end' } },
		});
		expect(res.status).toBe(400);
		expect(res.body.errors[0]).toMatchObject({ field: 'post', platform: 'twitter' });
	});
});
