import type { ValidationIssue } from '../core/errors';
import { networkEntry, type Network } from '../networks';
import { renderRichText, stripRichText } from '../richtext/render';
import { isVideoUrl } from './media';
import { networkOptionIssues } from './networkOptionIssues';
import { readFacts, threadChoice, type PostFacts } from './postFacts';
import { EMPTY_TEXT_NETWORKS, NETWORK_RULES } from './networkRules';
import type { NetworkRule } from './networkRules';
import { characterCount, lengthIn, UNIT_WORDS } from './textLength';
import { splitThread, threadPostName } from './thread';
import { isRecord } from '../core/isRecord';

const HASHTAG = /(?<![\p{L}\p{N}_&#])#[\p{L}\p{N}_]+/gu;
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
		issues.push(...lengthIssues(network, rule, facts, text, rendered));
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

/**
 * A text longer than the network takes, in its length unit. A network that sends a thread
 * suggests one; on X a longer limit applies with `longPost` (its `offers.longPost`).
 */
function lengthIssues(
	network: Network,
	rule: NetworkRule,
	facts: PostFacts,
	text: string,
	rendered: string,
): ValidationIssue[] {
	const { optionsField, offers } = networkEntry(network);
	const options = facts.options[optionsField];
	// The longer limit, where the network offers one and the post asks for it.
	const longPostMaxLength =
		isRecord(options) && options.longPost === true ? offers.longPost?.maxLength : undefined;
	const longPost = longPostMaxLength !== undefined;
	const most = longPostMaxLength ?? rule.maxLength;
	const length = lengthIn(rule.lengthUnit, rendered);
	if (length <= most) return [];
	const unit = UNIT_WORDS[rule.lengthUnit];
	// X's page says how it counts: https://www.ayrshare.com/docs/apis/post/social-networks/x
	const counting =
		rule.lengthUnit !== 'weighted'
			? ''
			: longPost
				? ' (with longPost)'
				: ' (URLs count 23, styled letters 2)';
	const message = `is ${length} ${unit}; ${network} allows at most ${most}${counting}`;
	const fix =
		rule.maxThreadPosts === undefined || longPost
			? undefined
			: {
					field: `${optionsField}.thread`,
					value: true,
					effect: `sends the text as a thread of ${threadPostName(network)}s of at most ${rule.maxLength} ${unit} each`,
				};
	return [{ field: 'post', value: text, message, platform: network, ...(fix ? { fix } : {}) }];
}

/** A thread is judged post by post, and by how many posts it takes. */
function threadIssues(
	network: Network,
	rule: NetworkRule,
	facts: PostFacts,
	text: string,
): ValidationIssue[] {
	const issues: ValidationIssue[] = [];
	const posts = splitThread(text, network, {
		threadNumber: threadChoice(facts, network).threadNumber,
	});
	const most = rule.maxThreadPosts as number;
	const postName = threadPostName(network);
	const unit = UNIT_WORDS[rule.lengthUnit];
	if (posts.length > most) {
		const message =
			`splits into ${posts.length} ${postName}s; a ${network} thread may have at most ${most} ` +
			`(about ${most * rule.maxLength} ${unit}): shorten the text or send several posts`;
		issues.push({ field: 'post', value: text, message, platform: network });
	}
	posts.forEach((post, index) => {
		if (post.length <= rule.maxLength) return;
		const message =
			`has ${postName} ${index + 1} of ${posts.length} at ${post.length} ${unit}; ` +
			`${network} allows at most ${rule.maxLength} per ${postName}`;
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
