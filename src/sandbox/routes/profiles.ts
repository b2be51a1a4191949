import { createPrivateKey, createPublicKey, sign, verify, type KeyObject } from 'node:crypto';
import { formatIssue, ValidationError } from '../../engine/core/errors';
import {
	ProfileCreateSchema,
	ProfileDeleteSchema,
	parseProfileJwtRequest,
	type ProfileJwtRequest,
} from '../../engine/resources/profiles';
import { actingProfile, requireProfiles } from '../http/auth';
import type { SandboxContext } from '../context';
import { ErrorCode, NestedSandboxError, SandboxError } from '../errors';
import { withAliases, type Reply, type Route, type SandboxRequest } from '../router';
import { readPlatform } from './admin';
import { queueSocialEvent } from '../hooks/serviceEvents';
import { addProfile } from '../seed';
import type { Profile } from '../store/accounts';
import { parseRequest, withoutProfileKey } from '../posts/echoIssues';
import { idempotentCreate } from '../http/idempotencyKey';

/** A linking token lives this long unless `expiresIn` says otherwise, in minutes. */
const DEFAULT_JWT_MINUTES = 5;

const idempotentCreateProfile = idempotentCreate('profile', 'create', (req, ctx) =>
	create(req, ctx),
);

/** Creating and deleting user profiles, and linking tokens (interface 4.9; Business plan). */
export const profileRoutes: Route[] = [
	// Docs (apis/profiles/create-profile, delete-profile): POST and DELETE /profiles; the older
	// paths are our seed's and the SDK's (createProfile, deleteProfile).
	...withAliases(
		{
			method: 'POST',
			pattern: '/api/profiles',
			action: 'create',
			handler: idempotentCreateProfile,
		},
		['/api/profiles/create-profile', '/api/profiles/profile'],
	),
	...withAliases(
		{ method: 'DELETE', pattern: '/api/profiles', action: 'delete', handler: deleteProfile },
		['/api/profiles/delete-profile', '/api/profiles/profile'],
	),
	{ method: 'DELETE', pattern: '/api/profiles/social', action: 'unlink', handler: unlinkSocial },
	{ method: 'POST', pattern: '/api/profiles/generateJWT', action: 'JWT', handler: generateJwt },
	{ method: 'GET', pattern: '/connect', action: 'connect', public: true, handler: connectPage },
];

/**
 * `DELETE /api/profiles/social {platform}` (the SDK's unlinkSocial): unlinks one network from the
 * acting profile, as a user would in the service's dashboard. 200 with the profile's refId even
 * when it was not linked (docs: apis/profiles/unlink-social-network); only a change fires `social`.
 */
function unlinkSocial(req: SandboxRequest, ctx: SandboxContext): Reply {
	const platform = readPlatform(req.body?.platform);
	const profile = actingProfile(ctx, req, 'unlink', { body: true });
	const unlinked = ctx.db.transaction(() => {
		const done = ctx.linkedAccounts.unlink(profile.id, platform);
		if (done)
			queueSocialEvent(ctx, profile, {
				type: 'unlink',
				platform,
				reason: 'Unlinked through the API (DELETE /profiles/social).',
			});
		return done;
	})();
	return {
		status: 200,
		body: {
			status: 'success',
			platform,
			refId: profile.refId,
			...(unlinked ? {} : { linked: false }),
		},
	};
}

/** `POST /api/profiles/create-profile {title}`: a new profile linked to every network. */
function create(req: SandboxRequest, ctx: SandboxContext): Reply {
	const account = req.account;
	requireProfiles(account, 'create', 'Creating user profiles');
	const request = parseRequest(ProfileCreateSchema, withoutProfileKey(req.body), 'create');
	if (request.messagingActive && !account.addons.includes('messaging')) {
		throw new SandboxError(
			403,
			ErrorCode.planNotAllowed,
			'create',
			'messagingActive needs the Messaging add-on (Business plan); this account does not have it.',
		);
	}
	const profile = ctx.db.transaction((): Profile => {
		const taken = ctx.accounts.profileByTitle(account.id, request.title);
		if (taken) {
			throw new SandboxError(
				400,
				ErrorCode.duplicateProfileTitle,
				'create',
				`Profile title already exists: the account has a profile titled ${JSON.stringify(request.title)}. Choose another title.`,
			);
		}
		return addProfile(ctx, account, request.title, false, request.messagingActive === true);
	})();
	return {
		status: 200,
		body: {
			status: 'success',
			title: profile.title,
			refId: profile.refId,
			profileKey: profile.profileKey,
		},
	};
}

function deleteFailed(message: string): SandboxError {
	return new SandboxError(
		400,
		ErrorCode.profileDeleteFailed,
		'delete',
		`Error deleting profile: ${message}`,
	);
}

/**
 * `DELETE /api/profiles` with the key in the Profile-Key header (docs: apis/profiles/delete-profile)
 * or `{profileKey}` in the body (the older paths): the profile stops acting, its title is free
 * again, and its posts not yet sent are deleted so none goes out.
 */
function deleteProfile(req: SandboxRequest, ctx: SandboxContext): Reply {
	requireProfiles(req.account, 'delete', 'Deleting user profiles');
	const header = req.headers['profile-key'];
	const fromHeader = typeof header === 'string' && header.trim() ? { profileKey: header } : {};
	const { profileKey } = parseRequest(
		ProfileDeleteSchema,
		{ ...fromHeader, ...req.body },
		'delete',
	);
	const profile = ctx.accounts.profileByKey(profileKey);
	if (!profile || profile.accountId !== req.account.id) {
		const gone = ctx.accounts.deletedProfileByKey(profileKey);
		throw deleteFailed(
			gone && gone.accountId === req.account.id
				? `profile "${gone.title}" was already deleted.`
				: "the profileKey is not one of this account's profiles (a key is answered once, when POST /api/profiles creates the profile).",
		);
	}
	if (profile.primary)
		throw deleteFailed('the primary profile cannot be deleted; it is the account itself.');
	const now = ctx.now();
	const deletedPosts = ctx.db.transaction(() => {
		ctx.accounts.deleteProfile(profile.id, now);
		return ctx.posts.cancelUnsent(profile.id, now);
	})();
	return {
		status: 200,
		body: { status: 'success', refId: profile.refId, title: profile.title, deletedPosts },
	};
}

function jwtFailed(message: string): NestedSandboxError {
	return new NestedSandboxError(
		'token',
		400,
		ErrorCode.jwtFailed,
		'JWT',
		`Error generating JWT: ${message}`,
	);
}

const base64url = (value: unknown): string =>
	Buffer.from(JSON.stringify(value)).toString('base64url');

function readJwtRequest(body: Record<string, unknown> | undefined): ProfileJwtRequest {
	try {
		return parseProfileJwtRequest(body ?? {});
	} catch (error) {
		// The engine's issues describe the private key by its size, never by its text.
		if (error instanceof ValidationError) throw jwtFailed(error.issues.map(formatIssue).join('; '));
		throw error;
	}
}

function readPrivateKey(pem: string): KeyObject {
	let key: KeyObject;
	try {
		key = createPrivateKey(pem);
	} catch {
		throw jwtFailed(
			'privateKey could not be read as a PEM private key; paste the key file again, unchanged.',
		);
	}
	if (key.asymmetricKeyType !== 'rsa') {
		throw jwtFailed(
			`privateKey is an ${key.asymmetricKeyType ?? 'unknown'} key; RS256 tokens need an RSA key.`,
		);
	}
	return key;
}

/**
 * `POST /api/profiles/generateJWT {domain, privateKey, profileKey, expiresIn?}`: an RS256 JWT
 * signed with the given key, `{iss: domain, sub: refId, profileKey, iat, exp}`, and the URL of
 * the sandbox's linking page for it. The key is used once and never stored or repeated.
 */
function generateJwt(req: SandboxRequest, ctx: SandboxContext): Reply {
	requireProfiles(req.account, 'JWT', 'Generating account-linking tokens');
	const request = readJwtRequest(req.body);
	const profile = ctx.accounts.profileByKey(request.profileKey);
	if (!profile || profile.accountId !== req.account.id) {
		throw jwtFailed(
			"profileKey is not one of this account's profiles (a key is answered once, when POST /api/profiles creates the profile).",
		);
	}
	const key = readPrivateKey(request.privateKey);
	const expiresIn = request.expiresIn ?? DEFAULT_JWT_MINUTES;
	const iat = Math.floor(ctx.now() / 1000);
	const payload = {
		iss: request.domain,
		sub: profile.refId,
		profileKey: profile.profileKey,
		iat,
		exp: iat + expiresIn * 60,
	};
	const signingInput = `${base64url({ alg: 'RS256', typ: 'JWT' })}.${base64url(payload)}`;
	const signature = sign('RSA-SHA256', Buffer.from(signingInput), key);
	const publicKey = createPublicKey(key);
	// A key damaged inside its numbers still loads, but signs what its own public key rejects.
	if (!verify('RSA-SHA256', Buffer.from(signingInput), publicKey, signature))
		throw jwtFailed(
			'privateKey is damaged: its signatures do not verify; paste the key file again.',
		);
	const token = `${signingInput}.${signature.toString('base64url')}`;
	const publicKeyPem = publicKey.export({ type: 'spki', format: 'pem' }).toString();
	ctx.linkingKeys.save(request.domain, req.account.id, publicKeyPem, ctx.now());
	const url = `${ctx.url}/connect?domain=${encodeURIComponent(request.domain)}&jwt=${token}`;
	return {
		status: 200,
		body: { status: 'success', title: profile.title, token, url, expiresIn },
	};
}

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
		},
	};
}
