import {
	ProfileUpdateSchema,
	type ProfileUpdateRequest,
	type ProfileUpdateResult,
} from './profileUpdate';
import { ValidationError, type ValidationIssue } from '../core/errors';
import { parseOrThrow, toValidationIssues } from '../core/zodIssues';
import type { Network } from '../networks';
import { sendCreate, type ClientCore, type RequestOptions } from './shared';
import {
	MAX_JWT_EXPIRES_IN_MINUTES,
	MAX_PROFILES_PAGE,
	ProfileCreateSchema,
	ProfileDeleteSchema,
	ProfileJwtSchema,
	ProfileKeySchema,
	ProfileListQuerySchema,
	type ProfileCreateRequest,
	type ProfileDeleteRequest,
	type ProfileJwtInput,
	type ProfileJwtRequest,
	type ProfileListQuery,
} from '../contract/profiles';
import { UnlinkSocialSchema } from '../contract/profileDelete';

export {
	MAX_JWT_EXPIRES_IN_MINUTES,
	MAX_PROFILES_PAGE,
	ProfileCreateSchema,
	ProfileDeleteSchema,
	ProfileJwtSchema,
	ProfileKeySchema,
};
export type {
	ProfileCreateRequest,
	ProfileDeleteRequest,
	ProfileJwtInput,
	ProfileJwtRequest,
	ProfileListQuery,
};

/** Error codes the profile operations answer with (https://www.ayrshare.com/docs/errors/errors-ayrshare). */
export const PROFILE_ERROR_CODES = {
	duplicateTitle: 146,
	deleteFailed: 147,
	jwtFailed: 189,
} as const;

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
	activeSocialAccounts?: Network[];
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

export { UnlinkSocialSchema };

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
		network: Network,
		options: RequestOptions = {},
	): Promise<{ status: string; platform?: string; refId?: string; [key: string]: unknown }> {
		const body = parseOrThrow(
			UnlinkSocialSchema,
			{ platform: network },
			'Invalid network to unlink',
		);
		return this.client.sender.send({
			method: 'DELETE',
			path: '/profiles/social',
			body,
			profileKey: options.profileKey,
			// Unlinking twice leaves the same state.
			idempotent: true,
		});
	}

	/**
	 * The account's user profiles (`GET /profiles`), filtered and paged by the contract's query
	 * (title, refId, linked networks, limit and cursor, actionLog, include).
	 */
	async list(query: ProfileListQuery = {}, options: RequestOptions = {}): Promise<ProfileList> {
		const q = parseOrThrow(ProfileListQuerySchema, query, 'Invalid profile list query');
		return this.client.sender.send<ProfileList>({
			method: 'GET',
			path: '/profiles',
			query: {
				...q,
				includesActiveSocialAccounts: q.includesActiveSocialAccounts?.join(','),
				include: q.include?.join(','),
			},
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
