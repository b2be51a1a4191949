import { z } from 'zod';
import type { ValidationIssue } from '../core/errors';
import { type FirstCommentRule, networkEntry, NETWORK_IDS } from '../networks';
import { isNetwork } from '../networks';
import { tweetWeightedLength } from './tweetLength';
import { isRecord } from '../core/isRecord';
import { namesInProse } from '../core/prose';

const firstCommentRules = NETWORK_IDS.flatMap((network) => {
	const rule = networkEntry(network).offers.firstComment;
	return rule ? [{ platform: network, rule }] : [];
});
const alphabetical = (keep: (rule: FirstCommentRule) => boolean): readonly string[] =>
	firstCommentRules
		.filter(({ rule }) => keep(rule))
		.map(({ platform: network }) => network)
		.sort();

/** Networks whose posts take a first comment (their entries' `firstComment`), alphabetically. */
export const FIRST_COMMENT_NETWORKS: readonly string[] = alphabetical(() => true);

/** Where a first comment may carry an image or video (our reading of the service; one file). */
export const FIRST_COMMENT_MEDIA_NETWORKS: readonly string[] = alphabetical(
	(rule) => rule.media === true,
);

/** Where `disableComments` turns comments off (the service documents these). */
export const DISABLE_COMMENTS_NETWORKS: readonly string[] = alphabetical(
	(rule) => rule.disableable === true,
);

/** Longest first comment per network, in characters (a `weighted` rule's: counted as a tweet). */
export const FIRST_COMMENT_MAX_LENGTH: Readonly<Record<string, number>> = Object.fromEntries(
	firstCommentRules.map(({ platform: network, rule }) => [network, rule.maxLength]),
);

const DISABLEABLE = namesInProse(DISABLE_COMMENTS_NETWORKS, 'and');

function isHttpsUrl(value: string): boolean {
	try {
		return new URL(value).protocol === 'https:';
	} catch {
		return false;
	}
}

/** `firstComment`: posted as a comment under the post right after it goes out. */
export const FirstCommentSchema = z
	.object(
		{
			comment: z
				.string({
					required_error: 'is required: the text of the first comment',
					invalid_type_error: 'must be the text of the first comment',
				})
				.refine((text) => text.trim() !== '', 'must not be empty: the text of the first comment'),
			mediaUrls: z
				.array(
					z.string().refine(isHttpsUrl, 'must be an https URL like https://example.com/photo.jpg'),
					{ invalid_type_error: 'must be a list with one https URL of an image or video' },
				)
				.max(1, 'takes one image or video')
				.optional(),
		},
		{
			invalid_type_error:
				'must be an object like {comment: "Link in the comments: https://…", mediaUrls: ["https://…"]}',
		},
	)
	.passthrough();

export type FirstComment = z.infer<typeof FirstCommentSchema>;

export const DisableCommentsSchema = z.boolean({
	invalid_type_error: `must be true or false: true turns comments off on ${DISABLEABLE}`,
});

/** The networks of a post that get its first comment: they take comments and have them on. */
export function firstCommentNetworks(
	networks: readonly string[],
	disableComments: unknown,
): string[] {
	return networks.filter(
		(network) =>
			FIRST_COMMENT_NETWORKS.includes(network) &&
			!(disableComments === true && DISABLE_COMMENTS_NETWORKS.includes(network)),
	);
}

/** Per-network rules of `firstComment` (length, where it can go); shapes are the schema's. */
export function commentIssues(request: unknown): ValidationIssue[] {
	if (!isRecord(request) || !isRecord(request.firstComment)) return [];
	const { comment } = request.firstComment;
	const networks = Array.isArray(request.platforms)
		? request.platforms.filter((p): p is string => typeof p === 'string')
		: [];
	const issues: ValidationIssue[] = [];
	const targets = firstCommentNetworks(networks, request.disableComments);
	if (networks.length > 0 && targets.length === 0) {
		const off =
			request.disableComments === true
				? ` with comments on (disableComments turns them off on ${DISABLEABLE})`
				: '';
		issues.push({
			field: 'firstComment',
			value: request.firstComment,
			message: `has no network to go to: none of ${networks.join(', ')} takes comments${off}; a first comment goes out on ${FIRST_COMMENT_NETWORKS.join(', ')}`,
		});
	}
	if (typeof comment !== 'string') return issues;
	for (const network of targets) {
		const max = FIRST_COMMENT_MAX_LENGTH[network];
		const weighted =
			isNetwork(network) && networkEntry(network).offers.firstComment?.lengthUnit === 'weighted';
		const length = weighted ? tweetWeightedLength(comment) : [...comment].length;
		if (max !== undefined && length > max) {
			const unit = weighted ? 'weighted characters' : 'characters';
			issues.push({
				field: 'firstComment.comment',
				value: comment,
				message: `is ${length} ${unit}; a first comment on ${network} takes at most ${max}`,
				platform: network as ValidationIssue['platform'],
			});
		}
	}
	return issues;
}
