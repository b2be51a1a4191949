import { decodeEntities } from './entities';
import type { ElementStyle, TextStyle } from './styles';
import { noOpenStyles, STYLE_ELEMENTS, winningStyle } from './styles';

/** A stretch of decoded text and the style that applies to it (none when plain). */
export interface StyledRun {
	text: string;
	style?: TextStyle;
}

// A start, end or self-closing tag with optional attributes; `<` followed by anything else is text.
const TAG_PATTERN =
	/<(\/)?([A-Za-z][A-Za-z0-9-]*)((?:\s+[^\s"'<>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*)\s*(\/)?>/y;

/**
 * Splits HTML-style post text into styled runs. Only the rich-text elements and `br` mean
 * anything; other tags vanish (their text stays), closing tags with no open match are ignored,
 * and an element left open styles the rest of the text. Entities are decoded after the split,
 * so `&lt;b&gt;` stays literal text.
 */
export function parseRichText(text: string): StyledRun[] {
	const runs: StyledRun[] = [];
	const openElements: string[] = [];
	let style: TextStyle | undefined;
	let pending = '';

	const flush = (): void => {
		if (pending === '') return;
		const decoded = decodeEntities(pending);
		const previous = runs[runs.length - 1];
		if (previous && previous.style === style) previous.text += decoded;
		else runs.push(style === undefined ? { text: decoded } : { text: decoded, style });
		pending = '';
	};

	const restyle = (): void => {
		const open = noOpenStyles();
		for (const name of openElements) open[STYLE_ELEMENTS.get(name) as ElementStyle]++;
		style = winningStyle(open);
	};

	let index = 0;
	while (index < text.length) {
		const lessThan = text.indexOf('<', index);
		if (lessThan === -1) {
			pending += text.slice(index);
			break;
		}
		pending += text.slice(index, lessThan);
		TAG_PATTERN.lastIndex = lessThan;
		const tag = TAG_PATTERN.exec(text);
		if (!tag) {
			pending += '<';
			index = lessThan + 1;
			continue;
		}
		index = TAG_PATTERN.lastIndex;
		const isClosing = tag[1] === '/';
		const isSelfClosing = tag[4] === '/';
		const name = tag[2].toLowerCase();
		if (name === 'br') {
			if (!isClosing) pending += '\n';
			continue;
		}
		if (!STYLE_ELEMENTS.has(name) || (isSelfClosing && !isClosing)) continue;
		flush();
		if (isClosing) {
			const openIndex = openElements.lastIndexOf(name);
			if (openIndex === -1) continue;
			openElements.splice(openIndex, 1);
		} else {
			openElements.push(name);
		}
		restyle();
	}
	flush();
	return runs;
}
