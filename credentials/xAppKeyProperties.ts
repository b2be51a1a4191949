import type { INodeProperties } from 'n8n-workflow';

/**
 * The user's own X app keys, which the service requires (since 2026-03-31) on every request that
 * targets X. Shared by both credentials; a profile credential's keys win over the API credential's.
 */
export function xAppKeyProperties(whoseKeysWin: string): INodeProperties[] {
	return [
		{
			displayName: 'X API Key',
			name: 'xApiKey',
			type: 'string',
			typeOptions: { password: true },
			default: '',
			description: `API Key (consumer key) of your own X app, from the X developer console (console.x.com › Apps › Keys and tokens). Needed for everything that targets X: posts to X, X history and analytics, X comments and messages. ${whoseKeysWin}`,
		},
		{
			displayName: 'X API Secret',
			name: 'xApiSecret',
			type: 'string',
			typeOptions: { password: true },
			default: '',
			description: 'API Key Secret (consumer secret) of the same X app. Fill in both or neither.',
		},
	];
}
