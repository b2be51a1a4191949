import type { IncomingHttpHeaders } from 'node:http';
import { shownOf } from '../networks/shown';
import { NETWORK_IDS, type Network } from '../../engine/networks';

/** One click on a short link, as `GET /l/:code` records it. */
export interface Click {
	at: number;
	/** `Chrome`, `Firefox`, `Safari`, `Edge` or `Other`. */
	browser: string;
	/** The Referer's host (without `www.`), or `direct` when there is none. */
	referer: string;
	/** The network the Referer belongs to, when it is one. */
	social?: Network;
}

/**
 * Hosts of the networks (their `referrerHosts` in networks/shown.ts), and the platform each counts for (a
 * host or any subdomain of it).
 */
const SOCIAL_HOSTS: ReadonlyArray<[string, Network]> = NETWORK_IDS.flatMap((network) =>
	(shownOf(network).referrerHosts ?? []).map((host): [string, Network] => [host, network]),
);

/**
 * The browser family from a User-Agent. Order matters: Edge's agent also names Chrome and
 * Safari, and Chrome's names Safari; Opera and Samsung Internet name Chrome but are Other.
 */
export function browserFamily(userAgent: string | undefined): string {
	const ua = userAgent ?? '';
	if (/\bEdg(?:e|A|iOS)?\//.test(ua)) return 'Edge';
	if (/\b(?:OPR|Opera|SamsungBrowser|YaBrowser)\//.test(ua)) return 'Other';
	if (/\b(?:Firefox|FxiOS)\//.test(ua)) return 'Firefox';
	if (/\b(?:Chrome|CriOS|Chromium)\//.test(ua)) return 'Chrome';
	if (/\bSafari\//.test(ua) && /\bVersion\//.test(ua)) return 'Safari';
	return 'Other';
}

function refererHost(referer: string | undefined): string | undefined {
	if (!referer) return undefined;
	try {
		const host = new URL(referer).hostname.toLowerCase();
		return host === '' ? undefined : host;
	} catch {
		return undefined;
	}
}

export function socialNetworkOf(host: string): Network | undefined {
	for (const [domain, network] of SOCIAL_HOSTS)
		if (host === domain || host.endsWith(`.${domain}`)) return network;
	return undefined;
}

/** Classifies a request to a short link. */
export function clickFrom(headers: IncomingHttpHeaders, at: number): Click {
	const host = refererHost(headers.referer);
	const click: Click = {
		at,
		browser: browserFamily(headers['user-agent']),
		referer: host === undefined ? 'direct' : host.replace(/^www\./, ''),
	};
	const social = host === undefined ? undefined : socialNetworkOf(host);
	if (social) click.social = social;
	return click;
}
