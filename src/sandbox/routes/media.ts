import { existsSync } from 'node:fs';
import { ValidationError } from '../../engine/core/errors';
import { MEDIA_LIMITS, parseDataUrl } from '../../engine/resources/media';
import { mediaListEndpoint, mediaUploadEndpoint } from '../../engine/contract/media';
import { actingProfile } from '../http/auth';
import type { SandboxContext } from '../context';
import { notFound, validationFailed } from '../errors';
import { randomBase62 } from '../networks/ids';
import {
	contractRoute,
	type ContractRequest,
	type Reply,
	type Route,
	type SandboxRequest,
} from '../router';
import type { Account } from '../store/accounts';
import type { StoredMedia } from '../store/media';
import { echoSafeIssues } from '../http/parseRequest';
import { idempotentCreate } from '../http/idempotencyKey';

const ACTION = 'upload';

/**
 * The upload body: the largest file MEDIA_LIMITS allows as base64 (4 bytes per 3), plus room for
 * the JSON around it, the file name and the description. Only this route reads bodies this big.
 */
export const UPLOAD_MAX_BODY_BYTES =
	Math.ceil(Math.max(...Object.values(MEDIA_LIMITS.maxBytes)) / 3) * 4 + 64 * 1024;

const EXTENSIONS: Record<string, string> = {
	'image/jpeg': 'jpg',
	'image/png': 'png',
	'image/gif': 'gif',
	'image/webp': 'webp',
	'image/bmp': 'bmp',
	'image/heic': 'heic',
	'video/mp4': 'mp4',
	'video/quicktime': 'mov',
	'video/webm': 'webm',
	'video/x-m4v': 'm4v',
};

export const mediaRoutes: Route[] = [
	// Docs (apis/media/upload-media): the file as a data URL in JSON, or a multipart/form-data
	// file part (read as the same fields: the part becomes the data URL); the SDK still sends /upload.
	...contractRoute(mediaUploadEndpoint, {
		action: ACTION,
		handler: idempotentCreate('upload', ACTION, upload),
		multipartBody: true,
		maxBodyBytes: UPLOAD_MAX_BODY_BYTES,
	}),
	...contractRoute(mediaListEndpoint, { action: 'media', handler: listMedia }),
	// Ours: where the stored files are served (public, as networks fetch them), not below /api.
	{
		method: 'GET',
		pattern: '/media/:id/:fileName',
		action: 'media',
		public: true,
		handler: serveMedia,
	},
];

export function mediaUrl(ctx: SandboxContext, media: StoredMedia): string {
	return `${ctx.url}/media/${media.id}/${encodeURIComponent(media.fileName)}`;
}

/** `POST /api/media/upload {file, fileName?, description?}`: stores a data-URL file for the acting profile. */
function upload(req: ContractRequest<typeof mediaUploadEndpoint>, ctx: SandboxContext): Reply {
	const profile = actingProfile(ctx, req, ACTION, { body: true });
	const request = req.input.body;
	let parsed: { mimeType: string; bytes: Uint8Array };
	try {
		parsed = parseDataUrl(request.file);
	} catch (error) {
		if (error instanceof ValidationError)
			throw validationFailed(ACTION, echoSafeIssues(error.issues));
		throw error;
	}
	const id = randomBase62(20);
	const media: StoredMedia = {
		id,
		profileId: profile.id,
		// A name is only a label: path separators would make the URL ambiguous, so they become "_".
		fileName: (request.fileName ?? `${id}.${EXTENSIONS[parsed.mimeType] ?? 'bin'}`).replace(
			/[/\\]/g,
			'_',
		),
		description: request.description ?? '',
		mimeType: parsed.mimeType,
		size: parsed.bytes.byteLength,
		createdAt: ctx.now(),
	};
	ctx.media.insert(media, parsed.bytes);
	return {
		status: 200,
		body: {
			id: media.id,
			url: mediaUrl(ctx, media),
			fileName: media.fileName,
			description: media.description,
		},
	};
}

/** `GET /api/media`: the acting profile's files, newest first (size as a string, as the docs show). */
function listMedia(req: ContractRequest<typeof mediaListEndpoint>, ctx: SandboxContext): Reply {
	const profile = actingProfile(ctx, req, 'media', { query: true });
	const items = ctx.media.list(profile.id).map((media) => ({
		id: media.id,
		url: mediaUrl(ctx, media),
		fileName: media.fileName,
		description: media.description,
		timeCreated: new Date(media.createdAt).toISOString(),
		size: String(media.size),
	}));
	return { status: 200, body: items };
}

/** `GET /media/:id/:fileName`: the stored bytes, as networks and browsers fetch them. */
function serveMedia(req: SandboxRequest, ctx: SandboxContext): Reply {
	const media = ctx.media.get(req.params.id);
	if (!media || media.fileName !== req.params.fileName)
		throw notFound('media', `No media file at ${req.path}.`);
	const headers = {
		'content-type': media.mimeType,
		'content-length': String(media.size),
		'cache-control': 'public, max-age=31536000, immutable',
	};
	const content = ctx.media.content(media);
	if ('path' in content) {
		if (!existsSync(content.path))
			throw notFound(
				'media',
				`The bytes of ${req.path} are missing from the data directory's media folder.`,
			);
		return { status: 200, file: content.path, headers };
	}
	return { status: 200, raw: content.bytes, headers };
}

/** The stored file a URL of this sandbox's media store names, when it is one of this account's. */
export function storedMediaAt(
	ctx: SandboxContext,
	account: Account,
	url: URL,
): StoredMedia | undefined {
	const own = new URL(ctx.url);
	if (url.protocol !== own.protocol || url.host !== own.host) return undefined;
	const match = /^\/media\/([^/]+)\/([^/]+)$/.exec(url.pathname);
	if (!match) return undefined;
	let id: string;
	let fileName: string;
	try {
		id = decodeURIComponent(match[1]);
		fileName = decodeURIComponent(match[2]);
	} catch {
		return undefined;
	}
	const media = ctx.media.get(id);
	if (!media || media.fileName !== fileName) return undefined;
	return ctx.accounts.profileById(media.profileId)?.accountId === account.id ? media : undefined;
}
