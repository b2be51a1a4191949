import type {
	IExecuteFunctions,
	INodeExecutionData,
	INodeType,
	INodeTypeDescription,
} from 'n8n-workflow';
import { NodeConnectionTypes } from 'n8n-workflow';

import { actAsProperties } from './actions/common.descriptions';
import * as history from './actions/history/History.resource';
import * as post from './actions/post/Post.resource';
import { router } from './actions/router';
import { credentialTest } from './methods';

export class SocialPublishing implements INodeType {
	description: INodeTypeDescription = {
		displayName: 'Social Publishing',
		name: 'socialPublishing',
		icon: { light: 'file:socialPublishing.svg', dark: 'file:socialPublishing.dark.svg' },
		group: ['output'],
		version: 1,
		subtitle: '={{$parameter["operation"] + ": " + $parameter["resource"]}}',
		description: 'Publish, schedule and manage posts on eleven social networks',
		defaults: { name: 'Social Publishing' },
		usableAsTool: true,
		inputs: [NodeConnectionTypes.Main],
		outputs: [NodeConnectionTypes.Main],
		credentials: [
			{ name: 'socialPublishingApi', required: true },
			{
				name: 'socialPublishingProfileApi',
				required: true,
				testedBy: 'profileKeyFormat',
				displayOptions: { show: { actAs: ['profileCredential'] } },
			},
		],
		properties: [
			{
				displayName: 'Resource',
				name: 'resource',
				type: 'options',
				noDataExpression: true,
				options: [
					{ name: 'History', value: 'history' },
					{ name: 'Post', value: 'post' },
				],
				default: 'post',
			},
			...post.description,
			...history.description,
			...actAsProperties,
		],
	};

	methods = { credentialTest };

	async execute(this: IExecuteFunctions): Promise<INodeExecutionData[][]> {
		return await router.call(this);
	}
}
