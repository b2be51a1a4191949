import { z } from 'zod';
import { ValidationError } from '../core/errors';

/**
 * Files in data-URL form (`data:image/png;base64,...`), as the media upload takes them: their
 * limits, checks without decoding, decoding and encoding.
 */
const MIB = 1024 * 1024;

/**
 * What the media store accepts in an upload (ours: sizes the sandbox chose). A data URL travels as base64 inside
 * a JSON string, 4/3 the size of the file, and must fit one JavaScript string (V8 allows about
 * 512 MiB of text), so videos stop at 300 MiB; images at 30 MiB, above the networks' own limits.
 */
export const MEDIA_LIMITS = {
	maxBytes: { image: 30 * MIB, video: 300 * MIB },
	mimeTypes: {
		image: ['image/jpeg', 'image/png', 'image/gif', 'image/webp', 'image/bmp', 'image/heic'],
		video: ['video/mp4', 'video/quicktime', 'video/webm', 'video/x-m4v'],
	},
} as const;

export type MediaKind = keyof typeof MEDIA_LIMITS.maxBytes;
export type MediaMimeType = (typeof MEDIA_LIMITS.mimeTypes)[MediaKind][number];

const BASE64_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const BASE64_VALUES = new Int8Array(128).fill(-1);
for (let i = 0; i < BASE64_ALPHABET.length; i++) BASE64_VALUES[BASE64_ALPHABET.charCodeAt(i)] = i;
const EQUALS = 61;
const NOT_BASE64 = /[^A-Za-z0-9+/=]/;
const DATA_URL_HEADER =
	/^data:([a-z0-9!#$&^_.+-]+\/[a-z0-9!#$&^_.+-]+)((?:;[a-z0-9!#$&^_.+-]+=[^;,]*)*)(;base64)?$/i;
const MIME_TYPE = /^[a-z0-9!#$&^_.+-]+\/[a-z0-9!#$&^_.+-]+$/;
const ALLOWED_MIME_TYPES: readonly string[] = [
	...MEDIA_LIMITS.mimeTypes.image,
	...MEDIA_LIMITS.mimeTypes.video,
];
const DATA_URL_EXAMPLE = '"data:image/png;base64,iVBORw0KGgo..."';

function mediaKindOf(mimeType: string): MediaKind | undefined {
	if ((MEDIA_LIMITS.mimeTypes.image as readonly string[]).includes(mimeType)) return 'image';
	if ((MEDIA_LIMITS.mimeTypes.video as readonly string[]).includes(mimeType)) return 'video';
	return undefined;
}

/** "31.5 MB (33,030,144 bytes)": readable, and exact where it matters at the limit. */
function describeSize(bytes: number): string {
	const megabytes = (bytes / MIB).toFixed(1).replace(/\.0$/, '');
	return `${megabytes} MB (${String(bytes).replace(/\B(?=(\d{3})+(?!\d))/g, ',')} bytes)`;
}

/** Where canonical, padded base64 breaks, said so a user can fix it; undefined when it is fine. */
function base64Problem(text: string, offset: number): string | undefined {
	const padding = text.endsWith('==') ? 2 : text.endsWith('=') ? 1 : 0;
	// One regex scan is several times faster than a character loop on a file of many megabytes.
	const outside = text.search(NOT_BASE64);
	if (outside >= 0) {
		return (
			`has ${JSON.stringify(text[outside])} at character ${offset + outside}, outside the base64 ` +
			'alphabet (A-Z a-z 0-9 + / and final = padding); remove line breaks and spaces, and do ' +
			'not use URL-safe base64'
		);
	}
	const firstEquals = text.indexOf('=');
	if (firstEquals >= 0 && firstEquals < text.length - padding) {
		const at = offset + firstEquals;
		return `has "=" padding before the end, at character ${at}: the data is damaged`;
	}
	if (text.length % 4 !== 0) {
		const count = `has ${text.length} base64 characters`;
		return `${count}, not a multiple of 4: the data is cut short or unpadded`;
	}
	return undefined;
}

interface DataUrlParts {
	mimeType: string;
	kind: MediaKind;
	/** The base64 text after the comma. */
	base64: string;
	byteLength: number;
}

/** Checks a data URL without decoding it: form, media type, base64 alphabet and size. */
function inspectDataUrl(file: string): DataUrlParts | { problem: string } {
	const comma = file.startsWith('data:') ? file.indexOf(',') : -1;
	const header = comma < 0 ? null : DATA_URL_HEADER.exec(file.slice(0, comma));
	if (!header) {
		return { problem: `must be a data URL like ${DATA_URL_EXAMPLE}` };
	}
	if (!header[3]) {
		return {
			problem: 'must be base64-encoded: write ";base64," between the media type and the data',
		};
	}
	const mimeType = header[1].toLowerCase();
	const kind = mediaKindOf(mimeType);
	if (!kind) {
		return {
			problem:
				`has media type "${mimeType}", which the media store does not take; ` +
				`use one of ${ALLOWED_MIME_TYPES.join(', ')}`,
		};
	}
	const base64 = file.slice(comma + 1);
	if (base64 === '') return { problem: 'carries no data: the file is empty' };
	const badBase64 = base64Problem(base64, comma + 1);
	if (badBase64) return { problem: badBase64 };
	const padding = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0;
	const byteLength = (base64.length / 4) * 3 - padding;
	const limit = MEDIA_LIMITS.maxBytes[kind];
	if (byteLength > limit) {
		return {
			problem:
				`is ${describeSize(byteLength)} of ${kind}; ` +
				`${kind}s may be at most ${describeSize(limit)}`,
		};
	}
	return { mimeType, kind, base64, byteLength };
}

function decodeBase64(base64: string, byteLength: number): Uint8Array {
	const bytes = new Uint8Array(byteLength);
	const valueAt = (i: number) =>
		base64.charCodeAt(i) === EQUALS ? 0 : BASE64_VALUES[base64.charCodeAt(i)];
	let out = 0;
	for (let i = 0; i < base64.length; i += 4) {
		const group =
			(valueAt(i) << 18) | (valueAt(i + 1) << 12) | (valueAt(i + 2) << 6) | valueAt(i + 3);
		if (out < byteLength) bytes[out++] = (group >> 16) & 255;
		if (out < byteLength) bytes[out++] = (group >> 8) & 255;
		if (out < byteLength) bytes[out++] = group & 255;
	}
	return bytes;
}

function encodeBase64(bytes: Uint8Array): string {
	const chars = new Uint8Array(Math.ceil(bytes.length / 3) * 4);
	const alphabet = Uint8Array.from(BASE64_ALPHABET, (c) => c.charCodeAt(0));
	let out = 0;
	for (let i = 0; i < bytes.length; i += 3) {
		const left = bytes.length - i;
		const group =
			(bytes[i] << 16) | ((left > 1 ? bytes[i + 1] : 0) << 8) | (left > 2 ? bytes[i + 2] : 0);
		chars[out++] = alphabet[(group >> 18) & 63];
		chars[out++] = alphabet[(group >> 12) & 63];
		chars[out++] = left > 1 ? alphabet[(group >> 6) & 63] : EQUALS;
		chars[out++] = left > 2 ? alphabet[group & 63] : EQUALS;
	}
	// Every byte is ASCII, so decoding them as text is exact and far faster than string concatenation.
	return new TextDecoder().decode(chars);
}

/** Splits an upload's data URL into media type and bytes; throws ValidationError naming file. */
export function parseDataUrl(file: string): { mimeType: string; bytes: Uint8Array } {
	const parts =
		typeof file === 'string'
			? inspectDataUrl(file)
			: { problem: `must be a data URL like ${DATA_URL_EXAMPLE}` };
	if ('problem' in parts) {
		throw new ValidationError(
			[{ field: 'file', value: file, message: parts.problem }],
			'Invalid media file',
		);
	}
	return { mimeType: parts.mimeType, bytes: decodeBase64(parts.base64, parts.byteLength) };
}

/** Builds the data URL an upload sends, from raw bytes (an n8n binary buffer is a Uint8Array). */
export function dataUrlFromBytes(bytes: Uint8Array, mimeType: string): string {
	const type = typeof mimeType === 'string' ? mimeType.trim().toLowerCase() : '';
	if (!MIME_TYPE.test(type)) {
		const message = 'must be a media type like "image/png" or "video/mp4"';
		throw new ValidationError(
			[{ field: 'mimeType', value: mimeType, message }],
			'Invalid media file',
		);
	}
	if (!(bytes instanceof Uint8Array)) {
		const message = 'must be the file contents as bytes (a Uint8Array or Buffer)';
		throw new ValidationError([{ field: 'bytes', value: bytes, message }], 'Invalid media file');
	}
	return `data:${type};base64,${encodeBase64(bytes)}`;
}

/** A file in data-URL form, checked for form, media type, base64 and size without decoding it. */
export const MediaDataUrlSchema = z
	.string({
		required_error: `is required: the file as a data URL like ${DATA_URL_EXAMPLE}`,
		invalid_type_error: `must be a data URL string like ${DATA_URL_EXAMPLE}`,
	})
	.superRefine((file, ctx) => {
		const parts = inspectDataUrl(file);
		if ('problem' in parts) ctx.addIssue({ code: 'custom', message: parts.problem });
	});
