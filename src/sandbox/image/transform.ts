import type { Bitmap } from './codec';

// Local names: in a vm context (jest), every global lookup in a pixel loop is slow.
const { abs, ceil, floor, max, min, round } = Math;

/** An empty (transparent) or filled bitmap of the given size. */
export function canvas(
	width: number,
	height: number,
	rgba?: [number, number, number, number],
): Bitmap {
	const data = new Uint8Array(width * height * 4);
	if (rgba) for (let i = 0; i < data.length; i += 4) data.set(rgba, i);
	return { width, height, data };
}

/** Per output pixel of one axis: the first source pixel it reads and its weights (sum 1). */
function axisWeights(from: number, to: number): { start: number; weights: Float64Array }[] {
	const scale = to / from;
	// A triangle filter as wide as one output pixel: bilinear up, area-like average down.
	const support = scale < 1 ? 1 / scale : 1;
	return Array.from({ length: to }, (_, i) => {
		const centre = (i + 0.5) / scale;
		const start = max(0, floor(centre - support));
		const end = min(from, ceil(centre + support));
		const weights = new Float64Array(max(1, end - start));
		let sum = 0;
		for (let j = start; j < end; j++) {
			const w = max(0, 1 - abs(j + 0.5 - centre) / support);
			weights[j - start] = w;
			sum += w;
		}
		if (sum === 0) weights[min(weights.length - 1, round(centre) - start)] = sum = 1;
		for (let k = 0; k < weights.length; k++) weights[k] /= sum;
		return { start, weights };
	});
}

/** The whole bitmap scaled to exactly width x height (separable, on premultiplied alpha). */
export function scale(source: Bitmap, width: number, height: number): Bitmap {
	if (source.width === width && source.height === height) return source;
	const { width: sw, height: sh, data } = source;
	// Horizontal pass on premultiplied alpha, computed as it is read (no full-size float copy).
	const columns = axisWeights(sw, width);
	const across = new Float32Array(width * sh * 4);
	for (let y = 0; y < sh; y++)
		for (let x = 0; x < width; x++) {
			const { start, weights } = columns[x];
			const out = (y * width + x) * 4;
			for (let k = 0; k < weights.length; k++) {
				const at = (y * sw + start + k) * 4;
				const alpha = data[at + 3];
				const w = weights[k];
				const wa = (w * alpha) / 255;
				across[out] += data[at] * wa;
				across[out + 1] += data[at + 1] * wa;
				across[out + 2] += data[at + 2] * wa;
				across[out + 3] += alpha * w;
			}
		}
	const rows = axisWeights(sh, height);
	const result = new Uint8Array(width * height * 4);
	const pixel = new Float64Array(4);
	for (let y = 0; y < height; y++) {
		const { start, weights } = rows[y];
		for (let x = 0; x < width; x++) {
			pixel.fill(0);
			for (let k = 0; k < weights.length; k++) {
				const at = ((start + k) * width + x) * 4;
				for (let c = 0; c < 4; c++) pixel[c] += across[at + c] * weights[k];
			}
			const out = (y * width + x) * 4;
			const a = pixel[3];
			result[out + 3] = round(a);
			for (let c = 0; c < 3; c++) result[out + c] = a > 0 ? round((pixel[c] * 255) / a) : 0;
		}
	}
	return { width, height, data: result };
}

/** The largest size of the source's shape that fits inside (contain) or covers (cover) the box. */
export function fittedSize(
	source: { width: number; height: number },
	box: { width: number; height: number },
	how: 'contain' | 'cover',
): { width: number; height: number } {
	const pick = how === 'contain' ? min : max;
	const factor = pick(box.width / source.width, box.height / source.height);
	return {
		width: max(1, round(source.width * factor)),
		height: max(1, round(source.height * factor)),
	};
}

/** A width x height window of the source whose centre is at (cx, cy), moved inside the source. */
export function crop(
	source: Bitmap,
	width: number,
	height: number,
	cx: number,
	cy: number,
): Bitmap {
	const left = min(max(0, round(cx - width / 2)), source.width - width);
	const top = min(max(0, round(cy - height / 2)), source.height - height);
	const data = new Uint8Array(width * height * 4);
	for (let y = 0; y < height; y++) {
		const from = ((top + y) * source.width + left) * 4;
		data.set(source.data.subarray(from, from + width * 4), y * width * 4);
	}
	return { width, height, data };
}

/** Draws `top` over `base` (alpha "over") with its top-left corner at (left, y), times `opacity`. */
export function overlay(base: Bitmap, top: Bitmap, left: number, y0: number, opacity = 1): void {
	for (let y = max(0, -y0); y < top.height && y0 + y < base.height; y++)
		for (let x = max(0, -left); x < top.width && left + x < base.width; x++) {
			const from = (y * top.width + x) * 4;
			const to = ((y0 + y) * base.width + left + x) * 4;
			const a = (top.data[from + 3] / 255) * opacity;
			const b = base.data[to + 3] / 255;
			const outA = a + b * (1 - a);
			for (let c = 0; c < 3; c++)
				base.data[to + c] =
					outA > 0 ? round((top.data[from + c] * a + base.data[to + c] * b * (1 - a)) / outA) : 0;
			base.data[to + 3] = round(outA * 255);
		}
}

/** A box blur of `radius`, three passes each way (close to a Gaussian), in place. */
export function boxBlur(bitmap: Bitmap, radius: number): Bitmap {
	const { width, height, data } = bitmap;
	const line = new Float64Array(max(width, height) * 4);
	const pass = (count: number, length: number, index: (n: number, i: number) => number) => {
		for (let n = 0; n < count; n++) {
			for (let i = 0; i < length; i++)
				for (let c = 0; c < 4; c++) line[i * 4 + c] = data[index(n, i) + c];
			const sum = [0, 0, 0, 0];
			const at = (i: number) => min(length - 1, max(0, i)) * 4;
			for (let i = -radius; i <= radius; i++) for (let c = 0; c < 4; c++) sum[c] += line[at(i) + c];
			for (let i = 0; i < length; i++) {
				for (let c = 0; c < 4; c++) {
					data[index(n, i) + c] = round(sum[c] / (2 * radius + 1));
					sum[c] += line[at(i + radius + 1) + c] - line[at(i - radius) + c];
				}
			}
		}
	};
	for (let round = 0; round < 3; round++) {
		pass(height, width, (y, x) => (y * width + x) * 4);
		pass(width, height, (x, y) => (y * width + x) * 4);
	}
	return bitmap;
}

/** Every pixel's alpha times `opacity` (0 to 1), in place. */
export function fade(bitmap: Bitmap, opacity: number): Bitmap {
	for (let i = 3; i < bitmap.data.length; i += 4) bitmap.data[i] = round(bitmap.data[i] * opacity);
	return bitmap;
}

/** "#A020F0", "a020f0" or "#fff" as RGBA. */
export function parseColor(color: string): [number, number, number, number] {
	let hex = color.replace(/^#/, '');
	if (hex.length === 3) hex = [...hex].map((d) => d + d).join('');
	return [0, 2, 4].map((i) => parseInt(hex.slice(i, i + 2), 16)).concat(255) as [
		number,
		number,
		number,
		number,
	];
}
