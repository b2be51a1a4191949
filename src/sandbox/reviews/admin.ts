import { z } from 'zod';
import {
	GMB_STAR_RATINGS,
	ReviewPlatformSchema,
	type ReviewPlatform,
} from '../../engine/resources/reviews';
import { actingProfile } from '../http/auth';
import type { SandboxContext } from '../context';
import { ErrorCode, SandboxError } from '../errors';
import { randomDigits } from '../networks/ids';
import type { Reply, SandboxRequest } from '../router';
import type { Profile } from '../store/accounts';
import { parseRequest, withoutProfileKey } from '../posts/echoIssues';
import { ensureReviewsSeeded } from './seed';
import type { StoredReply, StoredReview } from './store';
import { facebookReviewView, gmbReviewView } from './view';

function notLinked(platform: ReviewPlatform, profile: Profile): string {
	return `${platform} is not linked for profile "${profile.title}"; link it, then try again.`;
}

const AdminReviewSchema = z
	.object({
		platform: ReviewPlatformSchema,
		rating: z.union([z.string(), z.number()]),
		review: z.string().max(4_096).default(''),
		reviewerName: z.string().trim().min(1).max(100).default('A customer'),
		/** A reply already on the network (gmb), written there by `replyAuthor`. */
		reply: z.string().trim().min(1).max(4_096).optional(),
		replyAuthor: z.enum(['owner', 'manager']).default('owner'),
	})
	.passthrough();

function readRating(platform: ReviewPlatform, rating: string | number): string {
	if (platform === 'facebook' && (rating === 'positive' || rating === 'negative')) return rating;
	if (platform === 'gmb') {
		if (typeof rating === 'number' && Number.isInteger(rating) && rating >= 1 && rating <= 5)
			return GMB_STAR_RATINGS[rating - 1];
		if ((GMB_STAR_RATINGS as readonly unknown[]).includes(rating)) return rating as string;
	}
	const allowed =
		platform === 'facebook'
			? '"positive" or "negative"'
			: `1 to 5 or ${GMB_STAR_RATINGS.join(', ')}`;
	throw new SandboxError(
		400,
		ErrorCode.badRequest,
		'admin',
		`rating must be ${allowed} on ${platform} (got ${JSON.stringify(rating)}).`,
	);
}

/**
 * `POST /api/admin/reviews {platform, rating, review, reviewerName, reply?, replyAuthor?}`
 * (sandbox only): a customer leaves a review on the acting profile's page or listing.
 */
export function addReview(req: SandboxRequest, ctx: SandboxContext): Reply {
	const profile = actingProfile(ctx, req, 'admin', { body: true });
	const request = parseRequest(AdminReviewSchema, withoutProfileKey(req.body), 'admin');
	const { platform } = request;
	const rating = readRating(platform, request.rating);
	if (request.reply !== undefined && platform !== 'gmb') {
		throw new SandboxError(
			400,
			ErrorCode.badRequest,
			'admin',
			'reply can only be planted on gmb reviews.',
		);
	}
	const linked = ctx.linkedAccounts.get(profile.id, platform);
	if (!linked) {
		throw new SandboxError(400, ErrorCode.networkFailure, 'admin', notLinked(platform, profile));
	}
	ensureReviewsSeeded(ctx, profile);
	const now = ctx.now();
	const store = ctx.reviews;
	const id =
		platform === 'gmb' ? `AbFv${randomDigits(24)}` : `${linked.networkUserId}_${randomDigits(16)}`;
	const review: StoredReview = {
		id,
		profileId: profile.id,
		platform,
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
	const view =
		platform === 'gmb'
			? gmbReviewView(ctx.url, review, reply)
			: facebookReviewView(ctx.url, review);
	return { status: 200, body: { status: 'success', platform, review: view } };
}
