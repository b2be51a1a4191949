import { FORBIDDEN_KEYS } from '../../engine/validation';
import { badRequest } from '../errors';

const FORBIDDEN_KEY_SET = new Set(FORBIDDEN_KEYS);

/** Refuses a body key that could alter object prototypes (`__proto__`, `constructor`, `prototype`). */
export function refuseForbiddenKey(key: string, action: string): void {
	if (FORBIDDEN_KEY_SET.has(key))
		throw badRequest(
			action,
			`The key ${JSON.stringify(key)} is not allowed in a body (it could alter object prototypes); remove it.`,
		);
}

/** A JSON.parse reviver that refuses those keys at any depth. */
export function forbiddenKeyReviver(action: string): (key: string, value: unknown) => unknown {
	return (key, value) => {
		refuseForbiddenKey(key, action);
		return value;
	};
}

// Only pay for a reviver when the text could contain one of the keys, spelled out or with \u escapes.
export function mayHoldForbiddenKey(text: string): boolean {
	return text.includes('\\u') || FORBIDDEN_KEYS.some((key) => text.includes(key));
}
