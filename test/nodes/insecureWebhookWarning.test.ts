import { insecureWebhookWarning } from '../../nodes/SocialPublishing/triggers/webhook/registration';

// The trigger warns at activation when it would give a remote service an http webhook URL (the
// service calls https only: docs apis/webhooks/register); a local sandbox calls http, no warning.
describe('Social Publishing Trigger: the http webhook URL warning', () => {
	it('warns for an http n8n URL and a service that is not local, naming both and what to do', () => {
		const warning = insecureWebhookWarning(
			'http://localhost:5678/webhook/abc/social',
			'https://api.service.example/api',
		);
		expect(warning).toMatch(/http:\/\/localhost:5678 is http/);
		expect(warning).toMatch(/api\.service\.example accepts only https/);
		expect(warning).toMatch(/WEBHOOK_URL/);
		expect(warning).not.toMatch(/abc/);
	});

	it('says nothing for https, or for a service on this machine or a private network', () => {
		expect(
			insecureWebhookWarning(
				'https://n8n.example.com/webhook/a',
				'https://api.service.example/api',
			),
		).toBeUndefined();
		for (const service of [
			'http://127.0.0.1:8787/api',
			'http://localhost:8787/api',
			'http://sandbox:8787/api',
			'http://192.168.1.5:8787/api',
		])
			expect(insecureWebhookWarning('http://localhost:5678/webhook/a', service)).toBeUndefined();
	});
});
