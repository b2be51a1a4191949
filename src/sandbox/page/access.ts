import type { IncomingHttpHeaders } from 'node:http';
import type { SandboxContext } from '../context';
import { ErrorCode, SandboxError } from '../errors';
import type { Account } from '../store/accounts';

/**
 * Who may use the page. Bound to a loopback address (the default, like Mailpit), the page is open
 * to the machine's own user, as the sandbox's own terminal is: no key to type. Two browser attacks
 * are still refused: a Host that is not a loopback name (DNS rebinding) and a form posted from
 * another origin (CSRF). Bound to any other address, the page asks for HTTP Basic credentials
 * whose password is the account's API key, the same secret the API asks for.
 */
export interface PageAccessOptions {
	/** The address the sandbox listens on. */
	host: string;
	/** The account the page shows on a loopback sandbox (the one the sandbox printed at start). */
	defaultAccountId: () => number;
}

const LOOPBACK_NAMES = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

export function isLoopbackHost(host: string): boolean {
	return LOOPBACK_NAMES.has(host) || /^127\.\d+\.\d+\.\d+$/.test(host);
}

function hostnameOf(hostHeader: string): string {
	if (hostHeader.startsWith('[')) return hostHeader.slice(0, hostHeader.indexOf(']') + 1);
	const colon = hostHeader.lastIndexOf(':');
	return colon === -1 ? hostHeader : hostHeader.slice(0, colon);
}

function forbidden(message: string): SandboxError {
	return new SandboxError(403, ErrorCode.unauthorized, 'page', message);
}

export const BASIC_CHALLENGE = 'Basic realm="Social Publishing sandbox", charset="UTF-8"';

/** The account whose page this request may see, or a 401/403 saying why not. */
export function pageAccount(
	ctx: SandboxContext,
	options: PageAccessOptions,
	method: string,
	headers: IncomingHttpHeaders,
): Account {
	const host = headers.host ?? '';
	if (method === 'POST') {
		const origin = headers.origin;
		const site = headers['sec-fetch-site'];
		if (origin !== undefined && origin !== `http://${host}`)
			throw forbidden(
				`The page's forms only accept posts from the page itself (got Origin ${origin}).`,
			);
		if (origin === undefined && site !== undefined && site !== 'same-origin' && site !== 'none')
			throw forbidden(
				`The page's forms only accept posts from the page itself (got a ${site} request).`,
			);
	}
	if (isLoopbackHost(options.host)) {
		if (!isLoopbackHost(hostnameOf(host)))
			throw forbidden(
				`The page answers on 127.0.0.1 or localhost only (got Host ${JSON.stringify(host)}).`,
			);
		const account = ctx.accounts.byId(options.defaultAccountId());
		if (!account) throw forbidden('The sandbox has no account yet.');
		return account;
	}
	const match = /^Basic\s+(\S+)\s*$/i.exec(headers.authorization ?? '');
	const password = match
		? Buffer.from(match[1], 'base64').toString('utf8').split(':').slice(1).join(':')
		: '';
	const account = password ? ctx.accounts.byApiKey(password) : undefined;
	if (!account)
		throw new SandboxError(
			401,
			ErrorCode.unauthorized,
			'page',
			'This sandbox listens beyond 127.0.0.1: sign in with any user name and the API key as the password.',
		);
	return account;
}

/** True when the client ranks HTML above JSON (a browser); API clients and no Accept get JSON. */
export function prefersHtml(accept: string | undefined, query?: URLSearchParams): boolean {
	if (query?.get('format') === 'json') return false;
	if (!accept) return false;
	let html = 0;
	let json = 0;
	for (const part of accept.split(',')) {
		const [type, ...params] = part.trim().toLowerCase().split(';');
		const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
		const q = qParam ? Number(qParam.slice(2)) || 0 : 1;
		if (type === 'text/html' || type === 'application/xhtml+xml') html = Math.max(html, q);
		else if (type === 'application/json') json = Math.max(json, q);
	}
	return html > json;
}
