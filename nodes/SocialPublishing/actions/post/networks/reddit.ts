import type { IDataObject, INodeProperties } from 'n8n-workflow';

import { group, setFields, type NetworkModule } from './shared';

/** Reddit's fields of Options: Subreddit and Title, then the Reddit Options group. */
const redditSubredditField: INodeProperties = {
	displayName: 'Reddit Subreddit',
	name: 'redditSubreddit',
	type: 'string',
	default: '',
	placeholder: 'e.g. test',
	description: 'Subreddit to post to, without the r/ prefix',
};

const redditTitleField: INodeProperties = {
	displayName: 'Reddit Title',
	name: 'redditTitle',
	type: 'string',
	default: '',
	description: 'Title of the Reddit post (at most 300 characters)',
};

/** Reddit's options beyond title and subreddit. */
const redditOptionsField: INodeProperties = {
	displayName: 'Reddit Options',
	name: 'redditMoreOptions',
	type: 'collection',
	placeholder: 'Add Reddit Option',
	default: {},
	description: 'More Reddit options, besides Reddit Subreddit and Title',
	options: [
		{
			displayName: 'Flair ID',
			name: 'flairId',
			type: 'string',
			default: '',
			description: 'A flair of the subreddit to tag the post with',
		},
		{
			displayName: 'Link',
			name: 'link',
			type: 'string',
			default: '',
			placeholder: 'e.g. https://example.com/article',
			description: 'Makes the post a link post to this URL',
		},
	],
};

/** Reddit's options (the service's `redditOptions`). */
export const reddit: NetworkModule = {
	fields: [redditSubredditField, redditTitleField],
	group: redditOptionsField,
	build(options: IDataObject) {
		const more = group(options, redditOptionsField.name);
		return setFields({
			title: options.redditTitle,
			subreddit: options.redditSubreddit,
			link: more.link,
			flairId: more.flairId,
		});
	},
	labels: { title: 'Reddit Title', subreddit: 'Reddit Subreddit' },
};
