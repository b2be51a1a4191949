import { networkEntry, networkRule, type Network } from '../networks';
import { encodeLineBreaks } from '../richtext/lineBreaks';
import { renderRichText } from '../richtext/render';
import { findUrls } from '../richtext/urls';
import { lengthIn } from './textLength';
import { TWEET_URL_LENGTH, tweetWeightedLength } from './tweetLength';

/**
 * Thread posts (a network's `offers.thread`, asked for by its options' `thread`): how a text too long
 * for one post is cut into the posts of a thread, each within the network's `maxLength` in its
 * `lengthUnit` (X: tweets of 280 weighted characters,
 * https://www.ayrshare.com/docs/apis/post/social-networks/x; the cutting rules are ours).
 *
 * 1. The text is rendered for the network first (on X, rich text becomes styled letters, which
 *    weigh 2). If it fits one post, it is one post, unchanged and unnumbered.
 * 2. Otherwise it is cut at paragraphs (blank lines). Paragraphs are packed into a post while
 *    they fit; a paragraph too long for a post of its own is cut at sentence ends (. ! ? …, and
 *    。！？), a sentence still too long at spaces, and a single word longer than a post is
 *    hard-cut between characters. At every level pieces are packed greedily: a piece joins the
 *    post being filled when it fits, else starts the next one.
 * 3. Links are never cut (on X each weighs 23 wherever it lands).
 * 4. With `threadNumber`, each post ends in ` i/N`; room for the longest suffix is kept in
 *    every post, so the suffix counts in the limit.
 * A thread may have at most `offers.thread.maxPosts` posts; `validatePost` refuses longer ones.
 */

export interface ThreadPost {
	/** The post as the network receives it: rendered, line breaks as U+2063 + newline. */
	text: string;
	/** Its length as the network counts it (its rules' `lengthUnit`). */
	length: number;
}

export interface SplitThreadOptions {
	/** Append ` 1/N`, ` 2/N`, ... to the posts of a thread of two or more. */
	threadNumber?: boolean;
}

/** A stretch of text and the whitespace that stood before it (used when it joins a post). */
interface Piece {
	text: string;
	joiner: string;
}

const MARKED_NEWLINE = /\u2063\n/g;
// After . ! ? … (and closing quotes or brackets) a space is needed; after 。！？ none is.
const SENTENCE_BREAK =
	/(?<=[.!?\u2026]["'\u2019\u201d\u00bb)\]]*)\s+|(?<=[\u3002\uff01\uff1f][\u300d\u300f\u201d)\]]*)(?![\u3002\uff01\uff1f\u300d\u300f\u201d)\]])\s*/gu;
const WORD_BREAK = /\s+/gu;
const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });
// Node 20's segmenter slows down with the length of the string, so it is fed bounded windows.
const WINDOW = 256;

/** Cuts `text` at each match of `separator` (outside links); the match becomes the next piece's joiner. */
function splitAt(text: string, separator: RegExp, firstJoiner: string): Piece[] {
	const links = findUrls(text);
	const pieces: Piece[] = [];
	let joiner = firstJoiner;
	let start = 0;
	let link = 0;
	for (const match of text.matchAll(separator)) {
		const at = match.index as number;
		while (link < links.length && links[link].end <= at) link++;
		if (at <= start || (link < links.length && links[link].start < at)) continue;
		pieces.push({ text: text.slice(start, at), joiner });
		joiner = match[0];
		start = at + match[0].length;
	}
	if (start < text.length) pieces.push({ text: text.slice(start), joiner });
	return pieces;
}

/** Paragraphs: runs of non-blank lines, trimmed, joined in a post by one blank line. */
function paragraphsOf(text: string): Piece[] {
	const paragraphs: Piece[] = [];
	let lines: string[] = [];
	const close = (): void => {
		const paragraph = lines.join('\n').trim();
		if (paragraph !== '') {
			paragraphs.push({ text: paragraph, joiner: paragraphs.length === 0 ? '' : '\n\n' });
		}
		lines = [];
	};
	for (const line of text.split('\n')) {
		if (line.trim() === '') close();
		else lines.push(line);
	}
	close();
	return paragraphs;
}

// Latin letters, digits, punctuation and spaces: each weighs 1, NFC leaves them as they are, and
// none is an emoji except (c) and (R); most pieces are only these, and are weighed without segmenting.
const PLAIN_LATIN = /^[\t\n\r\u0020-\u00a8\u00aa-\u00ad\u00af-\u02ff]*$/;

/** `tweetWeightedLength`, quicker for plain Latin text (the pieces are weighed one by one). */
function tweetWeightOf(text: string): number {
	if (!PLAIN_LATIN.test(text)) return tweetWeightedLength(text);
	let weight = text.length;
	if (text.includes('.') || text.includes(':')) {
		for (const link of findUrls(text)) weight += TWEET_URL_LENGTH - (link.end - link.start);
	}
	return weight;
}

function isHighSurrogate(codeUnit: number): boolean {
	return codeUnit >= 0xd800 && codeUnit <= 0xdbff;
}

/** User-perceived characters, so a hard cut never splits an emoji or an accented letter. */
function graphemesOf(text: string): string[] {
	// In plain Latin text without a carriage return, every character stands alone.
	if (PLAIN_LATIN.test(text) && !text.includes('\r')) return Array.from(text);
	const out: string[] = [];
	let start = 0;
	while (start < text.length) {
		let end = Math.min(text.length, start + WINDOW);
		if (end < text.length && isHighSurrogate(text.charCodeAt(end - 1))) end++;
		const segments = Array.from(graphemes.segment(text.slice(start, end)), (s) => s.segment);
		// The window's last character may continue past its end; it is read again in the next window.
		const settled =
			end === text.length || segments.length === 1 ? segments.length : segments.length - 1;
		for (let i = 0; i < settled; i++) {
			out.push(segments[i]);
			start += segments[i].length;
		}
	}
	return out;
}

/** A word longer than a post, as characters to hard-cut between, its links kept whole. */
function charactersOf(word: Piece): Piece[] {
	const atoms: Piece[] = [];
	let joiner = word.joiner;
	const push = (text: string): void => {
		atoms.push({ text, joiner });
		joiner = '';
	};
	let cursor = 0;
	for (const link of findUrls(word.text)) {
		for (const character of graphemesOf(word.text.slice(cursor, link.start))) push(character);
		push(word.text.slice(link.start, link.end));
		cursor = link.end;
	}
	for (const character of graphemesOf(word.text.slice(cursor))) push(character);
	return atoms;
}

// Levels of pieces, coarsest first.
const PARAGRAPH_LEVEL = 0;
const SENTENCE_LEVEL = 1;
const WORD_LEVEL = 2;
const CHARACTER_LEVEL = 3;

/** The pieces one level finer than `level`: sentences, then words, then characters. */
function finerPieces(piece: Piece, level: number): Piece[] {
	if (level === PARAGRAPH_LEVEL) return splitAt(piece.text, SENTENCE_BREAK, piece.joiner);
	if (level === SENTENCE_LEVEL) return splitAt(piece.text, WORD_BREAK, piece.joiner);
	if (level === WORD_LEVEL) return charactersOf(piece);
	return [piece];
}

/** Greedy packing: a piece joins the current post if it fits, else starts the next one. */
class ThreadPacker {
	readonly posts: string[] = [];
	private current = '';
	private weight = 0;

	constructor(
		private readonly limit: number,
		private readonly weightOf: (text: string) => number,
	) {}

	add(piece: Piece, level: number): void {
		const weightOf = this.weightOf;
		const weight = weightOf(piece.text);
		if (this.current !== '') {
			// Pieces meet at whitespace, so their weights add up (links are inside one piece).
			const joined = this.weight + weightOf(piece.joiner) + weight;
			if (joined <= this.limit) {
				this.current += piece.joiner + piece.text;
				this.weight = joined;
				return;
			}
		}
		if (weight <= this.limit || level >= CHARACTER_LEVEL) {
			this.flush();
			this.current = piece.text;
			this.weight = weight;
			return;
		}
		// A piece with no break at the next level goes straight to the one after.
		let partsLevel = level + 1;
		let parts = finerPieces(piece, level);
		while (parts.length <= 1 && partsLevel < CHARACTER_LEVEL) {
			parts = finerPieces(piece, partsLevel);
			partsLevel++;
		}
		for (const part of parts) this.add(part, partsLevel);
	}

	flush(): void {
		if (this.current !== '') this.posts.push(this.current);
		this.current = '';
		this.weight = 0;
	}
}

function pack(paragraphs: Piece[], limit: number, weightOf: (text: string) => number): string[] {
	const packer = new ThreadPacker(limit, weightOf);
	for (const paragraph of paragraphs) packer.add(paragraph, PARAGRAPH_LEVEL);
	packer.flush();
	return packer.posts;
}

/** Weight of the longest ` i/N` suffix of a thread of `count` posts. */
function suffixWeight(count: number): number {
	return 2 + 2 * String(count).length;
}

/** Splits a post text into the posts of a thread on `network`, by the rules at the top of this file. */
export function splitThread(
	text: string,
	network: Network,
	options: SplitThreadOptions = {},
): ThreadPost[] {
	const { lengthUnit, maxLength } = networkRule(network);
	const measure = (post: string): number => lengthIn(lengthUnit, post);
	// Pieces meet at whitespace, so their lengths add up (links are inside one piece).
	const weightOf = lengthUnit === 'weighted' ? tweetWeightOf : measure;
	const rendered = renderRichText(text, network);
	const whole = measure(rendered);
	if (whole <= maxLength) return [{ text: rendered, length: whole }];
	const paragraphs = paragraphsOf(rendered.replace(MARKED_NEWLINE, '\n'));
	let reserved = options.threadNumber ? suffixWeight(1) : 0;
	let bodies = pack(paragraphs, maxLength - reserved, weightOf);
	// More posts can mean a longer suffix; pack again with room for it until it fits.
	while (options.threadNumber && suffixWeight(bodies.length) > reserved) {
		reserved = suffixWeight(bodies.length);
		bodies = pack(paragraphs, maxLength - reserved, weightOf);
	}
	// Only whitespace: nothing to read, so one empty post (a media-only post).
	if (bodies.length === 0) return [{ text: '', length: 0 }];
	return bodies.map((body, index) => {
		const numbered = options.threadNumber ? `${body} ${index + 1}/${bodies.length}` : body;
		const post = encodeLineBreaks(numbered);
		return { text: post, length: measure(post) };
	});
}

/** What one post of a network's thread is called in messages ("tweet" on X). */
export function threadPostName(network: Network): string {
	return networkEntry(network).offers.thread?.postName ?? 'post';
}
