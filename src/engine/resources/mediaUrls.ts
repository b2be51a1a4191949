import { z } from 'zod';

// Media by URL (today's docs): presigned upload URLs for large files, and checks of a media URL.

const MB = 1000 * 1000;

/** Files over `inlineMaxBytes` go through an upload URL; one upload URL takes up to 5 GB. */
export const LARGE_MEDIA = { inlineMaxBytes: 10 * MB, uploadUrlMaxBytes: 5000 * MB } as const;

/** The file types an upload URL takes, by the extension the service names them with. */
export const UPLOAD_CONTENT_TYPES: Record<string, string> = {
	jpg: 'image/jpeg',
	jpeg: 'image/jpeg',
	png: 'image/png',
	gif: 'image/gif',
	webp: 'image/webp',
	bmp: 'image/bmp',
	heic: 'image/heic',
	mp4: 'video/mp4',
	mov: 'video/quicktime',
	webm: 'video/webm',
	m4v: 'video/x-m4v',
};

const KNOWN_MIME_TYPES: readonly string[] = Object.values(UPLOAD_CONTENT_TYPES);

/** `mp4`, `.mp4` or `video/mp4` → `video/mp4`; undefined for a type the service does not take. */
export function uploadMimeType(contentType: string): string | undefined {
	const text = contentType.trim().toLowerCase();
	if (KNOWN_MIME_TYPES.includes(text)) return text;
	return UPLOAD_CONTENT_TYPES[text.replace(/^\./, '')];
}

export const MediaUploadUrlQuerySchema = z
	.object({
		fileName: z
			.string({ required_error: 'is required: the name of the file, like "clip.mp4"' })
			.trim()
			.min(1, 'must name the file, like "clip.mp4"')
			.max(255, 'must be at most 255 characters')
			.refine((name) => !/[/\\]/.test(name), 'must be a file name, without / or \\'),
		contentType: z
			.string({ required_error: 'is required: the file type, like "mp4" or "video/mp4"' })
			.refine((type) => uploadMimeType(type) !== undefined, {
				message: `must be one of ${Object.keys(UPLOAD_CONTENT_TYPES).join(', ')} (or its MIME type)`,
			}),
	})
	.passthrough();
export type MediaUploadUrlQuery = z.infer<typeof MediaUploadUrlQuerySchema>;

export interface MediaUploadUrl {
	/** PUT the file's bytes here (no API key), within 30 minutes, once. */
	uploadUrl: string;
	/** The file's address once uploaded: put it in a post's mediaUrls. */
	accessUrl: string;
	/** The MIME type to send the PUT with. */
	contentType: string;
	[key: string]: unknown;
}

const HttpUrlSchema = z
	.string({ required_error: 'is required: the media address, an http(s) URL' })
	.trim()
	.url('must be an http(s) URL')
	.refine((url) => /^https?:\/\//i.test(url), 'must be an http(s) URL');

export const MediaUrlExistsSchema = z.object({ mediaUrl: HttpUrlSchema }).passthrough();
export type MediaUrlExistsRequest = z.infer<typeof MediaUrlExistsSchema>;

export const MediaMetaQuerySchema = z.object({ url: HttpUrlSchema }).passthrough();
export type MediaMetaQuery = z.infer<typeof MediaMetaQuerySchema>;

/** What the service can tell of a media URL; fields it cannot tell are absent. */
export interface MediaFacts {
	urlExists?: boolean;
	contentType?: string;
	size?: number;
	width?: number;
	height?: number;
	/** Seconds, for video. */
	duration?: number;
	[key: string]: unknown;
}
