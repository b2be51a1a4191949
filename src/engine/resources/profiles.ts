import { z } from 'zod';
import {
	ProfileUpdateSchema,
	type ProfileUpdateRequest,
	type ProfileUpdateResult,
} from './profileUpdate';
import { ValidationError, type ValidationIssue } from '../core/errors';
import { parseOrThrow, toValidationIssues } from '../core/zodIssues';
import { PlatformSchema, type Platform } from '../platforms';
import { sendCreate, type ClientCore, type RequestOptions } from './shared';

/** Error codes the profile operations answer with (interface part 7). */
export const PROFILE_ERROR_CODES = {
	duplicateTitle: 146,
	deleteFailed: 147,
	jwtFailed: 189,
} as const;

/** Longest linking-token life the service grants, in minutes (48 hours). */
export const MAX_JWT_EXPIRES_IN_MINUTES = 2_880;

const PEM_PRIVATE_KEY =
	/^-----BEGIN (RSA )?PRIVATE KEY-----([\s\S]*?)-----END (RSA )?PRIVATE KEY-----$/;
const BASE64_TEXT = /^[A-Za-z0-9+/]+={0,2}$/;
// A 1024-bit RSA key, the smallest that can sign RS256, is already longer than this.
const MIN_PEM_BODY_LENGTH = 400;

export const ProfileKeySchema = z
	.string({ required_error: 'is required: the user profile key' })
	.trim()
	.regex(/^\S+$/, 'must be a user profile key, without spaces');

export const ProfileCreateSchema = z
	.object({
		title: z
			.string({ required_error: 'is required: a unique name for the new user profile' })
			.trim()
			.min(1, 'must name the profile, like "Acme Coffee"')
			.max(255),
		messagingActive: z.boolean().optional(),
	})
	.passthrough();
export type ProfileCreateRequest = z.infer<typeof ProfileCreateSchema>;

export const ProfileDeleteSchema = z.object({ profileKey: ProfileKeySchema }).passthrough();
export type ProfileDeleteRequest = z.infer<typeof ProfileDeleteSchema>;

/**
 * An RSA private key in PEM text (PKCS#8 `PRIVATE KEY` or PKCS#1 `RSA PRIVATE KEY`). Sent as
 * canonical PEM, so a key whose line breaks were lost in a one-line field, or written as `\n`,
 * still works. Messages never quote the key.
 */
const PemPrivateKeySchema = z
	.string({ required_error: 'is required: the private key in PEM text' })
	.transform((text, ctx) => {
		const match = PEM_PRIVATE_KEY.exec(text.replace(/\\n/g, '\n').trim());
		const body = match?.[2].replace(/\s+/g, '') ?? '';
		if (!match || match[1] !== match[3]) {
			const message =
				'must be an RSA private key in PEM text, from "-----BEGIN PRIVATE KEY-----" (or ' +
				'"-----BEGIN RSA PRIVATE KEY-----") to the matching END line';
			ctx.addIssue({ code: 'custom', message });
			return z.NEVER;
		}
		if (!BASE64_TEXT.test(body) || body.length % 4 !== 0 || body.length < MIN_PEM_BODY_LENGTH) {
			const message =
				'has a damaged key between its BEGIN and END lines (not whole base64 of an RSA key); ' +
				'paste the key file again, unchanged';
			ctx.addIssue({ code: 'custom', message });
			return z.NEVER;
		}
		const label = `${match[1] ?? ''}PRIVATE KEY`;
		const lines = body.match(/.{1,64}/g) ?? [];
		return `-----BEGIN ${label}-----\n${lines.join('\n')}\n-----END ${label}-----\n`;
	});

export const ProfileJwtSchema = z
	.object({
		domain: z
			.string({ required_error: 'is required: the linking domain the service gave the account' })
			.trim()
			.regex(/^[A-Za-z0-9._-]{1,253}$/, 'must be a domain name like "acme" or "id-acme"'),
		privateKey: PemPrivateKeySchema,
		profileKey: ProfileKeySchema,
		expiresIn: z
			.number({ invalid_type_error: 'must be minutes, a whole number from 1 to 2880' })
			.int('must be minutes, a whole number from 1 to 2880')
			.min(1, 'must be minutes, a whole number from 1 to 2880')
			.max(MAX_JWT_EXPIRES_IN_MINUTES, 'must be minutes, a whole number from 1 to 2880')
			.optional(),
	})
	.passthrough();
export type ProfileJwtInput = z.input<typeof ProfileJwtSchema>;
export type ProfileJwtRequest = z.output<typeof ProfileJwtSchema>;

function groupThousands(count: number): string {
	return String(count).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** What an error may say about a secret: its size and type, never its text. */
export function describeSecret(value: unknown): string {
	if (typeof value === 'string') return `a ${groupThousands(value.length)}-character string`;
	if (value === null || value === undefined) return String(value);
	return `a ${Array.isArray(value) ? 'list' : typeof value}`;
}

function redactIssue(issue: ValidationIssue, input: unknown): ValidationIssue {
	if (issue.field === 'privateKey' || issue.field.startsWith('privateKey.')) {
		return { ...issue, value: describeSecret(issue.value) };
	}
	if (
		issue.value === input &&
		typeof input === 'object' &&
		input !== null &&
		'privateKey' in input
	) {
		const privateKey = describeSecret((input as { privateKey: unknown }).privateKey);
		return { ...issue, value: { ...input, privateKey } };
	}
	return issue;
}

/** Parses a linking-token request; problems describe the private key, never quote it. */
export function parseProfileJwtRequest(
	input: unknown,
	context = 'Invalid linking-token request',
): ProfileJwtRequest {
	const result = ProfileJwtSchema.safeParse(input);
	if (result.success) return result.data;
	const issues = toValidationIssues(result.error.issues, input);
	throw new ValidationError(
		issues.map((issue) => redactIssue(issue, input)),
		context,
	);
}

export interface ProfileCreateResult {
	status: string;
	title: string;
	refId?: string;
	profileKey: string;
	[key: string]: unknown;
}

/** One profile as `GET /profiles` lists it: never with its key (docs: "for security"). */
export interface ProfileSummary {
	title: string;
	refId: string;
	created?: { _seconds: number; _nanoseconds: number; utc: string } | string;
	activeSocialAccounts?: Platform[];
	[key: string]: unknown;
}

export interface ProfileList {
	status: string;
	profiles: ProfileSummary[];
	[key: string]: unknown;
}

/** A token and URL that open the account-linking page for one profile. */
export interface ProfileJwtResult {
	status: string;
	title?: string;
	token: string;
	url: string;
	/** Minutes. */
	expiresIn?: number;
	[key: string]: unknown;
}

/** `DELETE /profiles/social`: the network to unlink. */
export const UnlinkSocialSchema = z.object({ platform: PlatformSchema }).passthrough();

export class Profiles {
	constructor(private readonly client: ClientCore) {}

	/** Creates a user profile (`POST /profiles`); a taken title fails with code 146. */
	async create(
		params: ProfileCreateRequest,
		options: RequestOptions = {},
	): Promise<ProfileCreateResult> {
		const body = parseOrThrow(ProfileCreateSchema, params, 'Invalid profile');
		const spec = {
			method: 'POST' as const,
			path: '/profiles',
			body,
			idempotent: false,
		};
		return sendCreate<ProfileCreateResult>(this.client, spec, options);
	}

	/**
	 * Deletes a user profile by key (`DELETE /profiles`, the key in the Profile-Key header as the
	 * docs show, and in the body as older services read it); failure is code 147.
	 */
	async delete(profileKey: string): Promise<{ status: string; [key: string]: unknown }> {
		const body = parseOrThrow(ProfileDeleteSchema, { profileKey }, 'Invalid profile key');
		return this.client.sender.send({
			method: 'DELETE',
			path: '/profiles',
			body,
			profileKey: body.profileKey,
		});
	}

	/**
	 * Unlinks one network from the acting profile (`DELETE /profiles/social {platform}`; docs:
	 * apis/profiles/unlink-social-network); answers 200 even when it was not linked.
	 */
	async unlinkSocial(
		platform: Platform,
		options: RequestOptions = {},
	): Promise<{ status: string; platform?: string; refId?: string; [key: string]: unknown }> {
		const body = parseOrThrow(UnlinkSocialSchema, { platform }, 'Invalid network to unlink');
		return this.client.sender.send({
			method: 'DELETE',
			path: '/profiles/social',
			body,
			profileKey: options.profileKey,
			// Unlinking twice leaves the same state.
			idempotent: true,
		});
	}

	/** Every user profile of the account (`GET /profiles`). */
	async list(options: RequestOptions = {}): Promise<ProfileList> {
		return this.client.sender.send<ProfileList>({
			method: 'GET',
			path: '/profiles',
			profileKey: options.profileKey,
		});
	}

	/**
	 * A short-lived token for a profile's account-linking page (`POST /profiles/generateJWT`),
	 * signed with the account's private key; a key the service cannot use fails with code 189.
	 */
	async generateJwt(
		params: ProfileJwtInput,
		options: RequestOptions = {},
	): Promise<ProfileJwtResult> {
		const body = parseProfileJwtRequest(params);
		return this.client.sender.send<ProfileJwtResult>({
			method: 'POST',
			path: '/profiles/generateJWT',
			body,
			profileKey: options.profileKey,
			// Signing changes nothing on the service, so a resend is safe.
			idempotent: true,
		});
	}

	/**
	 * Changes the acting profile's title or linking-page settings (`PATCH /profiles`); the profile is
	 * the one `options.profileKey` names (the primary profile without one).
	 */
	async update(
		params: ProfileUpdateRequest,
		options: RequestOptions = {},
	): Promise<ProfileUpdateResult> {
		const body = parseOrThrow(ProfileUpdateSchema, params, 'Invalid profile update');
		return this.client.sender.send<ProfileUpdateResult>({
			method: 'PATCH',
			path: '/profiles',
			body,
			profileKey: options.profileKey,
			// Setting the same values again changes nothing.
			idempotent: true,
		});
	}
}
