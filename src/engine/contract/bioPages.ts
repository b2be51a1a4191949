import { z } from 'zod';
import { BIO_LIMITS, BIO_SOCIAL_KEYS, type BioSocialKey } from '../resources/bioSocial';
import { isWebUrl } from '../resources/shared';
import { endpoint } from './endpoint';

/**
 * Bio pages (beta, `/biolink`): one public "link in bio" page per profile. The service's public
 * docs have no page for these endpoints, so each contract's doc is ours. The engine's `BioPages`
 * resource and the sandbox's routes both read these.
 */

const HANDLE = /^[a-z0-9_-]+$/i;
const HANDLE_RULE = `${BIO_LIMITS.handleMin}-${BIO_LIMITS.handleMax} letters, digits, "_" or "-"`;

/** A page handle: its address is built from it; unique whatever the case, so it is kept in lower case. */
export const BioHandleSchema = z
	.string({ required_error: `is required: the page's handle, ${HANDLE_RULE}` })
	.trim()
	.min(BIO_LIMITS.handleMin, `must be ${HANDLE_RULE}`)
	.max(BIO_LIMITS.handleMax, `must be ${HANDLE_RULE}`)
	.regex(HANDLE, `must be ${HANDLE_RULE}, like "acme-coffee"`)
	.transform((handle) => handle.toLowerCase());

/** An http(s) URL, or "" for no value (ours: empty means not displayed). */
const OptionalUrlSchema = z
	.string()
	.trim()
	.max(BIO_LIMITS.urlMax, `must be at most ${BIO_LIMITS.urlMax} characters long`)
	.refine(
		(url) => url === '' || isWebUrl(url),
		'must be an http or https URL like https://example.com, or "" for none',
	);

const OptionalTextSchema = (max: number) =>
	z.string().trim().max(max, `must be at most ${max} characters long`);

export const BioSocialUrlsSchema = z
	.object(
		Object.fromEntries(BIO_SOCIAL_KEYS.map((key) => [key, OptionalUrlSchema.optional()])) as Record<
			BioSocialKey,
			z.ZodOptional<typeof OptionalUrlSchema>
		>,
	)
	.passthrough();
export type BioSocialUrls = Partial<Record<BioSocialKey, string>>;

const pageFields = {
	profileImage: OptionalUrlSchema.optional(),
	backgroundImage: OptionalUrlSchema.optional(),
	text1: OptionalTextSchema(BIO_LIMITS.textMax).optional(),
	text2: OptionalTextSchema(BIO_LIMITS.textMax).optional(),
	button1Text: OptionalTextSchema(BIO_LIMITS.buttonTextMax).optional(),
	button1Url: OptionalUrlSchema.optional(),
	button2Text: OptionalTextSchema(BIO_LIMITS.buttonTextMax).optional(),
	button2Url: OptionalUrlSchema.optional(),
	button3Text: OptionalTextSchema(BIO_LIMITS.buttonTextMax).optional(),
	button3Url: OptionalUrlSchema.optional(),
	socialUrls: BioSocialUrlsSchema.optional(),
	autoSyncSocialUrls: z.boolean().optional(),
};

/** Fields of a page other than the handle; an empty string clears a field. */
export type BioPageFields = {
	[K in keyof typeof pageFields]?: z.infer<(typeof pageFields)[K]>;
};
export const BIO_PAGE_FIELDS = Object.keys(pageFields) as (keyof BioPageFields)[];

export const BioPageCreateSchema = z
	.object({ handle: BioHandleSchema, ...pageFields })
	.passthrough();
export type BioPageCreateRequest = z.input<typeof BioPageCreateSchema>;

export const BioPageUpdateSchema = z
	.object({ handle: BioHandleSchema.optional(), ...pageFields })
	.passthrough()
	// The profileKey (which profile's page) changes nothing on the page.
	.refine(
		(request) =>
			Object.entries(request).some(([key, value]) => key !== 'profileKey' && value !== undefined),
		{
			message: `must change something: give the handle or any of ${BIO_PAGE_FIELDS.join(', ')}`,
		},
	);
export type BioPageUpdateRequest = z.input<typeof BioPageUpdateSchema>;

export const BioHandleQuerySchema = z.object({ handle: BioHandleSchema }).passthrough();
export type BioHandleQuery = z.input<typeof BioHandleQuerySchema>;

const BIO_DOC = {
	ours: 'beta bio page endpoints the public docs do not list; their fields are ours',
};

const WriteResultSchema = z.object({ status: z.literal('success'), url: z.string() }).passthrough();

/** `GET /biolink`: the profile's page. */
export const bioPageGetEndpoint = endpoint({
	method: 'GET',
	path: '/biolink',
	doc: BIO_DOC,
	summary: "Reads the profile's bio page.",
	query: z.object({}).passthrough(),
	response: z.object({ status: z.literal('success'), handle: z.string() }).passthrough(),
});

/** `POST /biolink {handle, ...}`: the profile's one page. */
export const bioPageCreateEndpoint = endpoint({
	method: 'POST',
	path: '/biolink',
	doc: BIO_DOC,
	summary: "Creates the profile's one bio page at a free handle.",
	body: BioPageCreateSchema,
	response: WriteResultSchema,
});

/** `PUT /biolink {...}`: changes the given fields; "" clears one. */
export const bioPageUpdateEndpoint = endpoint({
	method: 'PUT',
	path: '/biolink',
	doc: BIO_DOC,
	summary: "Changes fields of the profile's bio page; an empty string clears one.",
	body: BioPageUpdateSchema,
	response: WriteResultSchema,
});

/** `DELETE /biolink`: removes the page; its handle is free again. */
export const bioPageDeleteEndpoint = endpoint({
	method: 'DELETE',
	path: '/biolink',
	doc: BIO_DOC,
	summary: "Deletes the profile's bio page and frees its handle.",
	response: z.object({ status: z.literal('success') }).passthrough(),
});

/** `GET /biolink/checkHandle?handle=`: whether a handle is taken. */
export const bioHandleCheckEndpoint = endpoint({
	method: 'GET',
	path: '/biolink/checkHandle',
	doc: BIO_DOC,
	summary: 'Tells whether a bio page handle is taken.',
	query: BioHandleQuerySchema,
	response: z
		.object({ status: z.literal('success'), handle: z.string(), exists: z.boolean() })
		.passthrough(),
});
