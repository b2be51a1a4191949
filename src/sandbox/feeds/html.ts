/** Small HTML helpers for feed text: entities, the first image, plain text, URL resolution. */

const NAMED_ENTITIES: Record<string, string> = {
	amp: '&',
	lt: '<',
	gt: '>',
	quot: '"',
	apos: "'",
	nbsp: '\u00a0',
	copy: '©',
	reg: '®',
	trade: '™',
	hellip: '…',
	mdash: '—',
	ndash: '–',
	lsquo: '‘',
	rsquo: '’',
	ldquo: '“',
	rdquo: '”',
	laquo: '«',
	raquo: '»',
	bull: '•',
	middot: '·',
	euro: '€',
	pound: '£',
	yen: '¥',
	cent: '¢',
	deg: '°',
	times: '×',
	shy: '\u00ad',
};

const ENTITY = /&(#x[0-9a-f]+|#\d+|[a-z][a-z0-9]*);/gi;
const CDATA = /<!\[CDATA\[([\s\S]*?)\]\]>/g;

function decodeEntity(whole: string, body: string): string {
	if (body[0] === '#') {
		const code =
			body[1] === 'x' || body[1] === 'X' ? parseInt(body.slice(2), 16) : Number(body.slice(1));
		return Number.isInteger(code) && code > 0 && code <= 0x10ffff
			? String.fromCodePoint(code)
			: whole;
	}
	return NAMED_ENTITIES[body] ?? NAMED_ENTITIES[body.toLowerCase()] ?? whole;
}

/** Decodes character references once; CDATA sections are taken verbatim. Unknown entities stay. */
export function decodeEntities(raw: string): string {
	let out = '';
	let last = 0;
	for (const match of raw.matchAll(CDATA)) {
		const start = match.index as number;
		out += raw.slice(last, start).replace(ENTITY, decodeEntity) + match[1];
		last = start + match[0].length;
	}
	return out + raw.slice(last).replace(ENTITY, decodeEntity);
}

const ABSOLUTE_URL = /^[a-z][a-z0-9+.-]*:/i;

/** `value` resolved against `base` (an absolute URL comes back as written); undefined when it is no URL. */
export function resolveUrl(value: string, base: string): string | undefined {
	const trimmed = value.trim();
	try {
		if (ABSOLUTE_URL.test(trimmed)) {
			new URL(trimmed);
			return trimmed;
		}
		return new URL(trimmed, base || undefined).toString();
	} catch {
		return undefined;
	}
}

function attributeValue(tag: string, name: string): string | undefined {
	const match = new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s"'>]+))`, 'i').exec(
		tag,
	);
	if (!match) return undefined;
	return decodeEntities(match[1] ?? match[2] ?? match[3]).trim();
}

/** The first `<img src>` in HTML that is a real picture (1x1 tracking pixels are skipped), absolute. */
export function firstImageInHtml(html: string, base: string): string | undefined {
	if (!html.includes('<')) return undefined;
	for (const tag of html.match(/<img\b[^>]*>/gi) ?? []) {
		const width = attributeValue(tag, 'width');
		const height = attributeValue(tag, 'height');
		if (width === '0' || width === '1' || height === '0' || height === '1') continue;
		const src = attributeValue(tag, 'src');
		if (!src || src.startsWith('data:')) continue;
		const url = resolveUrl(src, base);
		if (url && /^https?:\/\//i.test(url)) return url;
	}
	return undefined;
}

// Tags that separate words; inline ones (b, i, a, sup, span) join the text around them.
const BLOCK_TAG =
	/<\/?(p|div|br|hr|li|ul|ol|h[1-6]|tr|td|th|table|blockquote|figure|figcaption|img|section|article|header|footer)\b[^<>]*>/gi;

/** Text a reader would see: tags dropped, entities decoded, whitespace collapsed. */
export function plainText(html: string): string {
	const withoutMarkup = html
		.replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, ' ')
		.replace(/<!--[\s\S]*?-->/g, ' ')
		.replace(BLOCK_TAG, ' ')
		.replace(/<\/?[A-Za-z][^<>]*>/g, '');
	return decodeEntities(withoutMarkup).replace(/\s+/g, ' ').trim();
}
