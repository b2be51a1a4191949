import {
	encodeLineBreaks,
	renderRichText,
	RICH_TEXT_NETWORKS,
	stripRichText,
} from '../../src/engine/richtext';

const cp = (...points: number[]): string => String.fromCodePoint(...points);

/** Expected styled text, built from the spec's first code points (never from the code under test). */
function alphabet(upper: number, lower: number, digit?: number): (text: string) => string {
	return (text) =>
		Array.from(text, (char) => {
			const code = char.codePointAt(0) as number;
			if (code >= 65 && code <= 90) return cp(upper + code - 65);
			if (code >= 97 && code <= 122) return cp(lower + code - 97);
			if (code >= 48 && code <= 57 && digit !== undefined) return cp(digit + code - 48);
			return char;
		}).join('');
}

const bold = alphabet(0x1d5d4, 0x1d5ee, 0x1d7ec);
const italic = alphabet(0x1d608, 0x1d622);
const boldItalic = alphabet(0x1d63c, 0x1d656, 0x1d7ec);
const mono = alphabet(0x1d670, 0x1d68a, 0x1d7f6);
const script = alphabet(0x1d4d0, 0x1d4ea);
const NL = '\u2063\n';

describe('renderRichText styles', () => {
	it('bold: b and strong, upper, lower and digits', () => {
		expect(renderRichText('<b>Az09</b>')).toBe(cp(0x1d5d4, 0x1d5ee + 25, 0x1d7ec, 0x1d7ec + 9));
		expect(renderRichText('<strong>Hello 2026</strong>')).toBe(bold('Hello 2026'));
		expect(renderRichText('x <b>a</b> y')).toBe(`x ${cp(0x1d5ee)} y`);
	});

	it('italic: i and em, digits unchanged', () => {
		expect(renderRichText('<i>Aa9</i>')).toBe(cp(0x1d608, 0x1d622) + '9');
		expect(renderRichText('<em>Zz</em>')).toBe(cp(0x1d608 + 25, 0x1d622 + 25));
	});

	it('bold italic when nested either way, with bold digits', () => {
		expect(renderRichText('<b><i>Aa1</i></b>')).toBe(cp(0x1d63c, 0x1d656, 0x1d7ed));
		expect(renderRichText('<em><strong>Zz</strong></em>')).toBe(cp(0x1d63c + 25, 0x1d656 + 25));
	});

	it('monospace: pre, code and samp', () => {
		expect(renderRichText('<code>Aa0</code>')).toBe(cp(0x1d670, 0x1d68a, 0x1d7f6));
		expect(renderRichText('<pre>x9</pre>')).toBe(mono('x9'));
		expect(renderRichText('<samp>42</samp>')).toBe(cp(0x1d7fa, 0x1d7f8));
	});

	it('var: bold script, digits unchanged', () => {
		expect(renderRichText('<var>Aa1</var>')).toBe(cp(0x1d4d0, 0x1d4ea) + '1');
		expect(renderRichText('<var>Zz</var>')).toBe(script('Zz'));
	});

	it('tag names are case-insensitive and may carry attributes', () => {
		expect(renderRichText('<B class="x">ab</B>')).toBe(bold('ab'));
	});
});

describe('sub and sup', () => {
	it('sup maps digits, signs, brackets and letters that have forms', () => {
		expect(renderRichText('x<sup>2</sup>')).toBe('x\u00b2');
		expect(renderRichText('<sup>0123456789+-=()</sup>')).toBe(
			'\u2070\u00b9\u00b2\u00b3\u2074\u2075\u2076\u2077\u2078\u2079\u207a\u207b\u207c\u207d\u207e',
		);
		expect(renderRichText('<sup>ni</sup>')).toBe('\u207f\u2071');
	});

	it('sup leaves characters without a form unchanged', () => {
		expect(renderRichText('<sup>q!?</sup>')).toBe('q!?');
	});

	it('sub maps digits, signs and letters that have forms; others unchanged', () => {
		expect(renderRichText('H<sub>2</sub>O')).toBe('H\u2082O');
		expect(renderRichText('<sub>0123456789+-=()</sub>')).toBe(
			'\u2080\u2081\u2082\u2083\u2084\u2085\u2086\u2087\u2088\u2089\u208a\u208b\u208c\u208d\u208e',
		);
		expect(renderRichText('<sub>aeox</sub>')).toBe('\u2090\u2091\u2092\u2093');
		expect(renderRichText('<sub>bQ*</sub>')).toBe('bQ*');
	});
});

describe('nesting precedence: sub > sup > bold italic > bold > italic > monospace > script', () => {
	it('sub beats sup', () => {
		expect(renderRichText('<sup><sub>2</sub></sup>')).toBe('\u2082');
		expect(renderRichText('<sub><sup>2</sup></sub>')).toBe('\u2082');
	});

	it('sup beats bold italic, and a char without a sup form stays plain', () => {
		expect(renderRichText('<b><i><sup>2q</sup></i></b>')).toBe('\u00b2q');
	});

	it('sub beats bold: no fallback to bold when sub has no form', () => {
		expect(renderRichText('<b><sub>2b</sub></b>')).toBe('\u2082b');
	});

	it('bold italic beats bold and italic', () => {
		expect(renderRichText('<b>a<i>b</i>c</b>')).toBe(bold('a') + boldItalic('b') + bold('c'));
	});

	it('bold beats italic is bold italic; bold beats monospace', () => {
		expect(renderRichText('<code><b>a1</b></code>')).toBe(bold('a1'));
		expect(renderRichText('<b><code>a1</code></b>')).toBe(bold('a1'));
	});

	it('italic beats monospace, and digits stay plain under italic', () => {
		expect(renderRichText('<code><i>a1</i></code>')).toBe(italic('a') + '1');
	});

	it('monospace beats script', () => {
		expect(renderRichText('<var><code>a</code>b</var>')).toBe(mono('a') + script('b'));
	});

	it('script applies when alone', () => {
		expect(renderRichText('<var>b</var>')).toBe(cp(0x1d4eb));
	});
});

describe('markup handling', () => {
	it('drops unknown tags and keeps their text', () => {
		expect(renderRichText('<span style="x">hi</span> <u>there</u>')).toBe('hi there');
		expect(renderRichText('<p>one</p><div>two</div>')).toBe('onetwo');
	});

	it('drops unmatched closing tags; an unclosed tag styles to the end', () => {
		expect(renderRichText('a</b>b')).toBe('ab');
		expect(renderRichText('<b>ab')).toBe(bold('ab'));
		expect(renderRichText('<b>a</i>b</b>c')).toBe(bold('ab') + 'c');
	});

	it('<br> and <br/> are line breaks', () => {
		expect(renderRichText('a<br>b<br/>c<BR />d')).toBe(`a${NL}b${NL}c${NL}d`);
	});

	it('keeps a < that does not start a tag', () => {
		expect(renderRichText('I <3 you')).toBe('I <3 you');
		expect(renderRichText('a < b > c')).toBe('a < b > c');
		expect(renderRichText('<b>1 < 2</b>')).toBe(bold('1') + ' < ' + bold('2'));
		expect(renderRichText('x <')).toBe('x <');
	});

	it('decodes entities; an encoded tag is literal text, never a tag', () => {
		expect(renderRichText('&lt;b&gt;no&lt;/b&gt;')).toBe('<b>no</b>');
		expect(renderRichText('Tom &amp; Jerry &quot;&apos;&nbsp;')).toBe('Tom & Jerry "\'\u00a0');
		expect(renderRichText('&#65;&#x42;&#X1F600;')).toBe('AB\u{1f600}');
		expect(renderRichText('&eacute;&hellip;&mdash;&euro;')).toBe('\u00e9\u2026\u2014\u20ac');
	});

	it('leaves unknown and malformed entities as written', () => {
		expect(renderRichText('&bogus; &amp &#xD800; &#0; ?a=1&copy=2')).toBe(
			'&bogus; &amp &#xD800; &#0; ?a=1&copy=2',
		);
		expect(renderRichText('&constructor; &toString;')).toBe('&constructor; &toString;');
	});

	it('styles decoded entity text by its element', () => {
		expect(renderRichText('<b>&lt;a&gt;</b>')).toBe('<' + bold('a') + '>');
	});

	it('survives a long run of attribute-like text without a closing >', () => {
		const text = '<a' + ' b'.repeat(20000);
		expect(renderRichText(text)).toBe(text);
	});
});

describe('pass-through characters and URLs', () => {
	it('keeps punctuation, accents, emoji and other scripts unchanged', () => {
		expect(renderRichText('<b>Café, ñ! 👩‍👩‍👧 日本 Ωμέγα</b>')).toBe(
			`${bold('Caf')}é, ñ! 👩‍👩‍👧 日本 Ωμέγα`,
		);
	});

	it('leaves URLs inside styled text unstyled', () => {
		expect(renderRichText('<b>see https://example.com/a?b=1 now</b>')).toBe(
			`${bold('see')} https://example.com/a?b=1 ${bold('now')}`,
		);
		expect(renderRichText('<i>go to www.example.org.</i>')).toBe(
			`${italic('go to')} www.example.org${italic('.')}`,
		);
		expect(renderRichText('<b>example.com rocks</b>')).toBe(`example.com ${bold('rocks')}`);
	});

	it('keeps a URL unstyled when it spans an element boundary', () => {
		expect(renderRichText('<b>https://a.io/</b><i>x</i> y')).toBe('https://a.io/x y');
	});
});

describe('line breaks', () => {
	it('encodes \\n and \\r\\n as U+2063 + \\n without doubling an existing marker', () => {
		expect(encodeLineBreaks('a\nb\r\nc\u2063\nd')).toBe(`a${NL}b${NL}c${NL}d`);
		expect(renderRichText('<b>a</b>\nb')).toBe(`${bold('a')}${NL}b`);
		expect(encodeLineBreaks(encodeLineBreaks('a\n\nb'))).toBe(`a${NL}${NL}b`);
	});
});

describe('platforms', () => {
	it('lists the seven rich-text networks (Bluesky and Threads show styled letters; Snapchat stays plain)', () => {
		expect([...RICH_TEXT_NETWORKS].sort()).toEqual(
			['bluesky', 'facebook', 'instagram', 'linkedin', 'telegram', 'threads', 'twitter'].sort(),
		);
		expect(renderRichText('<b>Hi</b>', 'snapchat')).toBe('Hi');
	});

	it('styles on twitter and the other rich-text networks', () => {
		for (const network of RICH_TEXT_NETWORKS) {
			expect(renderRichText('<b>Hi</b>\nthere', network)).toBe(`${bold('Hi')}${NL}there`);
		}
	});

	it('reddit gets plain text with bare \\n line breaks', () => {
		expect(renderRichText('<b>Hi</b> &amp; bye\nnext\r\nlast\u2063\nend<br>x', 'reddit')).toBe(
			'Hi & bye\nnext\nlast\nend\nx',
		);
	});

	it('pinterest and other networks get plain text with U+2063 line breaks', () => {
		for (const network of ['pinterest', 'youtube', 'gmb', 'tiktok', 'fbg'] as const) {
			expect(renderRichText('<b>Hi</b> &lt;3\nthere', network)).toBe(`Hi <3${NL}there`);
		}
	});

	it('stripRichText drops tags, decodes entities and leaves line breaks alone', () => {
		expect(stripRichText('<b>a</b> &amp; <i>b</i>\r\nc<br>d')).toBe('a & b\r\nc\nd');
	});
});
