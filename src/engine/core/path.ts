import { ValidationError } from './errors';

/**
 * Encodes one path segment. Rejects values that would change which resource is addressed
 * (empty, `.`/`..`, or containing control characters) instead of sending them.
 */
export function encodePathSegment(value: unknown, field = 'id'): string {
	if (typeof value !== 'string' && typeof value !== 'number') {
		throw new ValidationError([{ field, value, message: 'must be a non-empty string' }]);
	}
	const text = String(value).trim();
	// eslint-disable-next-line no-control-regex
	if (text === '' || text === '.' || text === '..' || /[\u0000-\u001f\u007f]/.test(text)) {
		throw new ValidationError([
			{
				field,
				value,
				message: 'must be a non-empty identifier without control characters, "." or ".."',
			},
		]);
	}
	return encodeURIComponent(text);
}

/** Template tag that encodes every interpolated value as one path segment: path`/post/${id}`. */
export function path(strings: TemplateStringsArray, ...values: unknown[]): string {
	let out = strings[0];
	values.forEach((value, i) => {
		out += encodePathSegment(value) + strings[i + 1];
	});
	return out;
}
