/**
 * What the sandbox adds to a webhook registration's answer when it accepted an http URL: the
 * service takes https only (docs: apis/webhooks/register); the sandbox also takes http to a local
 * or private address (our choice, docs/service-twin.md) so a local n8n can be called.
 */
export function localWebhookNote(url: string): { note?: string } {
	if (!url.toLowerCase().startsWith('http:')) return {};
	return {
		note:
			`Accepted because ${new URL(url).host} is a local or private address: the sandbox calls plain http there. ` +
			'The service accepts only https:// webhook URLs; give it an https address (a tunnel or a proxy with a certificate).',
	};
}
