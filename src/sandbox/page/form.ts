import type { IncomingMessage } from 'node:http';
import { ErrorCode, SandboxError } from '../errors';

/** Forms of the page are small: a message, a date, an id. */
const MAX_FORM_BYTES = 64 * 1024;

/**
 * A form post (`application/x-www-form-urlencoded`) as an object of strings: what the page's
 * forms send when JavaScript is off. Later duplicates of a name are ignored.
 */
export async function readFormBody(
	req: IncomingMessage,
	action: string,
): Promise<Record<string, unknown> | undefined> {
	const type = req.headers['content-type'] ?? '';
	const chunks: Buffer[] = [];
	let size = 0;
	for await (const chunk of req as AsyncIterable<Buffer>) {
		size += chunk.length;
		if (size > MAX_FORM_BYTES)
			throw new SandboxError(
				413,
				ErrorCode.payloadTooLarge,
				action,
				`The form is larger than ${MAX_FORM_BYTES} bytes; send a shorter message.`,
			);
		chunks.push(chunk);
	}
	if (size === 0) return undefined;
	if (!/^application\/x-www-form-urlencoded\b/i.test(type)) {
		throw new SandboxError(
			415,
			ErrorCode.unsupportedMediaType,
			action,
			`The page's forms send application/x-www-form-urlencoded (got ${type ? JSON.stringify(type) : 'no Content-Type'}).`,
		);
	}
	const fields: Record<string, unknown> = {};
	for (const [name, value] of new URLSearchParams(Buffer.concat(chunks).toString('utf8'))) {
		if (!(name in fields) && name !== '__proto__') fields[name] = value;
	}
	return fields;
}
