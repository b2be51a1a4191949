/** The invisible separator the service expects before every newline (https://www.ayrshare.com/docs/apis/post/post). */
export const LINE_BREAK_MARKER = '\u2063';

// An optional marker already in place, then any newline spelling, so a marker is never doubled.
const LINE_BREAK = /\u2063?(?:\r\n|\r|\n)/g;

/** Writes every line break as U+2063 followed by `\n`. */
export function encodeLineBreaks(text: string): string {
	return text.replace(LINE_BREAK, `${LINE_BREAK_MARKER}\n`);
}

/** Writes every line break as a bare `\n`, dropping the marker (for networks that read markdown). */
export function plainLineBreaks(text: string): string {
	return text.replace(LINE_BREAK, '\n');
}
