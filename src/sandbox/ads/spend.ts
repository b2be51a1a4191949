import type { StatusChange, StoredAd } from './store';

/**
 * The deterministic delivery model (ours: the docs say only that spend, reach, clicks and the
 * remaining budget are tracked daily, ads docs: get-ad-history). An ad delivers while it,
 * its ad set and its campaign are ACTIVE, its review is over (approved) and it is inside its run;
 * it spends its total budget evenly over the run's days, at a pace of 85-100% that depends only on
 * the ad id and the day, never beyond the budget. Impressions, reach and clicks follow from the
 * spend by rates that depend only on the ad id, the day and the goal.
 */
export const DAY_MS = 86_400_000;

export interface AdTimeline {
	ad: StoredAd;
	adChanges: StatusChange[];
	campaignChanges: StatusChange[];
}

export interface DayMetrics {
	/** UTC midnight of the day. */
	day: number;
	spendCents: number;
	impressions: number;
	reach: number;
	clicks: number;
}

type Interval = [number, number];

/** FNV-1a of the text: the same ad and day always give the same numbers. */
export function hashOf(text: string): number {
	let hash = 0x811c9dc5;
	for (let i = 0; i < text.length; i++) {
		hash ^= text.charCodeAt(i);
		hash = Math.imul(hash, 0x01000193) >>> 0;
	}
	return hash;
}

/** When the status was ACTIVE, from a change log, up to `until`. */
function activeIntervals(changes: StatusChange[], until: number): Interval[] {
	const out: Interval[] = [];
	for (let i = 0; i < changes.length; i++) {
		if (changes[i].status !== 'ACTIVE') continue;
		const end = Math.min(i + 1 < changes.length ? changes[i + 1].at : until, until);
		if (end > changes[i].at) out.push([changes[i].at, end]);
	}
	return out;
}

function intersect(a: Interval[], b: Interval[]): Interval[] {
	const out: Interval[] = [];
	for (const [a0, a1] of a)
		for (const [b0, b1] of b) {
			const start = Math.max(a0, b0);
			const end = Math.min(a1, b1);
			if (end > start) out.push([start, end]);
		}
	return out;
}

/** When the ad delivered, up to `now`. */
export function deliveringIntervals(timeline: AdTimeline, now: number): Interval[] {
	const { ad } = timeline;
	if (ad.rejected) return [];
	const run: Interval = [Math.max(ad.startAt, ad.reviewUntil), Math.min(ad.endAt, now)];
	if (run[1] <= run[0]) return [];
	return intersect(
		intersect([run], activeIntervals(timeline.adChanges, now)),
		activeIntervals(timeline.campaignChanges, now),
	);
}

const GOAL_CTR: Record<string, number> = {
	engagement: 0.015,
	interactions: 0.025,
	awareness_views: 0.008,
	awareness_audience: 0.006,
};

/** The ad's spend and results, one entry per UTC day it delivered, oldest first. */
export function dailyMetrics(timeline: AdTimeline, now: number): DayMetrics[] {
	const { ad } = timeline;
	const intervals = deliveringIntervals(timeline, now);
	if (intervals.length === 0) return [];
	const runDays = Math.max((ad.endAt - ad.startAt) / DAY_MS, 1);
	const perDay = ad.budgetCents / runDays;
	const adHash = hashOf(ad.id);
	const cpmUsd = 1.5 + (adHash % 450) / 100;
	const frequency = 1 + ((adHash >>> 9) % 30) / 100;
	const ctr = GOAL_CTR[ad.goal] ?? 0.012;
	const out: DayMetrics[] = [];
	let spent = 0;
	const first = Math.floor(intervals[0][0] / DAY_MS) * DAY_MS;
	const last = intervals[intervals.length - 1][1];
	for (let day = first; day < last && spent < ad.budgetCents; day += DAY_MS) {
		let ms = 0;
		for (const [start, end] of intervals)
			ms += Math.max(0, Math.min(end, day + DAY_MS) - Math.max(start, day));
		if (ms === 0) continue;
		const dayHash = hashOf(`${ad.id}:${day}`);
		const pace = 0.85 + (dayHash % 16) / 100;
		const cents = Math.min(Math.floor((perDay * ms * pace) / DAY_MS), ad.budgetCents - spent);
		if (cents <= 0) continue;
		spent += cents;
		const impressions = Math.round((cents / 100 / cpmUsd) * 1000);
		const dayCtr = ctr * (0.8 + ((dayHash >>> 8) % 41) / 100);
		out.push({
			day,
			spendCents: cents,
			impressions,
			reach: Math.round(impressions / frequency),
			clicks: Math.round(impressions * dayCtr),
		});
	}
	return out;
}

export interface MetricTotals {
	spendCents: number;
	impressions: number;
	reach: number;
	clicks: number;
}

export function totalsOf(days: DayMetrics[]): MetricTotals {
	const totals = { spendCents: 0, impressions: 0, reach: 0, clicks: 0 };
	for (const d of days) {
		totals.spendCents += d.spendCents;
		totals.impressions += d.impressions;
		totals.reach += d.reach;
		totals.clicks += d.clicks;
	}
	return totals;
}

const round = (n: number, places = 2): number => {
	const f = 10 ** places;
	return Math.round(n * f) / f;
};

/** The rates the history page shows (ctr in percent; cpm, cpp and cpc in US dollars). */
export function rateMetrics(t: MetricTotals): Record<string, number> {
	const spend = t.spendCents / 100;
	return {
		clicks: t.clicks,
		impressions: t.impressions,
		reach: t.reach,
		frequency: t.reach > 0 ? round(t.impressions / t.reach) : 0,
		ctr: t.impressions > 0 ? round((t.clicks / t.impressions) * 100) : 0,
		cpm: t.impressions > 0 ? round((spend / t.impressions) * 1000) : 0,
		cpp: t.reach > 0 ? round((spend / t.reach) * 1000) : 0,
		cpc: t.clicks > 0 ? round(spend / t.clicks) : 0,
	};
}

/** What the ad is doing now (Meta's effective status words; PENDING_REVIEW and COMPLETED ours). */
export function deliveryStatus(timeline: AdTimeline, now: number, spentCents: number): string {
	const { ad } = timeline;
	const campaign = timeline.campaignChanges.at(-1)?.status ?? 'ACTIVE';
	if (ad.status === 'DELETED' || ad.status === 'ARCHIVED') return ad.status;
	if (campaign === 'DELETED' || campaign === 'ARCHIVED') return campaign;
	if (ad.rejected) return 'DISAPPROVED';
	if (now < ad.reviewUntil) return 'PENDING_REVIEW';
	if (now >= ad.endAt || spentCents >= ad.budgetCents) return 'COMPLETED';
	if (ad.status === 'PAUSED') return 'PAUSED';
	if (campaign === 'PAUSED') return 'CAMPAIGN_PAUSED';
	if (now < ad.startAt) return 'SCHEDULED';
	return 'ACTIVE';
}
