/** Signing with two secrets during a rotation, verifying either, and the rotate call itself. */
import nock from 'nock';
import { ValidationError, verifyWebhookSignature, webhookSignatureHeaders } from '../../src/engine';
import { BASE, setup, useNock } from '../helpers/engineClient';

useNock();

const OLD = 'whsec_old_secret_1234';
const NEW = 'whsec_new_secret_5678';
const NOW = Date.parse('2026-11-26T02:00:00Z');
const body = '{"action":"scheduled","id":"p1"}';
const ts = Math.floor(NOW / 1000);

const lowerCase = (headers: Record<string, string>) =>
	Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]));

describe('signatures during a rotation', () => {
	it('carries a digest per secret, newest first, and a receiver holding either one accepts it', () => {
		const headers = lowerCase(webhookSignatureHeaders(body, [NEW, OLD], ts));
		const digests = headers['x-authorization-content-sha256'].split(',');
		expect(digests).toHaveLength(2);
		expect(digests[0]).toBe(
			webhookSignatureHeaders(body, NEW, ts)['X-Authorization-Content-SHA256'],
		);
		for (const secret of [NEW, OLD])
			expect(verifyWebhookSignature({ rawBody: body, headers, secret, now: NOW })).toEqual({
				ok: true,
			});
	});

	it('refuses a third secret, a changed body, and a header stuffed with digests', () => {
		const headers = lowerCase(webhookSignatureHeaders(body, [NEW, OLD], ts));
		expect(
			verifyWebhookSignature({ rawBody: body, headers, secret: 'whsec_someone_else', now: NOW }).ok,
		).toBe(false);
		expect(verifyWebhookSignature({ rawBody: `${body} `, headers, secret: OLD, now: NOW }).ok).toBe(
			false,
		);
		const stuffed = lowerCase(webhookSignatureHeaders(body, [NEW, OLD, 'whsec_a_third_one'], ts));
		const result = verifyWebhookSignature({
			rawBody: body,
			headers: stuffed,
			secret: OLD,
			now: NOW,
		});
		expect(result).toEqual({ ok: false, reason: expect.stringContaining('at most 2') });
	});
});

describe('client.hooks.rotateSecret', () => {
	it('sends POST /hook/webhook/secret with the secret, for the profile', async () => {
		const { client } = setup();
		const scope = nock(BASE, { reqheaders: { 'profile-key': 'PK1' } })
			.post('/hook/webhook/secret', { secret: NEW })
			.reply(200, { status: 'success', action: 'webhook', refId: 'ref1' });
		const result = await client.hooks.rotateSecret({ secret: NEW }, { profileKey: 'PK1' });
		expect(result).toMatchObject({ status: 'success', refId: 'ref1' });
		scope.done();
	});

	it('refuses a short secret before sending, naming its length only', async () => {
		const { client, sent } = setup();
		const error = await client.hooks.rotateSecret({ secret: 'tiny' }).catch((e: unknown) => e);
		expect(error).toBeInstanceOf(ValidationError);
		expect((error as Error).message).toContain('a 4-character string');
		expect((error as Error).message).not.toContain('tiny');
		expect(sent).toHaveLength(0);
	});
});
