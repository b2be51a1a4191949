import { createHmac } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
	DEFAULT_WEBHOOK_TOLERANCE_SECONDS,
	signWebhookBody,
	verifyWebhookSignature,
	webhookSignatureHeaders,
} from '../../src/engine';

const SECRET = 'whsec_test_0123456789';
const BODY = JSON.stringify({
	type: 'feed',
	refId: 'r1',
	data: { id: 'd1', title: 'Crème brûlée ☕' },
});
const NOW_MS = Date.parse('2026-05-01T12:00:00Z');
const NOW_S = NOW_MS / 1000;

function signedHeaders(body: string | Uint8Array = BODY, timestamp = NOW_S, secret = SECRET) {
	return webhookSignatureHeaders(body, secret, timestamp);
}

describe('signWebhookBody', () => {
	it('is the hex HMAC-SHA256 of the raw body keyed by the secret (RFC 4231-style known vector)', () => {
		expect(signWebhookBody('The quick brown fox jumps over the lazy dog', 'key', 0)).toBe(
			'f7bc83f430538424b13298e6aa6fb143ef4d59a14946175997479dbc2d1a3cd8',
		);
		expect(signWebhookBody(BODY, SECRET, NOW_S)).toBe(
			createHmac('sha256', SECRET).update(BODY, 'utf8').digest('hex'),
		);
	});

	it('signs the bytes: a string and its UTF-8 bytes give the same signature', () => {
		const bytes = new TextEncoder().encode(BODY);
		expect(signWebhookBody(bytes, SECRET, NOW_S)).toBe(signWebhookBody(BODY, SECRET, NOW_S));
	});

	it('refuses an empty secret and a timestamp that is not whole unix seconds', () => {
		expect(() => signWebhookBody(BODY, '', NOW_S)).toThrow(TypeError);
		expect(() => signWebhookBody(BODY, SECRET, NOW_MS + 0.5)).toThrow(RangeError);
		expect(() => signWebhookBody(BODY, SECRET, -1)).toThrow(/whole unix seconds/);
	});

	it('webhookSignatureHeaders gives both headers the service sends', () => {
		expect(signedHeaders()).toEqual({
			'X-Authorization-Timestamp': String(NOW_S),
			'X-Authorization-Content-SHA256': signWebhookBody(BODY, SECRET, NOW_S),
		});
	});
});

describe('verifyWebhookSignature', () => {
	const verify = (overrides: Partial<Parameters<typeof verifyWebhookSignature>[0]> = {}) =>
		verifyWebhookSignature({
			rawBody: BODY,
			headers: signedHeaders(),
			secret: SECRET,
			now: NOW_MS,
			...overrides,
		});

	it('accepts a delivery signed with the secret, whatever the header case or form', () => {
		expect(verify()).toEqual({ ok: true });
		const lower = Object.fromEntries(
			Object.entries(signedHeaders()).map(([k, v]) => [k.toLowerCase(), v]),
		);
		expect(verify({ headers: lower })).toEqual({ ok: true });
		const asArrays = Object.fromEntries(Object.entries(signedHeaders()).map(([k, v]) => [k, [v]]));
		expect(verify({ headers: asArrays })).toEqual({ ok: true });
		const upperHex = {
			...signedHeaders(),
			'X-Authorization-Content-SHA256': signWebhookBody(BODY, SECRET, NOW_S).toUpperCase(),
		};
		expect(verify({ headers: upperHex })).toEqual({ ok: true });
		expect(verify({ rawBody: new TextEncoder().encode(BODY), now: new Date(NOW_MS) })).toEqual({
			ok: true,
		});
	});

	it('rejects a changed body and a different secret, without revealing the expected signature', () => {
		const tampered = verify({ rawBody: BODY.replace('d1', 'd2') });
		expect(tampered).toEqual({
			ok: false,
			reason: expect.stringMatching(/does not match the body/),
		});
		const other = verify({ secret: 'whsec_another_secret' });
		expect(other.ok).toBe(false);
		const expected = signWebhookBody(BODY, 'whsec_another_secret', NOW_S);
		expect(JSON.stringify(other)).not.toContain(expected);
		expect(JSON.stringify(other)).not.toContain('whsec_another_secret');
	});

	it('rejects a reformatted body: the raw bytes are signed, not the parsed JSON', () => {
		const pretty = JSON.stringify(JSON.parse(BODY), null, 2);
		expect(verify({ rawBody: pretty }).ok).toBe(false);
	});

	it('says which header is missing or malformed', () => {
		const headers = signedHeaders();
		expect(
			verify({ headers: { 'X-Authorization-Timestamp': headers['X-Authorization-Timestamp'] } }),
		).toEqual({
			ok: false,
			reason: expect.stringMatching(/X-Authorization-Content-SHA256 header is missing/),
		});
		expect(
			verify({
				headers: { 'X-Authorization-Content-SHA256': headers['X-Authorization-Content-SHA256'] },
			}),
		).toEqual({ ok: false, reason: 'The X-Authorization-Timestamp header is missing.' });
		expect(
			verify({ headers: { ...headers, 'X-Authorization-Timestamp': '2026-05-01T12:00:00Z' } }),
		).toEqual({
			ok: false,
			reason: expect.stringMatching(/must be unix seconds \(got "2026-05-01T12:00:00Z"\)/),
		});
		expect(verify({ headers: { ...headers, 'X-Authorization-Content-SHA256': 'abc123' } })).toEqual(
			{
				ok: false,
				reason: expect.stringMatching(/not a hex SHA-256 digest/),
			},
		);
		expect(verify({ secret: '' })).toMatchObject({
			ok: false,
			reason: expect.stringMatching(/No webhook secret/),
		});
	});

	it('accepts timestamps up to the tolerance away, either way, and rejects older or newer ones', () => {
		const tolerance = DEFAULT_WEBHOOK_TOLERANCE_SECONDS;
		const at = (seconds: number) => ({ headers: signedHeaders(BODY, seconds) });
		expect(verify(at(NOW_S - tolerance))).toEqual({ ok: true });
		expect(verify(at(NOW_S + tolerance))).toEqual({ ok: true });
		expect(verify(at(NOW_S - tolerance - 1))).toEqual({
			ok: false,
			reason: expect.stringMatching(/301 seconds away from this clock; at most 300 are accepted/),
		});
		expect(verify(at(NOW_S + tolerance + 1)).ok).toBe(false);
		expect(verify({ ...at(NOW_S - 3600), toleranceSeconds: 7200 })).toEqual({ ok: true });
	});
});

describe('the published engine code', () => {
	it('imports nothing but node:crypto', () => {
		const source = readFileSync(join(__dirname, '../../src/engine/webhooks.ts'), 'utf8');
		const imports = [...source.matchAll(/from '([^']+)'/g)].map((m) => m[1]);
		expect(imports).toEqual(['node:crypto']);
		expect(source).not.toMatch(/\b(Buffer|process|setTimeout|globalThis|console)\b/);
	});
});
