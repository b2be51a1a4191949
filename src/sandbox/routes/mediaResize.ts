import { readFileSync } from 'node:fs';
import { ValidationError } from '../../engine/core/errors';
import { MEDIA_LIMITS, parseDataUrl } from '../../engine/resources/media';
import {
	RESIZE_DEFAULT_QUALITY,
	resizeTarget,
	type ResizeMode,
} from '../../engine/resources/mediaResize';
import { mediaResizeEndpoint } from '../../engine/contract/mediaResize';
import { actingProfile, requirePlan } from '../http/auth';
import { PREMIUM_PLANS } from '../limits/plans';
import type { SandboxContext } from '../context';
import { badRequest, validationFailed } from '../errors';
import { randomBase62 } from '../networks/ids';
import {
	decodeImage,
	encodeImage,
	READABLE_TYPES,
	sniffType,
	type Bitmap,
	type ImageFormat,
} from '../image/codec';
import { composeResized } from '../image/compose';
import {
	contractRoute,
	type ContractRequest,
	type Reply,
	type Route,
	type SandboxRequest,
} from '../router';
import type { StoredMedia } from '../store/media';
import { echoSafeIssues } from '../http/parseRequest';
import { mediaUrl, storedMediaAt } from './media';
import { outboundGet, readUpTo } from '../http/outbound';
import { isLoopbackHost } from '../page/access';

const ACTION = 'media';
const FETCH_TIMEOUT_MS = 10_000;
const MAX_IMAGE_BYTES = MEDIA_LIMITS.maxBytes.image;

/**
 * `POST /api/media/resize`: an image (a URL, the sandbox's own media, or a data URL in `file`)
 * resized, cropped or fitted over a blurred copy to a platform's size or given dimensions, with an
 * optional watermark, stored in the media store. Pure JS (pngjs, jpeg-js): PNG and JPEG in and out.
 */
export const mediaResizeRoutes: Route[] = [
	...contractRoute(mediaResizeEndpoint, {
		action: ACTION,
		handler: resize,
		// The docs send `file` as multipart/form-data; JSON with a URL or data URL works too.
		multipartBody: true,
		// A `file` data URL of an image at the upload limit, as base64, plus the JSON around it.
		maxBodyBytes: Math.ceil(MAX_IMAGE_BYTES / 3) * 4 + 64 * 1024,
	}),
];

async function resize(
	req: ContractRequest<typeof mediaResizeEndpoint>,
	ctx: SandboxContext,
): Promise<Reply> {
	// Docs (apis/media/resize-image): Premium, Business and Enterprise plans; their "Max Pack"
	// add-on is not modelled (the sandbox has no such add-on).
	requirePlan(req.account, PREMIUM_PLANS, ACTION, 'Image resizing');
	const profile = actingProfile(ctx, req, ACTION, { body: true });
	const request = req.input.body;
	if (request.convertToWebP === true)
		throw refused(
			'convertToWebP',
			true,
			'is not available in the sandbox, which has no WebP encoder (pure JS); leave it out for PNG or JPEG as sent, or set convertToJpg: true',
		);
	const sourceField = request.imageUrl !== undefined ? 'imageUrl' : 'file';
	const source = await loadImage(
		ctx,
		req,
		sourceField,
		(request.imageUrl ?? request.file) as string,
	);
	const watermarkField = request.watermark ? 'watermark.url' : 'watermarkUrl';
	const watermarkAt = request.watermark?.url ?? request.watermarkUrl;
	const watermark = watermarkAt
		? await loadImage(ctx, req, watermarkField, watermarkAt)
		: undefined;
	const mode: ResizeMode = request.mode ?? 'resize';
	const target = resizeTarget(request);
	const result = composeResized(source.bitmap, {
		...target,
		mode,
		x: request.dimensions?.xCoordinate,
		y: request.dimensions?.yCoordinate,
		color: request.effects?.color,
		opacity: request.effects?.opacity,
		watermark: watermark?.bitmap,
		watermarkPosition: request.watermark?.position ?? 'southeast',
	});
	const format: ImageFormat = request.convertToJpg ? 'jpeg' : source.format;
	const bytes = encodeImage(result, format, request.effects?.quality ?? RESIZE_DEFAULT_QUALITY);
	const id = randomBase62(20);
	const network = Array.isArray(request.platform) ? request.platform[0] : request.platform;
	const media: StoredMedia = {
		id,
		profileId: profile.id,
		fileName: `${id}.${format === 'jpeg' ? 'jpg' : 'png'}`,
		description: `Resized to ${target.width}x${target.height} (${mode}${network ? `, ${network}` : ''})`,
		mimeType: `image/${format}`,
		size: bytes.byteLength,
		createdAt: ctx.now(),
	};
	ctx.media.insert(media, bytes);
	return {
		status: 200,
		body: {
			status: 'success',
			id,
			url: mediaUrl(ctx, media),
			...(network ? { platform: network } : {}),
			mode,
			width: result.width,
			height: result.height,
			contentType: media.mimeType,
			...(request.effects ? { effects: request.effects } : {}),
			...(watermarkAt
				? { watermark: { url: watermarkAt, position: request.watermark?.position ?? 'southeast' } }
				: {}),
		},
	};
}

function refused(field: string, value: unknown, message: string) {
	return validationFailed(ACTION, echoSafeIssues([{ field, value, message }]));
}

/** The bytes at a URL or in a data URL, decoded; a clear 400 naming the field otherwise. */
async function loadImage(
	ctx: SandboxContext,
	req: SandboxRequest,
	field: string,
	location: string,
): Promise<{ bitmap: Bitmap; format: ImageFormat }> {
	const bytes = location.startsWith('data:')
		? fromDataUrl(field, location)
		: await fromUrl(ctx, req, field, location);
	const type = sniffType(bytes);
	if (type !== 'image/png' && type !== 'image/jpeg')
		throw refused(
			field,
			location,
			`is ${type ?? 'not an image the sandbox recognises'}; the sandbox resizes ${READABLE_TYPES.join(' and ')} (PNG, JPEG) only`,
		);
	const format: ImageFormat = type === 'image/png' ? 'png' : 'jpeg';
	try {
		return { bitmap: decodeImage(bytes, format), format };
	} catch (error) {
		throw refused(field, location, `could not be read as ${type}: ${(error as Error).message}`);
	}
}

function fromDataUrl(field: string, location: string): Uint8Array {
	try {
		return parseDataUrl(location).bytes;
	} catch (error) {
		if (error instanceof ValidationError)
			throw validationFailed(
				ACTION,
				echoSafeIssues(error.issues.map((issue) => ({ ...issue, field }))),
			);
		throw error;
	}
}

async function fromUrl(
	ctx: SandboxContext,
	req: SandboxRequest,
	field: string,
	location: string,
): Promise<Uint8Array> {
	let url: URL;
	try {
		url = new URL(location);
	} catch {
		throw refused(field, location, 'must be an https URL of a PNG or JPEG image, or a data URL');
	}
	const stored = storedMediaAt(ctx, req.account, url);
	if (stored) {
		const content = ctx.media.content(stored);
		return 'path' in content ? readFileSync(content.path) : content.bytes;
	}
	const allowed =
		url.protocol === 'https:' || (url.protocol === 'http:' && isLoopbackHost(url.hostname));
	if (!allowed)
		throw refused(
			field,
			location,
			'must begin with https:// (the sandbox also takes its own media URLs and http://127.0.0.1)',
		);
	return await fetchImage(field, location);
}

async function fetchImage(field: string, location: string): Promise<Uint8Array> {
	let problem: string;
	try {
		const response = await outboundGet(
			location,
			{ 'user-agent': 'social-publishing-sandbox media resize' },
			FETCH_TIMEOUT_MS,
		);
		if (response.statusCode < 200 || response.statusCode >= 300) {
			await response.body.dump().catch(() => undefined);
			throw badRequest(
				ACTION,
				`${field} could not be fetched: it answered HTTP ${response.statusCode} (got ${JSON.stringify(location)}).`,
			);
		}
		const { bytes, over } = await readUpTo(response.body, MAX_IMAGE_BYTES);
		if (over)
			throw refused(
				field,
				location,
				`is over ${MAX_IMAGE_BYTES / 1024 / 1024} MB, the largest image the sandbox takes`,
			);
		return bytes;
	} catch (error) {
		if (error instanceof Error && 'toBody' in error) throw error;
		problem = (error as Error).message;
	}
	throw badRequest(
		ACTION,
		`${field} could not be fetched: ${problem} (got ${JSON.stringify(location)}).`,
	);
}
