import { networkEntry, networkName, PLATFORMS, type Platform } from '../../engine/networks';
import { namesInProse } from '../../engine/core/prose';
import type { SandboxContext } from '../context';
import { badRequest, notFound, unknownPost } from '../errors';
import type { StoredComment } from '../store/comments';
import { findNetworkPost } from './thread';

/** The networks a comment with media goes to (each entry offering `commentMedia`). */
export const COMMENT_MEDIA_PLATFORMS = PLATFORMS.filter((p) => networkEntry(p).offers.commentMedia);

/**
 * `searchPlatformId` needs exactly one network, the one whose id was given (the MCP repo's
 * comments examples: "supply the single platform").
 */
export function singlePlatform(action: string, platforms: readonly string[] | undefined): Platform {
	if (platforms?.length !== 1)
		throw badRequest(
			action,
			`platforms: with searchPlatformId=true give exactly one network, the one whose id this is (got ${JSON.stringify(platforms ?? [])}).`,
		);
	return platforms[0] as Platform;
}

/** The service's post id of the profile's post that a network's own post id names. */
export function postIdByNetworkId(
	ctx: SandboxContext,
	action: string,
	profileId: number,
	platform: Platform,
	networkId: string,
): string {
	const delivery = findNetworkPost(ctx.deliveries, platform, networkId);
	if (!delivery || delivery.profileId !== profileId || !delivery.postId)
		throw unknownPost(action, networkId);
	return delivery.postId;
}

/**
 * A comment by the network's own comment id. Ours: the simulated networks number a comment
 * with the same id the service answers as its `commentId`, so the id is the same either way; the
 * comment must be on the network named.
 */
export function commentByNetworkId(
	ctx: SandboxContext,
	action: string,
	profileId: number,
	platform: Platform,
	networkId: string,
): StoredComment {
	const comment = ctx.comments.ofProfile(networkId, profileId);
	if (!comment || comment.platform !== platform)
		throw notFound(
			action,
			`No ${networkName(platform)} comment with id ${JSON.stringify(networkId)} in this profile.`,
		);
	return comment;
}

/** `mediaUrls` go only to the networks that take a comment with media (docs: one URL). */
export function checkCommentMedia(
	action: string,
	mediaUrls: readonly string[] | undefined,
	platforms: readonly Platform[],
): void {
	if (!mediaUrls?.length) return;
	const refused = platforms.filter((p) => !COMMENT_MEDIA_PLATFORMS.includes(p));
	if (refused.length > 0)
		throw badRequest(
			action,
			`mediaUrls: a comment with media goes only to ${namesInProse(COMMENT_MEDIA_PLATFORMS.map(networkName))}; ${namesInProse(refused.map(networkName))} take text only. Leave mediaUrls out for ${refused.join(', ')}.`,
		);
}

/**
 * A reply by network comment id on a network whose entry says `replyNeedsVideoId` names the
 * video: `videoId` is required and must be the network id of the post the comment is on.
 */
export function checkReplyVideoId(
	ctx: SandboxContext,
	action: string,
	parent: StoredComment,
	videoId: string | undefined,
): void {
	// TikTok's replies by network comment id need the video id (MCP tools page, reply_comment).
	if (parent.platform !== 'tiktok') return;
	const delivery = ctx.deliveries
		.forPost(parent.postId)
		.find((d) => d.platform === parent.platform && !d.deleted);
	if (!videoId)
		throw badRequest(
			action,
			`videoId is required: a ${networkName(parent.platform)} reply by network comment id names the video the comment is on${delivery ? ` (here ${JSON.stringify(delivery.networkId)})` : ''}.`,
		);
	if (delivery && delivery.networkId !== videoId)
		throw badRequest(
			action,
			`videoId ${JSON.stringify(videoId)} is not the video comment ${parent.id} is on; it is ${JSON.stringify(delivery.networkId)}.`,
		);
}
