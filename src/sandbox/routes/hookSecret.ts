import { RotateWebhookSecret } from '../../engine/contract/hooks';
import { actingProfile } from '../http/auth';
import type { SandboxContext } from '../context';
import { contractRoute, type ContractRequest, type Reply, type Route } from '../router';
import { requireWebhookPlan } from './hooks';

const ACTION = 'webhook';

/**
 * `POST /api/hook/webhook/secret {secret}` (apis/webhooks/rotate-signing-secret): sets or rotates
 * the acting profile's signing secret; answers `{status, action: "webhook", refId}` as the service
 * does, plus `previousSecretValidUntil` while the old secret still signs (ours).
 */
export const hookSecretRoutes: Route[] = contractRoute(RotateWebhookSecret, {
	action: ACTION,
	// Business plan first (403 code 103), then the body; a bad secret is answered with its length
	// only (errors.ts keeps secrets out of messages).
	before: requireWebhookPlan,
	handler: rotateSecret,
});

function rotateSecret(
	req: ContractRequest<typeof RotateWebhookSecret>,
	ctx: SandboxContext,
): Reply {
	const request = req.input.body;
	const profile = actingProfile(ctx, req, ACTION, { body: true });
	const rotation = ctx.signingSecrets.rotate(profile.id, request.secret, ctx.now());
	const body: Record<string, unknown> = { status: 'success', action: ACTION, refId: profile.refId };
	if (rotation.graceUntil !== undefined)
		body.previousSecretValidUntil = new Date(rotation.graceUntil).toISOString();
	return { status: 200, body };
}
