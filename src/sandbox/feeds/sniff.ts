import { decodeEntities, resolveUrl } from './html';

/** What the document's first element is, skipping the XML declaration, comments and DOCTYPE. */
export function rootElementName(source: string): { name?: string; htmlDoctype: boolean } {
	let rest = source.replace(/^\uFEFF/, '');
	let htmlDoctype = false;
	for (let guard = 0; guard < 1000; guard++) {
		rest = rest.trimStart();
		if (rest.startsWith('<?')) {
			const end = rest.indexOf('?>');
			if (end < 0) return { htmlDoctype };
			rest = rest.slice(end + 2);
		} else if (rest.startsWith('<!--')) {
			const end = rest.indexOf('-->');
			if (end < 0) return { htmlDoctype };
			rest = rest.slice(end + 3);
		} else if (/^<!doctype/i.test(rest)) {
			if (/^<!doctype\s+html\b/i.test(rest)) htmlDoctype = true;
			const subset = rest.indexOf('[');
			const close = rest.indexOf('>');
			const end = subset >= 0 && subset < close ? rest.indexOf(']>') + 1 : close;
			if (end <= 0) return { htmlDoctype };
			rest = rest.slice(end + 1);
		} else {
			const match = /^<([A-Za-z_][\w:.-]*)/.exec(rest);
			return { name: match?.[1], htmlDoctype };
		}
	}
	return { htmlDoctype };
}

/** A feed address an HTML page announces with `<link rel="alternate" type="application/rss+xml">`. */
export function discoverFeedLink(html: string, pageUrl: string): string | undefined {
	for (const tag of html.match(/<link\b[^>]*>/gi) ?? []) {
		const attributes = new Map<string, string>();
		for (const match of tag.matchAll(/([\w:-]+)\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/g)) {
			attributes.set(match[1].toLowerCase(), decodeEntities(match[2] ?? match[3] ?? match[4]));
		}
		const rel = (attributes.get('rel') ?? '').toLowerCase().split(/\s+/);
		const type = (attributes.get('type') ?? '').toLowerCase();
		const href = attributes.get('href');
		if (rel.includes('alternate') && /application\/(rss|atom|rdf)\+xml/.test(type) && href)
			return resolveUrl(href, pageUrl);
	}
	return undefined;
}
