import { manualClock, startTestSandbox, type TestSandbox } from '../helpers/testSandbox';

const clock = manualClock();
let t: TestSandbox;
let bakery: string;
let books: string;
beforeAll(async () => {
	t = await startTestSandbox({ now: clock.now });
	bakery = t.profileKey('Acme Bakery');
	books = t.profileKey('Acme Books');
});
afterAll(() => t.close());

async function page(path: string): Promise<{ status: number; headers: Headers; html: string }> {
	const response = await fetch(`${t.sandbox.url}${path}`, { redirect: 'manual' });
	return { status: response.status, headers: response.headers, html: await response.text() };
}

const FULL_PAGE = {
	handle: 'Acme-Bakery',
	profileImage: 'https://cdn.example/bakery.png',
	backgroundImage: 'https://cdn.example/bread.jpg',
	text1: 'Acme Bakery',
	text2: 'Fresh bread every morning.',
	button1Text: 'Order online',
	button1Url: 'https://bakery.example/order',
	button2Text: 'Opening hours',
	button2Url: 'https://bakery.example/hours',
	button3Text: '',
	button3Url: '',
	socialUrls: {
		instagram: 'https://instagram.example/acmebakery',
		github: '',
		twitter: 'https://x.example/acmebakery',
	},
};

describe('POST/GET/PUT/DELETE /api/biolink', () => {
	it('creates the profile page and reads it back as 2.12, leaving out what has no value', async () => {
		const created = await t.api('POST', '/api/biolink', { profileKey: bakery, body: FULL_PAGE });
		expect(created.status).toBe(200);
		expect(created.body).toEqual({ status: 'success', url: `${t.sandbox.url}/bio/acme-bakery` });
		const read = await t.api('GET', '/api/biolink', { profileKey: bakery });
		expect(read.body).toEqual({
			status: 'success',
			handle: 'acme-bakery',
			profileImage: 'https://cdn.example/bakery.png',
			backgroundImage: 'https://cdn.example/bread.jpg',
			text1: 'Acme Bakery',
			text2: 'Fresh bread every morning.',
			button1Text: 'Order online',
			button1Url: 'https://bakery.example/order',
			button2Text: 'Opening hours',
			button2Url: 'https://bakery.example/hours',
			socialUrls: {
				instagram: 'https://instagram.example/acmebakery',
				twitter: 'https://x.example/acmebakery',
			},
			autoSyncSocialUrls: false,
			biolinkUrl: `${t.sandbox.url}/bio/acme-bakery`,
			created: new Date(clock.now()).toISOString(),
			modifiedDate: new Date(clock.now()).toISOString(),
		});
	});

	it('has GET /api/user report the same biolinkUrl', async () => {
		const user = await t.api('GET', '/api/user', { profileKey: bakery });
		expect(user.body.biolinkUrl).toBe(`${t.sandbox.url}/bio/acme-bakery`);
	});

	it('refuses a second page for the profile with 409 code 101', async () => {
		const again = await t.api('POST', '/api/biolink', {
			profileKey: bakery,
			body: { handle: 'bakery-two' },
		});
		expect(again.status).toBe(409);
		expect(again.body).toMatchObject({ action: 'biolink', status: 'error', code: 101 });
		expect(again.body.message).toMatch(
			/already has a bio page \(handle "acme-bakery"\); a profile has one/,
		);
	});

	it('keeps handles unique whatever their case, and checkHandle tells', async () => {
		const taken = await t.api('POST', '/api/biolink', {
			profileKey: books,
			body: { handle: 'ACME-bakery' },
		});
		expect(taken.status).toBe(409);
		expect(taken.body.message).toMatch(/The handle "acme-bakery" is taken by another bio page/);
		const exists = await t.api('GET', '/api/biolink/checkHandle', {
			query: { handle: 'Acme-Bakery' },
		});
		expect(exists.body).toMatchObject({ status: 'success', exists: true });
		const free = await t.api('GET', '/api/biolink/checkHandle', {
			query: { handle: 'acme-books' },
		});
		expect(free.body).toMatchObject({ status: 'success', exists: false });
		const bad = await t.api('GET', '/api/biolink/checkHandle', { query: { handle: 'no spaces' } });
		expect(bad.status).toBe(400);
		expect(bad.body.message).toMatch(/handle must be 3-30 letters, digits, "_" or "-"/);
	});

	it('changes fields with PUT: "" clears one, socialUrls merge by key, a new handle frees the old one', async () => {
		clock.advance(60_000);
		const changed = await t.api('PUT', '/api/biolink', {
			profileKey: bakery,
			body: {
				handle: 'acme-bread',
				text2: '',
				socialUrls: { twitter: '', facebook: 'https://fb.example/acme' },
			},
		});
		expect(changed.body).toEqual({ status: 'success', url: `${t.sandbox.url}/bio/acme-bread` });
		const read = await t.api('GET', '/api/biolink', { profileKey: bakery });
		expect(read.body.text2).toBeUndefined();
		expect(read.body.socialUrls).toEqual({
			facebook: 'https://fb.example/acme',
			instagram: 'https://instagram.example/acmebakery',
		});
		expect(read.body.modifiedDate).toBe(new Date(clock.now()).toISOString());
		expect(read.body.created).not.toBe(read.body.modifiedDate);
		expect((await page('/bio/acme-bakery')).status).toBe(404);
		const reused = await t.api('POST', '/api/biolink', {
			profileKey: books,
			body: { handle: 'acme-bakery' },
		});
		expect(reused.status).toBe(200);
		expect((await t.api('DELETE', '/api/biolink', { profileKey: books })).body).toEqual({
			status: 'success',
		});
	});

	it('refuses a button with a label and no link (or the reverse), saying how to remove it', async () => {
		const res = await t.api('PUT', '/api/biolink', {
			profileKey: bakery,
			body: { button1Url: '' },
		});
		expect(res.status).toBe(400);
		expect(res.body.errors[0]).toMatchObject({ field: 'button1Url' });
		expect(res.body.message).toMatch(
			/a button needs a label and a link; send button1Text: "" to remove the button/,
		);
		const cleared = await t.api('PUT', '/api/biolink', {
			profileKey: bakery,
			body: { button1Url: '', button1Text: '' },
		});
		expect(cleared.status).toBe(200);
		expect(
			(await t.api('GET', '/api/biolink', { profileKey: bakery })).body.button1Text,
		).toBeUndefined();
	});

	it('rejects URLs that are not http(s) with 400 code 101', async () => {
		const res = await t.api('PUT', '/api/biolink', {
			profileKey: bakery,
			body: { button3Text: 'Click', button3Url: 'javascript:alert(1)' },
		});
		expect(res.status).toBe(400);
		expect(res.body).toMatchObject({
			code: 101,
			errors: [expect.objectContaining({ field: 'button3Url' })],
		});
	});

	it('fills socialUrls from the linked accounts with autoSyncSocialUrls, keeping GitHub', async () => {
		await t.api('PUT', '/api/biolink', {
			profileKey: bakery,
			body: { autoSyncSocialUrls: true, socialUrls: { github: 'https://github.example/acme' } },
		});
		const read = await t.api('GET', '/api/biolink', { profileKey: bakery });
		const base = `${t.sandbox.url}/networks`;
		expect(read.body.autoSyncSocialUrls).toBe(true);
		expect(read.body.socialUrls).toEqual({
			facebook: `${base}/facebook/accounts/acme_bakery`,
			instagram: `${base}/instagram/accounts/acme_bakery`,
			twitter: `${base}/twitter/accounts/acme_bakery`,
			linkedin: `${base}/linkedin/accounts/acme_bakery`,
			youtube: `${base}/youtube/accounts/acme_bakery`,
			tiktok: `${base}/tiktok/accounts/acme_bakery`,
			pinterest: `${base}/pinterest/accounts/acme_bakery`,
			github: 'https://github.example/acme',
		});
		await t.api('POST', '/api/admin/unlink', { profileKey: bakery, body: { platform: 'tiktok' } });
		const after = await t.api('GET', '/api/biolink', { profileKey: bakery });
		expect(after.body.socialUrls.tiktok).toBeUndefined();
		await t.api('POST', '/api/admin/link', { profileKey: bakery, body: { platform: 'tiktok' } });
		await t.api('PUT', '/api/biolink', { profileKey: bakery, body: { autoSyncSocialUrls: false } });
	});

	it('deletes the page: reads answer 404 code 105, the handle is free', async () => {
		const primary = await t.api('POST', '/api/biolink', { body: { handle: 'short-lived' } });
		expect(primary.status).toBe(200);
		expect((await t.api('DELETE', '/api/biolink')).body).toEqual({ status: 'success' });
		const read = await t.api('GET', '/api/biolink');
		expect(read.status).toBe(404);
		expect(read.body).toMatchObject({
			code: 105,
			message: expect.stringMatching(/has no bio page; create one with POST/),
		});
		expect((await t.api('DELETE', '/api/biolink')).status).toBe(404);
		expect((await t.api('PUT', '/api/biolink', { body: { text1: 'x' } })).status).toBe(404);
		const check = await t.api('GET', '/api/biolink/checkHandle', {
			query: { handle: 'short-lived' },
		});
		expect(check.body.exists).toBe(false);
	});

	it('frees the handle of a deleted profile', async () => {
		const profile = await t.api('POST', '/api/profiles/create-profile', {
			body: { title: 'Pop-up Shop' },
		});
		const key = profile.body.profileKey;
		expect(
			(await t.api('POST', '/api/biolink', { profileKey: key, body: { handle: 'popup' } })).status,
		).toBe(200);
		await t.api('DELETE', '/api/profiles/delete-profile', { body: { profileKey: key } });
		expect((await page('/bio/popup')).status).toBe(404);
		const check = await t.api('GET', '/api/biolink/checkHandle', { query: { handle: 'popup' } });
		expect(check.body.exists).toBe(false);
		expect(
			(await t.api('POST', '/api/biolink', { profileKey: books, body: { handle: 'popup' } }))
				.status,
		).toBe(200);
		await t.api('DELETE', '/api/biolink', { profileKey: books });
	});

	it('needs the Premium or Business plan for checkHandle only', async () => {
		const basic = await t.api('POST', '/api/admin/accounts', { body: { plan: 'basic' } });
		const apiKey = basic.body.apiKey;
		const check = await t.api('GET', '/api/biolink/checkHandle', {
			apiKey,
			query: { handle: 'anything' },
		});
		expect(check.status).toBe(403);
		expect(check.body).toMatchObject({ code: 103 });
		const created = await t.api('POST', '/api/biolink', {
			apiKey,
			body: { handle: 'basic-plan-page' },
		});
		expect(created.status).toBe(200);
		const premium = await t.api('POST', '/api/admin/accounts', { body: { plan: 'premium' } });
		const premiumCheck = await t.api('GET', '/api/biolink/checkHandle', {
			apiKey: premium.body.apiKey,
			query: { handle: 'basic-plan-page' },
		});
		expect(premiumCheck.body).toMatchObject({ status: 'success', exists: true });
	});
});

describe('GET /bio/:handle, the public page', () => {
	it('serves accessible HTML with no script, only the fields that have a value', async () => {
		const { status, headers, html } = await page('/bio/acme-bread');
		expect(status).toBe(200);
		expect(headers.get('content-type')).toBe('text/html; charset=utf-8');
		expect(headers.get('content-security-policy')).toMatch(/default-src 'none'/);
		expect(html).toMatch(/^<!doctype html>\n<html lang="en">/);
		expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
		expect(html).toContain('<title>Acme Bakery | Bio page</title>');
		expect(html.match(/<h1>/g)).toHaveLength(1);
		expect(html).toContain('<h1>Acme Bakery</h1>');
		expect(html).toContain('alt="Profile picture of Acme Bakery"');
		expect(html).toContain(
			'<a class="button" href="https://bakery.example/hours" rel="noopener">Opening hours</a>',
		);
		expect(html).not.toContain('Order online');
		expect(html).toContain('aria-label="Instagram profile"');
		expect(html).not.toContain('aria-label="X (Twitter) profile"');
		expect(html).not.toContain('class="bio"');
		expect(html).not.toMatch(/<script/i);
	});

	it('escapes what users write: an XSS attempt is shown as text', async () => {
		await t.api('PUT', '/api/biolink', {
			profileKey: bakery,
			body: {
				text1: '<script>alert("x")</script>',
				text2: '"><img src=x onerror=alert(1)> & more',
				button2Text: '</a><script>steal()</script>',
				backgroundImage: 'https://cdn.example/a.jpg?q=")};body{display:none}',
			},
		});
		const { html } = await page('/bio/acme-bread');
		expect(html).not.toMatch(/<script/i);
		expect(html).not.toMatch(/<img src=x/);
		expect(html).toContain('<h1>&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;</h1>');
		expect(html).toContain('&quot;&gt;&lt;img src=x onerror=alert(1)&gt; &amp; more');
		expect(html).toContain('&lt;/a&gt;&lt;script&gt;steal()&lt;/script&gt;');
		expect(html).not.toContain('body{display:none}');
		await t.api('PUT', '/api/biolink', {
			profileKey: bakery,
			body: { text1: 'Acme Bakery', text2: '', button2Text: 'Opening hours' },
		});
	});

	it('answers unknown handles with a 404 page, and redirects the refId address of GET /api/user', async () => {
		const mixedCase = await page('/bio/ACME-Bread');
		expect(mixedCase.status).toBe(301);
		expect(mixedCase.headers.get('location')).toBe(`${t.sandbox.url}/bio/acme-bread`);
		const missing = await page('/bio/%3Cb%3Enobody%3C%2Fb%3E');
		expect(missing.status).toBe(404);
		expect(missing.html).toContain('<h1>Bio page not found</h1>');
		expect(missing.html).toContain('&lt;b&gt;nobody&lt;/b&gt;');
		const bakeryProfile = t.sandbox.profiles.find((p) => p.title === 'Acme Bakery');
		const byRef = await page(`/bio/${bakeryProfile?.refId}`);
		expect(byRef.status).toBe(302);
		expect(byRef.headers.get('location')).toBe(`${t.sandbox.url}/bio/acme-bread`);
		const booksProfile = t.sandbox.profiles.find((p) => p.title === 'Acme Books');
		const user = await t.api('GET', '/api/user', { profileKey: books });
		expect(user.body.biolinkUrl).toBe(`${t.sandbox.url}/bio/${booksProfile?.refId}`);
		expect((await page(`/bio/${booksProfile?.refId}`)).status).toBe(404);
	});
});
