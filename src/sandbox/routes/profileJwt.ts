import { createPrivateKey, createPublicKey, sign, verify, type KeyObject } from 'node:crypto';
import { formatIssue, ValidationError } from '../../engine/core/errors';
import { parseProfileJwtRequest, type ProfileJwtRequest } from '../../engine/resources/profiles';
import type { SandboxContext } from '../context';
import { ErrorCode, NestedSandboxError } from '../errors';
import { requireProfiles } from '../http/auth';
import { GenerateJwt } from '../../engine/contract/profiles';
import { contractRoute, type ContractRequest, type Reply, type Route } from '../router';

/** A linking token lives this long unless `expiresIn` says otherwise, in minutes. */
const DEFAULT_JWT_MINUTES = 5;

/**
 * Signing a profile's account-linking token (Business plan;
 * https://www.ayrshare.com/docs/apis/profiles/generate-jwt); its page is linking.ts.
 */
export const profileJwtRoutes: Route[] = contractRoute(GenerateJwt, {
	action: 'JWT',
	before: (req) => requireProfiles(req.account, 'JWT', 'Generating account-linking tokens'),
	// The service answers a bad request here as code 189, "Error generating JWT: ...".
	handlerChecksBody: 'answered as code 189 "Error generating JWT"',
	handler: generateJwt,
});

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
 * The documented fields that change the linking page, carried in the token the page reads:
 * `allowedSocial` (the networks it offers), `redirect` (where "Done" and the logo go) and
 * `logout` (the page ends the session it finds before it opens). Accepted, not modelled:
 * `verify` (the sandbox verifies every token it signs, below, so it never returns a bad one),
 * `email` (the sandbox sends no email, so its answer claims no `emailSent`) and
 * the X app key body fields, passed through unnamed (the simulated X link uses no developer app).
 */
function linkingPageOptions(request: ProfileJwtRequest): Record<string, unknown> {
	const options: Record<string, unknown> = {};
	if (request.allowedSocial) options.allowedSocial = request.allowedSocial;
	if (request.redirect) options.redirect = request.redirect;
	if (request.logout) options.logout = true;
	return options;
}

/**
 * `POST /api/profiles/generateJWT {domain, privateKey, profileKey, expiresIn?}`: an RS256 JWT
 * signed with the given key, `{iss: domain, sub: refId, profileKey, iat, exp}`, and the URL of
 * the sandbox's linking page for it. The key is used once and never stored or repeated.
 */
function generateJwt(req: ContractRequest<typeof GenerateJwt>, ctx: SandboxContext): Reply {
	const request = readJwtRequest(req.input.body as Record<string, unknown>);
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
		// What the linking page does differently (docs: apis/profiles/generate-jwt); claim names ours.
		...linkingPageOptions(request),
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
