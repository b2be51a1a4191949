/** Request fields of 2026 a post keeps with its options and shows back (`GET /post/:id`, the page). */
export const RECORDED_EXTRA_FIELDS = [
	'autoRepost',
	'autoRepostId',
	'validateScheduled',
	'unsplash',
	'randomPost',
	'randomMediaUrl',
] as const;

/** The 2026 fields a post was sent with, as its record shows them. */
export function recordedExtraFields(options: Record<string, unknown>): Record<string, unknown> {
	const fields: Record<string, unknown> = {};
	for (const name of RECORDED_EXTRA_FIELDS)
		if (options[name] !== undefined) fields[name] = options[name];
	return fields;
}
