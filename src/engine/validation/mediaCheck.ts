import type { ValidationIssue } from '../core/errors';
import type { MediaFacts } from '../resources/mediaUrls';

/** What the check needs of a client: `client.media`. */
export interface MediaUrlChecker {
	urlExists(mediaUrl: string, options?: { profileKey?: string }): Promise<MediaFacts>;
}

/**
 * Asks the service whether each media URL of a post can be fetched and is an image or a video
 * (`POST /media/urlExists`), so a post whose media a network could not load fails before it is
 * sent or scheduled, not when it goes out. One issue per URL that fails, naming it.
 */
export async function checkMediaUrls(
	media: MediaUrlChecker,
	urls: readonly string[],
	options: { profileKey?: string } = {},
): Promise<ValidationIssue[]> {
	const issues: ValidationIssue[] = [];
	for (const [index, url] of urls.entries()) {
		const facts = await media.urlExists(url, options);
		const field = `mediaUrls[${index}]`;
		if (facts.urlExists !== true) {
			const answered = typeof facts.statusCode === 'number' ? ` (HTTP ${facts.statusCode})` : '';
			issues.push({
				field,
				value: url,
				message: `cannot be fetched${answered}: the networks could not load it; check the address or upload the file`,
			});
		} else if (facts.contentType && !/^(image|video)\//.test(facts.contentType)) {
			issues.push({
				field,
				value: url,
				message: `is ${facts.contentType}, not an image or a video: give the address of the file itself`,
			});
		}
	}
	return issues;
}
