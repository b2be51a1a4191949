import { findUrls } from '../richtext/urls';

/** The most weighted characters a tweet may have (the network's text library, v3: `maxWeightedTweetLength`). */
export const TWEET_MAX_WEIGHTED_LENGTH = 280;

/** What every link counts, whatever its length: the network rewrites it to a t.co link. */
export const TWEET_URL_LENGTH = 23;

// The network's text library, v3, weighting: weights are in hundredths of a character.
const SCALE = 100;
const DEFAULT_WEIGHT = 200;
const LIGHT_RANGES: ReadonlyArray<readonly [number, number]> = [
	[0, 4351],
	[8192, 8205],
	[8208, 8223],
	[8242, 8247],
];
const LIGHT_WEIGHT = 100;
const EMOJI_WEIGHT = DEFAULT_WEIGHT;

// What that library counts as one emoji (weight 2): a sequence shown as emoji by default, or made
// one by U+FE0F, a keycap or flag; a text-style symbol alone (©, ®) weighs as its code point.
const EMOJI = /\p{Emoji_Presentation}|\ufe0f|\p{Regional_Indicator}|\u20e3/u;
const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });

function codePointWeight(codePoint: number): number {
	for (const [start, end] of LIGHT_RANGES) {
		if (codePoint >= start && codePoint <= end) return LIGHT_WEIGHT;
	}
	return DEFAULT_WEIGHT;
}

function graphemeWeight(grapheme: string): number {
	if (EMOJI.test(grapheme)) return EMOJI_WEIGHT;
	let weight = 0;
	for (const char of grapheme) weight += codePointWeight(char.codePointAt(0) as number);
	return weight;
}

function isHighSurrogate(codeUnit: number): boolean {
	return codeUnit >= 0xd800 && codeUnit <= 0xdbff;
}

// Node 20's segmenter slows down with the length of the string, so it is fed bounded windows.
const WINDOW = 256;

function weightOf(text: string): number {
	let weight = 0;
	let start = 0;
	let size = WINDOW;
	while (start < text.length) {
		let end = Math.min(text.length, start + size);
		// Never cut a surrogate pair: the next window must start on a whole code point.
		if (end < text.length && isHighSurrogate(text.charCodeAt(end - 1))) end++;
		const window = Array.from(graphemes.segment(text.slice(start, end)));
		// The window's last grapheme may continue past its end; it is weighed in the next window.
		const settled = end === text.length ? window.length : window.length - 1;
		if (settled === 0) {
			size *= 2;
			continue;
		}
		for (let i = 0; i < settled; i++) weight += graphemeWeight(window[i].segment);
		start += settled === window.length ? end - start : window[settled].index;
		size = WINDOW;
	}
	return weight;
}

/**
 * Length of a tweet as the network counts it (its text library, v3): most Latin-script characters
 * count 1, other characters (CJK, styled letters) 2, each emoji sequence 2, each link 23.
 */
export function tweetWeightedLength(text: string): number {
	const normalized = text.normalize('NFC');
	let weight = 0;
	let cursor = 0;
	for (const link of findUrls(normalized)) {
		weight += weightOf(normalized.slice(cursor, link.start)) + TWEET_URL_LENGTH * SCALE;
		cursor = link.end;
	}
	weight += weightOf(normalized.slice(cursor));
	return Math.ceil(weight / SCALE);
}
