import { NETWORK_IDS } from '../../src/engine/networks';
import { renderRichText, stripRichText } from '../../src/engine/richtext';

/**
 * Text with no element, entity or line break reaches every network exactly as written (the
 * renderer answers such text without parsing it). These are the characters a shortcut could get
 * wrong: '>' alone, a lone U+2063, URLs, emoji, right-to-left and astral letters.
 */
const PLAIN = [
	'',
	'Hello world',
	'2 > 1 and a -> b',
	'I love it \u2063 marker without a newline',
	'Read https://example.com/a?b=c#d and www.example.org, or example.io.',
	'Emoji 👩🏽‍💻 🇫🇷 ✨ and CJK 你好 and Arabic مرحبا',
	'Styled already: 𝗯𝗼𝗹𝗱 𝘪𝘵𝘢𝘭𝘪𝘤',
	'Tabs\tand  double  spaces',
];

describe('renderRichText on plain text', () => {
	it.each(PLAIN)('leaves %j unchanged on every network', (text) => {
		for (const network of [undefined, ...NETWORK_IDS]) {
			expect(renderRichText(text, network)).toBe(text);
		}
		expect(stripRichText(text)).toBe(text);
	});

	it('still renders as soon as an element, an entity or a line break appears', () => {
		expect(renderRichText('a <b>B</b>', 'twitter')).toBe('a \u{1d5d5}');
		expect(renderRichText('fish &amp; chips', 'facebook')).toBe('fish & chips');
		expect(renderRichText('one\ntwo', 'linkedin')).toBe('one\u2063\ntwo');
		expect(renderRichText('one\r\ntwo', 'reddit')).toBe('one\ntwo');
	});
});
