/**
 * Webhook signing as apis/webhooks/rotate-signing-secret gives it: one secret per profile for
 * every action, `POST /hook/webhook/secret` rotating it, and a 24-hour window in which each
 * delivery carries the new and the previous secret's signatures.
 */
import { verifyWebhookSignature } from '../../src/engine/webhooks';
import { SECRET, hooksFor, scheduledPost, useEventSandbox } from '../helpers/eventSandbox';
import { waitFor } from '../helpers/testSandbox';

const env = useEventSandbox();
const NEW_SECRET = 'whsec_rotated_secret_value';
const HOUR_MS = 3_600_000;

/** The next `scheduled` delivery's verification against each secret. */
async function nextDelivery(): Promise<{ old: boolean; new: boolean; digests: number }> {
	const before = hooksFor(env.receiver, 'scheduled').length;
	await scheduledPost(env.t, env.clock, env.pk, ['facebook']);
	await env.t.api('POST', '/api/admin/hooks/deliver');
	const hook = await waitFor(async () => {
		const all = env.receiver.received.filter((h) => h.body.action === 'scheduled');
		return all.length > before ? all[all.length - 1] : undefined;
	});
	const check = (secret: string) =>
		verifyWebhookSignature({
			rawBody: hook.rawBody,
			headers: hook.headers as Record<string, string>,
			secret,
			now: env.clock.now(),
		}).ok;
	const header = String(hook.headers['x-authorization-content-sha256']);
	return { old: check(SECRET), new: check(NEW_SECRET), digests: header.split(',').length };
}

describe('POST /api/hook/webhook/secret', () => {
	it('rotates the profile secret: both signatures for 24 hours, then the new one only', async () => {
		expect(await nextDelivery()).toEqual({ old: true, new: false, digests: 1 });

		const rotated = await env.t.api('POST', '/api/hook/webhook/secret', {
			profileKey: env.pk,
			body: { secret: NEW_SECRET },
		});
		expect(rotated.status).toBe(200);
		expect(rotated.body).toMatchObject({ status: 'success', action: 'webhook', refId: env.refId });
		expect(Date.parse(rotated.body.previousSecretValidUntil)).toBe(env.clock.now() + 24 * HOUR_MS);
		expect(JSON.stringify(rotated.body)).not.toContain(NEW_SECRET);

		expect(await nextDelivery()).toEqual({ old: true, new: true, digests: 2 });
		env.clock.advance(24 * HOUR_MS);
		expect(await nextDelivery()).toEqual({ old: false, new: true, digests: 1 });
	});

	it('refuses a secret too short, saying its length and never the secret', async () => {
		const res = await env.t.api('POST', '/api/hook/webhook/secret', {
			profileKey: env.pk,
			body: { secret: 'short' },
		});
		expect(res.status).toBe(400);
		expect(res.body.code).toBe(101);
		expect(JSON.stringify(res.body)).toContain('5-character');
		expect(JSON.stringify(res.body)).not.toContain('"short"');
	});
});

describe('a forged delivery during a rotation', () => {
	it('is refused by a receiver holding either secret', () => {
		const body = '{"action":"scheduled","id":"forged"}';
		const now = Date.now();
		const headers = {
			'x-authorization-timestamp': String(Math.floor(now / 1000)),
			'x-authorization-content-sha256': `${'a'.repeat(64)},${'b'.repeat(64)}`,
		};
		for (const secret of [SECRET, NEW_SECRET])
			expect(verifyWebhookSignature({ rawBody: body, headers, secret, now }).ok).toBe(false);
	});
});
