import type { Network } from '../../engine/networks';
import type { PostIdEntry } from '../../engine/resources/posts';
import {
	DISABLE_COMMENTS_NETWORKS,
	FIRST_COMMENT_MEDIA_NETWORKS,
	firstCommentNetworks,
} from '../../engine/validation/commentOptions';
import { addComment } from './comments';
import type { SandboxContext } from '../context';
import type { LinkedAccount } from '../store/linkedAccounts';
import type { Post } from '../store/posts';
import { X_APP_OPTION } from '../limits/xAppKeys';

interface FirstCommentOption {
	comment: string;
	mediaUrls?: string[];
}

function firstCommentOf(post: Post): FirstCommentOption | undefined {
	const option = post.options.firstComment as FirstCommentOption | undefined;
	return option && typeof option.comment === 'string' ? option : undefined;
}

/**
 * What a network post records besides its text: the X app it went out with (masked), comments
 * turned off, and its first comment, posted under it at once (as the network's own comment).
 */
export function commentAndAppExtras(
	ctx: SandboxContext,
	post: Post,
	network: Network,
	account: LinkedAccount,
): Record<string, unknown> {
	const extra: Record<string, unknown> = {};
	const xApp = post.options[X_APP_OPTION];
	if (network === 'twitter' && typeof xApp === 'string') extra.xApp = xApp;
	const disable = post.options.disableComments;
	if (disable === true && DISABLE_COMMENTS_NETWORKS.includes(network))
		extra.commentsDisabled = true;
	const first = firstCommentOf(post);
	if (first && firstCommentNetworks([network], disable).length === 1) {
		const mediaUrls = FIRST_COMMENT_MEDIA_NETWORKS.includes(network) ? (first.mediaUrls ?? []) : [];
		const stored = addComment(ctx, {
			postId: post.id,
			profileId: post.profileId,
			platform: network,
			parentId: null,
			text: first.comment,
			userName: account.displayName,
			own: true,
			mediaUrls,
		});
		extra.firstComment = {
			commentId: stored.id,
			comment: stored.text,
			...(mediaUrls.length ? { mediaUrls } : {}),
		};
	}
	return extra;
}

/** The first comment in a `postIds` entry of the send answer. */
export function withFirstComment(entry: PostIdEntry, extra: Record<string, unknown>): PostIdEntry {
	const first = extra.firstComment as Record<string, unknown> | undefined;
	if (!first) return entry;
	return Object.assign(entry, { firstComment: { status: 'success', ...first } });
}
