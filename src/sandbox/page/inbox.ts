import type { SandboxContext } from '../context';
import type { Account } from '../store/accounts';
import type { PageApiClient } from './apiClient';
import { html, type SafeHtml } from './html';

export function inboxView(
	_ctx: SandboxContext,
	_account: Account,
	_query: URLSearchParams,
	_api: PageApiClient,
): SafeHtml {
	return html`<p>Coming next.</p>`;
}
