import type { INodeProperties } from 'n8n-workflow';

import * as ad from './ad/Ad.resource';
import * as ai from './ai/Ai.resource';
import * as analytics from './analytics/Analytics.resource';
import * as autoSchedule from './autoSchedule/AutoSchedule.resource';
import * as bioPage from './bioPage/BioPage.resource';
import * as brand from './brand/Brand.resource';
import { actAsProperties } from './common.descriptions';
import * as comment from './comment/Comment.resource';
import * as feed from './feed/Feed.resource';
import * as hashtag from './hashtag/Hashtag.resource';
import * as history from './history/History.resource';
import * as link from './link/Link.resource';
import * as media from './media/Media.resource';
import * as message from './message/Message.resource';
import * as post from './post/Post.resource';
import * as profile from './profile/Profile.resource';
import { rateLimitProperties } from './rateLimit';
import * as review from './review/Review.resource';
import * as user from './user/User.resource';

/** The resources' operation pickers and fields, in the order the node shows them. */
export const RESOURCE_PROPERTIES: INodeProperties[] = [
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
	...ad.description,
];

/** Every parameter of the operations (not the resource picker), for reading values by their type. */
export const OPERATION_PROPERTIES: INodeProperties[] = [
	...RESOURCE_PROPERTIES,
	...actAsProperties,
	...rateLimitProperties,
];
