import { recordedExtraFields } from '../posts/recordedFields';
import type { Post } from '../store/posts';
import { html, type SafeHtml } from './html';

/** What a post card says about its notes and 2026 fields (reposts, pause, service-chosen content). */
export function postFieldsLine(post: Post): SafeHtml | '' {
	const fields = recordedExtraFields(post.options);
	const parts: string[] = [];
	if (post.notes) parts.push(`notes: ${post.notes}`);
	if (typeof fields.autoRepostId === 'string')
		parts.push(`auto repost series ${fields.autoRepostId}`);
	if (fields.validateScheduled === false)
		parts.push('not checked until sent (validateScheduled: false)');
	if (typeof fields.unsplash === 'string') parts.push(`Unsplash image “${fields.unsplash}”`);
	if (fields.randomPost === true) parts.push('random text');
	if (fields.randomMediaUrl === true) parts.push('random image');
	if (parts.length === 0) return '';
	return html`<p class="meta" data-post-fields>${parts.join(' · ')}</p>`;
}
