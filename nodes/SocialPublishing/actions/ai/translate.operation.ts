import type { IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';

import type { ItemContext } from '../node.type';
import { toItems } from '../items';
import { languageProperty } from './shared';

const properties: INodeProperties[] = [
	{
		displayName: 'Text',
		name: 'text',
		type: 'string',
		typeOptions: { rows: 3 },
		default: '',
		required: true,
		description: 'Text to translate; its language is detected',
	},
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
export async function execute(
	this: IExecuteFunctions,
	itemIndex: number,
	{ client, profileKey }: ItemContext,
): Promise<INodeExecutionData[]> {
	const text = this.getNodeParameter('text', itemIndex) as string;
	const lang = this.getNodeParameter('language', itemIndex) as string;
	return toItems(await client.ai.translate({ text, lang }, { profileKey }), itemIndex);
}
