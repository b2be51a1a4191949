import type { ResizeMode, WatermarkPosition } from '../../engine/resources/mediaResize';
import type { Bitmap } from './codec';
import { boxBlur, canvas, crop, fade, fittedSize, overlay, parseColor, scale } from './transform';

// Local names: in a vm context (jest), every global lookup in a pixel loop is slow.
const { ceil, floor, max, min, round } = Math;

export interface ComposeOptions {
	width: number;
	height: number;
	mode: ResizeMode;
	/** Crop centre in source pixels; the source's centre when absent. */
	x?: number;
	y?: number;
	/** Background where the image does not reach (resize), or a tint over the blurred copy (blur). */
	color?: string;
	/** The image's opacity, 0 to 1. */
	opacity?: number;
	watermark?: Bitmap;
	watermarkPosition: WatermarkPosition;
}

/** A watermark takes at most this share of the image's width and height. */
const WATERMARK_SHARE = 0.25;
/** Blurred backgrounds are blurred at 1/BLUR_SHRINK size and scaled back up: same look, far fewer pixels. */
const BLUR_SHRINK = 8;

/** The output of `POST /media/resize`: exactly width x height, per the mode. */
export function composeResized(source: Bitmap, options: ComposeOptions): Bitmap {
	const { width, height } = options;
	let result: Bitmap;
	if (options.mode === 'crop') {
		// Cut at the source's scale; only a source smaller than the window is scaled up to cover it.
		const factor = max(1, width / source.width, height / source.height);
		const covering =
			factor > 1
				? scale(source, ceil(source.width * factor), ceil(source.height * factor))
				: source;
		const cx = (options.x ?? source.width / 2) * factor;
		const cy = (options.y ?? source.height / 2) * factor;
		result = crop(covering, width, height, cx, cy);
		if (options.opacity !== undefined) fade(result, options.opacity);
	} else {
		const fitted = fittedSize(source, options, 'contain');
		const image = scale(source, fitted.width, fitted.height);
		if (options.opacity !== undefined) fade(image, options.opacity);
		result =
			options.mode === 'blur'
				? blurredBackdrop(source, width, height, options.color)
				: canvas(width, height, options.color ? parseColor(options.color) : undefined);
		overlay(result, image, floor((width - fitted.width) / 2), floor((height - fitted.height) / 2));
	}
	if (options.watermark) placeWatermark(result, options.watermark, options.watermarkPosition);
	return result;
}

/** The source covering the whole box, blurred, optionally tinted half-way to `color`. */
function blurredBackdrop(source: Bitmap, width: number, height: number, color?: string): Bitmap {
	const small = {
		width: max(1, round(width / BLUR_SHRINK)),
		height: max(1, round(height / BLUR_SHRINK)),
	};
	const cover = fittedSize(source, small, 'cover');
	const scaled = scale(source, cover.width, cover.height);
	const cut = crop(scaled, small.width, small.height, cover.width / 2, cover.height / 2);
	const backdrop = scale(boxBlur(cut, 2), width, height);
	for (let i = 3; i < backdrop.data.length; i += 4) backdrop.data[i] = 255;
	if (color) overlay(backdrop, canvas(width, height, parseColor(color)), 0, 0, 0.5);
	return backdrop;
}

/** The watermark, shrunk to fit a quarter of the image, placed at a compass point with a margin. */
function placeWatermark(base: Bitmap, watermark: Bitmap, position: WatermarkPosition): void {
	const box = {
		width: max(1, floor(base.width * WATERMARK_SHARE)),
		height: max(1, floor(base.height * WATERMARK_SHARE)),
	};
	const fits = watermark.width <= box.width && watermark.height <= box.height;
	const size = fits ? watermark : fittedSize(watermark, box, 'contain');
	const mark = fits ? watermark : scale(watermark, size.width, size.height);
	const margin = round(min(base.width, base.height) * 0.02);
	const column = position.endsWith('west') ? 0 : position.endsWith('east') ? 2 : 1;
	const row = position.startsWith('north') ? 0 : position.startsWith('south') ? 2 : 1;
	const left = [margin, floor((base.width - mark.width) / 2), base.width - mark.width - margin][
		column
	];
	const top = [margin, floor((base.height - mark.height) / 2), base.height - mark.height - margin][
		row
	];
	overlay(base, mark, left, top);
}
