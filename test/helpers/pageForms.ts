import { request } from 'node:http';

import type { TestSandbox } from './testSandbox';

/** POSTs a page form the way a browser does (form-encoded, HTML wanted); answers status and Location. */
export function submitPageForm(t: TestSandbox, path: string, fields: Record<string, string>) {
	const body = new URLSearchParams(fields).toString();
	return new Promise<{ status: number; location?: string }>((resolve, reject) => {
		const req = request(
			`${t.sandbox.url}${path}`,
			{
				method: 'POST',
				headers: {
					'content-type': 'application/x-www-form-urlencoded',
					accept: 'text/html',
					origin: t.sandbox.url,
				},
			},
			(res) => {
				res.resume();
				res.on('end', () =>
					resolve({ status: res.statusCode ?? 0, location: res.headers.location }),
				);
			},
		);
		req.on('error', reject);
		req.end(body);
	});
}
