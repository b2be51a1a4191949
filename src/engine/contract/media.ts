import { z } from 'zod';
import { MediaDataUrlSchema } from '../resources/dataUrl';
import { UPLOAD_CONTENT_TYPES, fileExtension, uploadMimeType } from '../resources/mediaUrls';
import { DOCS, endpoint } from './endpoint';

/**
 * The media endpoints (docs: apis/media/*): uploading a file, listing the stored ones, a presigned
 * URL for a large file, and checks of a media URL. Resizing is in `./mediaResize`. The engine's
 * `Media` resource and the sandbox's routes both read these.
 */

export const MediaUploadSchema = z
	.object({
		file: MediaDataUrlSchema,
		fileName: z.string().trim().min(1).max(255).optional(),
		description: z.string().max(5_000).optional(),
	})
	.passthrough();
export type MediaUploadRequest = z.infer<typeof MediaUploadSchema>;

const FILE_NAME = z
	.string({ required_error: 'is required: the name of the file, like "clip.mp4"' })
	.trim()
	.min(1, 'must name the file, like "clip.mp4"')
	.max(255, 'must be at most 255 characters')
	.refine((name) => !/[/\\]/.test(name), 'must be a file name, without / or \\');

export const MediaUploadUrlQuerySchema = z
	.object({
		fileName: FILE_NAME,
		// Docs (upload-large-media): optional; without it the file name must carry an extension.
		contentType: z
			.string()
			.refine((type) => uploadMimeType(type) !== undefined, {
				message: `must be one of ${Object.keys(UPLOAD_CONTENT_TYPES).join(', ')} (or its MIME type)`,
			})
			.optional(),
	})
	.passthrough()
	.superRefine((query, ctx) => {
		if (query.contentType === undefined && fileExtension(query.fileName) === '')
			ctx.addIssue({
				code: 'custom',
				path: ['fileName'],
				message:
					'must end with an extension like ".mp4" when contentType is not given (or send contentType, like "mp4")',
			});
	});
export type MediaUploadUrlQuery = z.input<typeof MediaUploadUrlQuerySchema>;

const HttpUrlSchema = z
	.string({ required_error: 'is required: the media address, an http(s) URL' })
	.trim()
	.url('must be an http(s) URL')
	.refine((url) => /^https?:\/\//i.test(url), 'must be an http(s) URL');

export const MediaUrlExistsSchema = z.object({ mediaUrl: HttpUrlSchema }).passthrough();
export type MediaUrlExistsRequest = z.infer<typeof MediaUrlExistsSchema>;

export const MediaMetaQuerySchema = z.object({ url: HttpUrlSchema }).passthrough();
export type MediaMetaQuery = z.infer<typeof MediaMetaQuerySchema>;

const MediaItemSchema = z
	.object({ id: z.string(), url: z.string(), fileName: z.string(), description: z.string() })
	.passthrough();

const MediaFactsSchema = z
	.object({
		status: z.literal('success'),
		urlExists: z.boolean(),
		contentType: z.string().optional(),
		size: z.number().optional(),
		width: z.number().optional(),
		height: z.number().optional(),
		duration: z.number().optional(),
	})
	.passthrough();

/**
 * `POST /media/upload {file, fileName?, description?}`: stores a file, as a data URL in JSON or a
 * multipart/form-data file part (read as the same fields); answers its URL to post with.
 */
export const mediaUploadEndpoint = endpoint({
	method: 'POST',
	path: '/media/upload',
	// The path the service's older SDKs call.
	aliases: ['/upload'],
	doc: `${DOCS}/apis/media/upload-media`,
	summary: 'Stores an image or video sent as a data URL or a multipart file; answers its URL.',
	body: MediaUploadSchema,
	response: MediaItemSchema,
});

/** `GET /media`: the stored files, newest first. */
export const mediaListEndpoint = endpoint({
	method: 'GET',
	path: '/media',
	doc: `${DOCS}/apis/media/get-media`,
	summary: 'Lists the stored images and videos, newest first.',
	query: z.object({}).passthrough(),
	response: z.array(
		MediaItemSchema.extend({ timeCreated: z.string(), size: z.string() }).passthrough(),
	),
});

/** `GET /media/uploadUrl?fileName=&contentType=`: a presigned URL to PUT a large file to. */
export const mediaUploadUrlEndpoint = endpoint({
	method: 'GET',
	path: '/media/uploadUrl',
	doc: `${DOCS}/apis/media/upload-large-media`,
	summary: 'Hands out a presigned URL to PUT a file of up to 5 GB to, and the URL to post it with.',
	query: MediaUploadUrlQuerySchema,
	response: z
		.object({
			status: z.literal('success'),
			uploadUrl: z.string(),
			accessUrl: z.string(),
			contentType: z.string(),
		})
		.passthrough(),
});

/** `POST /media/urlExists {mediaUrl}`: whether a media URL answers. */
export const mediaUrlExistsEndpoint = endpoint({
	method: 'POST',
	path: '/media/urlExists',
	doc: `${DOCS}/apis/media/verify-media-url`,
	summary: 'Tells whether a media URL answers, with its content type.',
	body: MediaUrlExistsSchema,
	response: MediaFactsSchema.extend({ mediaUrl: z.string() }).passthrough(),
});

/**
 * `POST /validate/mediaUrl {mediaUrl}`: the docs' Validate section lists it, and its page
 * (apis/validate/validate-media) sends readers to the media URL check: the same contract under
 * that section's path. A documented path of today, so not an older alias (which the OpenAPI
 * document marks deprecated).
 */
export const validateMediaUrlEndpoint = endpoint({
	...mediaUrlExistsEndpoint,
	path: '/validate/mediaUrl',
	doc: `${DOCS}/apis/validate/validate-media`,
});

/** `GET /media/meta?url=`: type, size, dimensions and duration of a media URL. */
export const mediaMetaEndpoint = endpoint({
	method: 'GET',
	path: '/media/meta',
	doc: `${DOCS}/apis/media/media-meta`,
	summary: 'Reads the type, size, dimensions and duration of a media URL.',
	query: MediaMetaQuerySchema,
	response: MediaFactsSchema.extend({ url: z.string() }).passthrough(),
});

/**
 * `PUT /uploads/:token/:fileName` (ours: the presigned URL `GET /media/uploadUrl` hands out, at
 * the sandbox's root, not below /api). Its raw body is the file's bytes, streamed to disk, so it
 * has no contract body: only its path parameters are declared.
 */
export const mediaUploadPutEndpoint = endpoint({
	method: 'PUT',
	path: '/uploads/:token/:fileName',
	doc: { ours: "the presigned URL's PUT: the service's is a storage bucket's, not its API" },
	summary: "Receives a large file's bytes at a presigned upload URL.",
	params: z.object({ token: z.string().min(1), fileName: z.string().min(1) }).passthrough(),
});
