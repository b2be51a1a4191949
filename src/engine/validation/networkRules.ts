import type { ValidationIssue } from '../core/errors';
import type { Platform } from '../platforms';
import { isPlatform } from '../platforms';
import { renderRichText, stripRichText } from '../richtext/render';
import { EMPTY_TEXT_PLATFORMS, PLATFORM_RULES } from './platformRules';
import type { PlatformRule } from './platformRules';
import { tweetWeightedLength } from './tweetLength';
import { splitThread } from './tweetThread';

const VIDEO_EXTENSIONS = ['mp4', 'mov', 'm4v', 'webm', 'avi', 'mkv', 'mpeg', 'mpg', 'wmv', '3gp'];
const HASHTAG = /(?<![\p{L}\p{N}_&#])#[\p{L}\p{N}_]+/gu;
const SUBREDDIT = /^(?:\/?r\/)?[A-Za-z0-9_]{2,21}$/;
const LINE_BREAK_MARKER = '\u2063';
const LINE_BREAK_MARKERS = /\u2063/g;

/** The parts of a request the per-network rules look at, read leniently from unchecked input. */
interface PostFacts {
	text?: string;
	platforms: Platform[];
	mediaUrls: string[];
	mediaCount: number;
	isVideo: boolean;
	/** `twitterOptions.thread` is true: a long twitter text goes out as a thread. */
	thread: boolean;
	threadNumber: boolean;
	options: Record<string, unknown>;
}

function isRecord(value: unknown): value is Record<string, unknown> {
	return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function readFacts(request: Record<string, unknown>): PostFacts {
	const platforms = Array.isArray(request.platforms) ? request.platforms.filter(isPlatform) : [];
	const mediaUrls = Array.isArray(request.mediaUrls)
		? request.mediaUrls.filter((url): url is string => typeof url === 'string')
		: [];
	const stock = request.stockImage;
	const stockCount = typeof stock === 'string' ? 1 : Array.isArray(stock) ? stock.length : 0;
	const twitterOptions = isRecord(request.twitterOptions) ? request.twitterOptions : {};
	return {
		text: typeof request.post === 'string' ? request.post : undefined,
		platforms: [...new Set(platforms)],
		mediaUrls,
		mediaCount: mediaUrls.length + stockCount,
		isVideo: request.isVideo === true,
		thread: twitterOptions.thread === true,
		threadNumber: twitterOptions.threadNumber === true,
		options: request,
	};
}

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

function isVideoUrl(url: string): boolean {
	const path = url.split(/[?#]/, 1)[0].toLowerCase();
	return VIDEO_EXTENSIONS.some((extension) => path.endsWith(`.${extension}`));
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
	if (rule.maxThreadPosts !== undefined && facts.thread) {
		issues.push(...threadIssues(platform, rule, facts, text));
	} else if (!rule.truncates) {
		if (rule.lengthUnit === 'weighted') {
			const length = tweetWeightedLength(rendered);
			if (length > rule.maxLength) {
				const message =
					`is ${length} weighted characters; ${platform} allows at most ${rule.maxLength} ` +
					'(URLs count 23, styled letters 2)';
				const fix =
					rule.maxThreadPosts === undefined
						? undefined
						: {
								field: 'twitterOptions.thread',
								value: true,
								effect: `sends the text as a thread of tweets of at most ${rule.maxLength} weighted characters each`,
							};
				issues.push({ field: 'post', value: text, message, platform, ...(fix ? { fix } : {}) });
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
	const tweets = splitThread(text, { threadNumber: facts.threadNumber });
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
	if (rule.requiresSubreddit) {
		const options = facts.options.redditOptions;
		const subreddit = isRecord(options) ? options.subreddit : undefined;
		const field = 'redditOptions.subreddit';
		if (options === undefined) {
			const message = `is required on ${platform}: the subreddit to post in, like "test"`;
			issues.push({ field, value: undefined, message, platform });
		} else if (typeof subreddit === 'string' && !SUBREDDIT.test(subreddit.trim())) {
			const message =
				'must be a subreddit name of 2-21 letters, digits or _, like "test" or "r/test"';
			issues.push({ field, value: subreddit, message, platform });
		}
	}
	return issues;
}

/** Every per-network problem of a request, for each known network it lists; never stops early. */
export function networkIssues(request: unknown): ValidationIssue[] {
	if (!isRecord(request)) return [];
	const facts = readFacts(request);
	const issues: ValidationIssue[] = [];
	for (const platform of facts.platforms) {
		const rule = PLATFORM_RULES[platform];
		issues.push(...textIssues(platform, rule, facts));
		issues.push(...mediaIssues(platform, rule, facts));
		issues.push(...optionIssues(platform, rule, facts));
	}
	return issues;
}
