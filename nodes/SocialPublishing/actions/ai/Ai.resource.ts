import type { INodeProperties } from 'n8n-workflow';

import * as generateAltText from './generateAltText.operation';
import * as generatePost from './generatePost.operation';
import * as rewrite from './rewrite.operation';
import * as sentiment from './sentiment.operation';
import * as transcribeVideo from './transcribeVideo.operation';
import * as translate from './translate.operation';

export { generateAltText, generatePost, rewrite, sentiment, transcribeVideo, translate };

/** The resource's name in the Resource picker. */
export const displayName = 'AI';

export const description: INodeProperties[] = [
	{
		displayName: 'Operation',
		name: 'operation',
		type: 'options',
		noDataExpression: true,
		displayOptions: { show: { resource: ['ai'] } },
		options: [
			{
				name: 'Generate Alt Text',
				value: 'generateAltText',
				description: 'Describe an image for screen readers',
				action: 'Generate alt text for an image',
			},
			{
				name: 'Generate Post',
				value: 'generatePost',
				description: 'Write a post from a text, images or both',
				action: 'Generate a post',
			},
			{
				name: 'Rewrite',
				value: 'rewrite',
				description: 'Rewrite a post up to five different ways',
				action: 'Rewrite a post',
			},
			{
				name: 'Sentiment',
				value: 'sentiment',
				description:
					'Read how positive or negative a text is; returns sentiment (positive, negative or neutral) and a score from -1 to 1',
				action: 'Analyze the sentiment of a text',
			},
			{
				name: 'Transcribe Video',
				value: 'transcribeVideo',
				description: 'Transcribe a video uploaded to the media library',
				action: 'Transcribe a video',
			},
			{
				name: 'Translate',
				value: 'translate',
				description: 'Translate a text, detecting its language',
				action: 'Translate a text',
			},
		],
		default: 'generatePost',
	},
	...generatePost.description,
	...rewrite.description,
	...sentiment.description,
	...transcribeVideo.description,
	...translate.description,
	...generateAltText.description,
];
