import { TWEET_MAX_WEIGHTED_LENGTH, tweetWeightedLength } from '../../engine/validation';
import { chooseHashtags } from '../hashtags';
import { namesInProse } from '../../engine/core/prose';

/** Text pieces the local generators share: sentences, words of file names, emojis, hashtags, tweet fitting. */

const LINE_BREAK_MARKER = /\u2063/g;
const SENTENCE_END = /(?<=[.!?…])\s+(?=\S)/u;
const WORD = /[\p{L}\p{M}\p{N}'’]+/gu;

/** The text on one line, whitespace collapsed (line-break markers dropped). */
export function flatten(text: string): string {
	return text.replace(LINE_BREAK_MARKER, '').replace(/\s+/gu, ' ').trim();
}

/** Sentences of a text, each ending in its own punctuation (a last one without gets a full stop). */
export function sentencesOf(text: string): string[] {
	const sentences = flatten(text)
		.split(SENTENCE_END)
		.map((s) => s.trim())
		.filter((s) => s !== '');
	return sentences.map((s) => (needsFullStop(s) ? `${s}.` : s));
}

/** A sentence ending in a word gets a full stop; one ending in punctuation, a link, a #tag or an @mention does not. */
function needsFullStop(sentence: string): boolean {
	const last = sentence.slice(sentence.lastIndexOf(' ') + 1);
	return /[\p{L}\p{N}]$/u.test(last) && !/^[#@＃]|:\/\//u.test(last);
}

/** Upper-cases the first letter, unless the text starts with a link, #tag or @mention. */
export function capitalise(text: string): string {
	if (/^(?:[#@＃]|[a-z][a-z0-9+.-]*:\/\/)/iu.test(text)) return text;
	return text.charAt(0).toUpperCase() + text.slice(1);
}

/** At most `max` characters (code points), cut at a word boundary with an ellipsis. */
export function cutAtWord(text: string, max: number): string {
	const chars = [...text];
	if (chars.length <= max) return text;
	const head = chars.slice(0, max).join('');
	const space = head.lastIndexOf(' ');
	const cut = space > max / 2 ? head.slice(0, space) : head;
	return `${cut.replace(/[\s,;:.!?-]+$/u, '')}…`;
}

// Parts of file names that say nothing about what the file shows.
const NAME_NOISE = new Set([
	'img',
	'image',
	'dsc',
	'dscn',
	'pic',
	'pxl',
	'screenshot',
	'final',
	'copy',
	'edit',
]);

/**
 * The words of a file name or URL path that describe it: "golden-retriever_puppy.jpg" gives
 * ["golden", "retriever", "puppy"]. Numbers, camera prefixes and random ids are dropped.
 */
export function nameWords(fileName: string): string[] {
	let name = fileName.slice(fileName.lastIndexOf('/') + 1);
	try {
		name = decodeURIComponent(name);
	} catch {
		// A name with a stray % is used as it is.
	}
	name = name.replace(/\.[A-Za-z0-9]{1,5}$/, '');
	return name
		.split(/[^\p{L}\p{M}\p{N}]+/u)
		.filter((word) => /^\p{L}{2,}$/u.test(word))
		.filter((word) => !(word.length >= 12 && /\p{Ll}\p{Lu}/u.test(word)))
		.filter((word) => !NAME_NOISE.has(word.toLowerCase()))
		.map((word) => word.toLowerCase());
}

/** "a", "a and b", "a, b and c". */
export function listOf(items: readonly string[]): string {
	return namesInProse(items, 'and');
}

/** The fixed keyword-to-emoji table of the sandbox generator. */
const EMOJI_BY_KEYWORD: Record<string, string> = {
	coffee: '☕',
	tea: '🍵',
	bread: '🍞',
	bakery: '🥐',
	cake: '🍰',
	pizza: '🍕',
	food: '🍽️',
	sale: '🏷️',
	discount: '🏷️',
	new: '✨',
	launch: '🚀',
	love: '❤️',
	summer: '☀️',
	winter: '❄️',
	music: '🎵',
	travel: '✈️',
	idea: '💡',
	event: '📅',
	book: '📚',
	photo: '📷',
	video: '🎬',
	party: '🎉',
	celebrate: '🎉',
	gift: '🎁',
	garden: '🌱',
	team: '🤝',
	win: '🏆',
	money: '💰',
	fitness: '💪',
	dog: '🐶',
	cat: '🐱',
};
const DEFAULT_EMOJI = '✨';

/** Emojis for the keywords a text mentions, in order of mention, at most `max`; ✨ when none. */
export function emojisFor(text: string, max = 3): string[] {
	const found: string[] = [];
	for (const match of text.matchAll(WORD)) {
		const word = match[0].toLowerCase();
		const emoji = EMOJI_BY_KEYWORD[word] ?? EMOJI_BY_KEYWORD[word.replace(/s$/, '')];
		if (emoji && !found.includes(emoji)) found.push(emoji);
		if (found.length === max) break;
	}
	return found.length > 0 ? found : [DEFAULT_EMOJI];
}

/** Hashtags from the text's own words (the sandbox's hashtag generator), `#` included. */
export function hashtagsFor(text: string, max = 3): string[] {
	return chooseHashtags(text, max).map((candidate) => `#${candidate.spelling}`);
}

function fits(text: string): boolean {
	return tweetWeightedLength(text) <= TWEET_MAX_WEIGHTED_LENGTH;
}

/** The longest prefix of `count` items for which `make(count)` still fits; 0 when none does. */
function longestFitting(count: number, make: (n: number) => string): number {
	let low = 0;
	let high = count;
	while (low < high) {
		const mid = Math.ceil((low + high) / 2);
		if (fits(make(mid))) low = mid;
		else high = mid - 1;
	}
	return low;
}

/**
 * Joins a text and its tail (emojis, hashtags). With `fit`, the text is cut at a word (with
 * an ellipsis) until the whole is at most 280 weighted characters; the tail goes only if even
 * one word does not fit beside it.
 */
export function composePost(text: string, tail: readonly string[], fit: boolean): string {
	const suffix = tail.filter((part) => part !== '').join(' ');
	const join = (head: string) => [head, suffix].filter((part) => part !== '').join(' ');
	const whole = join(text);
	if (!fit || fits(whole)) return whole;
	const words = text.split(' ');
	const cutTo = (n: number) =>
		`${words
			.slice(0, n)
			.join(' ')
			.replace(/[\s,;:.!?-]+$/u, '')}…`;
	const keep = longestFitting(words.length - 1, (n) => join(cutTo(n)));
	if (keep > 0) return join(cutTo(keep));
	const chars = [...text];
	const kept = longestFitting(chars.length, (n) => `${chars.slice(0, n).join('')}…`);
	return `${chars.slice(0, kept).join('')}…`;
}
