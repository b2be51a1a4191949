import type { Delivery } from '../store/deliveries';
import { html, safeHref, type SafeHtml } from './html';

/**
 * What a network post carried besides its text: the X app it went out with (masked key only),
 * comments turned off, and the first comment posted under it.
 */
export function deliveryNotes(delivery: Delivery): SafeHtml {
	const notes: SafeHtml[] = [];
	const { xApp, commentsDisabled, firstComment } = delivery.extra as {
		xApp?: unknown;
		commentsDisabled?: unknown;
		firstComment?: { comment?: unknown; mediaUrls?: unknown };
	};
	if (typeof xApp === 'string')
		notes.push(html`<p class="meta x-app">X app <code>${xApp}</code></p>`);
	if (commentsDisabled === true) notes.push(html`<p class="meta comments-off">Comments off</p>`);
	if (firstComment && typeof firstComment.comment === 'string') {
		const media = Array.isArray(firstComment.mediaUrls) ? firstComment.mediaUrls : [];
		const links = media.flatMap((url) => {
			const href = typeof url === 'string' ? safeHref(url) : undefined;
			return href ? [html` <a href="${href}" rel="noopener">(media)</a>`] : [];
		});
		notes.push(
			html`<p class="first-comment">
				<span class="meta">First comment:</span> ${firstComment.comment}${links}
			</p>`,
		);
	}
	return html`${notes}`;
}
