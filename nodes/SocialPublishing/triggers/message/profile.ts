import { createHash } from 'node:crypto';
import type { IHookFunctions, IPollFunctions } from 'n8n-workflow';
import { NodeOperationError } from 'n8n-workflow';

import { PROFILE_CREDENTIAL } from '../../transport';

/** The Profile-Key whose messages are watched (from "Act As"); undefined for the primary profile. */
export async function watchedProfileKey(
	this: IPollFunctions | IHookFunctions,
): Promise<string | undefined> {
	const actAs = this.getNodeParameter('actAs', 'primary') as string;
	let key: unknown;
	if (actAs === 'profileCredential') {
		key = (await this.getCredentials(PROFILE_CREDENTIAL)).profileKey;
	} else if (actAs === 'profileKey') {
		key = this.getNodeParameter('profileKey', '');
	} else {
		return undefined;
	}
	const text = typeof key === 'string' ? key.trim() : '';
	if (!text) {
		throw new NodeOperationError(this.getNode(), 'Act As needs a profile key, and it is empty', {
			description:
				actAs === 'profileKey'
					? 'Fill in "Profile Key", or choose Act As "Primary Profile"'
					: 'Open the Social Publishing Profile Key credential and fill in its key',
		});
	}
	return text;
}

/**
 * What the cursors were made for: the watched profile and conversation. Static data keeps only a
 * hash of the key (it is a secret). When it changes, counting starts afresh instead of measuring
 * another profile's messages against this one's cursor.
 */
export function watchScope(profileKey: string | undefined, conversationId: string): string {
	const profile = profileKey
		? createHash('sha256').update(profileKey).digest('hex').slice(0, 16)
		: 'primary';
	return `${profile}|${conversationId}`;
}
