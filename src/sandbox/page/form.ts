import { ErrorCode, SandboxError } from '../errors';

/** Forms of the page are small: a message, a date, an id. */
export const MAX_FORM_BYTES = 64 * 1024;

/**
 * A form post (`application/x-www-form-urlencoded`) as an object of strings: what the page's
 * forms send when JavaScript is off. Later duplicates of a name are ignored; an empty body is none.
 */
export function parseFormBody(
	raw: Buffer,
	contentType: string,
	action: string,
): Record<string, unknown> | undefined {
	if (raw.length === 0) return undefined;
	if (!/^application\/x-www-form-urlencoded\b/i.test(contentType)) {
		throw new SandboxError(
			415,
			ErrorCode.unsupportedMediaType,
			action,
			`The page's forms send application/x-www-form-urlencoded (got ${contentType ? JSON.stringify(contentType) : 'no Content-Type'}).`,
		);
	}
	const fields: Record<string, unknown> = {};
	for (const [name, value] of new URLSearchParams(raw.toString('utf8'))) {
		if (!(name in fields) && name !== '__proto__') fields[name] = value;
	}
	return fields;
}

export function formTooLarge(action: string): SandboxError {
	return new SandboxError(
		413,
		ErrorCode.payloadTooLarge,
		action,
		`The form is larger than ${MAX_FORM_BYTES} bytes; send a shorter message.`,
	);
}
