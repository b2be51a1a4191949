// What the scripts that run the official SDK (`social-media-api`, unchanged) against a local
// sandbox share. The SDK has the hosted service's address built in; nock (which intercepts Node's
// http/https, what the SDK's `got` sends through) forwards every request for that host to the
// sandbox, method, path, query, headers and body as they are. Nothing in the SDK is changed.
import nock from 'nock';

export const SERVICE = 'https://api.ayrshare.com';

/** Forwards the SDK's requests to the sandbox at `sandboxApi` (…/api); answers "METHOD path status" lines. */
export function forwardServiceToSandbox(sandboxApi) {
	const sandboxRoot = sandboxApi.replace(/\/$/, '').replace(/\/api$/, '');
	const forwarded = [];
	async function forward(method, uri, body, headers) {
		const response = await fetch(`${sandboxRoot}${uri}`, {
			method,
			headers: Object.fromEntries(
				Object.entries(headers).filter(([name]) => !['host', 'content-length'].includes(name)),
			),
			body: method === 'GET' ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
		});
		const text = await response.text();
		forwarded.push(`${method} ${uri.split('?')[0]} ${response.status}`);
		return [
			response.status,
			text,
			{ 'content-type': response.headers.get('content-type') ?? 'application/json' },
		];
	}
	const scope = nock(SERVICE).persist();
	for (const method of ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'])
		scope.intercept(/.*/, method).reply(function (uri, body) {
			return forward(method, uri, body, this.req.headers);
		});
	return forwarded;
}

/** Each SDK call's answer by name; a call that throws is kept as `{ thrown: message }`. */
export function callRecorder() {
	const results = {};
	async function call(name, run) {
		try {
			results[name] = await run();
		} catch (error) {
			results[name] = { thrown: String(error?.message ?? error) };
		}
	}
	return { results, call };
}
