import type { Account, Profile } from '../store/accounts';
import type { SandboxContext } from '../context';
import { ErrorCode, SandboxError, badRequest } from '../errors';
import { PLAN_RULES, type Plan } from '../limits/plans';
import type { SandboxRequest } from '../router';
import { namesInProse } from '../../engine/core/prose';

const BEARER = /^Bearer\s+(\S+)\s*$/i;

/** The account behind `Authorization: Bearer <key>`, or a 401 that never repeats the key. */
export function authenticate(ctx: SandboxContext, header: string | undefined): Account {
	const match = header ? BEARER.exec(header) : null;
	if (!match) {
		throw new SandboxError(
			401,
			ErrorCode.unauthorized,
			'authorization',
			'Missing API key: send the header "Authorization: Bearer <API key>".',
		);
	}
	const account = ctx.accounts.byApiKey(match[1]);
	if (!account) {
		throw new SandboxError(
			401,
			ErrorCode.unauthorized,
			'authorization',
			'The API key is not valid. Check the key in the credential. The sandbox prints its key on its first start; ' +
				'to see it again, run its command with --show-key (npx social-publishing-sandbox --show-key, or ' +
				'npm run sandbox -- --show-key in a clone, with the same --data folder).',
		);
	}
	return account;
}

/** Where a request may name the profile it acts for, besides the Profile-Key header. */
export interface ProfileSources {
	/** Body field `profileKey` (post, delete, update). */
	body?: boolean;
	/** Query `profileKey` (get post, and any read). */
	query?: boolean;
}

/** The profile a request acts for: the one its profile key names, else the account's primary profile. */
export function actingProfile(
	ctx: SandboxContext,
	req: SandboxRequest,
	action: string,
	sources: ProfileSources = {},
): Profile {
	const header = req.headers['profile-key'];
	let key: unknown = Array.isArray(header) ? header[0] : header;
	if (key === undefined && sources.body) key = req.body?.profileKey;
	if (key === undefined && sources.query) key = req.query.get('profileKey') ?? undefined;
	if (key === undefined || key === '') return ctx.accounts.primaryProfile(req.account.id);
	return profileForKey(ctx, req.account, key, action);
}

/** The account's profile with this key, or 403: on the wrong plan, or a key that is not the account's. */
export function profileForKey(
	ctx: SandboxContext,
	account: Account,
	key: unknown,
	action: string,
): Profile {
	if (typeof key !== 'string' || key.trim() === '') {
		throw badRequest(
			action,
			'A profile key must be a non-empty string (Profile-Key header, profileKey or profileKeys).',
		);
	}
	requireProfiles(account, action, 'Acting for a user profile with a profile key');
	const profile = ctx.accounts.profileByKey(key.trim());
	if (!profile || profile.accountId !== account.id) {
		const deleted = ctx.accounts.deletedProfileByKey(key.trim());
		if (deleted && deleted.accountId === account.id) {
			throw new SandboxError(
				403,
				ErrorCode.profileKeyInvalid,
				action,
				`The profile key belongs to profile "${deleted.title}", which was deleted; it acts for nothing any more.`,
				{ deleted: true, deletedAt: new Date(deleted.deletedAt as number).toISOString() },
			);
		}
		throw new SandboxError(
			403,
			ErrorCode.profileKeyInvalid,
			action,
			"The profile key is not one of this account's profiles. Check the Profile-Key header or profileKey field " +
				'against the key POST /api/profiles answered when the profile was created (GET /api/profiles lists no keys).',
		);
	}
	return profile;
}

const PLAN_NAMES: Record<Plan, string> = {
	basic: 'Basic',
	premium: 'Premium',
	business: 'Business',
	enterprise: 'Enterprise',
};

/** Throws 403 code 103, naming the plans that include the feature, unless the account is on one. */
export function requirePlan(
	account: Account,
	plans: readonly Plan[],
	action: string,
	feature: string,
): void {
	if (plans.includes(account.plan)) return;
	const names = plans.map((plan) => PLAN_NAMES[plan]);
	const needed = namesInProse(names);
	throw new SandboxError(
		403,
		ErrorCode.planNotAllowed,
		action,
		`${feature} needs the ${needed} plan; this account is on the ${account.plan} plan.`,
	);
}

/** Throws 403 unless the account's plan includes user profiles (Business or Enterprise). */
export function requireProfiles(account: Account, action: string, feature: string): void {
	if (PLAN_RULES[account.plan].profiles) return;
	throw new SandboxError(
		403,
		ErrorCode.planNotAllowed,
		action,
		`${feature} needs the Business or Enterprise plan; this account is on the ${account.plan} plan.`,
	);
}
