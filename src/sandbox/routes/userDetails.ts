import {
	BOARD_NETWORKS,
	type BoardNetwork,
	type BusinessListingNetwork,
	type UserUpdateNetwork,
} from '../../engine/resources/user';
import { GetBoards, UpdateUser } from '../../engine/contract/user';
import {
	networkName,
	networkOfPathName,
	networksOffering,
	type Network,
} from '../../engine/networks';
import { formatUtcTimestamp } from '../../engine/scheduling';
import { actingProfile, requirePlan } from '../http/auth';
import { simulatedBoards } from '../networks/boards';
import type { SandboxContext } from '../context';
import { hashDigits, hashUnit } from '../networks/deterministic';
import { ErrorCode, SandboxError, badRequest } from '../errors';
import { DAY_MS, networkProfileUrl } from '../networks';
import { PREMIUM_PLANS } from '../limits/plans';
import {
	contractRoute,
	type ContractRequest,
	type Reply,
	type Route,
	type SandboxRequest,
} from '../router';
import type { Profile } from '../store/accounts';
import type { LinkedAccount } from '../store/linkedAccounts';
import type { Listing } from '../store/listings';

/** Location fields that may change at most this often in a rolling 24 hours (ours: the docs give no limit; Google's own listing rules inspired it). */
export const LIMITED_LISTING_FIELDS = [
	'name',
	'title',
	'storeCode',
	'phoneNumbers',
	'websiteUrl',
	'latlng',
] as const;
export const LISTING_UPDATES_PER_DAY = 5;

/**
 * The boards of the networks offering them, and the business listing of the acting profile
 * (https://www.ayrshare.com/docs/apis/user/profile-details), each declared by its contract.
 */
export const userDetailsRoutes: Route[] = [
	...BOARD_NETWORKS.flatMap((network, index) =>
		contractRoute(GetBoards[index], { action: network, handler: listBoards(network) }),
	),
	...contractRoute(UpdateUser, {
		action: 'user',
		// The plan before the body, as before: a caller without it hears that first.
		before: (req) => {
			const network = networkOfPathName(req.params.platform);
			if (network)
				requirePlan(req.account, PREMIUM_PLANS, network, 'Updating the business listing');
		},
		handler: updateAccount,
	}),
];

type UpdateRequest = ContractRequest<typeof UpdateUser>;

/**
 * What `PATCH /user/:platform` changes per network; the registry's `userUpdate` says which. Each
 * is a business listing's (tsc refuses a network whose `userUpdateSchema` is another).
 */
const ACCOUNT_UPDATES = Object.fromEntries(
	networksOffering('userUpdate').map((network) => [network, updateListing(network)]),
) as Record<UserUpdateNetwork, (req: UpdateRequest, ctx: SandboxContext) => Reply>;

/**
 * `PATCH /api/user/:platform` (docs: apis/user/update-user, "currently only Google Business
 * Profile", path value `gbp`): the network's own account update, or 400 naming the values allowed.
 */
function updateAccount(req: UpdateRequest, ctx: SandboxContext): Reply {
	// The contract took only the path names of networks with an account update.
	const network = networkOfPathName(req.input.params.platform) as UserUpdateNetwork;
	return ACCOUNT_UPDATES[network](req, ctx);
}

/** The profile's account on a network, or 400 code 156 when that network is not linked. */
export function linkedOrFail(
	ctx: SandboxContext,
	profile: Profile,
	network: Network,
	action: string,
): LinkedAccount {
	const linked = ctx.linkedAccounts.get(profile.id, network);
	if (linked) return linked;
	throw new SandboxError(
		400,
		ErrorCode.networkFailure,
		action,
		`${network} is not linked to profile "${profile.title}"; link it first (POST /api/admin/link in the sandbox).`,
	);
}

/** `GET /api/user/details/:platform`: `{<platform>: [board]}` (https://www.ayrshare.com/docs/apis/user/pinterest-board). Premium or higher. */
function listBoards(network: BoardNetwork) {
	return (req: SandboxRequest, ctx: SandboxContext): Reply => {
		requirePlan(req.account, PREMIUM_PLANS, network, `Reading ${networkName(network)} boards`);
		const profile = actingProfile(ctx, req, network, { query: true });
		const linked = linkedOrFail(ctx, profile, network, network);
		const boards = simulatedBoards(profile, linked).map((board) => ({
			id: board.id,
			name: board.name,
			description: board.description,
			privacy: board.privacy,
			owner: board.owner,
		}));
		return { status: 200, body: { [network]: boards } };
	};
}

/** The location a profile's listing starts as: derived from its linked listing account. */
function initialListing(ctx: SandboxContext, profile: Profile, linked: LinkedAccount): Listing {
	const id = linked.networkUserId;
	const profileUrl = networkProfileUrl(ctx.url, linked.platform, linked.username);
	return {
		name: `locations/${id}`,
		title: linked.displayName,
		storeCode: `SB-${profile.refId.slice(0, 8).toUpperCase()}`,
		phoneNumbers: {
			primaryPhone: `+1 555 01${hashDigits(2, 'phone', id)} ${hashDigits(4, 'line', id)}`,
			additionalPhones: [],
		},
		websiteUrl: `https://${linked.username.replace(/_/g, '-')}.example.com`,
		labels: [],
		latlng: {
			latitude: Math.round((25 + hashUnit('lat', id) * 22) * 1e6) / 1e6,
			longitude: Math.round((-122 + hashUnit('lng', id) * 50) * 1e6) / 1e6,
		},
		profile: { description: `${linked.displayName}: a business listing of the sandbox.` },
		placeId: `ChIJ${id}`,
		mapsUrl: `${profileUrl}/maps`,
	};
}

/**
 * `PATCH /api/user/:platform` of a listing network: changes the listing's fields. name, title, storeCode, phoneNumbers,
 * websiteUrl and latlng may each change 5 times in a rolling 24 hours; a request that would go
 * over for any of them is refused whole (HTTP 400, code 101) and changes nothing.
 */
function updateListing(network: BusinessListingNetwork) {
	return (req: UpdateRequest, ctx: SandboxContext): Reply => {
		const profile = actingProfile(ctx, req, network, { body: true });
		const update = req.input.body;
		const linked = linkedOrFail(ctx, profile, network, network);
		const now = ctx.now();
		const data = ctx.db.transaction((): Listing => {
			const limited = LIMITED_LISTING_FIELDS.filter((field) => update[field] !== undefined);
			const overLimit = limited
				.map((field) => ({
					field,
					times: ctx.listings.updatesSince(profile.id, field, now - DAY_MS),
				}))
				.filter(({ times }) => times.length >= LISTING_UPDATES_PER_DAY);
			if (overLimit.length > 0) {
				const nextAllowed = Math.max(...overLimit.map(({ times }) => times[0] + DAY_MS));
				throw badRequest(
					network,
					`${overLimit.map((o) => o.field).join(', ')} ${overLimit.length === 1 ? 'was' : 'were'} already updated ` +
						`${LISTING_UPDATES_PER_DAY} times in the last 24 hours, the most allowed for ${LIMITED_LISTING_FIELDS.join(', ')}. ` +
						`Nothing was changed; send this update again after ${formatUtcTimestamp(nextAllowed)}.`,
					{
						details: `Limit: ${LISTING_UPDATES_PER_DAY} updates per field per rolling 24 hours.`,
						nextUpdateAllowed: formatUtcTimestamp(nextAllowed),
					},
				);
			}
			if (update.storeCode !== undefined) {
				const owner = ctx.listings.storeCodeOwner(req.account.id, profile.id, update.storeCode);
				if (owner !== undefined) {
					throw badRequest(
						network,
						`storeCode ${JSON.stringify(update.storeCode)} is already used by profile "${owner}"; store codes are unique within an account.`,
					);
				}
			}
			const listing = ctx.listings.get(profile.id) ?? initialListing(ctx, profile, linked);
			const next: Listing = { ...listing };
			for (const [field, value] of Object.entries(update))
				if (value !== undefined) next[field] = value;
			ctx.listings.save(profile.id, next, now);
			for (const field of limited) ctx.listings.recordUpdate(profile.id, field, now);
			return next;
		})();
		return { status: 200, body: { [network]: { status: 'success', data } } };
	};
}
