import { createHash } from 'node:crypto';
import {
	REVIEW_NETWORKS,
	reviewRules,
	type ReviewKind,
	type ReviewNetwork,
} from '../../engine/resources/reviews';
import type { SandboxContext } from '../context';
import { hashDigits } from '../networks/deterministic';
import { DAY_MS } from '../networks';
import type { Profile } from '../store/accounts';
import type { ReplyAuthor } from './store';

interface SeedReview {
	rating: string;
	review: string;
	reviewerName: string;
	daysAgo: number;
	/** A reply already on the network, written there (not through the service). */
	reply?: { author: Exclude<ReplyAuthor, 'profile'>; text: string };
}

/** Mostly positive: `averageRating` 1. */
const PAGE_SEEDS: SeedReview[] = [
	{
		rating: 'positive',
		review: 'Friendly staff and quick service. Will be back!',
		reviewerName: 'Maria Lopez',
		daysAgo: 3,
	},
	{
		rating: 'negative',
		review: 'Waited forty minutes and nobody told us why.',
		reviewerName: 'Tom Becker',
		daysAgo: 9,
	},
	{
		rating: 'positive',
		review: 'Great value, and they remembered my name.',
		reviewerName: 'Aiko Tanaka',
		daysAgo: 16,
	},
	{
		rating: 'positive',
		review: 'Recommended it to all my friends.',
		reviewerName: 'Samuel Osei',
		daysAgo: 31,
	},
	{
		rating: 'negative',
		review: 'The order was wrong twice in a row.',
		reviewerName: 'Lena Fischer',
		daysAgo: 52,
	},
];

/** Mean 3.67 stars; three replies already there, one written by another manager of the listing. */
const LISTING_SEEDS: SeedReview[] = [
	{
		rating: 'FIVE',
		review: 'Best in town, hands down.',
		reviewerName: 'Priya Natarajan',
		daysAgo: 2,
		reply: { author: 'owner', text: 'Thank you, Priya! See you soon.' },
	},
	{
		rating: 'FOUR',
		review: 'Very good, a bit crowded at lunchtime.',
		reviewerName: 'Jonas Berg',
		daysAgo: 6,
	},
	{
		rating: 'ONE',
		review: 'Rude on the phone and the booking was lost.',
		reviewerName: 'Chris Walker',
		daysAgo: 11,
	},
	{
		rating: 'THREE',
		review: 'Fine, nothing special.',
		reviewerName: 'Fatima Haddad',
		daysAgo: 20,
		reply: {
			author: 'owner',
			text: 'Thanks for the feedback, Fatima. We would love to impress you next time.',
		},
	},
	{
		rating: 'FIVE',
		review: 'Lovely place, spotless and welcoming.',
		reviewerName: 'Oliver Grant',
		daysAgo: 34,
		reply: { author: 'manager', text: 'Thanks Oliver! (Replied by our store manager.)' },
	},
	{
		rating: 'FOUR',
		review: 'Good selection and fair prices.',
		reviewerName: 'Elena Rossi',
		daysAgo: 61,
	},
];

/** The first reviews of a page and of a listing. */
const SEEDS: Record<ReviewKind, SeedReview[]> = { page: PAGE_SEEDS, listing: LISTING_SEEDS };

/** A listing review id: URL-safe base64 like the network's own, fixed by its parts. */
export function listingReviewId(...parts: Array<string | number>): string {
	return `AbFv${createHash('sha256').update(parts.join('\u0000')).digest('base64url').slice(0, 36)}`;
}

function seedListing(
	ctx: SandboxContext,
	profile: Profile,
	network: ReviewNetwork,
	networkUserId: string,
): void {
	const store = ctx.reviews;
	const { kind } = reviewRules(network);
	SEEDS[kind].forEach((seed, index) => {
		const createdAt = profile.createdAt - seed.daysAgo * DAY_MS;
		const id =
			kind === 'listing'
				? listingReviewId(profile.refId, networkUserId, index)
				: `${networkUserId}_${hashDigits(16, 'review', profile.refId, networkUserId, index)}`;
		store.insert({
			id,
			profileId: profile.id,
			platform: network,
			networkUserId,
			rating: seed.rating,
			review: seed.review,
			reviewerName: seed.reviewerName,
			reviewerId: hashDigits(15, 'reviewer', seed.reviewerName),
			createdAt,
			updatedAt: createdAt,
		});
		if (seed.reply) {
			const repliedAt = createdAt + DAY_MS;
			store.addReply({
				id: `${id}_reply`,
				reviewId: id,
				author: seed.reply.author,
				authorProfileId: null,
				reply: seed.reply.text,
				createdAt: repliedAt,
				updatedAt: repliedAt,
			});
		}
	});
}

/**
 * Gives a profile's pages and listings of the review networks their first reviews, once: on the profile's
 * first review operation, dated back from the profile's creation, the same for the same profile.
 * Done lazily so profiles made before reviews existed (older data directories) get them too.
 * Only the accounts linked at that moment get reviews; a network linked again later is a new,
 * empty page or listing.
 */
export function ensureReviewsSeeded(ctx: SandboxContext, profile: Profile): void {
	const store = ctx.reviews;
	if (store.isSeeded(profile.id)) return;
	ctx.db.transaction(() => {
		if (store.isSeeded(profile.id)) return;
		for (const network of REVIEW_NETWORKS) {
			const linked = ctx.linkedAccounts.get(profile.id, network);
			if (linked) seedListing(ctx, profile, network, linked.networkUserId);
		}
		store.markSeeded(profile.id, ctx.now());
	})();
}
