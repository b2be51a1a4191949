import { z } from 'zod';
import { parseOrThrow } from '../core/zodIssues';
import { bioLinkNetworks, networkEntry, type BioLink, type BioLinkNetwork } from '../networks';
import { isWebUrl, type ClientCore, type RequestOptions } from './shared';

/** Social links of a bio page that are no network of the registry: their label and profile host. */
const OTHER_SOCIAL_LINKS = { github: { label: 'GitHub', host: 'github.com' } } as const;

/** Keys of a bio page's `socialUrls` (interface 2.12), in the order a page lists them. */
export const BIO_SOCIAL_KEYS: readonly (BioLinkNetwork | keyof typeof OTHER_SOCIAL_LINKS)[] = [
	...bioLinkNetworks(),
	...(Object.keys(OTHER_SOCIAL_LINKS) as (keyof typeof OTHER_SOCIAL_LINKS)[]),
];
export type BioSocialKey = (typeof BIO_SOCIAL_KEYS)[number];

/** A social link's text on the page and its field's name in the node. */
export function bioSocialLabel(key: BioSocialKey): string {
	return key in OTHER_SOCIAL_LINKS
		? OTHER_SOCIAL_LINKS[key as keyof typeof OTHER_SOCIAL_LINKS].label
		: (networkEntry(key as BioLinkNetwork).offers.bioLink as BioLink).label;
}

/** The host of a social link's profile addresses. */
export function bioSocialHost(key: BioSocialKey): string {
	return key in OTHER_SOCIAL_LINKS
		? OTHER_SOCIAL_LINKS[key as keyof typeof OTHER_SOCIAL_LINKS].host
		: (networkEntry(key as BioLinkNetwork).offers.bioLink as BioLink).host;
}

export const BIO_BUTTON_NUMBERS = [1, 2, 3] as const;

export const BIO_LIMITS = {
	handleMin: 3,
	handleMax: 30,
	textMax: 500,
	buttonTextMax: 80,
	urlMax: 2048,
} as const;

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

/** An http(s) URL, or "" for no value (interface 2.12: empty means not displayed). */
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
	.refine((request) => Object.values(request).some((value) => value !== undefined), {
		message: `must change something: give the handle or any of ${BIO_PAGE_FIELDS.join(', ')}`,
	});
export type BioPageUpdateRequest = z.input<typeof BioPageUpdateSchema>;

export const BioHandleQuerySchema = z.object({ handle: BioHandleSchema }).passthrough();

/** A bio page as read back (interface 2.12): fields with no value are left out. */
export interface BioPage extends BioPageFields {
	handle: string;
	socialUrls: BioSocialUrls;
	autoSyncSocialUrls: boolean;
	/** The public page address. */
	biolinkUrl: string;
	created: string;
	modifiedDate: string;
	[key: string]: unknown;
}

export interface BioPageWriteResult {
	status: string;
	/** The public page address. */
	url: string;
	[key: string]: unknown;
}

export interface BioHandleCheck {
	status: string;
	exists: boolean;
	[key: string]: unknown;
}

/** The profile's bio page (beta; the service may change these endpoints without notice). */
export class BioPages {
	constructor(private readonly client: ClientCore) {}

	/** The profile's page (`GET /biolink`). */
	async get(options: RequestOptions = {}): Promise<BioPage> {
		return this.client.sender.send<BioPage>({
			method: 'GET',
			path: '/biolink',
			profileKey: options.profileKey,
		});
	}

	/** Creates the profile's one page (`POST /biolink`); a taken handle or a second page is refused. */
	async create(
		params: BioPageCreateRequest,
		options: RequestOptions = {},
	): Promise<BioPageWriteResult> {
		const body = parseOrThrow(BioPageCreateSchema, params, 'Invalid bio page');
		return this.client.sender.send<BioPageWriteResult>({
			method: 'POST',
			path: '/biolink',
			body,
			profileKey: options.profileKey,
		});
	}

	/** Changes some fields (`PUT /biolink`); "" clears a field; a new handle frees the old one. */
	async update(
		params: BioPageUpdateRequest,
		options: RequestOptions = {},
	): Promise<BioPageWriteResult> {
		const body = parseOrThrow(BioPageUpdateSchema, params, 'Invalid bio page update');
		return this.client.sender.send<BioPageWriteResult>({
			method: 'PUT',
			path: '/biolink',
			body,
			profileKey: options.profileKey,
		});
	}

	/** Deletes the page and frees its handle (`DELETE /biolink`). */
	async delete(options: RequestOptions = {}): Promise<{ status: string; [key: string]: unknown }> {
		return this.client.sender.send({
			method: 'DELETE',
			path: '/biolink',
			profileKey: options.profileKey,
		});
	}

	/** Whether a handle is taken (`GET /biolink/checkHandle`; Premium or Business plan). */
	async checkHandle(handle: string, options: RequestOptions = {}): Promise<BioHandleCheck> {
		const query = parseOrThrow(BioHandleQuerySchema, { handle }, 'Invalid bio page handle');
		return this.client.sender.send<BioHandleCheck>({
			method: 'GET',
			path: '/biolink/checkHandle',
			query,
			profileKey: options.profileKey,
		});
	}
}
