import {
	LISTING_REVIEW_NETWORKS,
	STAR_RATINGS,
	reviewRules,
	type ReviewNetwork,
} from '../../engine/resources/reviews';
import { actingProfile } from '../http/auth';
import type { SandboxContext } from '../context';
import { ErrorCode, SandboxError } from '../errors';
import { randomDigits } from '../networks/ids';
import type { ContractRequest, Reply } from '../router';
import type { ADMIN_REVIEW } from '../contract/adminInbox';
import type { Profile } from '../store/accounts';
import { ensureReviewsSeeded } from './seed';
import type { StoredReply, StoredReview } from './store';
import { reviewView } from './view';

function notLinked(network: ReviewNetwork, profile: Profile): string {
	return `${network} is not linked for profile "${profile.title}"; link it, then try again.`;
}

function readRating(network: ReviewNetwork, rating: string | number): string {
	const { kind } = reviewRules(network);
	if (kind === 'page' && (rating === 'positive' || rating === 'negative')) return rating;
	if (kind === 'listing') {
		if (typeof rating === 'number' && Number.isInteger(rating) && rating >= 1 && rating <= 5)
			return STAR_RATINGS[rating - 1];
		if ((STAR_RATINGS as readonly unknown[]).includes(rating)) return rating as string;
	}
	const allowed =
		kind === 'page' ? '"positive" or "negative"' : `1 to 5 or ${STAR_RATINGS.join(', ')}`;
	throw new SandboxError(
		400,
		ErrorCode.badRequest,
		'admin',
		`rating must be ${allowed} on ${network} (got ${JSON.stringify(rating)}).`,
	);
}

/**
 * `POST /api/admin/reviews {platform, rating, review, reviewerName, reply?, replyAuthor?}`
 * (sandbox only): a customer leaves a review on the acting profile's page or listing.
 */
export function addReview(req: ContractRequest<typeof ADMIN_REVIEW>, ctx: SandboxContext): Reply {
	const profile = actingProfile(ctx, req, 'admin', { body: true });
	const request = req.input.body;
	const { platform: network } = request;
	const rating = readRating(network, request.rating);
	const onListing = reviewRules(network).kind === 'listing';
	if (request.reply !== undefined && !onListing) {
		throw new SandboxError(
			400,
			ErrorCode.badRequest,
			'admin',
			`reply can only be planted on ${LISTING_REVIEW_NETWORKS.join(', ')} reviews.`,
		);
	}
	const linked = ctx.linkedAccounts.get(profile.id, network);
	if (!linked) {
		throw new SandboxError(400, ErrorCode.networkFailure, 'admin', notLinked(network, profile));
	}
	ensureReviewsSeeded(ctx, profile);
	const now = ctx.now();
	const store = ctx.reviews;
	const id = onListing ? `AbFv${randomDigits(24)}` : `${linked.networkUserId}_${randomDigits(16)}`;
	const review: StoredReview = {
		id,
		profileId: profile.id,
		platform: network,
		networkUserId: linked.networkUserId,
		rating,
		review: request.review,
		reviewerName: request.reviewerName,
		reviewerId: randomDigits(15),
		createdAt: now,
		updatedAt: now,
	};
	const reply: StoredReply | undefined =
		request.reply === undefined
			? undefined
			: {
					id: `${id}_reply`,
					reviewId: id,
					author: request.replyAuthor,
					authorProfileId: null,
					reply: request.reply,
					createdAt: now,
					updatedAt: now,
				};
	ctx.db.transaction(() => {
		store.insert(review);
		if (reply) store.addReply(reply);
	})();
	const view = reviewView(ctx.url, review, reply);
	return { status: 200, body: { status: 'success', platform: network, review: view } };
}
