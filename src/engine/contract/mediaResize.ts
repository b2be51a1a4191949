import { z } from 'zod';
import {
	RESIZE_MAX_SIDE,
	RESIZE_MODES,
	RESIZE_NETWORK_NAMES,
	WATERMARK_POSITIONS,
} from '../resources/mediaResize';
import { DOCS, endpoint } from './endpoint';

/**
 * Image resizing, `POST /media/resize` (docs: apis/media/resize-image): a platform's size or given
 * dimensions, in one of three modes, with an optional watermark, effects and JPG output. The
 * engine's `Media.resize` and the sandbox's route both read this.
 */

const listed = (values: readonly string[]) => values.map((v) => `"${v}"`).join(', ');

const HttpUrl = (what: string) =>
	z
		.string({ invalid_type_error: `must be ${what}, an https URL` })
		.trim()
		.refine((url) => /^https?:\/\/[^\s/]+/i.test(url), `must be ${what}, an https URL`);

const Side = z
	.number({ invalid_type_error: 'must be a number of pixels' })
	.int('must be a whole number of pixels')
	.positive('must be more than 0 pixels')
	.max(RESIZE_MAX_SIDE, `must be at most ${RESIZE_MAX_SIDE} pixels`);

const Coordinate = z
	.number({ invalid_type_error: 'must be a number of pixels from the left or top' })
	.min(0, 'must be 0 or more pixels from the left or top');

const NetworkName = z.enum(RESIZE_NETWORK_NAMES, {
	errorMap: () => ({ message: `must be one of ${listed(RESIZE_NETWORK_NAMES)}` }),
});

export const ResizeDimensionsSchema = z
	.object({
		width: Side,
		height: Side,
		xCoordinate: Coordinate.optional(),
		yCoordinate: Coordinate.optional(),
	})
	.passthrough();

export const WatermarkSchema = z
	.object({
		url: HttpUrl('the watermark image'),
		position: z
			.enum(WATERMARK_POSITIONS, {
				errorMap: () => ({ message: `must be one of ${listed(WATERMARK_POSITIONS)}` }),
			})
			.optional(),
	})
	.passthrough();

export const ResizeEffectsSchema = z
	.object({
		color: z
			.string({ invalid_type_error: 'must be a color like "#A020F0"' })
			.regex(/^#?([0-9a-f]{3}|[0-9a-f]{6})$/i, 'must be a color like "#A020F0"')
			.optional(),
		opacity: z
			.number({ invalid_type_error: 'must be a number from 0 (invisible) to 1 (opaque)' })
			.min(0, 'must be from 0 (invisible) to 1 (opaque)')
			.max(1, 'must be from 0 (invisible) to 1 (opaque)')
			.optional(),
		quality: z
			.number({ invalid_type_error: 'must be a JPG quality from 1 to 100' })
			.int('must be a whole number from 1 to 100')
			.min(1, 'must be a JPG quality from 1 to 100')
			.max(100, 'must be a JPG quality from 1 to 100')
			.optional(),
	})
	.passthrough();

export const MediaResizeSchema = z
	.object({
		imageUrl: HttpUrl('the image to resize').optional(),
		/** A URL (what the official SDK sends) or a data URL; the docs' multipart upload is not JSON. */
		file: z.string({ invalid_type_error: 'must be the image as a URL or data URL' }).optional(),
		/** One platform; the docs type it as an array, so a list of one is taken too. */
		platform: z.union([NetworkName, z.tuple([NetworkName])]).optional(),
		dimensions: ResizeDimensionsSchema.optional(),
		mode: z
			.enum(RESIZE_MODES, {
				errorMap: () => ({ message: `must be one of ${listed(RESIZE_MODES)}` }),
			})
			.optional(),
		watermark: WatermarkSchema.optional(),
		/** The older form of `watermark: {url}`. */
		watermarkUrl: HttpUrl('the watermark image').optional(),
		effects: ResizeEffectsSchema.optional(),
		convertToJpg: z.boolean({ invalid_type_error: 'must be true or false' }).optional(),
		convertToWebP: z.boolean({ invalid_type_error: 'must be true or false' }).optional(),
	})
	.passthrough()
	.superRefine((request, ctx) => {
		if (request.imageUrl === undefined && request.file === undefined)
			ctx.addIssue({
				code: 'custom',
				path: ['imageUrl'],
				message: 'is required (or file): the https URL of a PNG or JPEG image',
			});
		if (request.platform === undefined && request.dimensions === undefined)
			ctx.addIssue({
				code: 'custom',
				path: ['platform'],
				message: `is required (or dimensions {width, height}): one of ${listed(RESIZE_NETWORK_NAMES)}`,
			});
	});
export type MediaResizeRequest = z.input<typeof MediaResizeSchema>;
export type MediaResizeParsed = z.output<typeof MediaResizeSchema>;

/** `POST /media/resize`: the image resized and stored; answers its URL and size. */
export const mediaResizeEndpoint = endpoint({
	method: 'POST',
	path: '/media/resize',
	doc: `${DOCS}/apis/media/resize-image`,
	summary: "Resizes, crops or fits an image to a platform's size or given dimensions; stores it.",
	body: MediaResizeSchema,
	response: z
		.object({
			status: z.literal('success'),
			url: z.string(),
			mode: z.enum(RESIZE_MODES),
			width: z.number().int(),
			height: z.number().int(),
		})
		.passthrough(),
});
