/** Request fields of 2026 a post keeps with its options and shows back (`GET /post/:id`, the page). */
export const RECORDED_2026_FIELDS = [
	'autoRepost',
	'autoRepostId',
	'validateScheduled',
	'unsplash',
	'randomPost',
	'randomMediaUrl',
] as const;

/** The 2026 fields a post was sent with, as its record shows them. */
export function recorded2026Fields(options: Record<string, unknown>): Record<string, unknown> {
	const fields: Record<string, unknown> = {};
	for (const name of RECORDED_2026_FIELDS)
		if (options[name] !== undefined) fields[name] = options[name];
	return fields;
}
