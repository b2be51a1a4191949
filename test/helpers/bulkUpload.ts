import { callApi, type TestSandbox } from './testSandbox';

/**
 * Sends a CSV to the bulk post as its page's curl does (https://www.ayrshare.com/docs/apis/post/bulk-post):
 * a multipart/form-data part named `file`.
 */
export function uploadBulkCsv(
	sandbox: TestSandbox,
	csv: string,
	method: 'PUT' | 'POST' = 'PUT',
	xAppKeys = true,
) {
	const boundary = 'bulk-boundary-7f3a';
	const rawBody =
		`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="posts.csv"\r\n` +
		`Content-Type: text/csv\r\n\r\n${csv}\r\n--${boundary}--\r\n`;
	return callApi(sandbox.sandbox, method, '/api/post/bulk', {
		rawBody,
		contentType: `multipart/form-data; boundary=${boundary}`,
		...(xAppKeys ? {} : { xAppKeys: false as const }),
	});
}
