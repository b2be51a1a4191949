import type { IHookFunctions, IPollFunctions } from 'n8n-workflow';
import { NodeOperationError } from 'n8n-workflow';

import { PROFILE_CREDENTIAL, profileKeyOfRefId } from '../transport';

/**
 * The Profile-Key a trigger acts for, from its "Act As" field; undefined for the primary profile.
 * (The action node reads the same field per item: `resolveProfileKey` in transport.)
 */
export async function triggerProfileKey(
	this: IPollFunctions | IHookFunctions,
): Promise<string | undefined> {
	const actAs = this.getNodeParameter('actAs', 'primary') as string;
	let key: unknown;
	if (actAs === 'profileCredential') {
		key = (await this.getCredentials(PROFILE_CREDENTIAL)).profileKey;
	} else if (actAs === 'profileKey') {
		key = this.getNodeParameter('profileKey', '');
	} else if (actAs === 'profileFromList') {
		const refId = this.getNodeParameter('profile', '', { extractValue: true });
		return await profileKeyOfRefId.call(this, typeof refId === 'string' ? refId : '');
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
