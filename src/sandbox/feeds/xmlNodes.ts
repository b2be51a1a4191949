import { isRecord } from '../../engine/core/isRecord';
import { resolveUrl } from './html';

/** Readers for what fast-xml-parser makes of a feed: attributes as `@_name`, text as `#text`. */

export type XmlNode = Record<string, unknown>;

export function list(value: unknown): unknown[] {
	if (value === undefined || value === null) return [];
	return Array.isArray(value) ? value : [value];
}

export function attr(node: unknown, ...names: string[]): string | undefined {
	if (!isRecord(node)) return undefined;
	for (const name of names) {
		const value = node[`@_${name}`];
		if (typeof value === 'string' && value.trim() !== '') return value.trim();
	}
	return undefined;
}

/** The text of an element (first one when repeated); '' when it has none. */
export function text(value: unknown): string {
	const first = Array.isArray(value) ? value[0] : value;
	if (typeof first === 'string') return first;
	if (typeof first === 'number' || typeof first === 'boolean') return String(first);
	if (isRecord(first) && first['#text'] !== undefined) return String(first['#text']);
	return '';
}

/** An absolute http(s) URL, resolved against `base`; undefined for anything else. */
export function webUrl(value: string | undefined, base: string): string | undefined {
	if (value === undefined) return undefined;
	const resolved = resolveUrl(value, base);
	return resolved && /^https?:\/\//i.test(resolved) ? resolved : undefined;
}
