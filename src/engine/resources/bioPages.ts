import { parseOrThrow } from '../core/zodIssues';
import type { ClientCore, RequestOptions } from './shared';
import {
	BioHandleQuerySchema,
	BioPageCreateSchema,
	BioPageUpdateSchema,
	type BioPageCreateRequest,
	type BioPageFields,
	type BioPageUpdateRequest,
	type BioSocialUrls,
} from '../contract/bioPages';

export * from './bioSocial';
// The request schemas' one home is the contract; the engine's API names them here too.
export {
	BIO_PAGE_FIELDS,
	BioHandleQuerySchema,
	BioHandleSchema,
	BioPageCreateSchema,
	BioPageUpdateSchema,
	BioSocialUrlsSchema,
	type BioPageCreateRequest,
	type BioPageFields,
	type BioPageUpdateRequest,
	type BioSocialUrls,
} from '../contract/bioPages';

/** A bio page as read back (ours: bio pages have no public docs): fields with no value are left out. */
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
