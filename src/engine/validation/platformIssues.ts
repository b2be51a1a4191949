import type { ValidationIssue } from '../core/errors';
import { networkEntry, type Platform } from '../networks';
import { renderRichText, stripRichText } from '../richtext/render';
import { graphemeCount, isVideoUrl } from './media';
import { platformOptionIssues } from './platformOptionIssues';
import { readFacts, threadChoice, type PostFacts } from './postFacts';
import { EMPTY_TEXT_PLATFORMS, PLATFORM_RULES } from './platformRules';
import type { PlatformRule } from './platformRules';
import { tweetWeightedLength } from './tweetLength';
import { splitThread } from './tweetThread';
import { isRecord } from '../core/isRecord';

const HASHTAG = /(?<![\p{L}\p{N}_&#])#[\p{L}\p{N}_]+/gu;
const LINE_BREAK_MARKER = '\u2063';
const LINE_BREAK_MARKERS = /\u2063/g;

/** Unicode code points, without the line-break markers the service adds. */
function characterCount(text: string): number {
	if (text.includes(LINE_BREAK_MARKER))
		return Array.from(text.replace(LINE_BREAK_MARKERS, '')).length;
	// Code points without building an array: a surrogate pair is one, a lone surrogate one (as Array.from).
	let count = 0;
	for (let i = 0; i < text.length; i++) {
		const code = text.charCodeAt(i);
		if (code >= 0xd800 && code <= 0xdbff && i + 1 < text.length) {
			const next = text.charCodeAt(i + 1);
			if (next >= 0xdc00 && next <= 0xdfff) i++;
		}
		count++;
	}
	return count;
}

function textIssues(platform: Platform, rule: PlatformRule, facts: PostFacts): ValidationIssue[] {
	const text = facts.text;
	if (text === undefined) return [];
	const issues: ValidationIssue[] = [];
	if (stripRichText(text).trim() === '') {
		const emptyAllowedOn = `empty text is allowed only on ${EMPTY_TEXT_PLATFORMS.join(', ')}, with media`;
		if (!rule.allowsEmptyText) {
			const message = `must not be empty on ${platform} (${emptyAllowedOn})`;
			issues.push({ field: 'post', value: text, message, platform });
		} else if (facts.mediaCount === 0) {
			const message = `must not be empty on ${platform} without media (${emptyAllowedOn})`;
			issues.push({ field: 'post', value: text, message, platform });
		}
	}
	const rendered = renderRichText(text, platform);
	if (rule.maxThreadPosts !== undefined && threadChoice(facts, platform).thread) {
		issues.push(...threadIssues(platform, rule, facts, text));
	} else if (!rule.truncates) {
		if (rule.lengthUnit === 'weighted') {
			const { optionsField, offers } = networkEntry(platform);
			const options = facts.options[optionsField];
			const longPostMaxLength = offers.longPost?.maxLength;
			const longPost =
				longPostMaxLength !== undefined && isRecord(options) ? options.longPost === true : false;
			const most = longPost && longPostMaxLength !== undefined ? longPostMaxLength : rule.maxLength;
			const length = tweetWeightedLength(rendered);
			if (length > most) {
				const message =
					`is ${length} weighted characters; ${platform} allows at most ${most} ` +
					(longPost ? '(with longPost)' : '(URLs count 23, styled letters 2)');
				const fix =
					rule.maxThreadPosts === undefined || longPost
						? undefined
						: {
								field: `${networkEntry(platform).optionsField}.thread`,
								value: true,
								effect: `sends the text as a thread of tweets of at most ${rule.maxLength} weighted characters each`,
							};
				issues.push({ field: 'post', value: text, message, platform, ...(fix ? { fix } : {}) });
			}
		} else if (rule.lengthUnit === 'graphemes') {
			const length = graphemeCount(rendered);
			if (length > rule.maxLength) {
				const message = `is ${length} characters (graphemes); ${platform} allows at most ${rule.maxLength}`;
				issues.push({ field: 'post', value: text, message, platform });
			}
		} else {
			const length = characterCount(rendered);
			if (length > rule.maxLength) {
				const message = `is ${length} characters; ${platform} allows at most ${rule.maxLength}`;
				issues.push({ field: 'post', value: text, message, platform });
			}
		}
	}
	if (rule.maxHashtags !== undefined) {
		const hashtags = rendered.match(HASHTAG)?.length ?? 0;
		if (hashtags > rule.maxHashtags) {
			const message = `has ${hashtags} hashtags; ${platform} allows at most ${rule.maxHashtags}`;
			issues.push({ field: 'post', value: text, message, platform });
		}
	}
	return issues;
}

/** A thread is judged tweet by tweet, and by how many tweets it takes. */
function threadIssues(
	platform: Platform,
	rule: PlatformRule,
	facts: PostFacts,
	text: string,
): ValidationIssue[] {
	const issues: ValidationIssue[] = [];
	const tweets = splitThread(text, { threadNumber: threadChoice(facts, platform).threadNumber });
	const most = rule.maxThreadPosts as number;
	if (tweets.length > most) {
		const message =
			`splits into ${tweets.length} tweets; a ${platform} thread may have at most ${most} ` +
			`(about ${most * rule.maxLength} weighted characters): shorten the text or send several posts`;
		issues.push({ field: 'post', value: text, message, platform });
	}
	tweets.forEach((tweet, index) => {
		if (tweet.weightedLength <= rule.maxLength) return;
		const message =
			`has tweet ${index + 1} of ${tweets.length} at ${tweet.weightedLength} weighted characters; ` +
			`${platform} allows at most ${rule.maxLength} per tweet`;
		issues.push({ field: 'post', value: text, message, platform });
	});
	return issues;
}

function mediaIssues(platform: Platform, rule: PlatformRule, facts: PostFacts): ValidationIssue[] {
	const value = facts.options.mediaUrls;
	const { mediaCount } = facts;
	if (rule.requiresSingleVideo) {
		const isOneVideo =
			mediaCount === 1 &&
			facts.mediaUrls.length === 1 &&
			(facts.isVideo || isVideoUrl(facts.mediaUrls[0]));
		if (isOneVideo) return [];
		const message =
			`must be exactly one video on ${platform} (a URL ending in .mp4, .mov or another ` +
			`video extension, or set isVideo: true); got ${mediaCount} media item(s)`;
		return [{ field: 'mediaUrls', value, message, platform }];
	}
	if (rule.requiresMedia && mediaCount === 0) {
		const message = `must include at least one image or video on ${platform}`;
		return [{ field: 'mediaUrls', value, message, platform }];
	}
	if (mediaCount > rule.maxMedia) {
		const message = `has ${mediaCount} media items; ${platform} allows at most ${rule.maxMedia}`;
		return [{ field: 'mediaUrls', value, message, platform }];
	}
	const hasVideo = facts.isVideo || facts.mediaUrls.some(isVideoUrl);
	if (rule.videoGoesAlone && hasVideo && mediaCount > 1) {
		const message =
			`has a video among ${mediaCount} media items; ${platform} takes ` +
			`up to ${rule.maxMedia} images or one video alone`;
		return [{ field: 'mediaUrls', value, message, platform }];
	}
	return [];
}

function optionIssues(platform: Platform, rule: PlatformRule, facts: PostFacts): ValidationIssue[] {
	const issues: ValidationIssue[] = [];
	if (rule.title) {
		const [group, key] = rule.title.field.split('.');
		const options = facts.options[group];
		const title = isRecord(options) ? options[key] : undefined;
		const limit = `${platform} needs a title of at most ${rule.title.maxLength} characters`;
		if (options === undefined) {
			issues.push({
				field: rule.title.field,
				value: undefined,
				message: `is required: ${limit}`,
				platform,
			});
		} else if (typeof title === 'string' && title.trim() === '') {
			issues.push({
				field: rule.title.field,
				value: title,
				message: `must not be empty: ${limit}`,
				platform,
			});
		} else if (typeof title === 'string' && characterCount(title) > rule.title.maxLength) {
			const message = `is ${characterCount(title)} characters; ${limit}`;
			issues.push({ field: rule.title.field, value: title, message, platform });
		}
	}
	const { optionsField, options } = networkEntry(platform);
	const requiredOption = options?.required;
	if (requiredOption && facts.options[optionsField] === undefined) {
		const field = `${optionsField}.${requiredOption.key}`;
		const message = `is required on ${platform}: ${requiredOption.message}`;
		issues.push({ field, value: undefined, message, platform });
	}
	return issues;
}

/** Every per-platform problem of a request, for each known platform it lists; never stops early. */
export function platformIssues(request: unknown): ValidationIssue[] {
	if (!isRecord(request)) return [];
	const facts = readFacts(request);
	const issues: ValidationIssue[] = [];
	for (const platform of facts.platforms) {
		const rule = PLATFORM_RULES[platform];
		issues.push(...textIssues(platform, rule, facts));
		issues.push(...mediaIssues(platform, rule, facts));
		issues.push(...optionIssues(platform, rule, facts));
		issues.push(...platformOptionIssues(platform, facts));
	}
	return issues;
}
