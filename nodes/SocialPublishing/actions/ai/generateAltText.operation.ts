import type { IDataObject, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';

import type { AiAltTextRequest } from '../../../../src/engine';
import { toList } from '../parameterValues';
import type { OperationExecute } from '../node.type';
import { toItems } from '../items';
import { languageProperty } from './shared';
import { optionsProperty } from '../common.descriptions';

const properties: INodeProperties[] = [
	{
		displayName: 'Image URL',
		name: 'url',
		type: 'string',
		default: '',
		required: true,
		placeholder: 'e.g. https://example.com/photo.jpg',
		description: 'Https URL of a JPEG, PNG, GIF, WEBP or BMP image',
	},
	optionsProperty([
		{
			displayName: 'Keywords',
			name: 'keywords',
			type: 'string',
			default: '',
			placeholder: 'e.g. sourdough, bakery',
			description: 'Words the description should use: a comma- or newline-separated list',
		},
		languageProperty('language', 'Language to write the alt text in (default English)'),
	]),
];

const displayOptions = { show: { resource: ['ai'], operation: ['generateAltText'] } };

export const description = updateDisplayOptions(displayOptions, properties);

/** `{status, altText, url}`. */
export const execute: OperationExecute = async function (itemIndex, { client, profileKey }) {
	const options = this.getNodeParameter('options', itemIndex, {}) as IDataObject;
	const request: AiAltTextRequest = { url: this.getNodeParameter('url', itemIndex) as string };
	const keywords = toList(options.keywords);
	if (keywords.length) request.keywords = keywords;
	if (typeof options.language === 'string' && options.language.trim() !== '') {
		request.lang = options.language;
	}
	return toItems(await client.ai.altText(request, { profileKey }), itemIndex);
};
