import type { INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';

import type { OperationExecute } from '../node.type';
import { toItems } from '../items';
import { aiTextProperty, languageProperty } from './shared';

const properties: INodeProperties[] = [
	aiTextProperty('Text to translate; its language is detected'),
	{
		...languageProperty(
			'language',
			'Language to translate into: a two-letter code, optionally with a region',
		),
		required: true,
	},
];

const displayOptions = { show: { resource: ['ai'], operation: ['translate'] } };

export const description = updateDisplayOptions(displayOptions, properties);

/** `{status, translatedText, originalText, language}`. */
export const execute: OperationExecute = async function (itemIndex, { client, profileKey }) {
	const text = this.getNodeParameter('text', itemIndex) as string;
	const lang = this.getNodeParameter('language', itemIndex) as string;
	return toItems(await client.ai.translate({ text, lang }, { profileKey }), itemIndex);
};
