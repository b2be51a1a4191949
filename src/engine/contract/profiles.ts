import { z } from 'zod';
import { DOCS, endpoint } from './endpoint';
import { queryBoolean } from './queryFields';
import { NetworkSchema } from '../networks';

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

/**
 * The account-linking page's settings of a profile (docs: apis/profiles/create-profile and
 * update-profile; the MCP repo's create_profile adds subHeader and hideLogo).
 */
export const LinkingPageSettingsFields = {
	hideTopHeader: z.boolean().optional().describe('Hide the top header on the linking page.'),
	topHeader: z
		.string()
		.max(255, 'must be at most 255 characters')
		.optional()
		.describe('The linking page\'s header; "Social Accounts for <title>" when not set.'),
	subHeader: z.string().max(255, 'must be at most 255 characters').optional(),
	hideLogo: z.boolean().optional().describe('Hide the logo on the linking page.'),
	disableSocial: z
		.array(NetworkSchema)
		.optional()
		.describe("Networks this profile's users may not link (left off the linking page)."),
	tags: z
		.array(z.string().trim().min(1, 'must not be empty').max(100))
		.max(50)
		.optional()
		.describe('Internal labels for the profile.'),
};

/** `POST /profiles`'s body fields (the MCP tool's input reads them too). */
export const ProfileCreateFields = z
	.object({
		title: z
			.string({ required_error: 'is required: a unique name for the new user profile' })
			.trim()
			.min(1, 'must name the profile, like "Acme Coffee"')
			.max(255),
		messagingActive: z.boolean().optional(),
		...LinkingPageSettingsFields,
		team: z.boolean().optional().describe('A team profile; needs email.'),
		email: z.string().email('must be an email address, like social@acme.example').optional(),
	})
	.passthrough();

export const ProfileCreateSchema = ProfileCreateFields.superRefine((profile, ctx) => {
	// Docs (create-profile): "If team is true, email is required".
	if (profile.team === true && !profile.email)
		ctx.addIssue({
			code: 'custom',
			path: ['email'],
			message: 'is required with team=true: the team member the profile is made for',
		});
});
export type ProfileCreateRequest = z.infer<typeof ProfileCreateSchema>;

/** `POST /profiles`: a new user profile under the account; its key is answered once. */
export const CreateProfile = endpoint({
	method: 'POST',
	path: '/profiles',
	// The SDK's createProfile and our seed still call these.
	aliases: ['/profiles/create-profile', '/profiles/profile'],
	doc: `${DOCS}/apis/profiles/create-profile`,
	summary: 'Creates a user profile; answers its profileKey once.',
	body: ProfileCreateSchema,
	errors: [101, 146],
	fields: {
		subHeader:
			'https://github.com/ayrshare/ayrshare-mcp/blob/main/skills/profiles/references/schemas.md',
		hideLogo:
			'https://github.com/ayrshare/ayrshare-mcp/blob/main/skills/profiles/references/schemas.md',
	},
});

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

/** `email`: the Connect Accounts email the service sends with the URL (docs: generate-jwt, Max Pack). */
const JwtEmailSchema = z
	.object({
		to: z.string({ required_error: 'is required: the address the email goes to' }).email(),
		bcc: z.string().email().optional(),
		termsUrl: z.string().url().optional(),
		privacyUrl: z.string().url().optional(),
		company: z.string().optional(),
		contactEmail: z.string().email().optional(),
	})
	.passthrough();

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
			.optional()
			.describe('Minutes the URL stays valid (default 5).'),
		logout: z.boolean().optional(),
		redirect: z.string().url('must be a URL, like "https://acme.example/done"').optional(),
		allowedSocial: z
			.array(NetworkSchema)
			.min(1, 'must name at least one network')
			.optional()
			.describe('Only these networks appear on the linking page.'),
		verify: z.boolean().optional(),
		email: JwtEmailSchema.optional(),
	})
	.passthrough();
export type ProfileJwtInput = z.input<typeof ProfileJwtSchema>;
export type ProfileJwtRequest = z.output<typeof ProfileJwtSchema>;

const GET_PROFILES = `${DOCS}/apis/profiles/get-profiles`;

/** Most profiles one `GET /profiles` answers, and its default page (docs: "Default and maximum is 5000"). */
export const MAX_PROFILES_PAGE = 5_000;

/** Days of action log `actionLog=true` asks for (docs: "for the past 60 days"). */
export const DEFAULT_ACTION_LOG_DAYS = 60;

/** The extended data `include` names (docs: get-profiles, "include"). */
export const PROFILE_INCLUDES = [
	'suspension',
	'socialHealth',
	'linkingErrors',
	'activity',
	'quota',
	'unlinkHistory',
	'actionLog',
] as const;

/** A list that also takes one value or `a,b` text (the MCP docs' "string | array"). */
function oneOrList<T extends z.ZodTypeAny>(list: z.ZodArray<T>) {
	return z.preprocess(
		(value) => (typeof value === 'string' ? value.split(',').map((v) => v.trim()) : value),
		list,
	);
}

const days = z
	.number({ invalid_type_error: 'must be true, false or a number of days from 1 to 365' })
	.int('must be a whole number of days from 1 to 365')
	.min(1, 'must be a number of days from 1 to 365')
	.max(365, 'must be a number of days from 1 to 365');

/** `actionLog`: true (60 days), false, or a number of days; query text `true`/`10` read as such. */
const ActionLogSchema = z.preprocess(
	(value) => {
		if (typeof value !== 'string') return value;
		const word = value.trim().toLowerCase();
		if (word === 'true' || word === 'false') return word === 'true';
		return word !== '' && Number.isFinite(Number(word)) ? Number(word) : value;
	},
	z.union([z.boolean(), days], {
		errorMap: () => ({ message: 'must be true, false or a number of days from 1 to 365' }),
	}),
);

/** `GET /profiles`'s query fields (the MCP tool's input reads them too). */
export const ProfileListQueryFields = z
	.object({
		title: z.string().min(1).optional(),
		refId: z.string().min(1).optional(),
		hasActiveSocialAccounts: queryBoolean().optional(),
		includesActiveSocialAccounts: oneOrList(z.array(NetworkSchema)).optional(),
		isByokLinked: queryBoolean().optional(),
		actionLog: ActionLogSchema.optional().describe(
			'true for the profile create/delete log of the last 60 days, or a number of days (1-365).',
		),
		limit: z
			.number({ invalid_type_error: `must be a whole number from 1 to ${MAX_PROFILES_PAGE}` })
			.int(`must be a whole number from 1 to ${MAX_PROFILES_PAGE}`)
			.min(1, `must be a whole number from 1 to ${MAX_PROFILES_PAGE}`)
			.max(MAX_PROFILES_PAGE, `must be a whole number from 1 to ${MAX_PROFILES_PAGE}`)
			.optional(),
		cursor: z.string().min(1).optional(),
		include: oneOrList(z.array(z.enum(PROFILE_INCLUDES)))
			.optional()
			.describe('Extended data for the one profile refId names.'),
	})
	.passthrough();

export const ProfileListQuerySchema = ProfileListQueryFields.superRefine((query, ctx) => {
	// Docs: "include ... requires refId".
	if (query.include && query.include.length > 0 && !query.refId)
		ctx.addIssue({
			code: 'custom',
			path: ['include'],
			message: 'needs refId: extended profile data is returned for one profile at a time',
		});
});

/** `GET /profiles`: the account's user profiles, filtered and paged. */
export const GetProfiles = endpoint({
	method: 'GET',
	path: '/profiles',
	doc: GET_PROFILES,
	summary: "Lists the account's user profiles (never their keys), filtered and paged.",
	query: ProfileListQuerySchema,
	errors: [101, 102],
});
export type ProfileListQuery = z.input<typeof ProfileListQuerySchema>;

/** `POST /profiles/generateJWT`: a signed URL that opens one profile's account-linking page. */
export const GenerateJwt = endpoint({
	method: 'POST',
	path: '/profiles/generateJWT',
	doc: `${DOCS}/apis/profiles/generate-jwt`,
	summary: "Signs a short-lived URL to a user profile's social-account linking page.",
	body: ProfileJwtSchema,
	errors: [189],
	fields: {
		email: `${DOCS}/apis/profiles/generate-jwt-overview`,
	},
});
