import type { ValidationIssue } from '../core/errors';
import { networkEntry, type Network } from '../networks';
import { renderRichText, stripRichText } from '../richtext/render';
import { graphemeCount, isVideoUrl } from './media';
import { networkOptionIssues } from './networkOptionIssues';
import { readFacts, threadChoice, type PostFacts } from './postFacts';
import { EMPTY_TEXT_NETWORKS, NETWORK_RULES } from './networkRules';
import type { NetworkRule } from './networkRules';
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

function textIssues(network: Network, rule: NetworkRule, facts: PostFacts): ValidationIssue[] {
	const text = facts.text;
	if (text === undefined) return [];
	const issues: ValidationIssue[] = [];
	if (stripRichText(text).trim() === '') {
		const emptyAllowedOn = `empty text is allowed only on ${EMPTY_TEXT_NETWORKS.join(', ')}, with media`;
		if (!rule.allowsEmptyText) {
			const message = `must not be empty on ${network} (${emptyAllowedOn})`;
			issues.push({ field: 'post', value: text, message, platform: network });
		} else if (facts.mediaCount === 0) {
			const message = `must not be empty on ${network} without media (${emptyAllowedOn})`;
			issues.push({ field: 'post', value: text, message, platform: network });
		}
	}
	const rendered = renderRichText(text, network);
	if (rule.maxThreadPosts !== undefined && threadChoice(facts, network).thread) {
		issues.push(...threadIssues(network, rule, facts, text));
	} else if (!rule.truncates) {
		if (rule.lengthUnit === 'weighted') {
			const { optionsField, offers } = networkEntry(network);
			const options = facts.options[optionsField];
			const longPostMaxLength = offers.longPost?.maxLength;
			const longPost =
				longPostMaxLength !== undefined && isRecord(options) ? options.longPost === true : false;
			const most = longPost && longPostMaxLength !== undefined ? longPostMaxLength : rule.maxLength;
			const length = tweetWeightedLength(rendered);
			if (length > most) {
				const message =
					`is ${length} weighted characters; ${network} allows at most ${most} ` +
					(longPost ? '(with longPost)' : '(URLs count 23, styled letters 2)');
				const fix =
					rule.maxThreadPosts === undefined || longPost
						? undefined
						: {
								field: `${networkEntry(network).optionsField}.thread`,
								value: true,
								effect: `sends the text as a thread of tweets of at most ${rule.maxLength} weighted characters each`,
							};
				issues.push({
					field: 'post',
					value: text,
					message,
					platform: network,
					...(fix ? { fix } : {}),
				});
			}
		} else if (rule.lengthUnit === 'graphemes') {
			const length = graphemeCount(rendered);
			if (length > rule.maxLength) {
				const message = `is ${length} characters (graphemes); ${network} allows at most ${rule.maxLength}`;
				issues.push({ field: 'post', value: text, message, platform: network });
			}
		} else {
			const length = characterCount(rendered);
			if (length > rule.maxLength) {
				const message = `is ${length} characters; ${network} allows at most ${rule.maxLength}`;
				issues.push({ field: 'post', value: text, message, platform: network });
			}
		}
	}
	if (rule.maxHashtags !== undefined) {
		const hashtags = rendered.match(HASHTAG)?.length ?? 0;
		if (hashtags > rule.maxHashtags) {
			const message = `has ${hashtags} hashtags; ${network} allows at most ${rule.maxHashtags}`;
			issues.push({ field: 'post', value: text, message, platform: network });
		}
	}
	return issues;
}

/** A thread is judged tweet by tweet, and by how many tweets it takes. */
function threadIssues(
	network: Network,
	rule: NetworkRule,
	facts: PostFacts,
	text: string,
): ValidationIssue[] {
	const issues: ValidationIssue[] = [];
	const tweets = splitThread(text, { threadNumber: threadChoice(facts, network).threadNumber });
	const most = rule.maxThreadPosts as number;
	if (tweets.length > most) {
		const message =
			`splits into ${tweets.length} tweets; a ${network} thread may have at most ${most} ` +
			`(about ${most * rule.maxLength} weighted characters): shorten the text or send several posts`;
		issues.push({ field: 'post', value: text, message, platform: network });
	}
	tweets.forEach((tweet, index) => {
		if (tweet.weightedLength <= rule.maxLength) return;
		const message =
			`has tweet ${index + 1} of ${tweets.length} at ${tweet.weightedLength} weighted characters; ` +
			`${network} allows at most ${rule.maxLength} per tweet`;
		issues.push({ field: 'post', value: text, message, platform: network });
	});
	return issues;
}

function mediaIssues(network: Network, rule: NetworkRule, facts: PostFacts): ValidationIssue[] {
	const value = facts.options.mediaUrls;
	const { mediaCount } = facts;
	if (rule.requiresSingleVideo) {
		const isOneVideo =
			mediaCount === 1 &&
			facts.mediaUrls.length === 1 &&
			(facts.isVideo || isVideoUrl(facts.mediaUrls[0]));
		if (isOneVideo) return [];
		const message =
			`must be exactly one video on ${network} (a URL ending in .mp4, .mov or another ` +
			`video extension, or set isVideo: true); got ${mediaCount} media item(s)`;
		return [{ field: 'mediaUrls', value, message, platform: network }];
	}
	if (rule.requiresMedia && mediaCount === 0) {
		const message = `must include at least one image or video on ${network}`;
		return [{ field: 'mediaUrls', value, message, platform: network }];
	}
	if (mediaCount > rule.maxMedia) {
		const message = `has ${mediaCount} media items; ${network} allows at most ${rule.maxMedia}`;
		return [{ field: 'mediaUrls', value, message, platform: network }];
	}
	const hasVideo = facts.isVideo || facts.mediaUrls.some(isVideoUrl);
	if (rule.videoGoesAlone && hasVideo && mediaCount > 1) {
		const message =
			`has a video among ${mediaCount} media items; ${network} takes ` +
			`up to ${rule.maxMedia} images or one video alone`;
		return [{ field: 'mediaUrls', value, message, platform: network }];
	}
	return [];
}

function optionIssues(network: Network, rule: NetworkRule, facts: PostFacts): ValidationIssue[] {
	const issues: ValidationIssue[] = [];
	if (rule.title) {
		const [group, key] = rule.title.field.split('.');
		const options = facts.options[group];
		const title = isRecord(options) ? options[key] : undefined;
		const limit = `${network} needs a title of at most ${rule.title.maxLength} characters`;
		if (options === undefined) {
			issues.push({
				field: rule.title.field,
				value: undefined,
				message: `is required: ${limit}`,
				platform: network,
			});
		} else if (typeof title === 'string' && title.trim() === '') {
			issues.push({
				field: rule.title.field,
				value: title,
				message: `must not be empty: ${limit}`,
				platform: network,
			});
		} else if (typeof title === 'string' && characterCount(title) > rule.title.maxLength) {
			const message = `is ${characterCount(title)} characters; ${limit}`;
			issues.push({ field: rule.title.field, value: title, message, platform: network });
		}
	}
	const { optionsField, options } = networkEntry(network);
	const requiredOption = options?.required;
	if (requiredOption && facts.options[optionsField] === undefined) {
		const field = `${optionsField}.${requiredOption.key}`;
		const message = `is required on ${network}: ${requiredOption.message}`;
		issues.push({ field, value: undefined, message, platform: network });
	}
	return issues;
}

/** Every per-platform problem of a request, for each known platform it lists; never stops early. */
export function networkIssues(request: unknown): ValidationIssue[] {
	if (!isRecord(request)) return [];
	const facts = readFacts(request);
	const issues: ValidationIssue[] = [];
	for (const network of facts.platforms) {
		const rule = NETWORK_RULES[network];
		issues.push(...textIssues(network, rule, facts));
		issues.push(...mediaIssues(network, rule, facts));
		issues.push(...optionIssues(network, rule, facts));
		issues.push(...networkOptionIssues(network, facts));
	}
	return issues;
}
