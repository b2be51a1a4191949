import { networkEntry, networkName, NETWORK_IDS, type Network } from '../../engine/networks';
import { namesInProse } from '../../engine/core/prose';
import type { SandboxContext } from '../context';
import { badRequest, notFound, unknownPost } from '../errors';
import type { StoredComment } from '../store/comments';
import { findNetworkPost } from './thread';

/** The networks a comment with media goes to (each entry offering `commentMedia`). */
export const COMMENT_MEDIA_NETWORKS = NETWORK_IDS.filter(
	(p) => networkEntry(p).offers.commentMedia,
);

/**
 * `searchPlatformId` needs exactly one network, the one whose id was given (the MCP repo's
 * comments examples: "supply the single platform").
 */
export function singleNetwork(action: string, networks: readonly string[] | undefined): Network {
	if (networks?.length !== 1)
		throw badRequest(
			action,
			`platforms: with searchPlatformId=true give exactly one network, the one whose id this is (got ${JSON.stringify(networks ?? [])}).`,
		);
	return networks[0] as Network;
}

/** The service's post id of the profile's post that a network's own post id names. */
export function postIdByNetworkId(
	ctx: SandboxContext,
	action: string,
	profileId: number,
	network: Network,
	networkId: string,
): string {
	const delivery = findNetworkPost(ctx.deliveries, network, networkId);
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
	network: Network,
	networkId: string,
): StoredComment {
	const comment = ctx.comments.ofProfile(networkId, profileId);
	if (!comment || comment.platform !== network)
		throw notFound(
			action,
			`No ${networkName(network)} comment with id ${JSON.stringify(networkId)} in this profile.`,
		);
	return comment;
}

/** `mediaUrls` go only to the networks that take a comment with media (docs: one URL). */
export function checkCommentMedia(
	action: string,
	mediaUrls: readonly string[] | undefined,
	networks: readonly Network[],
): void {
	if (!mediaUrls?.length) return;
	const refused = networks.filter((p) => !COMMENT_MEDIA_NETWORKS.includes(p));
	if (refused.length > 0)
		throw badRequest(
			action,
			`mediaUrls: a comment with media goes only to ${namesInProse(COMMENT_MEDIA_NETWORKS.map(networkName))}; ${namesInProse(refused.map(networkName))} take text only. Leave mediaUrls out for ${refused.join(', ')}.`,
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
