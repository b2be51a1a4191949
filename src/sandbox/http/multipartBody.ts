import { badRequest } from '../errors';
import { forbiddenKeyReviver, refuseForbiddenKey } from '../limits/forbiddenKeys';

/**
 * A multipart/form-data body as the JSON body it stands for, for routes whose documented request
 * sends a file that way (`POST /media/resize`'s `file`): a file part becomes a data URL, a text
 * part holding a JSON object or array (`dimensions`, `effects`) is parsed, "true"/"false" become
 * booleans, other text stays text.
 */
export async function multipartBody(
	raw: Buffer,
	contentType: string,
	action: string,
): Promise<Record<string, unknown>> {
	let form: FormData;
	try {
		form = await new Response(raw, { headers: { 'content-type': contentType } }).formData();
	} catch (error) {
		throw badRequest(
			action,
			`The multipart/form-data body could not be read: ${(error as Error).message}.`,
		);
	}
	const body: Record<string, unknown> = {};
	for (const [name, value] of form) {
		refuseForbiddenKey(name, action);
		body[name] =
			typeof value === 'string'
				? textValue(name, value, action)
				: `data:${value.type || 'application/octet-stream'};base64,${Buffer.from(await value.arrayBuffer()).toString('base64')}`;
	}
	return body;
}

function textValue(name: string, text: string, action: string): unknown {
	const trimmed = text.trim();
	if (trimmed === 'true' || trimmed === 'false') return trimmed === 'true';
	if (!/^[[{]/.test(trimmed)) return text;
	try {
		return JSON.parse(trimmed, forbiddenKeyReviver(action));
	} catch (error) {
		if (error instanceof Error && 'toBody' in error) throw error;
		throw badRequest(
			action,
			`The form field ${JSON.stringify(name)} looks like JSON but does not parse: ${(error as Error).message}.`,
		);
	}
}
