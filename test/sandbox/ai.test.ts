import { Agent } from 'undici';
import {
	RateLimitError,
	PermissionDeniedError,
	createClient,
	tweetWeightedLength,
} from '../../src/engine';
import { transcriptionLimitProblem } from '../../src/sandbox/ai/transcribe';
import { AI_TOKEN_LIMITS, nextMonthStart, tokensFor } from '../../src/sandbox/ai/usage';
import { undiciTransport } from '../helpers/transport';
import { callApi, manualClock, startTestSandbox, type TestSandbox } from '../helpers/testSandbox';
import { graphqlClient } from '../helpers/graphqlClient';

const BREAD =
	'Fresh sourdough bread baked daily. Our sourdough starter is ten years old, and the bread sells out fast. Come early for coffee!';

const agent = new Agent({ connections: 4 });
afterAll(() => agent.close());

const clock = manualClock(Date.parse('2026-03-02T10:00:00Z'));
let t: TestSandbox;
beforeAll(async () => {
	t = await startTestSandbox({ now: clock.now });
});
afterAll(() => t.close());

const dataUrl = (type: string, text: string) =>
	`data:${type};base64,${Buffer.from(text).toString('base64')}`;

async function upload(
	sandbox: TestSandbox,
	file: string,
	fileName?: string,
	description?: string,
): Promise<string> {
	const res = await sandbox.api('POST', '/api/upload', { body: { file, fileName, description } });
	expect(res.status).toBe(200);
	return res.body.url;
}

function accountId(sandbox: TestSandbox): number {
	return (
		sandbox.sandbox.db
			.prepare('SELECT id FROM accounts WHERE api_key = ?')
			.get(sandbox.sandbox.apiKey) as { id: number }
	).id;
}

/** Books `tokens` for the account in `month`, as earlier calls would have. */
function useTokens(sandbox: TestSandbox, tokens: number, month: string): void {
	const account = accountId(sandbox);
	const profile = (
		sandbox.sandbox.db
			.prepare('SELECT id FROM profiles WHERE account_id = ? AND is_primary = 1')
			.get(account) as { id: number }
	).id;
	sandbox.sandbox.db
		.prepare(
			'INSERT INTO ai_usage (account_id, profile_id, operation, tokens, month, created_at) VALUES (?, ?, ?, ?, ?, ?)',
		)
		.run(account, profile, 'post', tokens, month, clock.now());
}

describe('POST /api/generate/post', () => {
	it('writes a post from the text, marked as made by the sandbox, the same every time', async () => {
		const a = await t.api('POST', '/api/generate/post', { body: { text: BREAD } });
		expect(a.status).toBe(200);
		expect(a.body).toEqual({
			status: 'success',
			post: expect.any(String),
			usage: expect.any(Number),
			totalMonthlyUsage: expect.any(Number),
			sandbox: true,
			sandboxNote: expect.stringMatching(/no language model/),
		});
		expect(a.body.post).toContain('Fresh sourdough bread baked daily.');
		expect(a.body.post).toMatch(/Tell us what you think about sourdough and bread\./);
		// Hashtags by default, from the text's own words.
		expect(a.body.post).toMatch(/ #sourdough #bread #Fresh$/);
		const b = await t.api('POST', '/api/generate/post', { body: { text: BREAD } });
		expect(b.body.post).toBe(a.body.post);
		expect(b.body.usage).toBe(a.body.usage);
	});

	it('leaves hashtags out when asked, and adds emojis by keyword when asked', async () => {
		const plain = await t.api('POST', '/api/generate/post', {
			body: { text: BREAD, hashtags: false },
		});
		expect(plain.body.post).not.toContain('#');
		expect(plain.body.post).not.toMatch(/\p{Extended_Pictographic}/u);
		const emojis = await t.api('POST', '/api/generate/post', {
			body: { text: BREAD, hashtags: false, emojis: true },
		});
		expect(emojis.body.post).toBe(`${plain.body.post} 🍞☕`);
	});

	it('keeps a twitter post within 280 weighted characters', async () => {
		const long = `${'Our bakery opens a second shop on the corner of Main Street with fresh croissants every single morning '.repeat(3)}. And more.`;
		const full = await t.api('POST', '/api/generate/post', { body: { text: long } });
		expect(tweetWeightedLength(full.body.post)).toBeGreaterThan(280);
		const tweet = await t.api('POST', '/api/generate/post', {
			body: { text: long, twitter: true, emojis: true },
		});
		expect(tweetWeightedLength(tweet.body.post)).toBeLessThanOrEqual(280);
		expect(tweet.body.post).toMatch(/… 🥐 #bakery #opens #second$/);
	});

	it('writes from image names, or the description of an image in the media store', async () => {
		const stored = await upload(
			t,
			dataUrl('image/png', 'png bytes'),
			'IMG_0001.png',
			'a tray of cinnamon buns',
		);
		const res = await t.api('POST', '/api/generate/post', {
			body: {
				mediaUrls: ['https://cdn.example.com/photos/golden-retriever_puppy.jpg?w=800', stored],
				hashtags: false,
			},
		});
		expect(res.status).toBe(200);
		expect(res.body.post).toContain(
			'A look at golden retriever puppy and a tray of cinnamon buns.',
		);
		expect(res.body.post).toMatch(/Tell us what you think about golden and retriever\.$/);
	});

	it('needs text or mediaUrls, naming both, with code 101', async () => {
		const res = await t.api('POST', '/api/generate/post', { body: { text: ' ', mediaUrls: [] } });
		expect(res.status).toBe(400);
		expect(res.body).toMatchObject({ status: 'error', code: 101, action: 'generate' });
		expect(res.body.errors).toEqual([expect.objectContaining({ field: 'text', code: 101 })]);
		expect(res.body.message).toMatch(/text or mediaUrls is required/);
		// An unknown field is not bad input (the service's SDK sends `source: "npm"`).
		const unknown = await t.api('POST', '/api/generate/post', { body: { text: 'a', tone: 'x' } });
		expect(unknown.status).toBe(200);
	});
});

describe('POST /api/generate/rewrite', () => {
	const POST =
		'Our new espresso blend is great. Visit the shop today! Read more at https://new.example.com/best #new';

	it('answers `rewrites` distinct variants, the first as `post`, the same every time', async () => {
		const res = await t.api('POST', '/api/generate/rewrite', { body: { post: POST, rewrites: 3 } });
		expect(res.status).toBe(200);
		expect(res.body).toMatchObject({ status: 'success', sandbox: true });
		expect(res.body.rewrites).toHaveLength(3);
		expect(new Set(res.body.rewrites).size).toBe(3);
		expect(res.body.post).toBe(res.body.rewrites[0]);
		for (const rewrite of res.body.rewrites) {
			expect(rewrite).not.toBe(POST);
			// Links and hashtags are kept as they are; no hashtags are added by default.
			expect(rewrite).toContain('https://new.example.com/best #new');
			expect(rewrite.match(/#/g)).toHaveLength(1);
		}
		const again = await t.api('POST', '/api/generate/rewrite', {
			body: { post: POST, rewrites: 3 },
		});
		expect(again.body.rewrites).toEqual(res.body.rewrites);
	});

	it('answers 5 by default, with hashtags, emojis and twitter length when asked', async () => {
		const res = await t.api('POST', '/api/generate/rewrite', {
			body: {
				post: `${POST} ${'More espresso news. '.repeat(20)}`,
				hashtags: true,
				emojis: true,
				twitter: true,
			},
		});
		expect(res.body.rewrites).toHaveLength(5);
		expect(new Set(res.body.rewrites).size).toBe(5);
		for (const rewrite of res.body.rewrites) {
			expect(tweetWeightedLength(rewrite)).toBeLessThanOrEqual(280);
			expect(rewrite).toMatch(/✨ #espresso #news #blend$/);
		}
	});

	it.each([0, 6, 1.5])('refuses %j rewrites with code 101', async (rewrites) => {
		const res = await t.api('POST', '/api/generate/rewrite', { body: { post: 'p', rewrites } });
		expect(res.status).toBe(400);
		expect(res.body.code).toBe(101);
		expect(res.body.errors[0].field).toBe('rewrites');
	});
});

describe('POST /api/generate/transcription', () => {
	it('transcribes a video of this account from the media store, the same every time', async () => {
		const url = await upload(t, dataUrl('video/mp4', 'opening day footage'), 'bakery-opening.mp4');
		const res = await t.api('POST', '/api/generate/transcription', {
			body: { videoUrl: encodeURIComponent(url) },
		});
		expect(res.status).toBe(200);
		expect(res.body).toMatchObject({ status: 'success', sandbox: true });
		const { transcript, transcriptArray, wordCount } = res.body;
		expect(transcriptArray[0]).toBe('Welcome to bakery opening.');
		expect(transcriptArray[transcriptArray.length - 1]).toBe('Thanks for watching.');
		expect(transcriptArray.length).toBeGreaterThanOrEqual(5);
		expect(transcript).toBe(transcriptArray.join(' '));
		expect(wordCount).toBe(transcript.split(' ').length);
		// The plain URL is taken too, and gives the same transcript.
		const plain = await t.api('POST', '/api/generate/transcription', { body: { videoUrl: url } });
		expect(plain.body.transcript).toBe(transcript);
		const other = await upload(t, dataUrl('video/mp4', 'other footage!'), 'bakery-opening.mp4');
		const different = await t.api('POST', '/api/generate/transcription', {
			body: { videoUrl: other },
		});
		expect(different.body.transcript).not.toBe(transcript);
	});

	it('refuses other hosts, images, unknown files and other accounts’ videos, naming the rule', async () => {
		const refused = async (videoUrl: string, rule: RegExp, sandbox = t) => {
			const res = await sandbox.api('POST', '/api/generate/transcription', { body: { videoUrl } });
			expect(res.status).toBe(400);
			expect(res.body).toMatchObject({ code: 101, errors: [{ field: 'videoUrl' }] });
			expect(res.body.message).toMatch(rule);
		};
		await refused('https://videos.example.com/clip.mp4', /other hosts are not transcribed/);
		const image = await upload(t, dataUrl('image/png', 'png'), 'still.png');
		await refused(image, /is a image\/png file, not a video/);
		await refused(`${t.sandbox.url}/media/nosuchid/clip.mp4`, /names no file in this account/);
		await refused(`${t.sandbox.url}/api/media`, /names no file in this account/);
		const other = await t.api('POST', '/api/admin/accounts', { body: { plan: 'business' } });
		const theirs = await callApi(t.sandbox, 'POST', '/api/upload', {
			apiKey: other.body.apiKey,
			body: { file: dataUrl('video/mp4', 'theirs'), fileName: 'theirs.mp4' },
		});
		await refused(theirs.body.url, /names no file in this account/);
	});

	it('keeps the 10-minute and 500 GB rule, estimating length from the stored size', () => {
		expect(transcriptionLimitProblem(50 * 1024 * 1024)).toBeUndefined();
		expect(transcriptionLimitProblem(700_000_000)).toMatch(/about 19 minutes.*at most 10 minutes/);
		expect(transcriptionLimitProblem(500 * 1000 ** 3 + 1)).toMatch(/at most 500 GB/);
	});
});

describe('POST /api/generate/translate', () => {
	const TEXT = 'Hello world! Fresh bread and coffee today. Thank you, friends.';

	it.each([
		['es', 'Hola mundo! Fresco pan y café hoy. Gracias, amigos.'],
		['fr', "Bonjour monde! Frais pain et café aujourd'hui. Merci, amis."],
		['de-AT', 'Hallo Welt! Frisch Brot und Kaffee heute. Danke, Freunde.'],
	])('translates into %s by the word table', async (lang, translatedText) => {
		const res = await t.api('POST', '/api/generate/translate', { body: { text: TEXT, lang } });
		expect(res.status).toBe(200);
		expect(res.body).toMatchObject({
			status: 'success',
			translatedText,
			originalText: TEXT,
			language: lang,
			sandbox: true,
		});
		expect(res.body.untranslated).toBeUndefined();
	});

	it('passes other languages through, clearly marked', async () => {
		const res = await t.api('POST', '/api/generate/translate', {
			body: { text: TEXT, lang: 'ja' },
		});
		expect(res.body).toMatchObject({
			translatedText: TEXT,
			language: 'ja',
			untranslated: true,
			sandboxNote: expect.stringMatching(/no word table for "ja".*untranslated/),
		});
	});

	it('refuses a language code that is not `xx` or `xx-YY`', async () => {
		const res = await t.api('POST', '/api/generate/translate', {
			body: { text: TEXT, lang: 'Spanish' },
		});
		expect(res.status).toBe(400);
		expect(res.body.errors[0]).toMatchObject({ field: 'lang', value: 'Spanish', code: 101 });
	});
});

describe('POST /api/generate/altText', () => {
	it('writes alt text from the file name and keywords, in the language asked for', async () => {
		const url = 'https://cdn.example.com/p/fresh-sourdough-loaf.JPG?w=800';
		const en = await t.api('POST', '/api/generate/altText', {
			body: { url, keywords: ['bakery', 'bread'] },
		});
		expect(en.status).toBe(200);
		expect(en.body).toMatchObject({
			status: 'success',
			altText: 'An image showing fresh sourdough loaf, with bakery and bread.',
			url,
			sandbox: true,
		});
		const fr = await t.api('POST', '/api/generate/altText', {
			body: { url, keywords: ['bakery', 'bread'], lang: 'fr' },
		});
		expect(fr.body.altText).toBe(
			'Une image montrant frais sourdough loaf, avec boulangerie et pain.',
		);
		const again = await t.api('POST', '/api/generate/altText', {
			body: { url, keywords: ['bakery', 'bread'], lang: 'fr' },
		});
		expect(again.body.altText).toBe(fr.body.altText);
	});

	it.each([
		['http://cdn.example.com/a.jpg', /must start with https:\/\//],
		['https://cdn.example.com/a.svg', /JPEG, PNG, GIF, WEBP or BMP/],
		['https://cdn.example.com/a.tiff', /JPEG, PNG, GIF, WEBP or BMP/],
	])('refuses %s with code 101', async (url, rule) => {
		const res = await t.api('POST', '/api/generate/altText', { body: { url } });
		expect(res.status).toBe(400);
		expect(res.body.code).toBe(101);
		expect(res.body.errors[0].field).toBe('url');
		expect(res.body.message).toMatch(rule);
	});
});

describe('the AI add-on', () => {
	it('is required: 403 code 103 naming the add-on, before anything else is checked', async () => {
		const other = await t.api('POST', '/api/admin/accounts', {
			body: { plan: 'business', addons: ['messaging'] },
		});
		for (const path of ['/api/generate/post', '/ai/api/generate/translate']) {
			const res = await callApi(t.sandbox, 'POST', path, { apiKey: other.body.apiKey, body: {} });
			expect(res.status).toBe(403);
			expect(res.body).toMatchObject({ status: 'error', code: 103, addon: 'ai' });
			expect(res.body.message).toMatch(/needs the AI add-on \("ai"\)/);
		}
		const client = createClient({
			baseUrl: t.sandbox.baseUrl,
			apiKey: other.body.apiKey,
			transport: undiciTransport(agent),
			sleep: async () => {},
		});
		await expect(client.ai.rewrite({ post: 'p' })).rejects.toBeInstanceOf(PermissionDeniedError);
	});
});

describe('the order of checks (the route guard runs before the contract)', () => {
	it('refuses an account without the add-on with 403 even when its body is bad; with the add-on the same body is a 400 naming the fields', async () => {
		const other = await t.api('POST', '/api/admin/accounts', {
			body: { plan: 'business', addons: ['messaging'] },
		});
		const bad = { rewrites: 0 };
		const refused = await callApi(t.sandbox, 'POST', '/api/generate/rewrite', {
			apiKey: other.body.apiKey,
			body: bad,
		});
		expect(refused.status).toBe(403);
		expect(refused.body).toMatchObject({ code: 103, addon: 'ai' });
		const checked = await t.api('POST', '/api/generate/rewrite', { body: bad });
		expect(checked.status).toBe(400);
		expect(checked.body.code).toBe(101);
		expect(JSON.stringify(checked.body)).toMatch(/post/);
		expect(JSON.stringify(checked.body)).toMatch(/rewrites/);
	});

	it('holds at the GraphQL door: generatePost without the add-on answers 403, not a bad-argument error', async () => {
		const other = await t.api('POST', '/api/admin/accounts', {
			body: { plan: 'business', addons: ['messaging'] },
		});
		const { errors } = await graphqlClient({
			...t.sandbox,
			apiKey: other.body.apiKey,
		}).rawRequest<any>('{ generatePost(hashtags: false) }');
		expect(errors?.[0]).toMatchObject({ extensions: { status: 403, code: 103 } });
	});
});

describe('token accounting', () => {
	it('counts ceil((input + output characters) / 4) per call, summed for the account over its profiles', async () => {
		const fresh = await startTestSandbox({ now: clock.now });
		try {
			const first = await fresh.api('POST', '/api/generate/translate', {
				body: { text: 'Hello world', lang: 'es' },
			});
			expect(first.body.usage).toBe(tokensFor(['Hello world'], ['Hola mundo']));
			expect(first.body.usage).toBe(Math.ceil((11 + 10) / 4));
			expect(first.body.totalMonthlyUsage).toBe(first.body.usage);
			const second = await fresh.api('POST', '/api/generate/post', {
				body: { text: BREAD },
				profileKey: fresh.profileKey('Acme Bakery'),
			});
			expect(second.body.usage).toBe(tokensFor([BREAD], [second.body.post]));
			expect(second.body.totalMonthlyUsage).toBe(first.body.usage + second.body.usage);
			// A refused request costs nothing.
			await fresh.api('POST', '/api/generate/post', { body: {} });
			const third = await fresh.api('POST', '/api/generate/rewrite', {
				body: { post: 'Hi there' },
			});
			expect(third.body.usage).toBe(tokensFor(['Hi there'], third.body.rewrites));
			expect(third.body.totalMonthlyUsage).toBe(
				first.body.usage + second.body.usage + third.body.usage,
			);
		} finally {
			await fresh.close();
		}
	});

	it('refuses a call past the monthly limit with 429, the limit and the reset date; resets on the 1st', async () => {
		const limitClock = manualClock(Date.parse('2026-03-31T23:00:00Z'));
		const premium = await startTestSandbox({ plan: 'premium', now: limitClock.now });
		try {
			expect(AI_TOKEN_LIMITS.premium).toBe(50_000);
			useTokens(premium, 49_995, '2026-03');
			const body = { text: 'Hello world, this needs more than five tokens', lang: 'fr' };
			const refused = await premium.api('POST', '/api/generate/translate', { body });
			expect(refused.status).toBe(429);
			expect(refused.body).toMatchObject({
				status: 'error',
				code: 440,
				action: 'generate',
				limit: 50_000,
				totalMonthlyUsage: 49_995,
				resetDate: '2026-04-01T00:00:00Z',
			});
			expect(refused.body.message).toMatch(
				/needs \d+ AI tokens, but the account has used 49,995 of its 50,000 AI tokens for 2026-03 \(premium plan\)\. The count resets on 2026-04-01T00:00:00Z/,
			);
			expect(refused.headers.get('retry-after')).toBe('3600');

			// A smaller call still fits; once none is left, every call is refused before any work.
			const small = await premium.api('POST', '/api/generate/translate', {
				body: { text: 'Hi', lang: 'de' },
			});
			expect(small.status).toBe(200);
			expect(small.body.totalMonthlyUsage).toBe(49_995 + small.body.usage);
			useTokens(premium, 50_000 - small.body.totalMonthlyUsage, '2026-03');
			const none = await premium.api('POST', '/api/generate/translate', {
				body: { text: 'Hi', lang: 'de' },
			});
			expect(none.status).toBe(429);
			expect(none.body.message).toMatch(/^No AI tokens are left/);

			// The engine does not retry a limit that resets in an hour; it throws the 429.
			const client = createClient({
				baseUrl: premium.sandbox.baseUrl,
				apiKey: premium.sandbox.apiKey,
				transport: undiciTransport(agent),
				sleep: async () => {},
			});
			await expect(client.ai.translate({ text: 'Hi', lang: 'de' })).rejects.toBeInstanceOf(
				RateLimitError,
			);

			limitClock.set(Date.parse('2026-04-01T00:00:00Z'));
			const april = await premium.api('POST', '/api/generate/translate', { body });
			expect(april.status).toBe(200);
			expect(april.body.totalMonthlyUsage).toBe(april.body.usage);
		} finally {
			await premium.close();
		}
	});

	it('gives business 300,000 and enterprise 1,000,000 tokens; the reset is midnight UTC of the 1st', () => {
		expect(AI_TOKEN_LIMITS).toEqual({
			basic: 50_000,
			premium: 50_000,
			business: 300_000,
			enterprise: 1_000_000,
		});
		expect(new Date(nextMonthStart(Date.parse('2026-12-31T23:59:59Z'))).toISOString()).toBe(
			'2027-01-01T00:00:00.000Z',
		);
	});
});

describe('the AI base URL', () => {
	it('serves every AI operation under /ai/api too, so a client with a separate AI base URL works', async () => {
		const client = createClient({
			baseUrl: t.sandbox.baseUrl,
			aiBaseUrl: t.sandbox.aiBaseUrl,
			apiKey: t.sandbox.apiKey,
			transport: undiciTransport(agent),
			sleep: async () => {},
		});
		expect(t.sandbox.aiBaseUrl).toBe(`${t.sandbox.url}/ai/api`);
		const generated = await client.ai.generatePost({ text: BREAD });
		const direct = await t.api('POST', '/api/generate/post', { body: { text: BREAD } });
		expect(generated.post).toBe(direct.body.post);
		const rewritten = await client.ai.rewrite({ post: 'Our new menu is great.', rewrites: 2 });
		expect(rewritten.rewrites).toHaveLength(2);
		const video = await upload(t, dataUrl('video/webm', 'webm bytes'), 'tour.webm');
		const transcribed = await client.ai.transcribe({ videoUrl: video });
		expect(transcribed.transcriptArray[0]).toBe('Welcome to tour.');
		const alt = await client.ai.altText({ url: 'https://cdn.example.com/cat.png', lang: 'de' });
		expect(alt.altText).toBe('Ein Bild von cat.');
		const translated = await client.ai.translate({ text: 'Good morning', lang: 'de' });
		expect(translated.translatedText).toBe('Guten Morgen');
		for (const path of ['post', 'rewrite', 'transcription', 'translate', 'altText']) {
			const res = await t.api('POST', `/ai/api/generate/${path}`, { body: {} });
			expect(res.status).toBe(400);
		}
		expect((await t.api('GET', '/ai/api/media')).status).toBe(404);
	});
});
