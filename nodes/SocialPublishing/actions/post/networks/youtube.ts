import type { IDataObject, INodeProperties } from 'n8n-workflow';

import { setFields, type NetworkModule } from './shared';

/** YouTube's fields of Options: the video's title and who can see it. */
const youTubeTitleField: INodeProperties = {
	displayName: 'YouTube Title',
	name: 'youTubeTitle',
	type: 'string',
	default: '',
	description: 'Title of the video (required for YouTube, at most 100 characters)',
};

const youTubeVisibilityField: INodeProperties = {
	displayName: 'YouTube Visibility',
	name: 'youTubeVisibility',
	type: 'options',
	options: [
		{ name: 'Private', value: 'private' },
		{ name: 'Public', value: 'public' },
		{ name: 'Unlisted', value: 'unlisted' },
	],
	default: 'private',
	description: 'Who can see the video',
};

/** YouTube's options (the service's `youTubeOptions`). */
export const youtube: NetworkModule = {
	fields: [youTubeTitleField, youTubeVisibilityField],
	build: (options: IDataObject) =>
		setFields({ title: options.youTubeTitle, visibility: options.youTubeVisibility }),
	labels: { title: 'YouTube Title', visibility: 'YouTube Visibility' },
};
