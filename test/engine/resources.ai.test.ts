import nock from 'nock';
import {
	AiTranscriptionSchema,
	ConnectionError,
	RateLimitError,
	plainHttpUrl,
} from '../../src/engine';
import { BASE, rejection, setup, useNock } from '../helpers/engineClient';

const AI = 'http://ai.sp.test/v2';

function setupAi(aiBaseUrl: string | null = AI) {
	return setup({ aiBaseUrl: aiBaseUrl ?? undefined });
}

useNock();

const USAGE = { usage: 12, totalMonthlyUsage: 340 };

describe('ai.generatePost', () => {
	it('posts the text with the defaults filled in to {api_url}/generate/post', async () => {
		const { client, sent } = setupAi();
		const answer = { status: 'success', post: 'Fresh bread! #bread', ...USAGE };
		nock(AI)
			.post('/generate/post', {
				text: 'Fresh bread today',
				hashtags: true,
				emojis: false,
				twitter: false,
			})
			.matchHeader('authorization', 'Bearer sk_test')
			.matchHeader('profile-key', 'pk_1')
			.reply(200, answer);
		await expect(
			client.ai.generatePost({ text: 'Fresh bread today' }, { profileKey: 'pk_1' }),
		).resolves.toEqual(answer);
		expect(sent[0]).toMatchObject({ method: 'POST', url: `${AI}/generate/post` });
	});

	it('sends to the base URL when no AI base URL is set', async () => {
		const { client, sent } = setupAi(null);
		nock(BASE)
			.post('/generate/post', {
				mediaUrls: ['https://example.com/a.jpg'],
				hashtags: false,
				emojis: true,
				twitter: true,
			})
			.reply(200, { status: 'success', post: 'p', ...USAGE });
		await client.ai.generatePost({
			mediaUrls: ['https://example.com/a.jpg'],
			hashtags: false,
			emojis: true,
			twitter: true,
		});
		expect(sent[0].url).toBe(`${BASE}/generate/post`);
	});

	it.each([{}, { text: '   ' }, { text: '', mediaUrls: [] }])(
		'needs text or mediaUrls, naming both (%j)',
		async (params) => {
			const { client, sent } = setupAi();
			const error = await rejection(client.ai.generatePost(params));
			expect(error.issues).toHaveLength(1);
			expect(error.issues[0].field).toBe('text');
			expect(error.message).toMatch(/text or mediaUrls is required/);
			expect(sent).toHaveLength(0);
		},
	);

	it('checks media URLs and flags before sending', async () => {
		const { client, sent } = setupAi();
		const media = await rejection(
			client.ai.generatePost({ mediaUrls: ['https://example.com/a.jpg', 'ftp://x/b.png'] }),
		);
		expect(media.issues[0]).toMatchObject({ field: 'mediaUrls[1]', value: 'ftp://x/b.png' });
		const flag = await rejection(client.ai.generatePost({ text: 'a', emojis: 'yes' as never }));
		expect(flag.issues[0]).toMatchObject({ field: 'emojis', message: 'must be true or false' });
		expect(sent).toHaveLength(0);
	});

	it('resends after a dropped connection: nothing is created, only tokens counted', async () => {
		const { client, sent } = setupAi();
		nock(AI).post('/generate/post').replyWithError({ code: 'ECONNRESET', message: 'reset' });
		nock(AI)
			.post('/generate/post')
			.reply(200, { status: 'success', post: 'p', ...USAGE });
		await expect(client.ai.generatePost({ text: 'x' })).resolves.toMatchObject({ post: 'p' });
		expect(sent).toHaveLength(2);
		expect(sent[1].body).toEqual(sent[0].body);
	});

	it('does not retry a monthly token limit whose reset is far off', async () => {
		const { client, sent } = setupAi();
		nock(AI)
			.post('/generate/post')
			.reply(
				429,
				{ action: 'generate', status: 'error', code: 440, message: 'No AI tokens are left' },
				{ 'Retry-After': String(20 * 86_400) },
			);
		const error = await client.ai.generatePost({ text: 'x' }).catch((e) => e);
		expect(error).toBeInstanceOf(RateLimitError);
		expect(error).toMatchObject({ status: 429, code: 440 });
		expect(sent).toHaveLength(1);
	});
});

describe('ai.rewrite', () => {
	it('posts the post with defaults (5 rewrites, no emojis, no hashtags) to {api_url}/generate/rewrite', async () => {
		const { client, sent } = setupAi();
		const answer = { status: 'success', post: 'a', rewrites: ['a', 'b'], ...USAGE };
		nock(AI)
			.post('/generate/rewrite', {
				post: 'Our new menu',
				emojis: false,
				hashtags: false,
				twitter: false,
				rewrites: 5,
			})
			.reply(200, answer);
		await expect(client.ai.rewrite({ post: 'Our new menu' })).resolves.toEqual(answer);
		expect(sent[0].url).toBe(`${AI}/generate/rewrite`);
	});

	it('sends the chosen count and options', async () => {
		const { client } = setupAi();
		nock(AI)
			.post('/generate/rewrite', {
				post: 'p',
				emojis: true,
				hashtags: true,
				twitter: true,
				rewrites: 1,
			})
			.reply(200, { status: 'success', post: 'a', rewrites: ['a'], ...USAGE });
		await expect(
			client.ai.rewrite({ post: 'p', emojis: true, hashtags: true, twitter: true, rewrites: 1 }),
		).resolves.toMatchObject({ rewrites: ['a'] });
	});

	it.each([0, 6, 2.5, '3'])('takes 1-5 rewrites only (%j)', async (rewrites) => {
		const { client, sent } = setupAi();
		const error = await rejection(client.ai.rewrite({ post: 'p', rewrites: rewrites as never }));
		expect(error.issues[0].field).toBe('rewrites');
		expect(error.issues[0].message).toMatch(/1 to 5/);
		expect(sent).toHaveLength(0);
	});

	it('needs post text', async () => {
		const { client } = setupAi();
		expect((await rejection(client.ai.rewrite({} as never))).issues[0]).toMatchObject({
			field: 'post',
			message: 'is required: the post text to rewrite',
		});
		expect((await rejection(client.ai.rewrite({ post: ' ' }))).issues[0].message).toBe(
			'must have text to rewrite',
		);
	});
});

describe('ai.transcribe', () => {
	const VIDEO = 'http://127.0.0.1:8787/media/abc123/bakery opening.mp4';

	it('sends the video URL URL-encoded to {api_url}/generate/transcription', async () => {
		const { client, sent } = setupAi();
		const answer = {
			status: 'success',
			transcript: 'Welcome.',
			transcriptArray: ['Welcome.'],
			wordCount: 1,
		};
		nock(AI)
			.post('/generate/transcription', { videoUrl: encodeURIComponent(VIDEO) })
			.reply(200, answer);
		await expect(client.ai.transcribe({ videoUrl: VIDEO })).resolves.toEqual(answer);
		expect(sent[0].url).toBe(`${AI}/generate/transcription`);
		expect(sent[0].body).toEqual({
			videoUrl: 'http%3A%2F%2F127.0.0.1%3A8787%2Fmedia%2Fabc123%2Fbakery%20opening.mp4',
		});
	});

	it('does not encode an already encoded URL twice', async () => {
		const { client, sent } = setupAi();
		nock(AI)
			.post('/generate/transcription')
			.reply(200, { status: 'success', transcript: '', transcriptArray: [], wordCount: 0 });
		await client.ai.transcribe({ videoUrl: encodeURIComponent(VIDEO) });
		expect(sent[0].body).toEqual({ videoUrl: encodeURIComponent(VIDEO) });
	});

	it.each(['', 'clip.mp4', 'ftp://example.com/clip.mp4', 'https%3A%2F%2F%E0%A4%A'])(
		'rejects %j before sending',
		async (videoUrl) => {
			const { client, sent } = setupAi();
			const error = await rejection(client.ai.transcribe({ videoUrl }));
			expect(error.issues[0].field).toBe('videoUrl');
			expect(error.issues[0].message).toMatch(/http or https URL/);
			expect(sent).toHaveLength(0);
		},
	);

	it('parses to the plain URL, as the service reads it', () => {
		expect(AiTranscriptionSchema.parse({ videoUrl: encodeURIComponent(VIDEO) })).toEqual({
			videoUrl: VIDEO,
		});
		expect(plainHttpUrl(` ${VIDEO} `)).toBe(VIDEO);
		expect(plainHttpUrl('mailto:a@b.example')).toBeUndefined();
	});
});

describe('ai.translate', () => {
	it('posts to the normal base URL, not the AI one, with the language code normalised', async () => {
		const { client, sent } = setupAi();
		const answer = {
			status: 'success',
			translatedText: 'Olá',
			originalText: 'Hello',
			language: 'pt-BR',
		};
		nock(BASE).post('/generate/translate', { text: 'Hello', lang: 'pt-BR' }).reply(200, answer);
		await expect(client.ai.translate({ text: 'Hello', lang: 'PT-br' })).resolves.toEqual(answer);
		expect(sent[0].url).toBe(`${BASE}/generate/translate`);
	});

	it.each(['spanish', 'e', 'es-', 'es-MEX', 'e1', ''])(
		'rejects the language code %j before sending',
		async (lang) => {
			const { client, sent } = setupAi();
			const error = await rejection(client.ai.translate({ text: 'Hello', lang }));
			expect(error.issues[0]).toMatchObject({ field: 'lang', value: lang });
			expect(error.issues[0].message).toMatch(/language code like "es" or "pt-BR"/);
			expect(sent).toHaveLength(0);
		},
	);

	it('needs text', async () => {
		const { client } = setupAi();
		const error = await rejection(client.ai.translate({ text: '  ', lang: 'es' }));
		expect(error.issues[0]).toMatchObject({
			field: 'text',
			message: 'must have text to translate',
		});
	});
});

describe('ai.altText', () => {
	it('posts the image URL, keywords and language to {api_url}/generate/altText', async () => {
		const { client, sent } = setupAi();
		const answer = {
			status: 'success',
			altText: 'A loaf',
			url: 'https://cdn.example/loaf.JPG?w=2',
		};
		nock(AI)
			.post('/generate/altText', {
				url: 'https://cdn.example/loaf.JPG?w=2',
				keywords: ['bread'],
				lang: 'fr',
			})
			.reply(200, answer);
		await expect(
			client.ai.altText({
				url: 'https://cdn.example/loaf.JPG?w=2',
				keywords: ['bread'],
				lang: 'FR',
			}),
		).resolves.toEqual(answer);
		expect(sent[0].url).toBe(`${AI}/generate/altText`);
	});

	it.each([
		'https://cdn.example/a.jpg',
		'https://cdn.example/a.jpeg',
		'https://cdn.example/a.PNG',
		'https://cdn.example/a.gif#top',
		'https://cdn.example/a.webp?size=large',
		'https://cdn.example/dir/a.bmp',
	])('takes the image URL %s', async (url) => {
		const { client } = setupAi();
		nock(AI)
			.post('/generate/altText', { url })
			.reply(200, { status: 'success', altText: 'x', url });
		await expect(client.ai.altText({ url })).resolves.toMatchObject({ url });
	});

	it('takes https only, saying so', async () => {
		const { client, sent } = setupAi();
		const error = await rejection(client.ai.altText({ url: 'http://cdn.example/a.jpg' }));
		expect(error.issues[0]).toMatchObject({
			field: 'url',
			message: 'must start with https://: alt text is written only for https image URLs',
		});
		expect(sent).toHaveLength(0);
	});

	it.each([
		'https://cdn.example/a.svg',
		'https://cdn.example/jpg',
		'https://cdn.example/a.jpg.html',
		'https://cdn.example/page?file=a.jpg',
	])('rejects %s, which names no allowed image type', async (url) => {
		const { client, sent } = setupAi();
		const error = await rejection(client.ai.altText({ url }));
		expect(error.issues[0].message).toMatch(/JPEG, PNG, GIF, WEBP or BMP/);
		expect(sent).toHaveLength(0);
	});

	it('rejects empty keywords and bad language codes', async () => {
		const { client } = setupAi();
		const error = await rejection(
			client.ai.altText({
				url: 'https://cdn.example/a.jpg',
				keywords: ['ok', ' '],
				lang: 'french',
			}),
		);
		expect(error.issues.map((issue) => issue.field)).toEqual(['keywords[1]', 'lang']);
	});
});

describe('client.ai', () => {
	it('surfaces a dropped connection after the retries as a ConnectionError', async () => {
		const { client, sent } = setupAi();
		nock(BASE)
			.post('/generate/translate')
			.times(4)
			.replyWithError({ code: 'ECONNRESET', message: 'reset' });
		await expect(client.ai.translate({ text: 'Hi', lang: 'de' })).rejects.toBeInstanceOf(
			ConnectionError,
		);
		expect(sent).toHaveLength(4);
	});
});
