/**
 * Unicode forms for the rich-text styles (https://www.ayrshare.com/docs/apis/post/post).
 * Letters and digits map into the Mathematical Alphanumeric Symbols block; sub- and superscript
 * use the few characters Unicode has such forms for.
 */

/** Every style a character can take, strongest first: when elements nest, the first present wins. */
export const STYLE_PRECEDENCE = [
	'subscript',
	'superscript',
	'boldItalic',
	'bold',
	'italic',
	'monospace',
	'script',
] as const;

export type TextStyle = (typeof STYLE_PRECEDENCE)[number];

/** The styles an element can open; bold italic only arises from nesting bold and italic. */
export type ElementStyle = Exclude<TextStyle, 'boldItalic'>;

/** Element names (lower case) and the style each opens. */
export const STYLE_ELEMENTS: ReadonlyMap<string, ElementStyle> = new Map([
	['b', 'bold'],
	['strong', 'bold'],
	['i', 'italic'],
	['em', 'italic'],
	['pre', 'monospace'],
	['code', 'monospace'],
	['samp', 'monospace'],
	['var', 'script'],
	['sub', 'subscript'],
	['sup', 'superscript'],
]);

/** How many elements of each style are open at a point of the text. */
export type OpenStyles = Record<ElementStyle, number>;

export function noOpenStyles(): OpenStyles {
	return { bold: 0, italic: 0, monospace: 0, script: 0, subscript: 0, superscript: 0 };
}

/** The one style that applies where several elements are open, by the documented precedence. */
export function winningStyle(open: OpenStyles): TextStyle | undefined {
	if (open.subscript > 0) return 'subscript';
	if (open.superscript > 0) return 'superscript';
	if (open.bold > 0 && open.italic > 0) return 'boldItalic';
	if (open.bold > 0) return 'bold';
	if (open.italic > 0) return 'italic';
	if (open.monospace > 0) return 'monospace';
	if (open.script > 0) return 'script';
	return undefined;
}

/** First code points of a styled alphabet; a missing entry means that class keeps its plain form. */
interface Alphabet {
	upper: number;
	lower: number;
	digit?: number;
}

const ALPHABETS: Record<'boldItalic' | 'bold' | 'italic' | 'monospace' | 'script', Alphabet> = {
	bold: { upper: 0x1d5d4, lower: 0x1d5ee, digit: 0x1d7ec },
	italic: { upper: 0x1d608, lower: 0x1d622 },
	boldItalic: { upper: 0x1d63c, lower: 0x1d656, digit: 0x1d7ec },
	monospace: { upper: 0x1d670, lower: 0x1d68a, digit: 0x1d7f6 },
	script: { upper: 0x1d4d0, lower: 0x1d4ea },
};

function formMap(plain: string, forms: readonly number[]): ReadonlyMap<number, number> {
	const sources = Array.from(plain, (char) => char.codePointAt(0) as number);
	if (sources.length !== forms.length) throw new Error('rich-text form table is misaligned');
	return new Map(sources.map((source, index) => [source, forms[index]]));
}

// U+2212 (minus sign) is listed after '-' so either spelling of minus gets the raised/lowered form.
const SUPERSCRIPT_FORMS = formMap(
	'0123456789+-\u2212=()abcdefghijklmnoprstuvwxyzABDEGHIJKLMNOPRTUVW',
	[
		0x2070, 0xb9, 0xb2, 0xb3, 0x2074, 0x2075, 0x2076, 0x2077, 0x2078, 0x2079, 0x207a, 0x207b,
		0x207b, 0x207c, 0x207d, 0x207e,
		// a-p (no q), r-z
		0x1d43, 0x1d47, 0x1d9c, 0x1d48, 0x1d49, 0x1da0, 0x1d4d, 0x2b0, 0x2071, 0x2b2, 0x1d4f, 0x2e1,
		0x1d50, 0x207f, 0x1d52, 0x1d56, 0x2b3, 0x2e2, 0x1d57, 0x1d58, 0x1d5b, 0x2b7, 0x2e3, 0x2b8,
		0x1dbb,
		// the capitals Unicode has modifier forms for
		0x1d2c, 0x1d2e, 0x1d30, 0x1d31, 0x1d33, 0x1d34, 0x1d35, 0x1d36, 0x1d37, 0x1d38, 0x1d39, 0x1d3a,
		0x1d3c, 0x1d3e, 0x1d3f, 0x1d40, 0x1d41, 0x2c7d, 0x1d42,
	],
);

const SUBSCRIPT_FORMS = formMap(
	'0123456789+-\u2212=()aehijklmnoprstuvx',
	[
		0x2080, 0x2081, 0x2082, 0x2083, 0x2084, 0x2085, 0x2086, 0x2087, 0x2088, 0x2089, 0x208a, 0x208b,
		0x208b, 0x208c, 0x208d, 0x208e, 0x2090, 0x2091, 0x2095, 0x1d62, 0x2c7c, 0x2096, 0x2097, 0x2098,
		0x2099, 0x2092, 0x209a, 0x1d63, 0x209b, 0x209c, 0x1d64, 0x1d65, 0x2093,
	],
);

const CODE_A = 0x41;
const CODE_Z = 0x5a;
const CODE_LOWER_A = 0x61;
const CODE_LOWER_Z = 0x7a;
const CODE_0 = 0x30;
const CODE_9 = 0x39;

/** The styled form of one code point, or the code point itself when the style has no form for it. */
export function styleCodePoint(codePoint: number, style: TextStyle): number {
	if (style === 'subscript') return SUBSCRIPT_FORMS.get(codePoint) ?? codePoint;
	if (style === 'superscript') return SUPERSCRIPT_FORMS.get(codePoint) ?? codePoint;
	const alphabet = ALPHABETS[style];
	if (codePoint >= CODE_A && codePoint <= CODE_Z) return alphabet.upper + codePoint - CODE_A;
	if (codePoint >= CODE_LOWER_A && codePoint <= CODE_LOWER_Z) {
		return alphabet.lower + codePoint - CODE_LOWER_A;
	}
	if (codePoint >= CODE_0 && codePoint <= CODE_9 && alphabet.digit !== undefined) {
		return alphabet.digit + codePoint - CODE_0;
	}
	return codePoint;
}

/** Applies one style to every character of a string that has a form in it. */
export function styleText(text: string, style: TextStyle): string {
	let out = '';
	for (const char of text) {
		out += String.fromCodePoint(styleCodePoint(char.codePointAt(0) as number, style));
	}
	return out;
}
