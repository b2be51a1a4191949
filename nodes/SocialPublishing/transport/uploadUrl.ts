import type { IExecuteFunctions, IHttpRequestOptions } from 'n8n-workflow';
import { NodeOperationError } from 'n8n-workflow';

/**
 * PUTs a file's bytes to a presigned upload URL (`GET /media/uploadUrl`). The URL carries its own
 * signature, so no credential is sent; the body is a stream from n8n's binary data store, so a
 * file of any size passes through without a whole copy in memory.
 */
export async function putToUploadUrl(
	context: IExecuteFunctions,
	itemIndex: number,
	upload: { uploadUrl: string; contentType: string },
	body: IHttpRequestOptions['body'],
	size: number,
): Promise<void> {
	const response = (await context.helpers.httpRequest({
		method: 'PUT',
		url: upload.uploadUrl,
		body,
		headers: { 'content-type': upload.contentType, 'content-length': String(size) },
		returnFullResponse: true,
		ignoreHttpStatusErrors: true,
		json: false,
		// Following redirects makes the HTTP client keep the whole body to send it again: a
		// presigned URL never redirects, and the body must stream through.
		disableFollowRedirect: true,
	})) as { statusCode: number; body?: unknown };
	if (response.statusCode >= 200 && response.statusCode < 300) return;
	const text =
		typeof response.body === 'string' ? response.body : JSON.stringify(response.body ?? '');
	let message = text;
	try {
		message = (JSON.parse(text) as { message?: string }).message ?? text;
	} catch {
		// Not JSON (a storage service's XML error): keep the text as it came.
	}
	throw new NodeOperationError(
		context.getNode(),
		`The file upload to the service's upload URL failed with HTTP ${response.statusCode}: ${message.slice(0, 300)}`,
		{ itemIndex },
	);
}
