import { z } from 'zod';

/**
 * A boolean as the service's own clients send it: true/false, or the strings "true"/"false" (its
 * Python SDK's README sends `'approved': 'true'`). Any other value is refused, naming `meaning`.
 */
export function looseBoolean(meaning?: string) {
	return z.preprocess(
		(value) => {
			if (typeof value !== 'string') return value;
			const word = value.trim().toLowerCase();
			return word === 'true' ? true : word === 'false' ? false : value;
		},
		z.boolean({
			invalid_type_error: meaning ? `must be true or false: ${meaning}` : 'must be true or false',
		}),
	);
}
