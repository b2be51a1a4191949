import type {
	ICredentialDataDecryptedObject,
	IExecuteFunctions,
	IHookFunctions,
	IPollFunctions,
} from 'n8n-workflow';
import { NodeOperationError } from 'n8n-workflow';

import type { SocialPublishingClient, XAppKeys } from '../../../src/engine';
import type { RequestContext } from './context';
import { PROFILE_CREDENTIAL } from './credentials';
import { xAppKeySecrets, xAppKeysOfCredential } from './xAppKeys';

/** Who a call acts for: the "Act As" fields resolved. */
export interface ActAs {
	/** The Profile-Key to send; undefined = the primary profile. */
	profileKey?: string;
	/** The profile credential's own X app keys, which win over the API credential's. */
	xAppKeys?: XAppKeys;
}

/** Where the "Act As" fields are read from: an action's item, a trigger, or the editor's form. */
export interface ActAsFields {
	param(name: string, fallback: string, options?: { extractValue: boolean }): unknown;
	profileCredential(): Promise<ICredentialDataDecryptedObject>;
	/** The item the fields belong to (action node); errors name it. */
	itemIndex?: number;
}

/**
 * Resolves "Act As" once: the profile key and the X app keys it brings. The profile credential is
 * read at most once.
 */
export async function resolveActAs(this: RequestContext, fields: ActAsFields): Promise<ActAs> {
	let credential: Promise<ICredentialDataDecryptedObject> | undefined;
	const profileCredential = async () => await (credential ??= fields.profileCredential());
	const actAs = fields.param('actAs', 'primary') as string;
	const profileKey = await profileKeyOf.call(this, actAs, { ...fields, profileCredential });
	if (actAs !== 'profileCredential') return { profileKey };
	const xAppKeys = xAppKeysOfCredential.call(
		this,
		await profileCredential(),
		'Social Publishing Profile Key',
		fields.itemIndex,
	);
	return { profileKey, xAppKeys };
}

/** The Profile-Key the "Act As" fields choose; undefined = the primary profile. */
async function profileKeyOf(
	this: RequestContext,
	actAs: string,
	fields: ActAsFields,
): Promise<string | undefined> {
	const { itemIndex } = fields;
	let key: unknown;
	if (actAs === 'profileCredential') {
		key = (await fields.profileCredential()).profileKey;
	} else if (actAs === 'profileKey') {
		key = fields.param('profileKey', '');
	} else {
		return undefined;
	}
	const text = typeof key === 'string' ? key.trim() : '';
	if (!text) {
		const expressionHint = itemIndex === undefined ? '' : ' (an expression works)';
		throw new NodeOperationError(this.getNode(), 'Act As needs a profile key, and it is empty', {
			itemIndex,
			description:
				actAs === 'profileKey'
					? `Fill in "Profile Key"${expressionHint}, or choose Act As "Primary Profile"`
					: 'Open the Social Publishing Profile Key credential and fill in its key',
		});
	}
	return text;
}

/** "Act As" of one item of the action node. */
export async function actAsOfItem(this: IExecuteFunctions, itemIndex: number): Promise<ActAs> {
	return await resolveActAs.call(this, {
		param: (name, fallback, options) => this.getNodeParameter(name, itemIndex, fallback, options),
		profileCredential: async () => await this.getCredentials(PROFILE_CREDENTIAL, itemIndex),
		itemIndex,
	});
}

/** "Act As" of a trigger (its fields are fixed for the whole activation). */
export async function actAsOfTrigger(this: IPollFunctions | IHookFunctions): Promise<ActAs> {
	return await resolveActAs.call(this, {
		param: (name, fallback, options) => this.getNodeParameter(name, fallback, options),
		profileCredential: async () => await this.getCredentials(PROFILE_CREDENTIAL),
	});
}

/** The client as it acts: with the profile's own X app keys when it has them. */
export function actingClient(client: SocialPublishingClient, actAs: ActAs): SocialPublishingClient {
	return actAs.xAppKeys ? client.withXAppKeys(actAs.xAppKeys) : client;
}

/** What Act As brings that must never appear in a message or an output item. */
export function actAsSecrets(actAs: ActAs): string[] {
	return [...(actAs.profileKey ? [actAs.profileKey] : []), ...xAppKeySecrets(actAs.xAppKeys)];
}
