/** What besides `{}` and `[]` a text's syntax has: GraphQL nests `()` and comments from `#`. */
export interface BracketSyntax {
	parentheses: boolean;
	lineComments: boolean;
}

const JSON_SYNTAX: BracketSyntax = { parentheses: false, lineComments: false };

/**
 * True when brackets outside strings (and comments) nest deeper than `max`; the text need not
 * parse, so a hostile one is refused before a recursive parser reads it.
 */
export function nestedDeeperThan(
	text: string,
	max: number,
	syntax: BracketSyntax = JSON_SYNTAX,
): boolean {
	let depth = 0;
	let inString = false;
	for (let i = 0; i < text.length; i++) {
		const c = text.charCodeAt(i);
		if (inString) {
			if (c === 0x5c) i++;
			else if (c === 0x22) inString = false;
		} else if (c === 0x22) inString = true;
		else if (syntax.lineComments && c === 0x23) {
			while (i < text.length && text.charCodeAt(i) !== 0x0a) i++;
		} else if (c === 0x7b || c === 0x5b || (syntax.parentheses && c === 0x28)) {
			if (++depth > max) return true;
		} else if (c === 0x7d || c === 0x5d || (syntax.parentheses && c === 0x29)) depth--;
	}
	return false;
}
