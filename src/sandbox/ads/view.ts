import type { SandboxContext } from '../context';
import {
	dailyMetrics,
	deliveryStatus,
	rateMetrics,
	totalsOf,
	type AdTimeline,
	type DayMetrics,
} from './spend';
import type { AdAccount, StoredAd } from './store';

const iso = (ms: number): string => new Date(ms).toISOString();
const usd = (cents: number): number => Math.round(cents) / 100;

/** The goal as the history page shows it: type, title, description (engagement's text is the docs'). */
const GOALS: Record<string, { title: string; description: string }> = {
	engagement: {
		title: 'Get More Engagement',
		description:
			'This goal seeks to increase engagement while ensuring that the ad reaches the maximum number of unique users.',
	},
	interactions: {
		title: 'Get More Interactions',
		description: 'This goal seeks the most likes, comments and shares.',
	},
	awareness_views: {
		title: 'Get More Views',
		description: 'This goal shows the ad as many times as possible, regardless of unique reach.',
	},
	awareness_audience: {
		title: 'Reach More People',
		description: 'This goal shows the ad to as many different people as possible.',
	},
};

export function goalView(goal: string): { type: string; title: string; description: string } {
	return { type: goal, ...(GOALS[goal] ?? { title: goal, description: '' }) };
}

export function timelineOf(ctx: SandboxContext, ad: StoredAd): AdTimeline {
	return {
		ad,
		adChanges: ctx.ads.adChanges(ad.id),
		campaignChanges: ctx.ads.campaignChanges(ad.campaignId),
	};
}

export interface AdState {
	timeline: AdTimeline;
	days: DayMetrics[];
	spentCents: number;
	deliveryStatus: string;
}

export function adState(ctx: SandboxContext, ad: StoredAd, now: number): AdState {
	const timeline = timelineOf(ctx, ad);
	const days = dailyMetrics(timeline, now);
	const spentCents = totalsOf(days).spendCents;
	return { timeline, days, spentCents, deliveryStatus: deliveryStatus(timeline, now, spentCents) };
}

/**
 * An ad as list and boost answer it (ours: the docs show no ad record; the names follow the
 * history page's rows). `status` is the ad's own; the ad set and campaign carry theirs, so a
 * status change cascading to them shows; `deliveryStatus` is what the ad is doing now.
 */
export function adView(ctx: SandboxContext, ad: StoredAd, now: number): Record<string, unknown> {
	const state = adState(ctx, ad, now);
	const totals = totalsOf(state.days);
	const runDays = Math.max((ad.endAt - ad.startAt) / 86_400_000, 1);
	const campaignStatus = state.timeline.campaignChanges.at(-1)?.status ?? 'ACTIVE';
	return {
		adId: ad.id,
		adName: ad.name,
		accountId: ad.adAccountId,
		network: ad.platform,
		postId: ad.postId,
		socialPostId: ad.socialPostId,
		status: ad.status,
		deliveryStatus: state.deliveryStatus,
		isActive: state.deliveryStatus === 'ACTIVE',
		isComplete: state.deliveryStatus === 'COMPLETED',
		adSet: { id: ad.adSetId, status: ad.status },
		campaign: { id: ad.campaignId, status: campaignStatus },
		goal: goalView(ad.goal),
		currency: 'USD',
		budget: usd(ad.budgetCents),
		budgetType: 'lifetime',
		budgetDaily: Math.round(ad.budgetCents / runDays) / 100,
		budgetRemaining: usd(ad.budgetCents - state.spentCents),
		bidAmount: ad.bidCents === null ? null : usd(ad.bidCents),
		spend: usd(state.spentCents),
		metrics: rateMetrics(totals),
		targeting: ad.targeting,
		startDate: iso(ad.startAt),
		endDate: iso(ad.endAt),
		review: {
			status: ad.rejected ? 'DISAPPROVED' : now < ad.reviewUntil ? 'PENDING_REVIEW' : 'APPROVED',
			endsAt: iso(ad.reviewUntil),
		},
		created: iso(ad.createdAt),
	};
}

/** An ad account as the accounts page shows it, with lifetime totals of the sandbox's ads. */
export function adAccountView(
	ctx: SandboxContext,
	account: AdAccount,
	ads: StoredAd[],
	now: number,
): Record<string, unknown> {
	const days = ads
		.filter((ad) => ad.adAccountId === account.id)
		.flatMap((ad) => adState(ctx, ad, now).days);
	const totals = totalsOf(days);
	return {
		accountId: account.id,
		name: account.name,
		currency: account.currency,
		status: 'Active',
		amountSpent: usd(totals.spendCents),
		balance: 0,
		budgetRemaining: 0,
		minDailyBudget: 1,
		spendCap: 0,
		created: iso(account.createdAt),
		ageInDays: Math.round(((now - account.createdAt) / 86_400_000) * 100) / 100,
		disableReason: null,
		// A payment method at Meta is the billing the boost needs (ads overview, precondition 2).
		fundingSource: account.paymentMethod
			? { id: `${account.id.slice(0, 8)}52022`, type: 'Credit Card' }
			: null,
		hasPaymentMethod: account.paymentMethod,
		isPersonal: false,
		isPrepayAccount: false,
		timezoneName: 'Etc/UTC',
		metrics: {
			spend: usd(totals.spendCents),
			...rateMetrics(totals),
			accountCurrency: account.currency,
			accountName: account.name,
			accountId: account.id,
		},
	};
}

/** One row of the history: an ad's spend and results on one day (ads docs: get-ad-history). */
export function historyRow(ad: StoredAd, state: AdState, day: DayMetrics): Record<string, unknown> {
	const runDays = Math.max((ad.endAt - ad.startAt) / 86_400_000, 1);
	return {
		adId: ad.id,
		adName: ad.name,
		accountId: ad.adAccountId,
		budgetDaily: Math.round(ad.budgetCents / runDays) / 100,
		budgetType: 'lifetime',
		deliveryStatus: state.deliveryStatus,
		goal: goalView(ad.goal),
		isActive: state.deliveryStatus === 'ACTIVE',
		isComplete: state.deliveryStatus === 'COMPLETED',
		metrics: rateMetrics(day),
		network: ad.platform,
		postId: ad.postId ?? ad.socialPostId,
		spend: usd(day.spendCents),
		spendDate: iso(day.day),
		status: ad.status,
	};
}
