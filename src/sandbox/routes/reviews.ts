import { ADMIN_REVIEW } from '../contract/adminInbox';
import {
	REVIEWS_DELETE_REPLY,
	REVIEWS_GET,
	REVIEWS_LIST,
	REVIEWS_REPLY,
	reviewRules,
	type ReviewNetwork,
} from '../../engine/contract/reviews';
import { REVIEW_ERROR_CODES } from '../../engine/resources/reviews';
import { actingProfile, requirePlan, type ProfileSources } from '../http/auth';
import type { SandboxContext } from '../context';
import { randomDigits } from '../networks/ids';
import { PREMIUM_PLANS } from '../limits/plans';
import { addReview } from '../reviews/admin';
import { ensureReviewsSeeded } from '../reviews/seed';
import type { StoredReply, StoredReview } from '../reviews/store';
import {
	NetworkNestedError,
	recommendationAverageRating,
	reviewView,
	starAverageRating,
} from '../reviews/view';
import {
	contractRoute,
	type ContractRequest,
	type Reply,
	type Route,
	type SandboxRequest,
} from '../router';
import type { Profile } from '../store/accounts';
import type { LinkedAccount } from '../store/linkedAccounts';
import { idempotentCreate } from '../http/idempotencyKey';

const ACTION = 'reviews';

/**
 * Reviews of the profile's pages and listings, and replies to them (https://www.ayrshare.com/docs/apis/reviews/overview;
 * Premium or Business). Errors are nested under the platform key:
 * - 350 (HTTP 400): reading reviews failed: the network is not linked, or there are none.
 * - 323 (HTTP 404, action `analytics`): one review could not be read: unknown id, or the listing's network not linked.
 * - 349 (HTTP 400): the review to reply to, or the reply to delete, is not there; `details` says
 *   why. Deleting a reply the profile does not own is 349 with HTTP 403.
 * A reply is the profile's to delete when it sent it, or when the listing's owner (the linked
 * account) wrote it on the network itself; a reply by another manager of the listing is not.
 */
export const reviewRoutes: Route[] = [
	...contractRoute(REVIEWS_LIST, { action: ACTION, handler: listReviews }),
	...contractRoute(REVIEWS_GET, { action: ACTION, handler: getReview }),
	...contractRoute(REVIEWS_REPLY, {
		action: ACTION,
		handler: idempotentCreate('review reply', ACTION, replyToReview),
	}),
	...contractRoute(REVIEWS_DELETE_REPLY, { action: ACTION, handler: deleteReply }),
	...contractRoute(ADMIN_REVIEW, { action: 'admin', handler: addReview }),
];

const iso = (ms: number): string => new Date(ms).toISOString();

/** The acting profile, on a plan with reviews, its page and listing seeded. */
function reviewProfile(req: SandboxRequest, ctx: SandboxContext, sources: ProfileSources): Profile {
	requirePlan(req.account, PREMIUM_PLANS, ACTION, 'Reviews');
	const profile = actingProfile(ctx, req, ACTION, sources);
	ensureReviewsSeeded(ctx, profile);
	return profile;
}

function readsFailed(network: ReviewNetwork, details: string): NetworkNestedError {
	return new NetworkNestedError(
		network,
		400,
		REVIEW_ERROR_CODES.reviewsReadFailed,
		ACTION,
		'Error getting reviews.',
		details,
	);
}

function writeFailed(
	network: ReviewNetwork,
	details: string,
	httpStatus = 400,
): NetworkNestedError {
	return new NetworkNestedError(
		network,
		httpStatus,
		REVIEW_ERROR_CODES.reviewWriteFailed,
		ACTION,
		'Error adding review; the review may no longer be available.',
		details,
	);
}

function notLinked(network: ReviewNetwork, profile: Profile): string {
	return `${network} is not linked for profile "${profile.title}"; link it, then try again.`;
}

/** The review on the profile's current page or listing with this id. */
function findReview(
	ctx: SandboxContext,
	profile: Profile,
	linked: LinkedAccount,
	network: ReviewNetwork,
	id: string,
): StoredReview | undefined {
	const review = ctx.reviews.byId(id);
	const onListing =
		review?.profileId === profile.id &&
		review.platform === network &&
		review.networkUserId === linked.networkUserId;
	return onListing ? review : undefined;
}

function envelope(ctx: SandboxContext): { lastUpdated: string; nextUpdate: string } {
	// The sandbox reads the page live, so its next update is now too.
	const stamp = iso(ctx.now());
	return { lastUpdated: stamp, nextUpdate: stamp };
}

/** `GET /api/reviews?platform=`: every review of a page or listing, newest first, with the rating summary. */
function listReviews(req: ContractRequest<typeof REVIEWS_LIST>, ctx: SandboxContext): Reply {
	const profile = reviewProfile(req, ctx, { query: true });
	const { platform: network } = req.input.query;
	const linked = ctx.linkedAccounts.get(profile.id, network);
	if (!linked) throw readsFailed(network, notLinked(network, profile));
	const store = ctx.reviews;
	const reviews = store.listing(profile.id, network, linked.networkUserId);
	const onListing = reviewRules(network).kind === 'listing';
	if (reviews.length === 0) {
		throw readsFailed(
			network,
			`The ${onListing ? 'business listing' : `${network} page`} of profile "${profile.title}" has no reviews yet.`,
		);
	}
	if (!onListing) {
		return {
			status: 200,
			body: {
				[network]: reviews.map((review) => reviewView(ctx.url, review, undefined)),
				averageRating: recommendationAverageRating(reviews),
				...envelope(ctx),
			},
		};
	}
	return {
		status: 200,
		body: {
			[network]: reviews.map((review) => reviewView(ctx.url, review, store.replies(review.id)[0])),
			averageRating: starAverageRating(reviews),
			totalReviewCount: reviews.length,
			...envelope(ctx),
		},
	};
}

/** `GET /api/reviews/:id?platform=`: one business-listing review, `{<platform>: [review], ...}`. */
function getReview(req: ContractRequest<typeof REVIEWS_GET>, ctx: SandboxContext): Reply {
	const profile = reviewProfile(req, ctx, { query: true });
	const { platform: network } = req.input.query;
	const readFailed = (details: string) =>
		new NetworkNestedError(
			network,
			404,
			REVIEW_ERROR_CODES.reviewReadFailed,
			'analytics',
			'Error getting listing analytics; retry later.',
			details,
		);
	const linked = ctx.linkedAccounts.get(profile.id, network);
	if (!linked) throw readFailed(notLinked(network, profile));
	const review = findReview(ctx, profile, linked, network, req.input.params.id);
	if (!review) {
		throw readFailed(
			`No review with id ${JSON.stringify(req.input.params.id)} on the business listing of profile "${profile.title}"; list them with GET /api/reviews?platform=${network}.`,
		);
	}
	const reply = ctx.reviews.replies(review.id)[0];
	return {
		status: 200,
		body: { [network]: [reviewView(ctx.url, review, reply)], ...envelope(ctx) },
	};
}

function missingReview(network: ReviewNetwork, id: string, profile: Profile): string {
	return `No review with id ${JSON.stringify(id)} on the ${network} ${reviewRules(network).kind} of profile "${profile.title}"; it may have been removed. List the reviews with GET /api/reviews?platform=${network}.`;
}

/** `POST /api/reviews {platform, reviewId, reply}`: a new comment on a page, the one reply on a listing. */
function replyToReview(req: ContractRequest<typeof REVIEWS_REPLY>, ctx: SandboxContext): Reply {
	const profile = reviewProfile(req, ctx, { body: true });
	const request = req.input.body;
	const { platform: network } = request;
	const linked = ctx.linkedAccounts.get(profile.id, network);
	if (!linked) throw writeFailed(network, notLinked(network, profile));
	const review = findReview(ctx, profile, linked, network, request.reviewId);
	if (!review) throw writeFailed(network, missingReview(network, request.reviewId, profile));
	const now = ctx.now();
	const onListing = reviewRules(network).kind === 'listing';
	const reply: StoredReply = {
		id: onListing ? `${review.id}_reply` : `${review.id}_${randomDigits(16)}`,
		reviewId: review.id,
		author: 'profile',
		authorProfileId: profile.id,
		reply: request.reply,
		createdAt: now,
		updatedAt: now,
	};
	const store = ctx.reviews;
	if (onListing) ctx.db.transaction(() => store.replaceReply(reply))();
	else store.addReply(reply);
	return {
		status: 200,
		body: {
			[network]: {
				action: 'reply',
				status: 'success',
				id: onListing ? review.id : reply.id,
				reply: reply.reply,
				platform: network,
			},
		},
	};
}

function replyOwnedBy(reply: StoredReply, profile: Profile): boolean {
	if (reply.author === 'owner') return true;
	return reply.author === 'profile' && reply.authorProfileId === profile.id;
}

/** `DELETE /api/reviews {platform, reviewId}` of a listing: removes the reply, if the profile owns it. */
function deleteReply(
	req: ContractRequest<typeof REVIEWS_DELETE_REPLY>,
	ctx: SandboxContext,
): Reply {
	const profile = reviewProfile(req, ctx, { body: true });
	const request = req.input.body;
	const { platform: network } = request;
	const linked = ctx.linkedAccounts.get(profile.id, network);
	if (!linked) throw writeFailed(network, notLinked(network, profile));
	const review = findReview(ctx, profile, linked, network, request.reviewId);
	if (!review) throw writeFailed(network, missingReview(network, request.reviewId, profile));
	const store = ctx.reviews;
	const reply = store.replies(review.id)[0];
	if (!reply) {
		throw writeFailed(network, `Review ${JSON.stringify(review.id)} has no reply to delete.`);
	}
	if (!replyOwnedBy(reply, profile)) {
		throw writeFailed(
			network,
			`Only the reply's owner can delete it: the reply on review ${JSON.stringify(review.id)} was written by another manager of the listing, not by profile "${profile.title}".`,
			403,
		);
	}
	store.deleteReplies(review.id);
	return {
		status: 200,
		body: { [network]: { action: 'delete', status: 'success', id: review.id } },
	};
}
