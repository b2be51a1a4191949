import { HookSecretRotateSchema } from '../../engine/resources/hooks';
import { actingProfile, requirePlan } from '../http/auth';
import type { SandboxContext } from '../context';
import { BUSINESS_PLANS } from '../limits/plans';
import type { Reply, Route, SandboxRequest } from '../router';
import { parseRequest, withoutProfileKey } from '../http/parseRequest';

const ACTION = 'webhook';

/**
 * `POST /api/hook/webhook/secret {secret}` (apis/webhooks/rotate-signing-secret): sets or rotates
 * the acting profile's signing secret; answers `{status, action: "webhook", refId}` as the service
 * does, plus `previousSecretValidUntil` while the old secret still signs (ours).
 */
export const hookSecretRoutes: Route[] = [
	{ method: 'POST', pattern: '/api/hook/webhook/secret', action: ACTION, handler: rotateSecret },
];

function rotateSecret(req: SandboxRequest, ctx: SandboxContext): Reply {
	requirePlan(req.account, BUSINESS_PLANS, ACTION, 'Webhooks');
	// A bad secret is answered with its length only (errors.ts keeps secrets out of messages).
	const request = parseRequest(HookSecretRotateSchema, withoutProfileKey(req.body), ACTION);
	const profile = actingProfile(ctx, req, ACTION, { body: true });
	const rotation = ctx.signingSecrets.rotate(profile.id, request.secret, ctx.now());
	const body: Record<string, unknown> = { status: 'success', action: ACTION, refId: profile.refId };
	if (rotation.graceUntil !== undefined)
		body.previousSecretValidUntil = new Date(rotation.graceUntil).toISOString();
	return { status: 200, body };
}
