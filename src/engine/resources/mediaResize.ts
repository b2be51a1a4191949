import { resizePresets, type ResizePresetName } from '../networks';

// Image resizing (`POST /media/resize`, today's docs): a platform's size or given dimensions, in
// one of three modes, with an optional watermark, effects and JPG output.

/** The sizes a `platform` stands for, in pixels: the entries' `resizePresets`, by name. */
export const RESIZE_NETWORKS = Object.fromEntries(
	resizePresets()
		.map(({ value, width, height }) => [value, { width, height }] as const)
		.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
) as Readonly<Record<ResizeNetwork, { readonly width: number; readonly height: number }>>;
export type ResizeNetwork = ResizePresetName;
export const RESIZE_NETWORK_NAMES = Object.keys(RESIZE_NETWORKS) as [
	ResizeNetwork,
	...ResizeNetwork[],
];

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
export function resizeTarget(request: {
	dimensions?: { width: number; height: number };
	platform?: string | readonly string[];
}): {
	width: number;
	height: number;
} {
	if (request.dimensions)
		return { width: request.dimensions.width, height: request.dimensions.height };
	const network = Array.isArray(request.platform) ? request.platform[0] : request.platform;
	return { ...RESIZE_NETWORKS[network as ResizeNetwork] };
}
