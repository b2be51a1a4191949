import type {
	IExecuteFunctions,
	INodeExecutionData,
	INodeType,
	INodeTypeDescription,
} from 'n8n-workflow';
import { NodeConnectionTypes } from 'n8n-workflow';

import * as ai from './actions/ai/Ai.resource';
import * as analytics from './actions/analytics/Analytics.resource';
import * as autoSchedule from './actions/autoSchedule/AutoSchedule.resource';
import * as bioPage from './actions/bioPage/BioPage.resource';
import * as brand from './actions/brand/Brand.resource';
import { actAsProperties } from './actions/common.descriptions';
import * as feed from './actions/feed/Feed.resource';
import * as comment from './actions/comment/Comment.resource';
import * as hashtag from './actions/hashtag/Hashtag.resource';
import * as history from './actions/history/History.resource';
import * as link from './actions/link/Link.resource';
import * as media from './actions/media/Media.resource';
import * as message from './actions/message/Message.resource';
import * as post from './actions/post/Post.resource';
import * as profile from './actions/profile/Profile.resource';
import { rateLimitProperties } from './actions/rateLimit';
import * as review from './actions/review/Review.resource';
import { router } from './actions/router';
import { toolDescriptionProperties } from './actions/toolDescriptions';
import * as user from './actions/user/User.resource';
import { credentialTest, listSearch, loadOptions } from './methods';

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
			...toolDescriptionProperties,
			{
				displayName: 'Resource',
				name: 'resource',
				type: 'options',
				noDataExpression: true,
				options: [
					{ name: 'AI', value: 'ai' },
					{ name: 'Analytics', value: 'analytics' },
					{ name: 'Auto Schedule', value: 'autoSchedule' },
					{ name: 'Bio Page', value: 'bioPage' },
					{ name: 'Brand', value: 'brand' },
					{ name: 'Comment', value: 'comment' },
					{ name: 'Feed', value: 'feed' },
					{ name: 'Hashtag', value: 'hashtag' },
					{ name: 'History', value: 'history' },
					{ name: 'Link', value: 'link' },
					{ name: 'Media', value: 'media' },
					{ name: 'Message', value: 'message' },
					{ name: 'Post', value: 'post' },
					{ name: 'Profile', value: 'profile' },
					{ name: 'Review', value: 'review' },
					{ name: 'User', value: 'user' },
				],
				default: 'post',
			},
			...post.description,
			...history.description,
			...hashtag.description,
			...comment.description,
			...link.description,
			...autoSchedule.description,
			...analytics.description,
			...user.description,
			...media.description,
			...profile.description,
			...brand.description,
			...review.description,
			...message.description,
			...feed.description,
			...bioPage.description,
			...ai.description,
			...actAsProperties,
			...rateLimitProperties,
		],
	};

	methods = { credentialTest, listSearch, loadOptions };

	async execute(this: IExecuteFunctions): Promise<INodeExecutionData[][]> {
		return await router.call(this);
	}
}
