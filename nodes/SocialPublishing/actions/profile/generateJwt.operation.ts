import type { INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';

import { MAX_JWT_EXPIRES_IN_MINUTES } from '../../../../src/engine';
import type { OperationExecute } from '../node.type';
import { toItems } from '../items';
import { privateKeySecrets, targetProfileKeyProperty, withFieldNames } from './shared';

const properties: INodeProperties[] = [
	{
		displayName: 'Domain',
		name: 'domain',
		type: 'string',
		default: '',
		required: true,
		placeholder: 'e.g. acme',
		description: 'The linking domain the service gave the account',
	},
	{
		displayName: 'Private Key',
		name: 'privateKey',
		type: 'string',
		typeOptions: { password: true },
		default: '',
		required: true,
		placeholder: '-----BEGIN PRIVATE KEY----- ...',
		description:
			"The account's RSA private key in PEM text that signs the token. Line breaks may be lost when pasting; the key still works. It is never shown in outputs or errors.",
	},
	targetProfileKeyProperty('Key of the user profile that will link its social accounts'),
	{
		displayName: 'Expires In (Minutes)',
		name: 'expiresIn',
		type: 'number',
		typeOptions: { minValue: 1, maxValue: MAX_JWT_EXPIRES_IN_MINUTES },
		default: 5,
		description: 'How long the token and its URL work, in minutes (at most 2,880: 48 hours)',
	},
];

const FIELD_NAMES: Record<string, string> = {
	domain: 'Domain',
	privateKey: 'Private Key',
	profileKey: 'Profile Key',
	expiresIn: 'Expires In (Minutes)',
};

const displayOptions = { show: { resource: ['profile'], operation: ['generateJwt'] } };

export const description = updateDisplayOptions(displayOptions, properties);

export const execute: OperationExecute = async function (itemIndex, { client, secrets }) {
	const privateKey = this.getNodeParameter('privateKey', itemIndex) as string;
	const profileKey = this.getNodeParameter('targetProfileKey', itemIndex) as string;
	secrets.push(...privateKeySecrets(String(privateKey)), String(profileKey).trim());
	const request = {
		domain: this.getNodeParameter('domain', itemIndex) as string,
		privateKey,
		profileKey,
		expiresIn: this.getNodeParameter('expiresIn', itemIndex, 5) as number,
	};
	try {
		return toItems(await client.profiles.generateJwt(request), itemIndex);
	} catch (error) {
		throw withFieldNames(error, (field) => FIELD_NAMES[field]);
	}
};
