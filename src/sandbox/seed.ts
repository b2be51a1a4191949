import { NETWORK_IDS } from '../engine/networks';
import type { SandboxContext } from './context';
import { getMeta, setMeta } from './db';
import { randomBase62 } from './networks/ids';
import { newLinkedAccount, seedNativePosts } from './networks';
import {
	ADDONS,
	EXTRA_PROFILE_TITLES,
	PLAN_RULES,
	PRIMARY_PROFILE_TITLE,
	type Addon,
	type Plan,
} from './limits/plans';
import type { Account, Profile } from './store/accounts';

export const DEFAULT_ACCOUNT_KEY = 'default_account_id';

export interface NewAccountOptions {
	apiKey?: string;
	plan: Plan;
	addons?: Addon[];
	email?: string;
}

/**
 * Creates an account with its primary profile (plus "Acme Bakery" and "Acme Books" on plans with
 * profiles), every profile linked to every network, each network holding a few posts made there.
 */
export function createAccount(
	ctx: SandboxContext,
	options: NewAccountOptions,
): { account: Account; profiles: Profile[] } {
	return ctx.db.transaction(() => {
		const now = ctx.now();
		const addons = options.addons ?? [...ADDONS];
		const account = ctx.accounts.insertAccount({
			apiKey: options.apiKey,
			plan: options.plan,
			addons,
			email: options.email ?? `owner+${randomBase62(8).toLowerCase()}@sandbox.example`,
			now,
		});
		addProfile(ctx, account, PRIMARY_PROFILE_TITLE, true);
		ensurePlanProfiles(ctx, account);
		return { account, profiles: ctx.accounts.profiles(account.id) };
	})();
}

/** Gives an account on a plan with profiles the two extra profiles it starts with, if it lacks them. */
export function ensurePlanProfiles(ctx: SandboxContext, account: Account): void {
	if (!PLAN_RULES[account.plan].profiles) return;
	for (const title of EXTRA_PROFILE_TITLES) {
		if (!ctx.accounts.profileByTitle(account.id, title)) addProfile(ctx, account, title, false);
	}
}

/** A profile linked to every network, each holding a few posts made there directly. */
export function addProfile(
	ctx: SandboxContext,
	account: Account,
	title: string,
	primary: boolean,
	// Messaging is activated per profile; the sandbox activates it on the primary one.
	messagingActive = primary && account.addons.includes('messaging'),
): Profile {
	const now = ctx.now();
	const profile = ctx.accounts.insertProfile({
		accountId: account.id,
		title,
		primary,
		messagingActive,
		now,
	});
	for (const network of NETWORK_IDS)
		ctx.linkedAccounts.link(profile.id, newLinkedAccount(profile, network, now));
	seedNativePosts(ctx.deliveries, profile, ctx.linkedAccounts.list(profile.id), now);
	return profile;
}

export interface DefaultAccountOptions {
	apiKey?: string;
	plan?: Plan;
}

/**
 * The account the sandbox was started for: created on the first start of a data directory
 * (Business with every add-on unless a plan is given), and on later starts brought in line with
 * the key and plan given this time.
 */
export function ensureDefaultAccount(
	ctx: SandboxContext,
	options: DefaultAccountOptions,
): { account: Account; created: boolean } {
	const storedId = getMeta(ctx.db, DEFAULT_ACCOUNT_KEY);
	const stored = storedId === undefined ? undefined : ctx.accounts.byId(Number(storedId));
	if (!stored) {
		const { account } = createAccount(ctx, {
			apiKey: options.apiKey,
			plan: options.plan ?? 'business',
			email: 'owner@sandbox.example',
		});
		setMeta(ctx.db, DEFAULT_ACCOUNT_KEY, String(account.id));
		return { account, created: true };
	}
	const owner = options.apiKey === undefined ? undefined : ctx.accounts.byApiKey(options.apiKey);
	if (owner && owner.id !== stored.id)
		throw new Error('The API key given is already used by another sandbox account.');
	ctx.db.transaction(() => {
		if (options.apiKey !== undefined && options.apiKey !== stored.apiKey)
			ctx.accounts.setApiKey(stored.id, options.apiKey);
		if (options.plan !== undefined && options.plan !== stored.plan)
			ctx.accounts.setPlan(stored.id, options.plan);
	})();
	const account = ctx.accounts.byId(stored.id) as Account;
	ensurePlanProfiles(ctx, account);
	return { account, created: false };
}
