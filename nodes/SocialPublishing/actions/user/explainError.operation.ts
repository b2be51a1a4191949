import type { INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';

import type { OperationExecute } from '../node.type';
import { networkOptions } from '../common.descriptions';
import { toItems } from '../items';
import { inNodeTerms } from '../../transport/errorExplainer';

const properties: INodeProperties[] = [
	{
		displayName: 'Error Code',
		name: 'errorCode',
		type: 'string',
		required: true,
		default: '',
		placeholder: 'e.g. 156',
		description:
			'The "code" of a failed call (a failed item\'s code with Continue On Fail, or the code in the error message)',
	},
	{
		displayName: 'Network',
		name: 'errorPlatform',
		type: 'options',
		options: [{ name: 'Any', value: '' }, ...networkOptions],
		default: '',
		description: 'The network the error came from, when it names one: the fix then names it too',
	},
];

const displayOptions = { show: { resource: ['user'], operation: ['explainError'] } };

export const description = updateDisplayOptions(displayOptions, properties);

export const execute: OperationExecute = async function (itemIndex, { client, profileKey }) {
	const code = String(this.getNodeParameter('errorCode', itemIndex, '')).trim();
	const network = this.getNodeParameter('errorPlatform', itemIndex, '') as string;
	const query = network ? { code, platform: network as never } : { code };
	const answer = await client.errorExplainer.explain(query, { profileKey });
	// The service's texts name REST calls; the node's user reads them as its operations too.
	const texts = { cause: inNodeTerms(answer.cause), fix: inNodeTerms(answer.fix) };
	return toItems({ ...answer, ...texts }, itemIndex);
};
