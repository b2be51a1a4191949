import type { ICredentialDataDecryptedObject } from 'n8n-workflow';
import { NodeOperationError } from 'n8n-workflow';

import { checkXAppKeys, type XAppKeys } from '../../../src/engine';
import type { RequestContext } from './context';

/** The X API Key and X API Secret fields of a credential; both or neither, else a clear error. */
export function xAppKeysOfCredential(
	this: RequestContext,
	credentials: ICredentialDataDecryptedObject,
	credentialName: string,
	itemIndex?: number,
): XAppKeys | undefined {
	const text = (value: unknown): string => (typeof value === 'string' ? value : '');
	try {
		return checkXAppKeys({
			apiKey: text(credentials.xApiKey),
			apiSecret: text(credentials.xApiSecret),
		});
	} catch {
		const missing = text(credentials.xApiKey).trim() ? 'X API Secret' : 'X API Key';
		throw new NodeOperationError(
			this.getNode(),
			`The ${credentialName} credential has "${missing}" empty while the other X key is filled in`,
			{
				itemIndex,
				description: `Open the ${credentialName} credential and fill in "${missing}" from the same X app (X developer console, console.x.com › Apps › Keys and tokens), or clear both X fields.`,
			},
		);
	}
}

/** The values of X app keys that must never appear in a message or an output item. */
export function xAppKeySecrets(keys: XAppKeys | undefined): string[] {
	return keys ? [keys.apiKey, keys.apiSecret] : [];
}
