/**
 * Profile › Rotate Webhook Secret through n8n against the sandbox: the profile's deliveries carry
 * both signatures for 24 hours; the secret never shows in outputs or errors.
 */
import { spStep, useSandbox } from '../helpers/socialPublishingSteps';

const sp = useSandbox();
const SECRET = 'whsec_node_rotation_1234';

const rotate = (webhookSecret: string, continueOnFail = false) =>
	sp.run([
		spStep(
			'Rotate',
			'profile',
			'rotateWebhookSecret',
			{
				webhookSecret,
				actAs: 'profileKey',
				profileKey: sp.sandbox.profiles.find((p) => p.title === 'Acme Bakery')!.profileKey,
			},
			{ continueOnFail },
		),
	]);

describe('Profile › Rotate Webhook Secret', () => {
	it("sets the profile's secret, then rotates it with a 24-hour window; the secret is never shown", async () => {
		const first = await rotate(SECRET);
		expect(first.errorOf('Rotate')).toBeUndefined();
		const refId = sp.sandbox.profiles.find((p) => p.title === 'Acme Bakery')!.refId;
		expect(first.outputOf('Rotate')).toEqual([{ status: 'success', action: 'webhook', refId }]);

		const second = await rotate(`${SECRET}_next`);
		const [answer] = second.outputOf('Rotate');
		expect(answer).toMatchObject({ status: 'success', refId });
		expect(Date.parse(String(answer.previousSecretValidUntil)) - Date.now()).toBeGreaterThan(
			23.9 * 3_600_000,
		);
		expect(JSON.stringify(second.outputOf('Rotate'))).not.toContain(SECRET);
	});

	it('refuses a short secret before sending, naming the field and its length only', async () => {
		const run = await rotate('short');
		const error = run.errorOf('Rotate');
		expect(error?.message).toMatch(
			/^Invalid webhook signing secret, 1 problem: New Secret must be at least 8/,
		);
		expect(error?.message).toContain('a 5-character string');
		expect(JSON.stringify([error?.message, error?.description])).not.toContain('"short"');
	});
});
