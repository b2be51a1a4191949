import { UpdateProfile } from '../../engine/contract/profileUpdate';
import { actingProfile, requireProfiles } from '../http/auth';
import type { SandboxContext } from '../context';
import { ErrorCode, SandboxError } from '../errors';
import { contractRoute, type ContractRequest, type Reply, type Route } from '../router';
import type { ProfileSettings } from '../store/profileSettings';

const ACTION = 'update';

/** `PATCH /api/profiles` (today's docs) and `PUT /api/profiles/profile` (the SDK's updateProfile). */
export const profileUpdateRoutes: Route[] = contractRoute(UpdateProfile, {
	action: ACTION,
	handler: update,
});

/**
 * Changes the acting profile (Profile-Key header or `profileKey` in the body): its title (unique in
 * the account, code 146 otherwise), messagingActive (the Messaging add-on) and the linking page's
 * settings. All checks pass before anything is written.
 */
function update(req: ContractRequest<typeof UpdateProfile>, ctx: SandboxContext): Reply {
	requireProfiles(req.account, ACTION, 'Updating user profiles');
	const profile = actingProfile(ctx, req, ACTION, { body: true });
	const request = req.input.body;
	if (request.messagingActive && !req.account.addons.includes('messaging')) {
		throw new SandboxError(
			403,
			ErrorCode.planNotAllowed,
			ACTION,
			'messagingActive needs the Messaging add-on (Business plan); this account does not have it.',
		);
	}
	const settings: ProfileSettings = {};
	for (const key of ['hideTopHeader', 'topHeader', 'disableSocial', 'tags'] as const)
		if (request[key] !== undefined) Object.assign(settings, { [key]: request[key] });
	ctx.db.transaction(() => {
		const taken = request.title && ctx.accounts.profileByTitle(req.account.id, request.title);
		if (taken && taken.id !== profile.id) {
			throw new SandboxError(
				400,
				ErrorCode.duplicateProfileTitle,
				ACTION,
				`Profile title already exists: the account has another profile titled ${JSON.stringify(request.title)}. Choose another title.`,
			);
		}
		ctx.profileSettings.update(profile.id, {
			title: request.title,
			messagingActive: request.messagingActive,
			settings,
		});
	})();
	return {
		status: 200,
		body: {
			status: 'success',
			refId: profile.refId,
			title: request.title ?? profile.title,
			messagingActive: request.messagingActive ?? profile.messagingActive,
			...ctx.profileSettings.of(profile.id),
		},
	};
}
