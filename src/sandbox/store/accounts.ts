import { prepareArrays, type SqlStatement as Statement } from '../sqlite';
import type { SandboxDatabase } from '../db';
import { newApiKey, newProfileKey, newRefId } from '../networks/ids';
import type { Addon, Plan } from '../limits/plans';

export interface Account {
	id: number;
	apiKey: string;
	plan: Plan;
	addons: Addon[];
	email: string;
	createdAt: number;
}

export interface Profile {
	id: number;
	accountId: number;
	title: string;
	refId: string;
	profileKey: string;
	primary: boolean;
	messagingActive: boolean;
	monthlyApiCalls: number;
	apiCallsMonth: string;
	createdAt: number;
	/** Set when the profile was deleted; a deleted profile acts for nothing and its title is free again. */
	deletedAt: number | null;
}

interface AccountRow {
	id: number;
	api_key: string;
	plan: Plan;
	addons: string;
	email: string;
	created_at: number;
}

/** A profile row as an array, in PROFILE_COLUMNS' order (an array is read in about half an object's time). */
type ProfileRow = [
	id: number,
	accountId: number,
	title: string,
	refId: string,
	profileKey: string,
	isPrimary: number,
	messagingActive: number,
	monthlyApiCalls: number,
	apiCallsMonth: string,
	createdAt: number,
	deletedAt: number | null,
];

const PROFILE_COLUMNS =
	'id, account_id, title, ref_id, profile_key, is_primary, messaging_active, monthly_api_calls, api_calls_month, created_at, deleted_at';

const toAccount = (r: AccountRow): Account => ({
	id: r.id,
	apiKey: r.api_key,
	plan: r.plan,
	addons: JSON.parse(r.addons) as Addon[],
	email: r.email,
	createdAt: r.created_at,
});

const toProfile = (r: ProfileRow): Profile => ({
	id: r[0],
	accountId: r[1],
	title: r[2],
	refId: r[3],
	profileKey: r[4],
	primary: r[5] === 1,
	messagingActive: r[6] === 1,
	monthlyApiCalls: r[7],
	apiCallsMonth: r[8],
	createdAt: r[9],
	deletedAt: r[10],
});

/** Accounts and their user profiles (the social accounts linked to each: ./linkedAccounts). */
export class AccountStore {
	private readonly q: Record<string, Statement>;
	// Read on every authenticated request. Accounts change only through setPlan, setAddons and setApiKey below,
	// which empty this map; only committed rows are kept (none read inside a transaction, which
	// could still roll back), and callers get copies.
	private readonly byKeyCache = new Map<string, Account>();
	// Read on every rate-limited request. A primary profile is never changed or deleted, so its id
	// is kept once read outside a transaction (one inside could still roll back).
	private readonly primaryIdCache = new Map<number, number>();

	constructor(private readonly db: SandboxDatabase) {
		this.q = {
			byKey: db.prepare('SELECT * FROM accounts WHERE api_key = ?'),
			byId: db.prepare('SELECT * FROM accounts WHERE id = ?'),
			insertAccount: db.prepare(
				'INSERT INTO accounts (api_key, plan, addons, email, created_at) VALUES (?, ?, ?, ?, ?)',
			),
			setPlan: db.prepare('UPDATE accounts SET plan = ? WHERE id = ?'),
			setApiKey: db.prepare('UPDATE accounts SET api_key = ? WHERE id = ?'),
			setAddons: db.prepare('UPDATE accounts SET addons = ? WHERE id = ?'),
			profileByKey: prepareArrays(
				db,
				`SELECT ${PROFILE_COLUMNS} FROM profiles WHERE profile_key = ? AND deleted_at IS NULL`,
			),
			deletedProfileByKey: prepareArrays(
				db,
				`SELECT ${PROFILE_COLUMNS} FROM profiles WHERE profile_key = ? AND deleted_at IS NOT NULL`,
			),
			profileById: prepareArrays(db, `SELECT ${PROFILE_COLUMNS} FROM profiles WHERE id = ?`),
			profileByTitle: prepareArrays(
				db,
				`SELECT ${PROFILE_COLUMNS} FROM profiles WHERE account_id = ? AND title = ? AND deleted_at IS NULL`,
			),
			primary: prepareArrays(
				db,
				`SELECT ${PROFILE_COLUMNS} FROM profiles WHERE account_id = ? AND is_primary = 1 AND deleted_at IS NULL`,
			),
			profiles: prepareArrays(
				db,
				`SELECT ${PROFILE_COLUMNS} FROM profiles WHERE account_id = ? AND deleted_at IS NULL ORDER BY is_primary DESC, id`,
			),
			everyProfile: prepareArrays(
				db,
				`SELECT ${PROFILE_COLUMNS} FROM profiles WHERE account_id = ? ORDER BY id`,
			),
			deleteProfile: db.prepare(
				'UPDATE profiles SET deleted_at = ? WHERE id = ? AND is_primary = 0 AND deleted_at IS NULL',
			),
			insertProfile: db.prepare(
				`INSERT INTO profiles (account_id, title, ref_id, profile_key, is_primary, messaging_active, created_at)
				 VALUES (?, ?, ?, ?, ?, ?, ?)`,
			),
			// Positional: binding by name costs more, and every post call runs it.
			countCall: db.prepare(
				`UPDATE profiles SET
				   monthly_api_calls = CASE WHEN api_calls_month = ? THEN monthly_api_calls + 1 ELSE 1 END,
				   api_calls_month = ?
				 WHERE id = ?`,
			),
		};
	}

	byApiKey(apiKey: string): Account | undefined {
		const cached = this.byKeyCache.get(apiKey);
		if (cached) return { ...cached, addons: [...cached.addons] };
		const row = this.q.byKey.get(apiKey) as AccountRow | undefined;
		if (!row) return undefined;
		const account = toAccount(row);
		if (!this.db.inTransaction)
			this.byKeyCache.set(apiKey, { ...account, addons: [...account.addons] });
		return account;
	}

	byId(id: number): Account | undefined {
		const row = this.q.byId.get(id) as AccountRow | undefined;
		return row && toAccount(row);
	}

	insertAccount(init: {
		apiKey?: string;
		plan: Plan;
		addons: Addon[];
		email: string;
		now: number;
	}): Account {
		const apiKey = init.apiKey ?? newApiKey();
		const id = Number(
			this.q.insertAccount.run(apiKey, init.plan, JSON.stringify(init.addons), init.email, init.now)
				.lastInsertRowid,
		);
		return this.byId(id) as Account;
	}

	setPlan(accountId: number, plan: Plan): void {
		this.byKeyCache.clear();
		this.q.setPlan.run(plan, accountId);
	}

	setAddons(accountId: number, addons: Addon[]): void {
		this.byKeyCache.clear();
		this.q.setAddons.run(JSON.stringify(addons), accountId);
	}

	setApiKey(accountId: number, apiKey: string): void {
		this.byKeyCache.clear();
		this.q.setApiKey.run(apiKey, accountId);
	}

	profileByKey(profileKey: string): Profile | undefined {
		const row = this.q.profileByKey.get(profileKey) as ProfileRow | undefined;
		return row && toProfile(row);
	}

	/** A profile that was deleted, for telling a caller why its key no longer works. */
	deletedProfileByKey(profileKey: string): Profile | undefined {
		const row = this.q.deletedProfileByKey.get(profileKey) as ProfileRow | undefined;
		return row && toProfile(row);
	}

	/** Marks a user profile deleted; the primary profile cannot be. Answers whether it was. */
	deleteProfile(profileId: number, now: number): boolean {
		return this.q.deleteProfile.run(now, profileId).changes > 0;
	}

	/** Includes deleted profiles: posts and deliveries keep pointing at them. */
	profileById(id: number): Profile | undefined {
		const row = this.q.profileById.get(id) as ProfileRow | undefined;
		return row && toProfile(row);
	}

	profileByTitle(accountId: number, title: string): Profile | undefined {
		const row = this.q.profileByTitle.get(accountId, title) as ProfileRow | undefined;
		return row && toProfile(row);
	}

	/** Read by its id once that is known: a lookup by primary key costs less than the search by account. */
	primaryProfile(accountId: number): Profile {
		const cached = this.primaryIdCache.get(accountId);
		if (cached !== undefined) return this.profileById(cached) as Profile;
		const row = this.q.primary.get(accountId) as ProfileRow | undefined;
		if (!row) throw new Error(`account ${accountId} has no primary profile`);
		if (!this.db.inTransaction) this.primaryIdCache.set(accountId, row[0]);
		return toProfile(row);
	}

	/** The id of the account's primary profile, without reading its row again. */
	primaryProfileId(accountId: number): number {
		return this.primaryIdCache.get(accountId) ?? this.primaryProfile(accountId).id;
	}

	profiles(accountId: number): Profile[] {
		return (this.q.profiles.all(accountId) as ProfileRow[]).map(toProfile);
	}

	/** Every profile the account ever had, deleted ones included (GET /profiles?actionLog). */
	everyProfile(accountId: number): Profile[] {
		return (this.q.everyProfile.all(accountId) as ProfileRow[]).map(toProfile);
	}

	insertProfile(init: {
		accountId: number;
		title: string;
		primary: boolean;
		messagingActive: boolean;
		now: number;
	}): Profile {
		const id = Number(
			this.q.insertProfile.run(
				init.accountId,
				init.title,
				newRefId(),
				newProfileKey(),
				init.primary ? 1 : 0,
				init.messagingActive ? 1 : 0,
				init.now,
			).lastInsertRowid,
		);
		return this.profileById(id) as Profile;
	}

	/** Counts one API post call in the profile's current month (resets when the month changes). */
	countApiCall(profileId: number, month: string): void {
		this.q.countCall.run(month, month, profileId);
	}
}

// The month of the last call and its bounds: every post call asks, and the answer changes monthly.
let lastMonth = { start: 0, end: 0, key: '' };

/** `YYYY-MM` in UTC: the month API post calls are counted in. */
export function monthKey(epochMs: number): string {
	if (epochMs >= lastMonth.start && epochMs < lastMonth.end) return lastMonth.key;
	const date = new Date(epochMs);
	const key = date.toISOString().slice(0, 7);
	const year = date.getUTCFullYear();
	const month = date.getUTCMonth();
	// setUTCFullYear, unlike Date.UTC, takes years 0-99 literally.
	const start = new Date(0).setUTCFullYear(year, month, 1);
	const end = new Date(0).setUTCFullYear(year, month + 1, 1);
	lastMonth = { start, end, key };
	return key;
}
