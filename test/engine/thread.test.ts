import { ValidationError } from '../../src/engine/core/errors';
import {
	assertValidPost,
	splitThread,
	TWEET_THREAD_MAX_TWEETS,
	tweetWeightedLength,
	validatePost,
} from '../../src/engine';

const MARKED_BREAK = '\u2063\n';
const texts = (text: string, threadNumber = false) =>
	splitThread(text, 'twitter', { threadNumber }).map((tweet) => tweet.text);
const weights = (text: string, threadNumber = false) =>
	splitThread(text, 'twitter', { threadNumber }).map((tweet) => tweet.length);

/** `count` distinct words of `size` letters, so a test can see which word went where. */
function words(count: number, size = 5): string[] {
	return Array.from({ length: count }, (_, i) =>
		`w${i}`.padEnd(size, 'abcdefghijklmnopqrstuvwxyz'[i % 26]),
	);
}

describe('splitThread', () => {
	test('a text that fits one tweet is one tweet, unchanged and unnumbered', () => {
		const tweets = splitThread('Hello\n\nworld', 'twitter', { threadNumber: true });
		expect(tweets).toEqual([{ text: `Hello${MARKED_BREAK}${MARKED_BREAK}world`, length: 16 }]);
		expect(splitThread('x'.repeat(280), 'twitter')).toEqual([
			{ text: 'x'.repeat(280), length: 280 },
		]);
		// Only whitespace, however long, is nothing to read: one empty tweet (for media alone).
		expect(splitThread(' \n'.repeat(200), 'twitter')).toEqual([{ text: '', length: 0 }]);
	});

	test('cuts at blank lines first, packing paragraphs while they fit', () => {
		const [a, b, c] = ['a'.repeat(100), 'b'.repeat(100), 'c'.repeat(150)];
		// a + blank line (two U+2063 + newline, 6) + b = 206 fits; adding c would not.
		expect(texts(`${a}\n\n${b}\n\n\n  \n${c}`)).toEqual([
			`${a}${MARKED_BREAK}${MARKED_BREAK}${b}`,
			c,
		]);
		expect(weights(`${a}\n\n${b}\n\n${c}`)).toEqual([206, 150]);
	});

	test('a paragraph over the limit is cut at sentence ends, sentences packed', () => {
		// Ten sentences of 45 characters: six (with spaces, 275) fit a tweet, seven (321) do not.
		const sentences = Array.from(
			{ length: 10 },
			(_, i) => `Sentence ${i} is here and it says something new.`,
		);
		expect(sentences.every((s) => s.length === 45)).toBe(true);
		const tweets = texts(sentences.join(' '));
		expect(tweets).toEqual([sentences.slice(0, 6).join(' '), sentences.slice(6).join(' ')]);
		expect(weights(sentences.join(' '))).toEqual([275, 183]);
	});

	test('a sentence over the limit is cut at spaces, never inside a word', () => {
		const list = words(100); // 100 words of 5 letters: 599 weighted
		const tweets = texts(list.join(' '));
		expect(tweets.map((t) => t.split(' ').length)).toEqual([46, 46, 8]);
		expect(tweets.join(' ')).toBe(list.join(' '));
		for (const tweet of tweets) expect(tweetWeightedLength(tweet)).toBeLessThanOrEqual(280);
	});

	test('a single word longer than a tweet is hard-cut', () => {
		const word = 'x'.repeat(700);
		expect(texts(word)).toEqual(['x'.repeat(280), 'x'.repeat(280), 'x'.repeat(140)]);
		// The cut continues the tweet it starts in, after a space.
		expect(texts(`intro ${word}`)).toEqual([
			`intro ${'x'.repeat(274)}`,
			'x'.repeat(280),
			'x'.repeat(146),
		]);
	});

	test('a link is never cut and weighs 23 wherever it lands', () => {
		const link = `https://example.com/${'p'.repeat(100)}`;
		const before = 'a'.repeat(270);
		// 270 + space + link (23) = 294: the link moves whole to the next tweet.
		const tweets = splitThread(`${before} ${link} tail`, 'twitter');
		expect(tweets.map((t) => t.text)).toEqual([before, `${link} tail`]);
		expect(tweets[1].length).toBe(23 + 5);

		// Inside a word that must be hard-cut, the link is one piece too.
		const glued = splitThread(`${before}(${link})`, 'twitter');
		expect(glued.map((t) => t.text)).toEqual([`${before}(`, `${link})`]);
		expect(glued[1].length).toBe(24);

		// Eleven 120-character links fit one tweet (11 * 23 + 10 spaces = 263), twelve do not.
		const links = Array.from(
			{ length: 13 },
			(_, i) => `https://example.com/${i}/${'q'.repeat(100)}`,
		);
		const many = splitThread(links.join(' '), 'twitter');
		expect(many.map((t) => t.text.split(' ').length)).toEqual([11, 2]);
		expect(many.map((t) => t.length)).toEqual([263, 47]);
	});

	test('CJK characters and emoji weigh 2; CJK sentences end at 。 without a space', () => {
		const sentence = '日本語の文章です。'; // 9 characters, 18 weighted
		const tweets = splitThread(sentence.repeat(40), 'twitter');
		expect(tweets.map((t) => t.length)).toEqual([270, 270, 180]);
		expect(tweets.map((t) => t.text)).toEqual([
			sentence.repeat(15),
			sentence.repeat(15),
			sentence.repeat(10),
		]);

		// 200 thumbs with a skin tone, no spaces: cut between emoji, never inside one.
		const thumb = '\u{1F44D}\u{1F3FD}';
		const emoji = texts(thumb.repeat(200));
		expect(emoji).toEqual([thumb.repeat(140), thumb.repeat(60)]);
	});

	test('numbering appends " i/N", and the suffix counts in the 280', () => {
		const numbered = splitThread('x'.repeat(600), 'twitter', { threadNumber: true });
		expect(numbered.map((t) => t.text)).toEqual([
			`${'x'.repeat(276)} 1/3`,
			`${'x'.repeat(276)} 2/3`,
			`${'x'.repeat(48)} 3/3`,
		]);
		expect(numbered.map((t) => t.length)).toEqual([280, 280, 52]);

		// Ten or more tweets need a longer suffix: room is kept for " 11/11" in every tweet.
		const long = splitThread('y'.repeat(3000), 'twitter', { threadNumber: true });
		expect(long).toHaveLength(11);
		expect(long[0].text).toBe(`${'y'.repeat(274)} 1/11`);
		expect(long[10].text.endsWith(' 11/11')).toBe(true);
		expect(Math.max(...long.map((t) => t.length))).toBe(280);
		expect(long.map((t) => t.text.split(' ')[0]).join('')).toBe('y'.repeat(3000));
	});

	test('rich text is rendered before splitting: styled letters weigh 2', () => {
		const tweets = splitThread(`<b>${'word '.repeat(60).trim()}</b>`, 'twitter');
		// "word" in bold is 4 letters of weight 2: 9 per word with its space, 31 words per tweet.
		const bold = '\u{1D604}\u{1D5FC}\u{1D5FF}\u{1D5F1}';
		expect(tweets.map((t) => t.text)).toEqual([
			Array(31).fill(bold).join(' '),
			Array(29).fill(bold).join(' '),
		]);
		expect(tweets.map((t) => t.length)).toEqual([278, 260]);
		expect(tweets.some((t) => t.text.includes('<b>'))).toBe(false);
	});

	test('line breaks inside a paragraph stay, as U+2063 + newline', () => {
		const lines = `${'a'.repeat(200)}\n${'b'.repeat(200)}`;
		expect(texts(lines)).toEqual(['a'.repeat(200), 'b'.repeat(200)]);
		const short = `line one.\nline two. ${'c'.repeat(300)}`;
		expect(texts(short)).toEqual([
			`line one.${MARKED_BREAK}line two. ${'c'.repeat(260)}`,
			'c'.repeat(40),
		]);
	});
});

describe('validatePost with twitterOptions', () => {
	const paragraphs = (count: number) => Array(count).fill('y'.repeat(200)).join('\n\n');

	test('thread: true accepts a long twitter text, judging each tweet', () => {
		const request = {
			post: 'x'.repeat(600),
			platforms: ['twitter', 'facebook'],
			twitterOptions: { thread: true, threadNumber: true },
		};
		const result = validatePost(request);
		expect(result.ok).toBe(true);
		expect(assertValidPost(request).twitterOptions).toEqual({ thread: true, threadNumber: true });
	});

	test(`a thread of ${TWEET_THREAD_MAX_TWEETS} tweets passes; one of 26 is refused, saying so`, () => {
		const ok = validatePost({
			post: paragraphs(25),
			platforms: ['twitter'],
			twitterOptions: { thread: true },
		});
		expect(ok.ok).toBe(true);
		const refused = validatePost({
			post: paragraphs(26),
			platforms: ['twitter'],
			twitterOptions: { thread: true },
		});
		expect(refused.issues).toEqual([
			{
				field: 'post',
				value: paragraphs(26),
				platform: 'twitter',
				message:
					'splits into 26 tweets; a twitter thread may have at most 25 (about 7000 weighted characters): shorten the text or send several posts',
			},
		]);
	});

	test('without thread a long text is still refused with the usual message', () => {
		for (const twitterOptions of [undefined, { thread: false }, { threadNumber: true }]) {
			const result = validatePost({
				post: 'x'.repeat(300),
				platforms: ['twitter'],
				twitterOptions,
			});
			expect(result.issues).toEqual([
				expect.objectContaining({
					field: 'post',
					platform: 'twitter',
					message:
						'is 300 weighted characters; twitter allows at most 280 (URLs count 23, styled letters 2)',
				}),
			]);
		}
	});

	test('wrong types are each named, with the value and what is allowed; unknown keys pass', () => {
		const result = validatePost({
			post: 'hi',
			platforms: ['twitter'],
			twitterOptions: { thread: 'yes', threadNumber: 1, threads: true },
		});
		expect(result.issues).toEqual(
			expect.arrayContaining([
				{
					field: 'twitterOptions.thread',
					value: 'yes',
					message:
						'must be true or false: true sends a twitter text over 280 weighted characters as a thread',
				},
				{
					field: 'twitterOptions.threadNumber',
					value: 1,
					message: 'must be true or false: true ends each tweet of a thread with " 1/N"',
				},
			]),
		);
		expect(result.issues).toHaveLength(2);
		expect(
			validatePost({ post: 'hi', platforms: ['twitter'], twitterOptions: 'on' }).issues,
		).toEqual([
			{
				field: 'twitterOptions',
				value: 'on',
				message: 'must be an object like {thread: true, threadNumber: true}',
			},
		]);
		expect(() =>
			assertValidPost({ post: 'hi', platforms: ['twitter'], twitterOptions: { thread: 'yes' } }),
		).toThrow(ValidationError);
	});

	test('without twitter in platforms, twitterOptions is checked but changes nothing', () => {
		const request = {
			post: 'x'.repeat(300),
			platforms: ['facebook'],
			twitterOptions: { thread: true },
		};
		expect(validatePost(request).ok).toBe(true);
		const bad = validatePost({ ...request, twitterOptions: { thread: 'yes' } });
		expect(bad.issues.map((issue) => issue.field)).toEqual(['twitterOptions.thread']);
	});

	test('a thread still carries at most 4 media (all on its first tweet)', () => {
		const mediaUrls = Array.from({ length: 5 }, (_, i) => `https://cdn.example.com/${i}.jpg`);
		const result = validatePost({
			post: 'x'.repeat(600),
			platforms: ['twitter'],
			mediaUrls,
			twitterOptions: { thread: true },
		});
		expect(result.issues).toEqual([
			expect.objectContaining({
				field: 'mediaUrls',
				message: 'has 5 media items; twitter allows at most 4',
			}),
		]);
	});
});
