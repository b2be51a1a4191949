import { createWriteStream, rmSync } from 'node:fs';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { LARGE_MEDIA, uploadUrlMimeType } from '../../engine/resources/mediaUrls';
import { mediaUploadPutEndpoint, mediaUploadUrlEndpoint } from '../../engine/contract/media';
import { actingProfile, requirePlan } from '../http/auth';
import type { SandboxContext } from '../context';
import { ErrorCode, SandboxError, badRequest } from '../errors';
import { randomBase62 } from '../networks/ids';
import { PREMIUM_PLANS } from '../limits/plans';
import { contractRoute, type ContractRequest, type Reply, type Route } from '../router';
import { mediaUrl } from './media';

const ACTION = 'upload';
const VALID_MS = 30 * 60_000;

/**
 * Large media the service's way: `GET /api/media/uploadUrl?fileName=&contentType=` hands out a
 * presigned URL; a `PUT` of the raw bytes to it (no API key, once, within 30 minutes, up to 5 GB)
 * is streamed to disk, and the file is then served at the `accessUrl` to post with.
 */
export const mediaUploadUrlRoutes: Route[] = [
	...contractRoute(mediaUploadUrlEndpoint, { action: ACTION, handler: newUploadUrl }),
	// At the sandbox's root, not below /api, so declared by hand; its contract names the path
	// parameters only: the raw body (the file's bytes, streamed to disk) is no contract body.
	{
		method: 'PUT',
		pattern: mediaUploadPutEndpoint.path,
		action: ACTION,
		public: true,
		streamBody: true,
		contract: mediaUploadPutEndpoint,
		handler: receiveUpload as Route['handler'],
	},
];

function newUploadUrl(
	req: ContractRequest<typeof mediaUploadUrlEndpoint>,
	ctx: SandboxContext,
): Reply {
	requirePlan(req.account, PREMIUM_PLANS, ACTION, 'Upload URLs for large media');
	const profile = actingProfile(ctx, req, ACTION, { query: true });
	const query = req.input.query;
	const token = randomBase62(32);
	const mediaId = randomBase62(20);
	const contentType = uploadUrlMimeType(query.fileName, query.contentType);
	ctx.uploadUrls.add({
		token,
		profileId: profile.id,
		mediaId,
		fileName: query.fileName,
		contentType,
		expiresAt: ctx.now() + VALID_MS,
		usedAt: null,
	});
	const name = encodeURIComponent(query.fileName);
	return {
		status: 200,
		body: {
			status: 'success',
			uploadUrl: `${ctx.url}/uploads/${token}/${name}`,
			accessUrl: `${ctx.url}/media/${mediaId}/${name}`,
			contentType,
		},
	};
}

async function receiveUpload(
	req: ContractRequest<typeof mediaUploadPutEndpoint>,
	ctx: SandboxContext,
): Promise<Reply> {
	const { token, fileName } = req.input.params;
	const url = ctx.uploadUrls.get(token);
	if (!url || url.fileName !== fileName)
		throw forbidden('This upload URL is not one the sandbox handed out.');
	const sent = (req.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase();
	if (sent !== '' && sent !== 'application/octet-stream' && sent !== url.contentType)
		throw badRequest(
			ACTION,
			`Content-Type ${JSON.stringify(sent)} does not match the upload URL's ${url.contentType}; send the contentType the uploadUrl answer gave.`,
		);
	const declared = Number(req.headers['content-length'] ?? 0);
	if (declared > LARGE_MEDIA.uploadUrlMaxBytes) throw tooLarge();
	if (!ctx.uploadUrls.take(url.token, ctx.now()))
		throw forbidden(
			url.usedAt !== null
				? 'This upload URL was used already; each takes one PUT. Ask GET /api/media/uploadUrl for another.'
				: 'This upload URL has expired (30 minutes); ask GET /api/media/uploadUrl for another.',
		);
	const partial = ctx.media.partialPath(url.mediaId);
	let size = 0;
	const counter = new Transform({
		transform(chunk: Buffer, _encoding, done) {
			size += chunk.byteLength;
			done(size > LARGE_MEDIA.uploadUrlMaxBytes ? tooLarge() : null, chunk);
		},
	});
	try {
		await pipeline(req.bodyStream!, counter, createWriteStream(partial));
		if (size === 0) throw badRequest(ACTION, "The PUT had no body: send the file's bytes.");
		ctx.media.insertFile(
			{
				id: url.mediaId,
				profileId: url.profileId,
				fileName: url.fileName,
				description: '',
				mimeType: url.contentType,
				size,
				createdAt: ctx.now(),
			},
			partial,
		);
	} catch (error) {
		rmSync(partial, { force: true });
		ctx.uploadUrls.release(url.token);
		throw error;
	}
	const media = ctx.media.get(url.mediaId)!;
	return { status: 200, body: { status: 'success', accessUrl: mediaUrl(ctx, media), size } };
}

function forbidden(message: string): SandboxError {
	return new SandboxError(403, ErrorCode.notFound, ACTION, message);
}

function tooLarge(): SandboxError {
	return new SandboxError(
		413,
		ErrorCode.payloadTooLarge,
		ACTION,
		`An upload URL takes a file of at most ${LARGE_MEDIA.uploadUrlMaxBytes / 1e9} GB.`,
	);
}
