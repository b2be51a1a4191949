const VIDEO_EXTENSIONS = ['mp4', 'mov', 'm4v', 'webm', 'avi', 'mkv', 'mpeg', 'mpg', 'wmv', '3gp'];

/** A media URL whose path ends in a known video extension. */
export function isVideoUrl(url: string): boolean {
	const path = url.split(/[?#]/, 1)[0].toLowerCase();
	return VIDEO_EXTENSIONS.some((extension) => path.endsWith(`.${extension}`));
}

let graphemeSegmenter: Intl.Segmenter | undefined;

/** What a reader sees as characters (an emoji with its modifiers is one), as some networks count. */
export function graphemeCount(text: string): number {
	graphemeSegmenter ??= new Intl.Segmenter('en', { granularity: 'grapheme' });
	return Array.from(graphemeSegmenter.segment(text.replace(/\u2063/g, ''))).length;
}
