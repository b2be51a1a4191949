import { parseOrThrow } from '../core/zodIssues';
import { sendCreate, type ClientCore, type RequestOptions } from './shared';
import type { MediaFacts, MediaUploadUrl } from './mediaUrls';
import type { MediaResizeResult } from './mediaResize';
import {
	MediaMetaQuerySchema,
	MediaUploadSchema,
	MediaUploadUrlQuerySchema,
	MediaUrlExistsSchema,
	type MediaUploadRequest,
	type MediaUploadUrlQuery,
} from '../contract/media';
import { MediaResizeSchema, type MediaResizeRequest } from '../contract/mediaResize';

// The request schemas' one home is the contracts; the engine's API names them here too.
export {
	MediaMetaQuerySchema,
	MediaUploadSchema,
	MediaUploadUrlQuerySchema,
	MediaUrlExistsSchema,
	type MediaMetaQuery,
	type MediaUploadRequest,
	type MediaUploadUrlQuery,
	type MediaUrlExistsRequest,
} from '../contract/media';
export {
	MediaResizeSchema,
	ResizeDimensionsSchema,
	ResizeEffectsSchema,
	WatermarkSchema,
	type MediaResizeRequest,
} from '../contract/mediaResize';
export * from './dataUrl';

/** A stored file (docs: apis/media/upload-media, get-media); `timeCreated` and `size` come with the list. */
export interface MediaItem {
	id: string;
	url: string;
	fileName?: string;
	description?: string;
	timeCreated?: string;
	size?: string;
	[key: string]: unknown;
}

export class Media {
	constructor(private readonly client: ClientCore) {}

	/** Stores a file sent as a base64 data URL (`POST /media/upload`); answers its reference URL. */
	async upload(params: MediaUploadRequest, options: RequestOptions = {}): Promise<MediaItem> {
		const body = parseOrThrow(MediaUploadSchema, params, 'Invalid media upload');
		const spec = { method: 'POST' as const, path: '/media/upload', body, idempotent: false };
		return sendCreate<MediaItem>(this.client, spec, options);
	}

	/** Every stored file (`GET /media`). */
	async list(options: RequestOptions = {}): Promise<MediaItem[]> {
		return this.client.sender.send<MediaItem[]>({
			method: 'GET',
			path: '/media',
			profileKey: options.profileKey,
		});
	}

	/**
	 * A presigned URL to PUT a large file to (`GET /media/uploadUrl`); post with its `accessUrl`.
	 * For files over 10 MB, up to 5 GB; the PUT itself is the caller's (it streams the bytes).
	 */
	async uploadUrl(
		params: MediaUploadUrlQuery,
		options: RequestOptions = {},
	): Promise<MediaUploadUrl> {
		const query = parseOrThrow(MediaUploadUrlQuerySchema, params, 'Invalid upload URL request');
		return this.client.sender.send<MediaUploadUrl>({
			method: 'GET',
			path: '/media/uploadUrl',
			query,
			profileKey: options.profileKey,
		});
	}

	/** Whether a media URL answers, with its type (`POST /media/urlExists`). */
	async urlExists(mediaUrl: string, options: RequestOptions = {}): Promise<MediaFacts> {
		const body = parseOrThrow(MediaUrlExistsSchema, { mediaUrl }, 'Invalid media URL');
		return this.client.sender.send<MediaFacts>({
			method: 'POST',
			path: '/media/urlExists',
			body,
			profileKey: options.profileKey,
			// Only reads the URL.
			idempotent: true,
		});
	}

	/** Type, size, dimensions and duration of a media URL (`GET /media/meta`). */
	async meta(url: string, options: RequestOptions = {}): Promise<MediaFacts> {
		const query = parseOrThrow(MediaMetaQuerySchema, { url }, 'Invalid media URL');
		return this.client.sender.send<MediaFacts>({
			method: 'GET',
			path: '/media/meta',
			query,
			profileKey: options.profileKey,
		});
	}

	/** An image resized to a platform's size or given dimensions (`POST /media/resize`). */
	async resize(
		params: MediaResizeRequest,
		options: RequestOptions = {},
	): Promise<MediaResizeResult> {
		const body = parseOrThrow(MediaResizeSchema, params, 'Invalid image resize');
		return this.client.sender.send<MediaResizeResult>({
			method: 'POST',
			path: '/media/resize',
			body,
			profileKey: options.profileKey,
		});
	}
}
