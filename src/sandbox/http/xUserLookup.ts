import { badRequest } from '../errors';
import type { SandboxRequest } from '../router';

/**
 * A user lookup (`userId` or `userName` on `GET /history/twitter` and `POST /analytics/social`
 * for X) reads another X user with the API key alone, so a profile key with it is a 400
 * (https://www.ayrshare.com/docs/apis/history/get-history-platform,
 * https://www.ayrshare.com/docs/apis/analytics/social); one check, in the handler, for every door.
 */
export function refuseProfileKeyForXUserLookup(
	req: SandboxRequest,
	action: string,
	lookup: { userId?: unknown; userName?: unknown },
): void {
	const present = (value: unknown) => value !== undefined && value !== null && value !== '';
	if (!present(lookup.userId) && !present(lookup.userName)) return;
	const withKey =
		present(req.headers['profile-key']) ||
		present(req.body?.profileKey) ||
		present(req.query.get('profileKey'));
	if (!withKey) return;
	throw badRequest(
		action,
		'userId and userName look up an X user with the API key alone; remove the profile key (the Profile-Key header, or profileKey) from this request.',
	);
}
