/**
 * A JSON text column read back: the empty list and object, which most rows hold (no media, no
 * errors, no extras), skip the parser. Each call answers a fresh value, so callers may change it.
 */
export function parseJsonColumn<T>(text: string): T {
	if (text === '[]') return [] as T;
	if (text === '{}') return {} as T;
	return JSON.parse(text) as T;
}
