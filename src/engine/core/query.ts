/** A query string from a record: arrays repeat the key, objects are sent as JSON, null/undefined left out. */
function queryText(value: unknown): string {
	return typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value);
}

export function buildQuery(query: Record<string, unknown> | undefined): string {
	if (!query) return '';
	const params = new URLSearchParams();
	for (const [key, value] of Object.entries(query)) {
		if (value === undefined || value === null) continue;
		if (Array.isArray(value)) {
			for (const item of value) params.append(key, queryText(item));
		} else {
			params.append(key, queryText(value));
		}
	}
	const text = params.toString();
	return text ? `?${text}` : '';
}
