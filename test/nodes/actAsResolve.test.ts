import type { ICredentialDataDecryptedObject, IExecuteFunctions, INode } from 'n8n-workflow';
import { NodeOperationError } from 'n8n-workflow';

import { actAsOfItem } from '../../nodes/SocialPublishing/transport/actAs';

// Act As resolved once per item: the profile key and the profile's own X app keys come from one
// read of the profile credential (the router used to read it once for each).
const NODE = { name: 'Publish', type: 'socialPublishing' } as INode;

function itemContext(
	parameters: Record<string, unknown>,
	credential: ICredentialDataDecryptedObject,
) {
	const reads: string[] = [];
	const context = {
		getNode: () => NODE,
		getNodeParameter: (name: string, _item: number, fallback: unknown) =>
			name in parameters ? parameters[name] : fallback,
		getCredentials: async (type: string) => {
			reads.push(type);
			return credential;
		},
	} as unknown as IExecuteFunctions;
	return { context, reads };
}

test('Act As › Profile Credential gives key and X app keys from one read of the credential', async () => {
	const { context, reads } = itemContext(
		{ actAs: 'profileCredential' },
		{ profileKey: ' PK-1234 ', xApiKey: 'xk-app', xApiSecret: 'xs-app' },
	);
	await expect(actAsOfItem.call(context, 0)).resolves.toEqual({
		profileKey: 'PK-1234',
		xAppKeys: { apiKey: 'xk-app', apiSecret: 'xs-app' },
	});
	expect(reads).toEqual(['socialPublishingProfileApi']);
});

test('Act As › Profile Key reads no credential and brings no X app keys', async () => {
	const { context, reads } = itemContext({ actAs: 'profileKey', profileKey: 'PK-5678' }, {});
	await expect(actAsOfItem.call(context, 0)).resolves.toEqual({ profileKey: 'PK-5678' });
	expect(reads).toEqual([]);
});

test('a profile credential with one X key names the missing one, for the item', async () => {
	const { context } = itemContext(
		{ actAs: 'profileCredential' },
		{ profileKey: 'PK-1234', xApiKey: 'xk-app', xApiSecret: '' },
	);
	const error = (await actAsOfItem.call(context, 3).catch((e: unknown) => e)) as NodeOperationError;
	expect(error).toBeInstanceOf(NodeOperationError);
	expect(error.message).toBe(
		'The Social Publishing Profile Key credential has "X API Secret" empty while the other X key is filled in',
	);
	expect(error.context.itemIndex).toBe(3);
});
