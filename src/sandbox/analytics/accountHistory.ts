import type { Network } from '../../engine/networks';
import { hashInt, hashUnits } from '../networks/deterministic';
import { DAY_MS } from '../networks';
import type { LinkedAccount } from '../store/linkedAccounts';

/** Days of history simulated day by day; older days are folded into the starting numbers. */
const SIMULATED_DAYS = 365;

/** One whole UTC day of a simulated account. */
export interface AccountDay {
	/** Days since the epoch. */
	day: number;
	/** Followers at the end of the day. */
	followers: number;
	newFollowers: number;
	lostFollowers: number;
	/** Posts the network holds from that day (sent through the service or made there). */
	posts: number;
	impressions: number;
	reach: number;
	engagements: number;
	profileViews: number;
	clicks: number;
	/** Likes given and taken back that day (a likeCount net of unlikes can fall, even below 0). */
	likes: number;
	unlikes: number;
}

/** A linked account's history up to the end of yesterday (UTC): analytics change once a day. */
export interface AccountHistory {
	platform: Network;
	account: LinkedAccount;
	/** Today, days since the epoch: the day the numbers are for. */
	today: number;
	/** Followers now (end of yesterday). */
	followers: number;
	/** Whole days since the account was linked, before today. */
	ageDays: number;
	/** The simulated days, oldest first (at most a year). */
	days: AccountDay[];
	/** Posts the network holds now. */
	postCount: number;
}

export const dayOf = (ms: number): number => Math.floor(ms / DAY_MS);
export const isoDate = (day: number): string => new Date(day * DAY_MS).toISOString().slice(0, 10);

/**
 * Simulates an account from the day it was linked: it starts with 150 to 20,000 followers
 * (hash of network and account id) and gains 1 to 40 a day on average, losing up to a fifth as
 * many; each day's numbers come from a hash of the account and the date. Impressions scale with
 * followers and jump on days the account posted (real posts of the sandbox), so account
 * analytics follow what was published. Same account, same date: same numbers.
 */
export function accountHistory(
	network: Network,
	account: LinkedAccount,
	now: number,
	postsPerDay: Map<number, number>,
): AccountHistory {
	const id = account.networkUserId;
	const today = dayOf(now);
	const linkDay = dayOf(account.createdAt);
	const ageDays = Math.max(0, today - linkDay);
	const rate = hashInt(1, 40, 'follower-rate', network, id);
	const first = Math.max(linkDay, today - SIMULATED_DAYS);
	// Days before the simulated year count at the average rate.
	let followers =
		hashInt(150, 20_000, 'followers', network, id) + Math.floor((first - linkDay) * rate * 0.9);
	const days: AccountDay[] = [];
	for (let day = first; day < today; day++) {
		const u = hashUnits(10, 'day', network, id, day);
		const newFollowers = Math.floor(rate * (0.5 + u[0]));
		const lostFollowers = Math.floor(newFollowers * 0.2 * u[1]);
		followers += newFollowers - lostFollowers;
		const posts = postsPerDay.get(day) ?? 0;
		const impressions =
			Math.floor(followers * (0.02 + 0.06 * u[2])) +
			posts * Math.floor(followers * (0.2 + 0.3 * u[3]));
		const engagements = Math.floor(impressions * (0.01 + 0.05 * u[5]));
		const likes = Math.floor(engagements * (0.3 + 0.3 * u[8]));
		days.push({
			day,
			followers,
			newFollowers,
			lostFollowers,
			posts,
			impressions,
			reach: Math.floor(impressions * (0.6 + 0.25 * u[4])),
			engagements,
			profileViews: Math.floor(followers * 0.005 * (0.5 + u[6])),
			clicks: Math.floor(engagements * (0.2 + 0.3 * u[7])),
			likes,
			unlikes: Math.floor(likes * 1.2 * u[9]),
		});
	}
	let postCount = 0;
	for (const n of postsPerDay.values()) postCount += n;
	return { platform: network, account, today, followers, ageDays, days, postCount };
}

type DayCount = Exclude<keyof AccountDay, 'day'>;

/** The sum of a daily count over the last `days` days (all simulated days when absent). */
export function total(history: AccountHistory, field: DayCount, days?: number): number {
	const from = days === undefined ? 0 : Math.max(0, history.days.length - days);
	let sum = 0;
	for (let i = from; i < history.days.length; i++) sum += history.days[i][field];
	return sum;
}

// A type, not an interface: it must fit AnalyticsRecord's index signature.
export type DailyDetail = {
	date: string;
	followers: number;
	newFollowers: number;
	lostFollowers: number;
	posts: number;
	impressions: number;
	reach: number;
	engagements: number;
};

/** `daily` details: the last 30 days, oldest first. */
export function dailyDetails(history: AccountHistory, days = 30): DailyDetail[] {
	return history.days.slice(-days).map((d) => ({
		date: isoDate(d.day),
		followers: d.followers,
		newFollowers: d.newFollowers,
		lostFollowers: d.lostFollowers,
		posts: d.posts,
		impressions: d.impressions,
		reach: d.reach,
		engagements: d.engagements,
	}));
}

/** Totals per calendar quarter for the last `count` quarters (the current one included), newest first. */
export function quarterly(
	history: AccountHistory,
	count: number,
): Array<{ quarter: string; impressions: number; engagements: number; newFollowers: number }> {
	const byQuarter = new Map<
		string,
		{ impressions: number; engagements: number; newFollowers: number }
	>();
	const todayDate = new Date(history.today * DAY_MS);
	const keys: string[] = [];
	for (let back = 0; back < count; back++) {
		const month = todayDate.getUTCMonth() - back * 3;
		const date = new Date(Date.UTC(todayDate.getUTCFullYear(), month, 1));
		const key = `${date.getUTCFullYear()}-Q${Math.floor(date.getUTCMonth() / 3) + 1}`;
		keys.push(key);
		byQuarter.set(key, { impressions: 0, engagements: 0, newFollowers: 0 });
	}
	for (const d of history.days) {
		const date = new Date(d.day * DAY_MS);
		const entry = byQuarter.get(
			`${date.getUTCFullYear()}-Q${Math.floor(date.getUTCMonth() / 3) + 1}`,
		);
		if (!entry) continue;
		entry.impressions += d.impressions;
		entry.engagements += d.engagements;
		entry.newFollowers += d.newFollowers;
	}
	return keys.map((quarter) => ({
		quarter,
		...(byQuarter.get(quarter) as {
			impressions: number;
			engagements: number;
			newFollowers: number;
		}),
	}));
}
