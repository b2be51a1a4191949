import {
	DEFAULT_ACTION_LOG_DAYS,
	GetProfiles,
	MAX_PROFILES_PAGE,
} from '../../engine/contract/profiles';
import type { ContractInput } from '../http/contractInput';
import { requireProfiles } from '../http/auth';
import type { SandboxContext } from '../context';
import { badRequest } from '../errors';
import { DAY_MS } from '../networks';
import { monthlyPostCount, monthlyPostQuota } from '../limits/quota';
import { contractRoute, type ContractRequest, type Reply, type Route } from '../router';
import type { Account, Profile } from '../store/accounts';
import { firestoreTime } from './user';

const ACTION = 'profiles';

/** `GET /profiles` (docs: apis/profiles/get-profiles), declared by its contract. */
export const profileListRoutes: Route[] = contractRoute(GetProfiles, {
	action: ACTION,
	handler: listProfiles,
});

type ListQuery = ContractInput<typeof GetProfiles>['query'];

/**
 * The cursor is ours (the docs call it opaque): the refId of the last profile of the page, so a
 * page is stable while profiles are added after it.
 */
const cursorOf = (refId: string): string => Buffer.from(refId).toString('base64url');

function readCursor(cursor: string, profiles: readonly Profile[]): number {
	const refId = Buffer.from(cursor, 'base64url').toString('utf8');
	const at = profiles.findIndex((profile) => profile.refId === refId);
	if (at < 0)
		throw badRequest(
			ACTION,
			`cursor ${JSON.stringify(cursor)} is not one this endpoint answered (or its profile was deleted): pass pagination.nextCursor from the previous page, or leave it out to start again.`,
		);
	return at + 1;
}

/** The docs' filters, each narrowing the list (title, refId, linked networks). */
function matches(ctx: SandboxContext, profile: Profile, query: ListQuery): boolean {
	if (query.title !== undefined && profile.title !== query.title) return false;
	if (query.refId !== undefined && profile.refId !== query.refId) return false;
	const linked = ctx.linkedAccounts.list(profile.id).map((a) => a.platform);
	if (
		query.hasActiveSocialAccounts !== undefined &&
		linked.length > 0 !== query.hasActiveSocialAccounts
	)
		return false;
	// Docs: "contain all platforms specified in this list" (more may be linked).
	if (query.includesActiveSocialAccounts?.some((network) => !linked.includes(network)))
		return false;
	// isByokLinked (the X BYOK migration status) is accepted, not modelled: the sandbox keeps no
	// migration state, every profile's X link uses the keys of the request that posts.
	return true;
}

function summary(ctx: SandboxContext, profile: Profile): Record<string, unknown> {
	return {
		status: 'active',
		title: profile.title,
		refId: profile.refId,
		created: firestoreTime(profile.createdAt),
		createdUTC: new Date(profile.createdAt).toISOString(),
		activeSocialAccounts: ctx.linkedAccounts.list(profile.id).map((a) => a.platform),
		primary: profile.primary,
		...ctx.profileSettings.of(profile.id),
	};
}

/**
 * `actionLog`: the create and delete events of the account's profiles in the last N days and how
 * many profiles were active in that time (docs: "the active user count used for billing"); the
 * field names `actionLog`, `action`, `date` and `activeUserCount` are ours, as are the entries'
 * order (oldest first). Docs: "Title and tags will not be returned" for these entries.
 */
function actionLog(ctx: SandboxContext, account: Account, days: number, refId?: string) {
	const since = ctx.now() - days * DAY_MS;
	const profiles = ctx.accounts
		.everyProfile(account.id)
		.filter((profile) => !profile.primary && (refId === undefined || profile.refId === refId));
	const entries = profiles
		.flatMap((profile) => [
			{ action: 'create', refId: profile.refId, at: profile.createdAt },
			...(profile.deletedAt === null
				? []
				: [{ action: 'delete', refId: profile.refId, at: profile.deletedAt }]),
		])
		.filter((entry) => entry.at >= since)
		.sort((a, b) => a.at - b.at)
		.map(({ at, ...entry }) => ({ ...entry, date: new Date(at).toISOString() }));
	const activeUserCount = profiles.filter(
		(profile) => profile.deletedAt === null || profile.deletedAt >= since,
	).length;
	return { actionLog: entries, activeUserCount };
}

/**
 * `include` for the one profile `refId` names (docs: "requires refId"). Modelled: `quota` (the
 * profile's monthly post count against the plan's quota) and `actionLog` (its own create/delete).
 * `suspension`, `socialHealth`, `linkingErrors`, `activity` and `unlinkHistory` are accepted and
 * not modelled: the sandbox never suspends a profile and its simulated links never fail.
 */
function extended(ctx: SandboxContext, account: Account, profile: Profile, query: ListQuery) {
	const out: Record<string, unknown> = {};
	if (query.include?.includes('quota'))
		out.quota = {
			monthlyPostCount: monthlyPostCount(profile, ctx.now()),
			monthlyPostQuota: monthlyPostQuota(ctx, account) ?? null,
		};
	if (query.include?.includes('actionLog'))
		out.actionLog = actionLog(ctx, account, DEFAULT_ACTION_LOG_DAYS, profile.refId).actionLog;
	return out;
}

/**
 * Every profile of the account, for pickers such as n8n's dropdown, filtered and paged as the
 * docs say. No profile key: "for security, the Profile Keys are not returned via this GET call";
 * a key is answered once, by `POST /profiles`.
 */
function listProfiles(req: ContractRequest<typeof GetProfiles>, ctx: SandboxContext): Reply {
	requireProfiles(req.account, ACTION, 'Listing user profiles');
	const query = req.input.query;
	const all = ctx.accounts.profiles(req.account.id);
	const start = query.cursor === undefined ? 0 : readCursor(query.cursor, all);
	const matching = all.slice(start).filter((profile) => matches(ctx, profile, query));
	const limit = query.limit ?? MAX_PROFILES_PAGE;
	const page = matching.slice(0, limit);
	const hasMore = matching.length > page.length;
	const stamp = new Date(ctx.now()).toISOString();
	const body: Record<string, unknown> = {
		status: 'success',
		profiles: page.map((profile) => ({
			...summary(ctx, profile),
			...(query.include ? extended(ctx, req.account, profile, query) : {}),
		})),
		count: page.length,
		lastUpdated: stamp,
		nextUpdate: stamp,
		pagination: {
			hasMore,
			...(hasMore ? { nextCursor: cursorOf(page[page.length - 1].refId) } : {}),
			limit,
		},
	};
	if (query.actionLog !== undefined && query.actionLog !== false) {
		const days = query.actionLog === true ? DEFAULT_ACTION_LOG_DAYS : query.actionLog;
		Object.assign(body, actionLog(ctx, req.account, days));
	}
	return { status: 200, body };
}
