import { z } from 'zod';
import { resizePresets, type ResizePresetName } from '../networks';

// Image resizing (`POST /media/resize`, today's docs): a platform's size or given dimensions, in
// one of three modes, with an optional watermark, effects and JPG output.

/** The sizes a `platform` stands for, in pixels: the entries' `resizePresets`, by name. */
export const RESIZE_PLATFORMS = Object.fromEntries(
	resizePresets()
		.map(({ value, width, height }) => [value, { width, height }] as const)
		.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
) as Readonly<Record<ResizePlatform, { readonly width: number; readonly height: number }>>;
export type ResizePlatform = ResizePresetName;
const PLATFORM_NAMES = Object.keys(RESIZE_PLATFORMS) as [ResizePlatform, ...ResizePlatform[]];

/** resize: fit inside, nothing cut; blur: fit over a blurred copy; crop: cut to the size. */
export const RESIZE_MODES = ['resize', 'blur', 'crop'] as const;
export type ResizeMode = (typeof RESIZE_MODES)[number];

/** Where a watermark goes, as compass points; southeast (lower right) by default. */
export const WATERMARK_POSITIONS = [
	'northwest',
	'north',
	'northeast',
	'west',
	'center',
	'east',
	'southwest',
	'south',
	'southeast',
] as const;
export type WatermarkPosition = (typeof WATERMARK_POSITIONS)[number];

/** The largest side an output may have: the biggest platform size is 1920. */
export const RESIZE_MAX_SIDE = 5000;
/** JPG quality when none is given (today's docs: 75%). */
export const RESIZE_DEFAULT_QUALITY = 75;

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

const PlatformName = z.enum(PLATFORM_NAMES, {
	errorMap: () => ({ message: `must be one of ${listed(PLATFORM_NAMES)}` }),
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
		platform: z.union([PlatformName, z.tuple([PlatformName])]).optional(),
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
				message: `is required (or dimensions {width, height}): one of ${listed(PLATFORM_NAMES)}`,
			});
	});
export type MediaResizeRequest = z.input<typeof MediaResizeSchema>;

/** The resized image, stored in the media store: post it with its `url`. */
export interface MediaResizeResult {
	status: 'success';
	url: string;
	platform?: string;
	mode: ResizeMode;
	width?: number;
	height?: number;
	effects?: Record<string, unknown>;
	[key: string]: unknown;
}

/** The pixel size a request asks for: its dimensions, else its platform's. */
export function resizeTarget(request: z.output<typeof MediaResizeSchema>): {
	width: number;
	height: number;
} {
	if (request.dimensions)
		return { width: request.dimensions.width, height: request.dimensions.height };
	const platform = Array.isArray(request.platform) ? request.platform[0] : request.platform;
	return { ...RESIZE_PLATFORMS[platform as ResizePlatform] };
}
