import type {
	IExecuteFunctions,
	INodeExecutionData,
	INodeProperties,
	INodeType,
	INodeTypeDescription,
} from 'n8n-workflow';
import { NodeConnectionTypes } from 'n8n-workflow';

import { RESOURCE_PROPERTIES } from './actions/allProperties';
import { actAsProperties } from './actions/common.descriptions';
import { rateLimitProperties } from './actions/rateLimit';
import { RESOURCE_OPTIONS } from './actions/resources';
import { router } from './actions/router';
import { actionSubtitle } from './actions/subtitle';
import { toolDescriptionProperties } from './actions/toolDescriptions';
import { credentialTest, listSearch, loadOptions } from './methods';
import { networkCountInWords } from '../../src/engine';

const resourceProperty: INodeProperties = {
	displayName: 'Resource',
	name: 'resource',
	type: 'options',
	noDataExpression: true,
	options: RESOURCE_OPTIONS,
	default: 'post',
};

// Act As leads: the editor puts the credential picker at the field the credentials depend on
// (Act As shows the profile credential), and the credential belongs above Resource and the fields.
const properties: INodeProperties[] = [
	...toolDescriptionProperties,
	...actAsProperties,
	resourceProperty,
	...RESOURCE_PROPERTIES,
	...rateLimitProperties,
];

export class SocialPublishing implements INodeType {
	description: INodeTypeDescription = {
		displayName: 'Social Publishing',
		name: 'socialPublishing',
		icon: { light: 'file:socialPublishing.svg', dark: 'file:socialPublishing.dark.svg' },
		group: ['output'],
		version: 1,
		// Used as is: a codex link gets n8n's tracking query appended after its #anchor.
		documentationUrl:
			'https://github.com/social-publishing/n8n-nodes-social-publishing#the-social-publishing-node',
		subtitle: actionSubtitle(properties),
		description: `Publish, schedule and manage posts on ${networkCountInWords()} social networks`,
		defaults: { name: 'Social Publishing' },
		usableAsTool: true,
		inputs: [NodeConnectionTypes.Main],
		outputs: [NodeConnectionTypes.Main],
		// The one list of credentials: the triggers take it from here. Written out, as n8n's lint
		// reads `testedBy` from a node's description.
		credentials: [
			{ name: 'socialPublishingApi', required: true },
			{
				name: 'socialPublishingProfileApi',
				required: true,
				testedBy: 'profileKeyFormat',
				displayOptions: { show: { actAs: ['profileCredential'] } },
			},
		],
		properties,
	};

	methods = { credentialTest, listSearch, loadOptions };

	async execute(this: IExecuteFunctions): Promise<INodeExecutionData[][]> {
		return await router.call(this);
	}
}
