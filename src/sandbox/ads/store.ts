import type { SqlStatement as Statement } from '../sqlite';
import type { AdNetwork } from '../../engine/resources/adsSchemas';
import type { SandboxDatabase } from '../db';

/** An ad account of one linked account of a network with ads. */
export interface AdAccount {
	id: string;
	profileId: number;
	platform: AdNetwork;
	networkUserId: string;
	name: string;
	currency: string;
	/** A payment method is linked at Meta (docs: ads overview, precondition 2). */
	paymentMethod: boolean;
	createdAt: number;
}

/** Where an ad is shown and to whom, as the boost asked. */
export interface AdTargeting {
	minAge: number;
	maxAge: number;
	locations: { countries: string[]; regions: string[]; cities: string[] };
	interests: number[];
}

export interface StoredAd {
	id: string;
	profileId: number;
	platform: AdNetwork;
	adAccountId: string;
	campaignId: string;
	adSetId: string;
	postId: string | null;
	socialPostId: string;
	name: string;
	goal: string;
	budgetCents: number;
	bidCents: number | null;
	targeting: AdTargeting;
	startAt: number;
	endAt: number;
	createdAt: number;
	/** Review ends then: approved, unless `rejected`. */
	reviewUntil: number;
	rejected: boolean;
	/** The ad's own status (and its ad set's: each ad has its own): ACTIVE, PAUSED, DELETED, ARCHIVED. */
	status: string;
}

/** One status change of an ad (with its ad set) or of a campaign. */
export interface StatusChange {
	status: string;
	at: number;
}

interface AdRow {
	id: string;
	profile_id: number;
	platform: AdNetwork;
	ad_account_id: string;
	campaign_id: string;
	ad_set_id: string;
	post_id: string | null;
	social_post_id: string;
	name: string;
	goal: string;
	budget_cents: number;
	bid_cents: number | null;
	targeting: string;
	start_at: number;
	end_at: number;
	created_at: number;
	review_until: number;
	rejected: number;
	status: string;
}

const toAd = (r: AdRow): StoredAd => ({
	id: r.id,
	profileId: r.profile_id,
	platform: r.platform,
	adAccountId: r.ad_account_id,
	campaignId: r.campaign_id,
	adSetId: r.ad_set_id,
	postId: r.post_id,
	socialPostId: r.social_post_id,
	name: r.name,
	goal: r.goal,
	budgetCents: r.budget_cents,
	bidCents: r.bid_cents,
	targeting: JSON.parse(r.targeting) as AdTargeting,
	startAt: r.start_at,
	endAt: r.end_at,
	createdAt: r.created_at,
	reviewUntil: r.review_until,
	rejected: r.rejected === 1,
	status: r.status,
});

interface AccountRow {
	id: string;
	profile_id: number;
	platform: AdNetwork;
	network_user_id: string;
	name: string;
	currency: string;
	payment_method: number;
	created_at: number;
}

const toAccount = (r: AccountRow): AdAccount => ({
	id: r.id,
	profileId: r.profile_id,
	platform: r.platform,
	networkUserId: r.network_user_id,
	name: r.name,
	currency: r.currency,
	paymentMethod: r.payment_method === 1,
	createdAt: r.created_at,
});

/** The columns the ads list filters on (apis/graphql/ads: at least one of these ids). */
const AD_FILTER_COLUMNS = {
	campaignId: 'campaign_id',
	accountId: 'ad_account_id',
	adId: 'id',
	postId: 'post_id',
	socialPostId: 'social_post_id',
} as const;
export type AdFilterKey = keyof typeof AD_FILTER_COLUMNS;

const adTarget = (id: string) => `ad:${id}`;
const campaignTarget = (id: string) => `campaign:${id}`;

/** Ad accounts, campaigns, ads and every status change, for the Ads routes and the page. */
export class AdStore {
	private readonly q: Record<string, Statement>;
	private readonly filtered = new Map<string, Statement>();

	constructor(private readonly db: SandboxDatabase) {
		this.q = {
			accounts: db.prepare(
				'SELECT * FROM ad_accounts WHERE profile_id = ? AND platform = ? ORDER BY created_at, id',
			),
			insertAccount: db.prepare(
				`INSERT INTO ad_accounts (id, profile_id, platform, network_user_id, name, currency, payment_method, created_at)
				 VALUES (@id, @profileId, @platform, @networkUserId, @name, @currency, @paymentMethod, @createdAt)`,
			),
			setPayment: db.prepare(
				'UPDATE ad_accounts SET payment_method = ? WHERE profile_id = ? AND (? IS NULL OR id = ?)',
			),
			campaign: db.prepare('SELECT id FROM ad_campaigns WHERE ad_account_id = ? AND post_key = ?'),
			insertCampaign: db.prepare(
				'INSERT INTO ad_campaigns (id, ad_account_id, post_key, status, created_at) VALUES (?, ?, ?, ?, ?)',
			),
			setCampaign: db.prepare('UPDATE ad_campaigns SET status = ? WHERE id = ?'),
			insertAd: db.prepare(
				`INSERT INTO ads (id, profile_id, platform, ad_account_id, campaign_id, ad_set_id, post_id,
				   social_post_id, name, goal, budget_cents, bid_cents, targeting, start_at, end_at, created_at,
				   review_until, rejected, status)
				 VALUES (@id, @profileId, @platform, @adAccountId, @campaignId, @adSetId, @postId, @socialPostId,
				   @name, @goal, @budgetCents, @bidCents, @targeting, @startAt, @endAt, @createdAt, @reviewUntil,
				   0, @status)`,
			),
			ad: db.prepare('SELECT * FROM ads WHERE id = ?'),
			ads: db.prepare(
				'SELECT * FROM ads WHERE profile_id = ? AND platform = ? ORDER BY created_at DESC, id',
			),
			profileAds: db.prepare('SELECT * FROM ads WHERE profile_id = ? ORDER BY created_at DESC, id'),
			setAd: db.prepare('UPDATE ads SET status = ? WHERE id = ?'),
			review: db.prepare('UPDATE ads SET review_until = ?, rejected = ? WHERE id = ?'),
			change: db.prepare('INSERT INTO ad_status_changes (target, status, at) VALUES (?, ?, ?)'),
			changes: db.prepare('SELECT status, at FROM ad_status_changes WHERE target = ? ORDER BY seq'),
			shiftAds: db.prepare(
				`UPDATE ads SET start_at = start_at - @ms, end_at = end_at - @ms, created_at = created_at - @ms,
				   review_until = review_until - @ms WHERE profile_id = @profileId`,
			),
			shiftChanges: db.prepare(
				`UPDATE ad_status_changes SET at = at - @ms WHERE target IN (
				   SELECT 'ad:' || id FROM ads WHERE profile_id = @profileId
				   UNION SELECT 'campaign:' || campaign_id FROM ads WHERE profile_id = @profileId)`,
			),
			reviewMs: db.prepare('SELECT review_ms FROM ad_settings WHERE account_id = ?'),
			setReviewMs: db.prepare(
				'INSERT INTO ad_settings (account_id, review_ms) VALUES (?, ?) ON CONFLICT (account_id) DO UPDATE SET review_ms = excluded.review_ms',
			),
		};
	}

	accounts(profileId: number, network: AdNetwork): AdAccount[] {
		return (this.q.accounts.all(profileId, network) as AccountRow[]).map(toAccount);
	}

	insertAccount(account: AdAccount): void {
		this.q.insertAccount.run({ ...account, paymentMethod: account.paymentMethod ? 1 : 0 });
	}

	/** Links or removes the payment method of one ad account of the profile, or of all of them. */
	setPaymentMethod(profileId: number, present: boolean, accountId?: string): number {
		const id = accountId ?? null;
		return this.q.setPayment.run(present ? 1 : 0, profileId, id, id).changes;
	}

	/** The campaign of this ad account and post, made ACTIVE when there is none yet. */
	campaignFor(adAccountId: string, postKey: string, newId: () => string, now: number): string {
		const row = this.q.campaign.get(adAccountId, postKey) as { id: string } | undefined;
		if (row) return row.id;
		const id = newId();
		this.q.insertCampaign.run(id, adAccountId, postKey, 'ACTIVE', now);
		this.q.change.run(campaignTarget(id), 'ACTIVE', now);
		return id;
	}

	insertAd(ad: StoredAd): void {
		this.q.insertAd.run({ ...ad, targeting: JSON.stringify(ad.targeting) });
		this.q.change.run(adTarget(ad.id), ad.status, ad.createdAt);
	}

	ad(id: string): StoredAd | undefined {
		const row = this.q.ad.get(id) as AdRow | undefined;
		return row && toAd(row);
	}

	ads(profileId: number, network?: AdNetwork): StoredAd[] {
		const rows = network ? this.q.ads.all(profileId, network) : this.q.profileAds.all(profileId);
		return (rows as AdRow[]).map(toAd);
	}

	/** The profile's ads on the network whose columns equal every value given, newest first. */
	matching(
		profileId: number,
		network: AdNetwork,
		filter: Partial<Record<AdFilterKey, string>>,
	): StoredAd[] {
		const keys = (Object.keys(AD_FILTER_COLUMNS) as AdFilterKey[]).filter(
			(k) => filter[k] !== undefined,
		);
		const sql = keys.map((k) => ` AND ${AD_FILTER_COLUMNS[k]} = ?`).join('');
		let statement = this.filtered.get(sql);
		if (!statement) {
			statement = this.db.prepare(
				`SELECT * FROM ads WHERE profile_id = ? AND platform = ?${sql} ORDER BY created_at DESC, id`,
			);
			this.filtered.set(sql, statement);
		}
		const rows = statement.all(profileId, network, ...keys.map((k) => filter[k]));
		return (rows as AdRow[]).map(toAd);
	}

	/** Sets the ad (with its ad set) and its campaign to `status`, logging both changes. */
	setStatus(ad: StoredAd, status: string, now: number): void {
		this.db.transaction(() => {
			this.q.setAd.run(status, ad.id);
			this.q.change.run(adTarget(ad.id), status, now);
			this.q.setCampaign.run(status, ad.campaignId);
			this.q.change.run(campaignTarget(ad.campaignId), status, now);
		})();
	}

	adChanges(adId: string): StatusChange[] {
		return this.q.changes.all(adTarget(adId)) as StatusChange[];
	}

	campaignChanges(campaignId: string): StatusChange[] {
		return this.q.changes.all(campaignTarget(campaignId)) as StatusChange[];
	}

	/** Ends the review now: approved, or rejected. */
	review(adId: string, until: number, rejected: boolean): void {
		this.q.review.run(until, rejected ? 1 : 0, adId);
	}

	/** Moves every time of the profile's ads `ms` earlier: as if they were boosted that much sooner. */
	shiftBack(profileId: number, ms: number): number {
		return this.db.transaction(() => {
			this.q.shiftChanges.run({ ms, profileId });
			return this.q.shiftAds.run({ ms, profileId }).changes;
		})();
	}

	reviewMs(accountId: number): number | undefined {
		const row = this.q.reviewMs.get(accountId) as { review_ms: number } | undefined;
		return row?.review_ms;
	}

	setReviewMs(accountId: number, ms: number): void {
		this.q.setReviewMs.run(accountId, ms);
	}
}
