import { isAcceptedWebhookUrl, isLocalAddress } from '../../src/engine';

// Docs (apis/webhooks/register): webhook URLs begin with https://; http only reaches a local service.
describe('webhook URLs: https, or http to a local or private address', () => {
	it.each([
		'http://127.0.0.1:5678/w',
		'http://127.8.0.1/w',
		'http://localhost:5678/w',
		'http://app.localhost/w',
		'http://10.0.0.5/w',
		'http://172.16.0.1/w',
		'http://172.31.255.1/w',
		'http://192.168.0.10/w',
		'http://169.254.1.1/w',
		'http://[::1]:5678/w',
		'http://[fd12::1]/w',
		'http://n8n:5678/w',
		'http://printer.local/w',
		'http://host.docker.internal:5678/w',
	])('%s is local', (url) => {
		expect(isLocalAddress(url)).toBe(true);
		expect(isAcceptedWebhookUrl(url)).toBe(true);
	});

	it.each([
		'http://example.com/w',
		'http://8.8.8.8/w',
		'http://172.32.0.1/w',
		'http://11.0.0.1/w',
		'http://[2001:db8::1]/w',
		'http://localhost.example.com/w',
	])('%s is public: only https is accepted there', (url) => {
		expect(isLocalAddress(url)).toBe(false);
		expect(isAcceptedWebhookUrl(url)).toBe(false);
		expect(isAcceptedWebhookUrl(url.replace('http:', 'https:'))).toBe(true);
	});

	it('refuses what is no web URL at all', () => {
		for (const url of ['ftp://127.0.0.1/w', 'mailto:a@b.c', 'not a url', ''])
			expect(isAcceptedWebhookUrl(url)).toBe(false);
	});
});
