/**
 * What changed between two JSON values, one short line per changed leaf: `path: old → new`.
 * Array items that carry a `name` (n8n's properties, options, operations) are addressed by it, so
 * a property inserted in a list shows as one added property, not every later index shifted.
 */
type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

const ABSENT = '(absent)';

function short(value: Json | undefined): string {
	if (value === undefined) return ABSENT;
	const text = JSON.stringify(value);
	return text.length > 60 ? `${text.slice(0, 57)}...` : text;
}

/**
 * An array's items by key: an item's `name` (with `#2`, `#3` for its later namesakes, as n8n repeats
 * a property's name under different display rules), else its index.
 */
function keyed(items: Json[]): Map<string, Json> {
	const seen = new Map<string, number>();
	return new Map(
		items.map((item, index) => {
			const name =
				item && typeof item === 'object' && !Array.isArray(item) && typeof item.name === 'string'
					? item.name
					: undefined;
			if (name === undefined) return [`[${index}]`, item];
			const count = (seen.get(name) ?? 0) + 1;
			seen.set(name, count);
			return [count === 1 ? `[${name}]` : `[${name}#${count}]`, item];
		}),
	);
}

function children(value: Json | undefined): Map<string, Json> | undefined {
	if (Array.isArray(value)) return keyed(value);
	if (value && typeof value === 'object')
		return new Map(Object.entries(value).map(([key, item]) => [`.${key}`, item]));
	return undefined;
}

function walk(path: string, before: Json | undefined, after: Json | undefined, out: string[]) {
	if (JSON.stringify(before) === JSON.stringify(after)) return;
	const a = children(before);
	const b = children(after);
	if (a && b && Array.isArray(before) === Array.isArray(after)) {
		for (const key of new Set([...a.keys(), ...b.keys()]))
			walk(path + key, a.get(key), b.get(key), out);
		return;
	}
	out.push(`${path.replace(/^\./, '') || '(root)'}: ${short(before)} → ${short(after)}`);
}

/** The changed leaves of `before` → `after`, at most `limit` lines (then how many more). */
export function propertyChanges(before: unknown, after: unknown, limit = 40): string[] {
	const out: string[] = [];
	walk('', before as Json, after as Json, out);
	const more = out.length - limit;
	return more > 0 ? [...out.slice(0, limit), `... and ${more} more`] : out;
}
