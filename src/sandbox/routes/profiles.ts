import { ProfileDeleteSchema } from '../../engine/resources/profiles';
import { CreateProfile, LinkingPageSettingsFields } from '../../engine/contract/profiles';
import { DeleteProfile, UnlinkSocialNetwork } from '../../engine/contract/profileDelete';
import type { ProfileSettings } from '../store/profileSettings';
import { actingProfile, requireProfiles } from '../http/auth';
import type { SandboxContext } from '../context';
import { ErrorCode, SandboxError } from '../errors';
import { contractRoute, type ContractRequest, type Reply, type Route } from '../router';
import { queueSocialEvent } from '../hooks/serviceEvents';
import { addProfile } from '../seed';
import type { Profile } from '../store/accounts';
import { parseRequest } from '../http/parseRequest';
import { idempotentCreate } from '../http/idempotencyKey';

const idempotentCreateProfile = idempotentCreate('profile', 'create', (req, ctx) =>
	create(req as ContractRequest<typeof CreateProfile>, ctx),
);

const LINKING_PAGE_SETTINGS = Object.keys(LinkingPageSettingsFields) as Array<
	keyof typeof LinkingPageSettingsFields
>;

/**
 * Creating and deleting user profiles, unlinking a network (Business plan;
 * https://www.ayrshare.com/docs/apis/profiles/overview), each declared by its contract.
 */
export const profileRoutes: Route[] = [
	...contractRoute(CreateProfile, { action: 'create', handler: idempotentCreateProfile }),
	...contractRoute(DeleteProfile, {
		action: 'delete',
		before: (req) => requireProfiles(req.account, 'delete', 'Deleting user profiles'),
		handler: deleteProfile,
	}),
	...contractRoute(UnlinkSocialNetwork, { action: 'unlink', handler: unlinkSocial }),
];

/**
 * `DELETE /api/profiles/social {platform}` (the SDK's unlinkSocial): unlinks one network from the
 * acting profile, as a user would in the service's dashboard. 200 with the profile's refId even
 * when it was not linked (docs: apis/profiles/unlink-social-network); only a change fires `social`.
 */
function unlinkSocial(
	req: ContractRequest<typeof UnlinkSocialNetwork>,
	ctx: SandboxContext,
): Reply {
	const { platform: network } = req.input.body;
	const profile = actingProfile(ctx, req, 'unlink', { body: true });
	const unlinked = ctx.db.transaction(() => {
		const done = ctx.linkedAccounts.unlink(profile.id, network);
		if (done)
			queueSocialEvent(ctx, profile, {
				type: 'unlink',
				platform: network,
				reason: 'Unlinked through the API (DELETE /profiles/social).',
			});
		return done;
	})();
	return {
		status: 200,
		body: {
			status: 'success',
			platform: network,
			refId: profile.refId,
			...(unlinked ? {} : { linked: false }),
		},
	};
}

/**
 * `POST /api/profiles {title, messagingActive?, <linking-page settings>, team?, email?}`: a new
 * profile linked to every network, its linking-page settings kept as `PATCH /profiles` keeps
 * them (GET /profiles lists them, the linking page shows them). `team` with `email` is accepted
 * and not modelled: the sandbox invites no team member (it sends no email).
 */
function create(req: ContractRequest<typeof CreateProfile>, ctx: SandboxContext): Reply {
	const account = req.account;
	requireProfiles(account, 'create', 'Creating user profiles');
	const request = req.input.body;
	if (request.messagingActive && !account.addons.includes('messaging')) {
		throw new SandboxError(
			403,
			ErrorCode.planNotAllowed,
			'create',
			'messagingActive needs the Messaging add-on (Business plan); this account does not have it.',
		);
	}
	const profile = ctx.db.transaction((): Profile => {
		const taken = ctx.accounts.profileByTitle(account.id, request.title);
		if (taken) {
			throw new SandboxError(
				400,
				ErrorCode.duplicateProfileTitle,
				'create',
				`Profile title already exists: the account has a profile titled ${JSON.stringify(request.title)}. Choose another title.`,
			);
		}
		const made = addProfile(ctx, account, request.title, false, request.messagingActive === true);
		const settings: ProfileSettings = {};
		for (const key of LINKING_PAGE_SETTINGS)
			if (request[key] !== undefined) Object.assign(settings, { [key]: request[key] });
		if (Object.keys(settings).length > 0) ctx.profileSettings.update(made.id, { settings });
		return made;
	})();
	return {
		status: 200,
		body: {
			status: 'success',
			title: profile.title,
			refId: profile.refId,
			profileKey: profile.profileKey,
		},
	};
}

function deleteFailed(message: string): SandboxError {
	return new SandboxError(
		400,
		ErrorCode.profileDeleteFailed,
		'delete',
		`Error deleting profile: ${message}`,
	);
}

/**
 * `DELETE /api/profiles` with the key in the Profile-Key header (docs: apis/profiles/delete-profile)
 * or `{profileKey}` in the body (the older paths), or `{title}` without a key: the profile stops
 * acting, its title is free again, and its posts not yet sent are deleted so none goes out.
 */
function deleteProfile(req: ContractRequest<typeof DeleteProfile>, ctx: SandboxContext): Reply {
	const header = req.headers['profile-key'];
	const fromHeader = typeof header === 'string' && header.trim() ? { profileKey: header } : {};
	const { title } = req.input.body;
	const given = { ...fromHeader, ...req.input.body };
	// By key (header or body) or, with no key, by title; one of them is required.
	if (given.profileKey === undefined && title !== undefined) {
		const named = ctx.accounts.profileByTitle(req.account.id, title);
		if (!named)
			throw deleteFailed(
				`the account has no profile titled ${JSON.stringify(title)} (titles are case-sensitive; GET /api/profiles lists them).`,
			);
		return deleteOne(ctx, named);
	}
	const { profileKey } = parseRequest(ProfileDeleteSchema, given, 'delete');
	const profile = ctx.accounts.profileByKey(profileKey);
	if (!profile || profile.accountId !== req.account.id) {
		const gone = ctx.accounts.deletedProfileByKey(profileKey);
		throw deleteFailed(
			gone && gone.accountId === req.account.id
				? `profile "${gone.title}" was already deleted.`
				: "the profileKey is not one of this account's profiles (a key is answered once, when POST /api/profiles creates the profile).",
		);
	}
	return deleteOne(ctx, profile);
}

/** Deletes one profile of the account: it stops acting and its unsent posts go. */
function deleteOne(ctx: SandboxContext, profile: Profile): Reply {
	if (profile.primary)
		throw deleteFailed('the primary profile cannot be deleted; it is the account itself.');
	const now = ctx.now();
	const deletedPosts = ctx.db.transaction(() => {
		ctx.accounts.deleteProfile(profile.id, now);
		return ctx.posts.cancelUnsent(profile.id, now);
	})();
	return {
		status: 200,
		body: { status: 'success', refId: profile.refId, title: profile.title, deletedPosts },
	};
}
