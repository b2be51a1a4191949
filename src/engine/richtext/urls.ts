/** A link found in text, as UTF-16 offsets: `text.slice(start, end)` is the link. */
export interface UrlRange {
	start: number;
	end: number;
}

// Top-level domains a bare `name.tld` must end in to count as a link (as networks auto-link them).
const COMMON_TLDS = (
	'com org net edu gov int mil info biz io co ai app dev me tv ly gl to so sh fm gg xyz site ' +
	'online store shop tech blog news page link live cloud us uk ca au nz ie de fr es it nl be ch ' +
	'at se no dk fi pl pt cz eu ru jp cn kr in br mx ar za'
).replace(/ /g, '|');

// Han, kana, hangul and full-width forms end a link and never start one, as in the common tweet-text rules: a
// link written straight after or before Japanese text is still just the link.
const EAST_ASIAN =
	'\\p{sc=Han}\\p{sc=Hiragana}\\p{sc=Katakana}\\p{sc=Hangul}\\u3000-\\u303f\\uff00-\\uffef';
const LETTER = `(?![${EAST_ASIAN}])[\\p{L}\\p{N}]`;
const LABEL = `${LETTER}(?:(?:${LETTER}|-){0,61}${LETTER})?`;
// Format characters (U+2063 line-break marker, zero-width joiners), emoji and east-asian text end a
// link, as whitespace does.
const PATH = `(?:[/?#][^\\s<>"\\p{Cf}\\p{Extended_Pictographic}\\p{Regional_Indicator}${EAST_ASIAN}]*)?`;
const PORT = '(?::\\d{1,5})?';

const URL_PATTERN = new RegExp(
	[
		`(?<!${LETTER}|[@._/-])`,
		'(?:',
		`https?://(?:${LABEL}\\.)*${LABEL}${PORT}${PATH}`,
		`|www\\.(?:${LABEL}\\.)+\\p{L}{2,63}${PORT}${PATH}`,
		`|(?:${LABEL}\\.)+(?:${COMMON_TLDS})(?![\\p{L}\\p{N}-])${PORT}${PATH}`,
		')',
	].join(''),
	'giu',
);

const TRAILING_PUNCTUATION = new Set(['.', ',', ';', ':', '!', '?', "'", '"', '*', '\u2026']);
const CLOSING_BRACKETS: ReadonlyMap<string, string> = new Map([
	[')', '('],
	[']', '['],
	['}', '{'],
]);

function count(text: string, char: string): number {
	let found = 0;
	for (const c of text) if (c === char) found++;
	return found;
}

/** Drops sentence punctuation and unbalanced closing brackets that a link pattern swallowed. */
function trimLinkEnd(link: string): string {
	let end = link.length;
	while (end > 0) {
		const last = link[end - 1];
		const opening = CLOSING_BRACKETS.get(last);
		if (TRAILING_PUNCTUATION.has(last)) {
			end--;
		} else if (opening && count(link.slice(0, end), last) > count(link.slice(0, end), opening)) {
			end--;
		} else {
			break;
		}
	}
	return link.slice(0, end);
}

/** Finds links the networks treat as URLs: `http(s)://host...`, `www.host...`, and `name.com` forms. */
export function findUrls(text: string): UrlRange[] {
	const ranges: UrlRange[] = [];
	for (const match of text.matchAll(URL_PATTERN)) {
		const link = trimLinkEnd(match[0]);
		const start = match.index as number;
		if (link.length > 0) ranges.push({ start, end: start + link.length });
	}
	return ranges;
}
