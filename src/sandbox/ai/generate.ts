import { findUrls } from '../../engine/richtext';
import { hashInt } from '../networks/deterministic';
import { chooseHashtags } from '../hashtags';
import {
	capitalise,
	composePost,
	cutAtWord,
	emojisFor,
	flatten,
	hashtagsFor,
	listOf,
	sentencesOf,
} from './text';

/**
 * The sandbox's post writer. It runs no language model: it rearranges the caller's own words
 * with fixed templates, so the same request always gets the same text.
 *
 * - generate: an opener picked by a hash of the source, the source's first two sentences (at
 *   most 400 characters), and a closing line naming its key words (the words the hashtag
 *   generator ranks highest). From images alone, the source is "A look at <what their names say>.".
 * - rewrite: variant i starts with tone i (counted from a hash of the post), rotates the
 *   sentences by i, and swaps words from a synonym table by i.
 * - Both: emojis from a fixed keyword table, hashtags from the source's words, and with
 *   `fit` (the request's length flag) the text is cut at a word until the post is at most 280
 *   weighted characters.
 */

const OPENERS = [
	'Big news!',
	'Here is something worth sharing:',
	'Fresh from us:',
	'Did you know?',
	'Take a look:',
];

const TONES = [
	'Quick update:',
	'Good news!',
	'Heads up:',
	'In short:',
	'Just in:',
	'Worth knowing:',
];

const SYNONYMS: Record<string, readonly string[]> = {
	amazing: ['incredible', 'remarkable'],
	beautiful: ['lovely', 'stunning'],
	best: ['finest', 'top'],
	big: ['huge', 'major'],
	buy: ['get', 'grab'],
	check: ['explore', 'see'],
	easy: ['simple', 'effortless'],
	fast: ['quick', 'speedy'],
	fresh: ['new', 'just-made'],
	good: ['great', 'solid'],
	great: ['excellent', 'fantastic'],
	happy: ['glad', 'delighted'],
	help: ['support', 'assist'],
	important: ['key', 'essential'],
	love: ['adore', 'enjoy'],
	make: ['create', 'build'],
	new: ['fresh', 'brand-new'],
	show: ['reveal', 'present'],
	small: ['little', 'compact'],
	start: ['begin', 'kick off'],
	visit: ['drop by', 'come to'],
};

const SOURCE_MAX_CHARS = 400;
const SYNONYM_WORD = /[A-Za-z]+/g;

export interface PostOptions {
	hashtags: boolean;
	emojis: boolean;
	/** Keep within the length network's limit (the request's `AI_FIT_FLAG`). */
	fit: boolean;
}

function tail(source: string, text: string, options: PostOptions): string[] {
	const parts: string[] = [];
	if (options.emojis) parts.push(emojisFor(`${source} ${text}`).join(''));
	if (options.hashtags) {
		const present = new Set(text.toLowerCase().match(/#[\p{L}\p{M}\p{N}_]+/gu) ?? []);
		parts.push(...hashtagsFor(source).filter((tag) => !present.has(tag.toLowerCase())));
	}
	return parts;
}

/** What a post is written from: its text, and the text its key words and hashtags are picked from. */
export interface PostSource {
	text: string;
	topic: string;
}

/** The caller's text; from images alone, "A look at <what their names say>." with those words as topic. */
export function postSource(text: string | undefined, mediaSubjects: readonly string[]): PostSource {
	if (text !== undefined && text.trim() !== '') return { text, topic: text };
	const subjects = mediaSubjects.filter((subject) => subject !== '');
	if (subjects.length === 0) return { text: 'A look at our latest pictures.', topic: 'pictures' };
	return { text: `A look at ${listOf(subjects)}.`, topic: subjects.join(' ') };
}

/** A post written from `source` (see the top of this file). */
export function generatePost(source: PostSource, options: PostOptions): string {
	const opener = OPENERS[hashInt(0, OPENERS.length - 1, 'ai-opener', source.text)];
	const body = cutAtWord(sentencesOf(source.text).slice(0, 2).join(' '), SOURCE_MAX_CHARS);
	const keywords = chooseHashtags(source.topic, 2).map((candidate) =>
		candidate.spelling.toLowerCase(),
	);
	const closing =
		keywords.length > 0
			? `Tell us what you think about ${listOf(keywords)}.`
			: 'Tell us what you think.';
	const text = `${opener} ${body} ${closing}`;
	return composePost(text, tail(source.topic, text, options), options.fit);
}

function keepCase(original: string, replacement: string): string {
	return /^[A-Z]/.test(original) ? capitalise(replacement) : replacement;
}

/** Swaps table words by variant; links, hashtags and mentions are left as they are. */
function swapSynonyms(text: string, variant: number): string {
	const links = findUrls(text);
	let occurrence = 0;
	return text.replace(SYNONYM_WORD, (word, offset: number) => {
		const alternatives = SYNONYMS[word.toLowerCase()];
		if (!alternatives || /[#@]/.test(text.charAt(offset - 1))) return word;
		if (links.some((link) => offset >= link.start && offset < link.end)) return word;
		const choices = [word, ...alternatives];
		return keepCase(word, choices[(variant + 1 + occurrence++) % choices.length]);
	});
}

function rotate<T>(items: readonly T[], by: number): T[] {
	const shift = items.length === 0 ? 0 : by % items.length;
	return [...items.slice(shift), ...items.slice(0, shift)];
}

/** `count` distinct rewrites of a post (see the top of this file); the first is the answer's `post`. */
export function rewritePost(post: string, count: number, options: PostOptions): string[] {
	const first = hashInt(0, TONES.length - 1, 'ai-tone', post);
	const sentences = sentencesOf(post);
	const rewrites: string[] = [];
	for (let variant = 0; variant < count; variant++) {
		const tone = TONES[(first + variant) % TONES.length];
		const body = swapSynonyms(rotate(sentences, variant).join(' '), variant);
		const text = `${tone} ${capitalise(body)}`;
		rewrites.push(composePost(text, tail(flatten(post), text, options), options.fit));
	}
	return rewrites;
}
