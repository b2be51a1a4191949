import type { NetworkRule } from './networkRules';
import { graphemeCount } from './media';
import { tweetWeightedLength } from './tweetLength';

type LengthUnit = NetworkRule['lengthUnit'];

const LINE_BREAK_MARKER = '\u2063';
const LINE_BREAK_MARKERS = /\u2063/g;

/** Unicode code points, without the line-break markers the service adds. */
export function characterCount(text: string): number {
	if (text.includes(LINE_BREAK_MARKER))
		return Array.from(text.replace(LINE_BREAK_MARKERS, '')).length;
	// Code points without building an array: a surrogate pair is one, a lone surrogate one (as Array.from).
	let count = 0;
	for (let i = 0; i < text.length; i++) {
		const code = text.charCodeAt(i);
		if (code >= 0xd800 && code <= 0xdbff && i + 1 < text.length) {
			const next = text.charCodeAt(i + 1);
			if (next >= 0xdc00 && next <= 0xdfff) i++;
		}
		count++;
	}
	return count;
}

/** A rendered text's length in a network's unit (its rules' `lengthUnit`). */
export function lengthIn(unit: LengthUnit, text: string): number {
	if (unit === 'weighted') return tweetWeightedLength(text);
	if (unit === 'graphemes') return graphemeCount(text);
	return characterCount(text);
}

/** The unit's words in a message ("is 300 weighted characters"). */
export const UNIT_WORDS: Record<LengthUnit, string> = {
	weighted: 'weighted characters',
	graphemes: 'characters (graphemes)',
	characters: 'characters',
};
