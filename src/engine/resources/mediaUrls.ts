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

/** A file name's extension, lower case, without the dot ("" for none). */
export function fileExtension(fileName: string): string {
	return /\.([^./\\]+)$/.exec(fileName)?.[1]?.toLowerCase() ?? '';
}

/**
 * The MIME type an upload URL is for: its contentType's, else its file name's extension's, else
 * application/octet-stream (docs, apis/media/upload-large-media: "If not present,
 * application/octet-stream will be used"; reading the extension first is ours).
 */
export function uploadUrlMimeType(fileName: string, contentType?: string): string {
	if (contentType !== undefined) return uploadMimeType(contentType) ?? 'application/octet-stream';
	return UPLOAD_CONTENT_TYPES[fileExtension(fileName)] ?? 'application/octet-stream';
}

export interface MediaUploadUrl {
	/** PUT the file's bytes here (no API key), within 30 minutes, once. */
	uploadUrl: string;
	/** The file's address once uploaded: put it in a post's mediaUrls. */
	accessUrl: string;
	/** The MIME type to send the PUT with. */
	contentType: string;
	[key: string]: unknown;
}

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
