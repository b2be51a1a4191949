import { createHash } from 'node:crypto';
import { findUrls } from '../../engine/richtext';
import { AUTO_HASHTAG_MAX_TEXT_LENGTH } from '../../engine/resources/hashtags';

/**
 * The sandbox's hashtag generator: hashtags made from the text's own words, never from a canned
 * list, so the same text always gets the same hashtags and different texts get their own.
 *
 * Method (`chooseHashtags`):
 * 1. Words are runs of letters, digits and `_`. Words inside links, HTML-style tags and
 *    `&entities;`, and words written as `#tag` or `@mention`, are not candidates.
 * 2. A candidate has at least 4 characters, at least one letter, is not a stop word, and is
 *    not already a hashtag anywhere in the text (compared case-insensitively).
 * 3. Candidates rank by how often they occur (case-insensitively), then by first position.
 * 4. The top `max` (default 2) become hashtags, spelt as at their first occurrence.
 *
 * Placing (`addHashtags`): `end` appends them, space-separated, after one space; `auto` (the
 * default) turns the first occurrence of the top word into its hashtag and appends the rest.
 * Text over 1,000 characters (code points) comes back unchanged (https://www.ayrshare.com/docs/apis/hashtags/auto-hashtags).
 */

export const DEFAULT_HASHTAG_COUNT = 2;

export interface AutoHashtagOptions {
	max?: number;
	position?: 'auto' | 'end';
}

/** English words of 4+ letters that say nothing about a post's subject. */
const STOP_WORDS = new Set(
	(
		'about above after again against also always another because been before being below ' +
		'between both cannot could does doing down during each even ever every from further have ' +
		'having here hers herself himself into itself just like made make many more most much ' +
		'must myself never once only other ours ourselves over really same shall should since some ' +
		'such than that their theirs them themselves then there these they this those through ' +
		'thus under until upon very want were what when where which while whom whose will with ' +
		'within without would your yours yourself yourselves today tomorrow yesterday thanks thank ' +
		'please still well week weeks year years come comes going goes know need next last first'
	).split(' '),
);

const WORD = /[\p{L}\p{M}\p{N}_]+/gu;
const HAS_LETTER = /\p{L}/u;
const MARKUP = /<\/?[A-Za-z][^<>]*>|&#?[A-Za-z0-9]+;/g;
const EXISTING_TAG = /[#＃]([\p{L}\p{M}\p{N}_]+)/gu;

interface Candidate {
	key: string;
	spelling: string;
	first: number;
	count: number;
}

function codePointLength(text: string): number {
	let length = 0;
	for (const _ of text) length++;
	return length;
}

/** UTF-16 ranges no hashtag may come from: links and markup. */
function excludedRanges(text: string): Array<[number, number]> {
	const ranges: Array<[number, number]> = findUrls(text).map((r) => [r.start, r.end]);
	for (const match of text.matchAll(MARKUP)) {
		const start = match.index as number;
		ranges.push([start, start + match[0].length]);
	}
	return ranges;
}

/** The words that would become hashtags, best first, as `{spelling, first}` (first = UTF-16 offset). */
export function chooseHashtags(text: string, max = DEFAULT_HASHTAG_COUNT): Candidate[] {
	const excluded = excludedRanges(text);
	const tagged = new Set([...text.matchAll(EXISTING_TAG)].map((m) => m[1].toLowerCase()));
	const candidates = new Map<string, Candidate>();
	for (const match of text.matchAll(WORD)) {
		const word = match[0];
		const start = match.index as number;
		const before = text[start - 1];
		if (before === '#' || before === '＃' || before === '@') continue;
		if (excluded.some(([from, to]) => start >= from && start < to)) continue;
		const key = word.toLowerCase();
		if (codePointLength(word) < 4 || !HAS_LETTER.test(word)) continue;
		if (STOP_WORDS.has(key) || tagged.has(key)) continue;
		const known = candidates.get(key);
		if (known) known.count++;
		else candidates.set(key, { key, spelling: word, first: start, count: 1 });
	}
	return [...candidates.values()]
		.sort((a, b) => b.count - a.count || a.first - b.first)
		.slice(0, max);
}

function appendTags(text: string, tags: string[]): string {
	if (tags.length === 0) return text;
	const separator = text === '' || /\s$/u.test(text) ? '' : ' ';
	return `${text}${separator}${tags.join(' ')}`;
}

/** The text with hashtags added as described above; over 1,000 characters, the text unchanged. */
export function addHashtags(text: string, options: AutoHashtagOptions = {}): string {
	if (codePointLength(text) > AUTO_HASHTAG_MAX_TEXT_LENGTH) return text;
	const chosen = chooseHashtags(text, options.max ?? DEFAULT_HASHTAG_COUNT);
	if (chosen.length === 0) return text;
	if (options.position === 'end')
		return appendTags(
			text,
			chosen.map((c) => `#${c.spelling}`),
		);
	const [inline, ...rest] = chosen;
	const withInline = `${text.slice(0, inline.first)}#${text.slice(inline.first)}`;
	return appendTags(
		withInline,
		rest.map((c) => `#${c.spelling}`),
	);
}

/** A post's `autoHashtag` option (https://www.ayrshare.com/docs/apis/hashtags/auto-hashtags) applied to its text: true means the defaults. */
export function applyAutoHashtag(
	text: string,
	option: boolean | AutoHashtagOptions | undefined,
): string {
	if (option === undefined || option === false) return text;
	return addHashtags(text, option === true ? {} : option);
}

/** Endings and beginnings that make the related hashtags of a keyword. */
const SUFFIXES = ['love', 'life', 'lover', 'oftheday', 'daily', 'time', 'tips', 'addict'];
const PREFIXES = ['insta', 'best'];

function unitFromHash(text: string): number {
	return createHash('sha256').update(text).digest().readUInt32BE(0) / 0x1_0000_0000;
}

/** The keyword as a hashtag name: no `#`, lower case, letters, digits and `_` only. */
export function hashtagName(keyword: string): string {
	return keyword
		.trim()
		.replace(/^[#＃]+/u, '')
		.toLowerCase()
		.replace(/[^\p{L}\p{M}\p{N}_]+/gu, '');
}

/**
 * Recommendations for a keyword: the keyword itself and eight suffix and two prefix variants,
 * each with a view count from a hash of its name (10^4 to 10^8; the keyword itself 10x), most
 * viewed first.
 */
export function recommendHashtags(name: string): Array<{ name: string; viewCount: number }> {
	const names = [
		name,
		...SUFFIXES.map((s) => `${name}${s}`),
		...PREFIXES.map((p) => `${p}${name}`),
	];
	return names
		.map((tag) => {
			const views = Math.floor(10 ** (4 + 4 * unitFromHash(`hashtag:${tag}`)));
			return { name: tag, viewCount: tag === name ? views * 10 : views };
		})
		.sort((a, b) => b.viewCount - a.viewCount || a.name.localeCompare(b.name));
}
