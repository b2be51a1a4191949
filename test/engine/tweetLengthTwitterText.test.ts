import twitterText from 'twitter-text';
import { renderRichText, splitThread, tweetWeightedLength } from '../../src/engine';

// Our tweet counter against Twitter's own (twitter-text 3.1, a devDependency; the engine may not
// depend on it at run time): the weight we check is the weight the network counts, for what the
// network receives — rendered rich text, U+2063 line-break markers, emoji, CJK, links (issue 11).

/** A small seeded generator, so the corpus is the same on every run. */
function prng(seed: number): () => number {
	let state = seed >>> 0;
	return () => {
		state = (state + 0x6d2b79f5) >>> 0;
		let t = state;
		t = Math.imul(t ^ (t >>> 15), t | 1);
		t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
		return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
	};
}

const PIECES = [
	'hello',
	'world',
	'Café',
	'naïve',
	'e\u0301',
	'Ελληνικά',
	'Русский',
	'עברית',
	'العربية',
	'日本語のテキスト',
	'中文字符',
	'한국어 문장',
	'ｆｕｌｌｗｉｄｔｈ',
	'😀',
	'👍🏽',
	'👨‍👩‍👧‍👦',
	'🇩🇪',
	'🏳️‍🌈',
	'❤️',
	'1️⃣',
	'☕',
	'✈',
	'©',
	'™',
	'—',
	'…',
	'“quoted”',
	'‘single’',
	'\u200b',
	'\u2063',
	'\n',
	'\u2063\n',
	'\r\n',
	'  ',
	'\t',
	'https://example.com/a/very/long/path?with=query&and=more',
	'http://t.co/x',
	'example.com',
	'www.example.org/page',
	'sub.example.co.uk',
	'user@example.com',
	'#hashtag',
	'@mention',
	'$CASH',
	'𝐛𝐨𝐥𝐝',
	'𝘪𝘵𝘢𝘭𝘪𝘤',
	'𝚖𝚘𝚗𝚘',
	'x',
	'.',
	'!',
	'?',
	'123',
	'ß',
	'ﬁ',
];
const LINKLIKE = /[./@]\w/;
const MARKUP = [
	'<b>bold words</b>',
	'<i>leaning</i>',
	'<code>code()</code>',
	'<sup>2</sup>',
	'<sub>n</sub>',
];

function generated(count: number, seed: number, rich: boolean): string[] {
	const random = prng(seed);
	const out: string[] = [];
	for (let i = 0; i < count; i++) {
		const parts: string[] = [];
		const size = 1 + Math.floor(random() * 24);
		for (let j = 0; j < size; j++) {
			const pool = rich && random() < 0.25 ? MARKUP : PIECES;
			const piece = pool[Math.floor(random() * pool.length)];
			// Links and addresses stand apart, as people write them; glued to other text (as in
			// "héhttps://…"), twitter-text's link rules differ from ours (see docs/nodes.md).
			const apart = LINKLIKE.test(piece);
			parts.push(apart ? ` ${piece} ` : piece);
			parts.push(random() < 0.7 ? ' ' : '');
		}
		out.push(parts.join(''));
	}
	return out;
}

const FIXED = [
	'line\u2063\nbreak',
	'a\u2063\nb\u2063\nc\u2063\nd',
	'x'.repeat(280),
	'x'.repeat(279) + '\u2063\n',
	'日'.repeat(140),
	'😀'.repeat(140),
	`${'a'.repeat(250)} https://example.com/${'p'.repeat(200)}`,
	'Read https://example.com/a, then https://example.org/b.',
	'(https://example.com/in-parens)',
	'emoji after link https://example.com/😀',
];

const plain = [...FIXED, ...generated(180, 2026, false)];
const renderedRich = generated(80, 11, true).map((text) =>
	renderRichText(text.replace(/ {2}/g, '\n'), 'twitter'),
);
const threadPieces = splitThread(
	Array.from(
		{ length: 60 },
		(_, i) => `Sentence ${i} with 日本 and 😀 and a link https://example.com/${i}.\n`,
	).join(''),
	'twitter',
	{ threadNumber: true },
).map((tweet) => tweet.text);

describe('tweetWeightedLength equals twitter-text parseTweet().weightedLength', () => {
	const corpus = [...plain, ...renderedRich, ...threadPieces];

	it('on a corpus of more than 200 strings', () => {
		expect(corpus.length).toBeGreaterThan(200);
		const mismatches = corpus
			.map((text) => ({
				text,
				ours: tweetWeightedLength(text),
				theirs: twitterText.parseTweet(text).weightedLength,
			}))
			.filter(({ ours, theirs }) => ours !== theirs);
		expect(mismatches.slice(0, 10)).toEqual([]);
	});

	it('weighs the line-break marker the network receives (U+2063) as twitter-text does', () => {
		expect(twitterText.parseTweet('line\u2063\nbreak').weightedLength).toBe(12);
		expect(tweetWeightedLength('line\u2063\nbreak')).toBe(12);
		expect(tweetWeightedLength(renderRichText('line\nbreak', 'twitter'))).toBe(12);
	});
});
