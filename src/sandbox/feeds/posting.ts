import type { Network } from '../../engine/networks';
import {
	FEED_AUTO_HASHTAG_MAX,
	FEED_IMAGE_NETWORKS,
	FEED_POST_NETWORKS,
} from '../../engine/resources/feeds';
import {
	TWEET_MAX_WEIGHTED_LENGTH,
	tweetWeightedLength,
	validatePost,
} from '../../engine/validation';
import type { SandboxContext } from '../context';
import { addHashtags } from '../hashtags';
import { newPostId } from '../networks/ids';
import type { Publisher } from '../publisher';
import { newPost, type Post } from '../store/posts';
import { plainText } from './html';

/**
 * A new article with no feed webhook active becomes a post through the normal post path
 * (https://www.ayrshare.com/docs/apis/feed/add-feed): validated like a sent post, stored, and sent by the publisher to the networks
 * offering `feedPosts`, plus those offering `feedImagePosts` when it has an image; only networks
 * the profile has linked are targeted.
 */

export interface ArticleForPost {
	title: string;
	link: string;
	image?: string;
}

export type ArticlePostResult =
	| { kind: 'posted'; post: Post; platforms: Network[] }
	| { kind: 'skipped'; reason: string };

const ELLIPSIS = '…';

function withHashtags(text: string, autoHashtag: boolean): string {
	return autoHashtag ? addHashtags(text, { max: FEED_AUTO_HASHTAG_MAX }) : text;
}

function codePoints(text: string): string[] {
	return Array.from(text);
}

/**
 * The post text: title, a space and the link, with up to three hashtags when asked, cut so it
 * fits 280 weighted characters (a tweet's length: the tightest limit among the networks it goes to).
 */
export function articlePostText(article: ArticleForPost, autoHashtag: boolean): string {
	const title = plainText(article.title);
	const compose = (head: string) =>
		withHashtags(head === '' ? article.link : `${head} ${article.link}`.trim(), autoHashtag);
	let text = compose(title);
	let kept = codePoints(title);
	while (tweetWeightedLength(text) > TWEET_MAX_WEIGHTED_LENGTH && kept.length > 0) {
		// Each pass drops at least as many characters as the text is over (a weighted
		// character is worth 1 or 2), so this ends quickly.
		const over = tweetWeightedLength(text) - TWEET_MAX_WEIGHTED_LENGTH;
		kept = kept.slice(0, Math.max(0, kept.length - Math.ceil(over / 2) - 1));
		const head = kept.join('').trimEnd();
		text = compose(head === '' ? '' : `${head}${ELLIPSIS}`);
	}
	return text;
}

function targetNetworks(
	ctx: SandboxContext,
	profileId: number,
	image: string | undefined,
): Network[] {
	const linked = new Set(ctx.linkedAccounts.list(profileId).map((account) => account.platform));
	const wanted: Network[] = [...FEED_POST_NETWORKS, ...(image ? FEED_IMAGE_NETWORKS : [])];
	return wanted.filter((network) => linked.has(network));
}

/** Sends one article as a post; call inside a transaction (the article's record goes with it). */
export function postArticle(
	ctx: SandboxContext,
	publisher: Publisher,
	profileId: number,
	article: ArticleForPost,
	autoHashtag: boolean,
): ArticlePostResult {
	let networks = targetNetworks(ctx, profileId, article.image);
	if (networks.length === 0)
		return { kind: 'skipped', reason: 'none of the feed networks is linked to the profile' };
	const text = articlePostText(article, autoHashtag);
	const mediaUrls = article.image ? [article.image] : undefined;
	const now = ctx.now();
	let checked = validatePost({ post: text, platforms: networks, mediaUrls });
	if (!checked.ok) {
		// Leave out the networks that refuse this article (say, its image); post to the rest.
		const refusing = new Set(checked.issues.map((issue) => issue.platform));
		if (refusing.has(undefined))
			return {
				kind: 'skipped',
				reason: checked.issues.map((i) => `${i.field} ${i.message}`).join('; '),
			};
		networks = networks.filter((network) => !refusing.has(network));
		if (networks.length === 0)
			return { kind: 'skipped', reason: checked.issues.map((i) => i.message).join('; ') };
		checked = validatePost({ post: text, platforms: networks, mediaUrls });
		if (!checked.ok)
			return { kind: 'skipped', reason: checked.issues.map((i) => i.message).join('; ') };
	}
	const post = newPost({
		id: newPostId(),
		profileId,
		text: checked.value.post,
		// The feed lists real networks, never "all".
		platforms: networks,
		mediaUrls: checked.value.mediaUrls ?? [],
		createdAt: now,
	});
	ctx.posts.insert(post);
	const outcome = publisher.deliver(post);
	return { kind: 'posted', post: { ...post, status: outcome.status }, platforms: post.platforms };
}
