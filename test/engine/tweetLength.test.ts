import { renderRichText } from '../../src/engine/richtext';
import { TWEET_MAX_WEIGHTED_LENGTH, tweetWeightedLength } from '../../src/engine/validation';

const boldLetters = (count: number): string =>
	String.fromCodePoint(...Array.from({ length: count }, (_, i) => 0x1d5ee + (i % 26)));

describe('tweetWeightedLength', () => {
	it('counts plain ASCII one per character', () => {
		expect(tweetWeightedLength('')).toBe(0);
		expect(tweetWeightedLength('Hello, world!')).toBe(13);
	});

	it('puts the 280 / 281 boundary where the network does', () => {
		expect(TWEET_MAX_WEIGHTED_LENGTH).toBe(280);
		expect(tweetWeightedLength('a'.repeat(280))).toBe(280);
		expect(tweetWeightedLength('a'.repeat(281))).toBe(281);
	});

	it('counts every URL as 23, whatever its length', () => {
		const long = 'https://example.com/a/very/long/path/that/goes/on/and/on?with=query#and-fragment';
		expect(tweetWeightedLength(`see ${long}`)).toBe(4 + 23);
		expect(tweetWeightedLength('http://t.co')).toBe(23);
		expect(tweetWeightedLength('www.example.org/x and example.com')).toBe(23 + 5 + 23);
		expect(tweetWeightedLength(`${'x'.repeat(256)} ${long}`)).toBe(280);
		expect(tweetWeightedLength(`${'x'.repeat(257)} ${long}`)).toBe(281);
	});

	it('does not treat an e-mail address or trailing punctuation as part of a URL', () => {
		expect(tweetWeightedLength('me@example.com')).toBe(14);
		expect(tweetWeightedLength('(https://example.com).')).toBe(1 + 23 + 2);
	});

	it('counts CJK characters 2 each', () => {
		expect(tweetWeightedLength('日本語')).toBe(6);
		expect(tweetWeightedLength('한국어 ok')).toBe(6 + 1 + 2);
	});

	it('counts styled (bold) letters 2 each', () => {
		expect(tweetWeightedLength(boldLetters(5))).toBe(10);
		expect(tweetWeightedLength(renderRichText('<b>abc</b> de', 'twitter'))).toBe(6 + 3);
	});

	it('counts an emoji sequence 2 in total', () => {
		expect(tweetWeightedLength('\u{1f468}\u200d\u{1f469}\u200d\u{1f467}\u200d\u{1f466}')).toBe(2);
		expect(tweetWeightedLength('\u{1f44d}\u{1f3fd}')).toBe(2);
		expect(tweetWeightedLength('\u{1f1e9}\u{1f1ea}')).toBe(2);
		expect(tweetWeightedLength('1\ufe0f\u20e3')).toBe(2);
		expect(tweetWeightedLength('\u2764\ufe0f')).toBe(2);
		expect(tweetWeightedLength('Hi \u{1f30d}!')).toBe(3 + 2 + 1);
	});

	it('counts accented Latin letters 1, composed or not', () => {
		expect(tweetWeightedLength('\u00e9')).toBe(1);
		expect(tweetWeightedLength('e\u0301')).toBe(1);
		expect(tweetWeightedLength('Caf\u00e9 cr\u00e8me \u00fc\u00df')).toBe(13);
	});

	it('weighs the twitter-text light ranges 1 and the rest 2', () => {
		expect(tweetWeightedLength('\u2000\u200d')).toBe(2);
		expect(tweetWeightedLength('\u2010\u201f')).toBe(2);
		expect(tweetWeightedLength('\u2032\u2037')).toBe(2);
		expect(tweetWeightedLength('\u10ff')).toBe(1);
		expect(tweetWeightedLength('\u1100')).toBe(2);
		expect(tweetWeightedLength('\u2026')).toBe(2);
	});

	it('counts the U+2063 line-break marker 2, as twitter-text does (the network receives it)', () => {
		expect(tweetWeightedLength('a\u2063\nb')).toBe(5);
		expect(tweetWeightedLength(renderRichText('a\nb\nc', 'twitter'))).toBe(9);
	});

	// Speed is measured in bench/engine; this checks long inputs are counted right (and finish).
	it('counts long text, and keeps emoji and flags whole across long runs', () => {
		expect(tweetWeightedLength('a.'.repeat(30_000))).toBe(60_000);
		expect(tweetWeightedLength('\u{1f468}\u200d\u{1f469}\u200d\u{1f467}'.repeat(1000))).toBe(2000);
		expect(tweetWeightedLength('\u{1f1e9}\u{1f1ea}'.repeat(301))).toBe(602);
		const family = '\u{1f468}\u200d\u{1f469}\u200d\u{1f467}';
		for (let offset = 0; offset < 8; offset++) {
			expect(tweetWeightedLength('a'.repeat(offset) + family.repeat(100))).toBe(offset + 200);
		}
		expect(tweetWeightedLength('\u65e5'.repeat(50_000))).toBe(100_000);
	});

	it('gives the same answer as whole-text segmentation on long mixed text', () => {
		const pieces = [
			'a',
			' ',
			'\u00e9',
			'e\u0301',
			'\u65e5',
			'\u{1f468}\u200d\u{1f469}\u200d\u{1f467}',
			'\u{1f1e9}',
			'\u{1f1ea}',
			'\u{1f44d}\u{1f3fd}',
			'1\ufe0f\u20e3',
			'\u200d',
			'\u2063\n',
			'\u{1d5ee}',
		];
		const segmenter = new Intl.Segmenter('en', { granularity: 'grapheme' });
		// Oracle: one pass over the whole (short enough) text, the rule as the spec states it.
		const oracle = (text: string): number => {
			let weight = 0;
			for (const { segment } of segmenter.segment(text.normalize('NFC'))) {
				if (/\p{Emoji_Presentation}|\ufe0f|\p{Regional_Indicator}|\u20e3/u.test(segment))
					weight += 2;
				else
					for (const char of segment) {
						const code = char.codePointAt(0) as number;
						const light = [
							[0, 4351],
							[8192, 8205],
							[8208, 8223],
							[8242, 8247],
						].some(([from, to]) => code >= from && code <= to);
						weight += light ? 1 : 2;
					}
			}
			return weight;
		};
		let seed = 7;
		const random = (n: number): number => {
			seed = (seed * 1103515245 + 12345) % 2147483648;
			return seed % n;
		};
		for (let round = 0; round < 20; round++) {
			const text = Array.from({ length: 600 }, () => pieces[random(pieces.length)]).join('');
			expect(tweetWeightedLength(text)).toBe(oracle(text));
		}
	});
});
