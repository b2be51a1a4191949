import { validationFailed } from '../errors';

const TRUE_WORDS = new Set(['true', '1']);
const FALSE_WORDS = new Set(['false', '0']);

/**
 * A boolean query parameter as the service's clients write it: `true`, `True`, `TRUE` or `1`, and
 * `false` / `0` the same way. Absent is `undefined`; anything else is a 400 naming the value.
 */
export function readQueryBoolean(
	query: URLSearchParams,
	name: string,
	action: string,
): boolean | undefined {
	const text = query.get(name);
	if (text === null) return undefined;
	const word = text.trim().toLowerCase();
	if (TRUE_WORDS.has(word)) return true;
	if (FALSE_WORDS.has(word)) return false;
	throw validationFailed(action, [
		{ field: name, value: text, message: 'must be true or false (true, True, 1, false, False, 0)' },
	]);
}
