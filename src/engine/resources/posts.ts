import { z } from 'zod';
import { path } from '../core/path';
import { parseOrThrow } from '../core/zodIssues';
import type { Network } from '../networks';
import { toUtcTimestamp } from '../scheduling';
import { assertValidPost, type PostCreateInput, type PostCreateRequest } from '../validation';
import { sendPostValidation, type PostValidationAnswer } from './postValidation';
import {
	POST_UPDATE_FIELDS,
	PostDeleteSchema,
	PostIdSchema,
	PostUpdateFieldsSchema,
	PostUpdateSchema,
} from '../contract/postActions';
import { replayableConflict, type ClientCore, type RequestOptions } from './shared';

export const POST_STATUSES = [
	'awaiting approval',
	'pending',
	'processing',
	'success',
	'error',
	'paused',
	'deleted',
] as const;
export type PostStatus = (typeof POST_STATUSES)[number];

/** One network's result inside a send response. */
export interface PostIdEntry {
	status: string;
	/** Network-side id (`pending` on some networks until the network confirms). */
	id: string;
	postUrl?: string;
	platform: Network;
	usedQuota?: number;
	owner?: string;
	/**
	 * A post sent as a thread of tweets (its options' `thread`, more than one tweet): every tweet's
	 * network id, first to last. `id` and `postUrl` are the first tweet's.
	 */
	threadIds?: string[];
	[key: string]: unknown;
}

export interface PostErrorEntry {
	action?: string;
	status?: string;
	code?: number;
	message?: string;
	platform?: string;
	[key: string]: unknown;
}

/** Answer of a single-profile send: sent, scheduled or held for approval. */
export interface SendPostResult {
	status: 'success' | 'scheduled' | 'awaiting approval' | 'error' | string;
	errors?: PostErrorEntry[];
	postIds?: PostIdEntry[];
	/** The service post id. */
	id: string;
	refId?: string;
	post?: string;
	scheduleDate?: string;
	/** True when a retried create found its first attempt had landed; the post was not sent twice. */
	replayed?: boolean;
	[key: string]: unknown;
}

/** One element of the answer of a `profileKeys` send. */
export interface ProfileSendResult extends SendPostResult {
	profileTitle?: string;
}

/** A post as `GET /post/:id` and history return it. */
export interface PostRecord {
	id: string;
	post: string;
	platforms: Network[];
	postIds: PostIdEntry[];
	errors: PostErrorEntry[];
	mediaUrls: string[];
	scheduleDate?: string;
	status: PostStatus | string;
	type: 'immediate' | 'scheduled' | string;
	created: string;
	notes?: string;
	refId?: string;
	profileTitle?: string;
	shortenLinks?: boolean;
	[key: string]: unknown;
}

export type { PostValidationAnswer } from './postValidation';

export { PostDeleteSchema, PostIdSchema };
export type PostDeleteRequest = z.infer<typeof PostDeleteSchema>;

export { POST_UPDATE_FIELDS, PostUpdateFieldsSchema, PostUpdateSchema };
export type PostUpdateRequest = z.infer<typeof PostUpdateSchema>;

export interface CreatePostOptions extends RequestOptions {
	/** Skip the offline validation (the service validates anyway). */
	skipValidation?: boolean;
	/**
	 * `idempotencyKey` may have been sent by an earlier run of the same logical create (n8n's
	 * execution retry derives the same key): a duplicate-key conflict on it, even on the first
	 * attempt, then answers with the post it made (`replayed: true`). Not applied to a key in the body.
	 */
	replayOnConflict?: boolean;
}

/** Accepts n8n DateTime, Date, epoch ms or an ISO string with an offset; leaves garbage for validation to name. */
function normaliseScheduleDate<T extends { scheduleDate?: unknown }>(params: T): T {
	if (
		params.scheduleDate === undefined ||
		params.scheduleDate === null ||
		params.scheduleDate === ''
	) {
		const rest = { ...params };
		delete rest.scheduleDate;
		return rest;
	}
	try {
		return { ...params, scheduleDate: toUtcTimestamp(params.scheduleDate) };
	} catch {
		return params;
	}
}

/**
 * The id of the post an earlier attempt of this same create already made: only when a retry (not
 * the first attempt) meets the duplicate-key conflict, so a caller reusing a key still gets the 409.
 */
function landedPostId(error: unknown, keyMayBeReused: boolean): string | undefined {
	const id = (replayableConflict(error, keyMayBeReused)?.body as { id?: unknown } | undefined)?.id;
	return typeof id === 'string' ? id : undefined;
}

export class Posts {
	constructor(private readonly client: ClientCore) {}

	/**
	 * Publishes, schedules or holds a post (https://www.ayrshare.com/docs/apis/post/post). Validates offline first, makes one
	 * idempotency key for this create and reuses it on every retry; if a retry finds that an earlier
	 * attempt already landed, answers with that post (`replayed: true`) instead of failing.
	 */
	create(
		params: PostCreateInput & { profileKeys: string[] },
		options?: CreatePostOptions,
	): Promise<ProfileSendResult[]>;
	create(params: PostCreateInput, options?: CreatePostOptions): Promise<SendPostResult>;
	async create(
		params: PostCreateInput,
		options: CreatePostOptions = {},
	): Promise<SendPostResult | ProfileSendResult[]> {
		const normalised = normaliseScheduleDate(
			params as PostCreateInput & { scheduleDate?: unknown },
		);
		const body = options.skipValidation
			? (normalised as PostCreateRequest)
			: assertValidPost(normalised, this.client.sender.now());
		const idempotencyKey =
			body.idempotencyKey ?? options.idempotencyKey ?? this.client.newIdempotencyKey();
		const request = { ...body, idempotencyKey };
		const outcome = await this.client.sender
			.send<SendPostResult | ProfileSendResult[]>({
				method: 'POST',
				path: '/post',
				body: request,
				profileKey: options.profileKey,
				idempotencyKey,
			})
			.then(
				(result) => ({ result }),
				(error: unknown) => ({ error }),
			);
		if ('result' in outcome) return outcome.result;
		const keyMayBeReused =
			options.replayOnConflict === true &&
			body.idempotencyKey === undefined &&
			!!options.idempotencyKey;
		const existingId = landedPostId(outcome.error, keyMayBeReused);
		if (existingId === undefined) throw outcome.error;
		const record = await this.get(existingId, options);
		return {
			status: record.status,
			errors: record.errors,
			postIds: record.postIds,
			id: record.id,
			refId: record.refId,
			post: record.post,
			scheduleDate: record.scheduleDate,
			replayed: true,
		};
	}

	/**
	 * Asks the service to check a post without publishing it (`POST /validate/post`, the body
	 * `/post` takes). Problems the service finds are an answer, not an error: `ok: false` with its
	 * `errors`; warnings (networks not linked) come with `ok: true`. Nothing is stored or sent.
	 */
	async validate(
		params: PostCreateInput,
		options: RequestOptions = {},
	): Promise<PostValidationAnswer> {
		const body = normaliseScheduleDate(params as PostCreateInput & { scheduleDate?: unknown });
		return sendPostValidation(this.client, body, options);
	}

	/** One post by service id (`GET /post/:id`). */
	async get(id: string, options: RequestOptions = {}): Promise<PostRecord> {
		return this.client.sender.send<PostRecord>({
			method: 'GET',
			path: path`/post/${parseOrThrow(PostIdSchema, id, 'Invalid post id')}`,
			profileKey: options.profileKey,
		});
	}

	/**
	 * Deletes one post (`id`), several pending ones (`bulk`, skipping any no longer pending), or every
	 * scheduled one (`deleteAllScheduled`). Sent posts are removed from the networks that allow it.
	 */
	async delete(
		params: PostDeleteRequest,
		options: RequestOptions = {},
	): Promise<Record<string, unknown>> {
		const body = parseOrThrow(PostDeleteSchema, params, 'Invalid delete request');
		return this.client.sender.send({
			method: 'DELETE',
			path: '/post',
			body,
			profileKey: options.profileKey,
		});
	}

	/** Approves, reschedules, pauses or annotates a post (`PATCH /post`, or `PUT /post` for older services). */
	async update(
		params: PostUpdateRequest & { scheduleDate?: unknown },
		options: RequestOptions & { method?: 'PUT' | 'PATCH' } = {},
	): Promise<Record<string, unknown>> {
		const body = parseOrThrow(
			PostUpdateSchema,
			normaliseScheduleDate(params),
			'Invalid post update',
		);
		return this.client.sender.send({
			method: options.method ?? 'PATCH',
			path: '/post',
			body,
			profileKey: options.profileKey,
		});
	}

	/** Releases a post held for approval. */
	async approve(id: string, options: RequestOptions = {}): Promise<Record<string, unknown>> {
		return this.update({ id, approved: true }, options);
	}

	/** Sends a failed post again (`PUT /post/retry`); allowed once, from status `error`. */
	async retry(id: string, options: RequestOptions = {}): Promise<Record<string, unknown>> {
		return this.client.sender.send({
			method: 'PUT',
			path: '/post/retry',
			body: { id: parseOrThrow(PostIdSchema, id, 'Invalid post id') },
			profileKey: options.profileKey,
		});
	}
}
