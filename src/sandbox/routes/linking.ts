import { verify } from 'node:crypto';
import { NETWORK_IDS } from '../../engine/networks';
import type { SandboxContext } from '../context';
import type { ProfileSettings } from '../store/profileSettings';
import { ErrorCode, SandboxError } from '../errors';
import type { Reply, Route, SandboxRequest } from '../router';

/** The account-linking page a token from `POST /api/profiles/generateJWT` opens (profileJwt.ts). */
export const linkingRoutes: Route[] = [
	{ method: 'GET', pattern: '/connect', action: 'connect', public: true, handler: connectPage },
];

function badToken(message: string): SandboxError {
	return new SandboxError(
		401,
		ErrorCode.jwtFailed,
		'connect',
		`The linking token is not valid: ${message}`,
	);
}

function decodePart(part: string): Record<string, unknown> {
	try {
		const value = JSON.parse(Buffer.from(part, 'base64url').toString('utf8')) as unknown;
		if (typeof value === 'object' && value !== null) return value as Record<string, unknown>;
	} catch {
		// Answered below.
	}
	throw badToken('it is not a JWT (three base64url JSON parts).');
}

/**
 * `GET /connect?domain=&jwt=`: the sandbox's account-linking page. It checks the token's RS256
 * signature with the public key of the key that signed it, its issuer and its expiry, and shows
 * which profile is being linked and what is linked already.
 */
function connectPage(req: SandboxRequest, ctx: SandboxContext): Reply {
	const domain = req.query.get('domain') ?? '';
	const parts = (req.query.get('jwt') ?? '').split('.');
	if (parts.length !== 3) throw badToken('it is not a JWT (three base64url JSON parts).');
	const header = decodePart(parts[0]);
	const payload = decodePart(parts[1]);
	if (header.alg !== 'RS256') throw badToken('only RS256 tokens are accepted.');
	const stored = ctx.linkingKeys.get(domain);
	const signed = Buffer.from(`${parts[0]}.${parts[1]}`);
	const signature = Buffer.from(parts[2], 'base64url');
	if (!stored || !verify('RSA-SHA256', signed, stored.publicKey, signature))
		throw badToken(`its signature does not match the key last used for domain "${domain}".`);
	if (payload.iss !== domain) throw badToken(`it was issued for another domain.`);
	if (typeof payload.exp !== 'number' || payload.exp * 1000 <= ctx.now())
		throw badToken('it has expired; generate a new one.');
	const profile =
		typeof payload.profileKey === 'string'
			? ctx.accounts.profileByKey(payload.profileKey)
			: undefined;
	if (!profile || profile.accountId !== stored.accountId)
		throw badToken('its profile no longer exists.');
	const settings = ctx.profileSettings.of(profile.id);
	return {
		status: 200,
		body: {
			status: 'success',
			page: 'Simulated account-linking page of the sandbox: every network is already linked.',
			title: profile.title,
			refId: profile.refId,
			domain,
			expiresAt: new Date(payload.exp * 1000).toISOString(),
			activeSocialAccounts: ctx.linkedAccounts.list(profile.id).map((a) => a.platform),
			// Docs (apis/profiles/generate-jwt): allowedSocial limits the networks shown, redirect is
			// the "Done" button's target, logout ends the session the page found first.
			...pageChrome(settings, profile.title),
			networks: (Array.isArray(payload.allowedSocial)
				? payload.allowedSocial
				: [...NETWORK_IDS]
			).filter((network) => !(settings.disableSocial ?? []).includes(network as string)),
			...(typeof payload.redirect === 'string' ? { redirect: payload.redirect } : {}),
			...(payload.logout === true ? { loggedOut: true } : {}),
		},
	};
}

/**
 * The page's header, sub-header and logo as the profile's settings say (docs: create-profile,
 * "If not set, then displays: Social Accounts for <title>"); field names of the page are ours.
 */
function pageChrome(settings: ProfileSettings, title: string): Record<string, unknown> {
	return {
		...(settings.hideTopHeader
			? {}
			: { topHeader: settings.topHeader ?? `Social Accounts for ${title}` }),
		...(settings.subHeader !== undefined ? { subHeader: settings.subHeader } : {}),
		logo: settings.hideLogo !== true,
	};
}
