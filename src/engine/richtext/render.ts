import { networkEntry, networksOffering, type Network } from '../networks';
import { encodeLineBreaks, plainLineBreaks } from './lineBreaks';
import { parseRichText } from './markup';
import { styleText } from './styles';
import { findUrls } from './urls';

/** Networks that show Unicode-styled text (https://www.ayrshare.com/docs/apis/post/post): their entries' `offers.richText`. */
export const RICH_TEXT_NETWORKS = networksOffering('richText');

export type RichTextNetwork = (typeof RICH_TEXT_NETWORKS)[number];

export function isRichTextNetwork(network: Network): network is RichTextNetwork {
	return (RICH_TEXT_NETWORKS as readonly Network[]).includes(network);
}

/** What rendering can change: an element, an entity, a line break. */
const MARKUP_OR_LINE_BREAK = /[<&\r\n]/;
/** What stripping can change: an element or an entity. */
const MARKUP = /[<&]/;

/** Removes the markup: tags dropped (`<br>` becomes `\n`), entities decoded, no styling, line breaks as given. */
export function stripRichText(text: string): string {
	// Without an element or an entity there is nothing to remove or decode.
	if (!MARKUP.test(text)) return text;
	return parseRichText(text)
		.map((run) => run.text)
		.join('');
}

/** Styles every run, except the parts that are links: a styled URL is no longer a link. */
function styleRuns(text: string): string {
	const runs = parseRichText(text);
	const plain = runs.map((run) => run.text).join('');
	const links = findUrls(plain);
	let out = '';
	let offset = 0;
	for (const run of runs) {
		const runEnd = offset + run.text.length;
		if (run.style === undefined) {
			out += run.text;
			offset = runEnd;
			continue;
		}
		let cursor = offset;
		for (const link of links) {
			if (link.end <= cursor || link.start >= runEnd) continue;
			const linkStart = Math.max(link.start, cursor);
			const linkEnd = Math.min(link.end, runEnd);
			out += styleText(plain.slice(cursor, linkStart), run.style) + plain.slice(linkStart, linkEnd);
			cursor = linkEnd;
		}
		out += styleText(plain.slice(cursor, runEnd), run.style);
		offset = runEnd;
	}
	return out;
}

/**
 * The post text as a network receives it. With no platform, or a rich-text network, elements
 * become Unicode styled characters; other networks get the plain text. Line breaks become
 * U+2063 + `\n`, except on a network that reads markdown (`markdownLineBreaks`), which gets bare `\n`.
 */
export function renderRichText(text: string, network?: Network): string {
	// Most posts hold no element, entity or line break: every network receives them as they are.
	if (!MARKUP_OR_LINE_BREAK.test(text)) return text;
	if (network === undefined || isRichTextNetwork(network)) {
		return encodeLineBreaks(styleRuns(text));
	}
	const plain = stripRichText(text);
	return networkEntry(network).markdownLineBreaks === true
		? plainLineBreaks(plain)
		: encodeLineBreaks(plain);
}
