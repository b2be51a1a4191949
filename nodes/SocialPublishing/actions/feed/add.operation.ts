import type { IDataObject, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';

import { networkName, networksOffering, type FeedAddRequest } from '../../../../src/engine';
import type { OperationExecute } from '../node.type';
import { toItems } from '../items';
import { feedSettings } from './shared';
import { additionalFieldsProperty, withAdditionalFields } from '../additionalFields';
import { optionsProperty } from '../common.descriptions';

const properties: INodeProperties[] = [
	{
		displayName: 'URL',
		name: 'url',
		type: 'string',
		default: '',
		required: true,
		placeholder: 'e.g. https://example.com/feed.xml',
		description:
			'Address of the RSS or Atom feed. Articles it has now count as seen: only later ones are posted.',
	},
	optionsProperty([
		...feedSettings,
		{
			displayName: 'Type',
			name: 'type',
			type: 'options',
			options: [
				{ name: 'RSS or Atom', value: 'rss' },
				{ name: 'Substack', value: 'substack' },
				...networksOffering('channelFeed').map((network) => ({
					name: networkName(network),
					value: network,
				})),
			],
			default: 'rss',
			description: 'Kind of feed',
		},
	]),
];

const displayOptions = { show: { resource: ['feed'], operation: ['add'] } };

export const description = updateDisplayOptions(displayOptions, [
	...properties,
	additionalFieldsProperty,
]);

/** `{status, id, title, websiteLink, rssURL}`; a URL already followed answers that feed. */
export const execute: OperationExecute = async function (itemIndex, { client, profileKey }) {
	const options = this.getNodeParameter('options', itemIndex, {}) as IDataObject;
	const request: FeedAddRequest = { url: this.getNodeParameter('url', itemIndex) as string };
	if (typeof options.useFirstImage === 'boolean') request.useFirstImage = options.useFirstImage;
	if (typeof options.autoHashtag === 'boolean') request.autoHashtag = options.autoHashtag;
	if (options.type) request.type = options.type as FeedAddRequest['type'];
	return toItems(
		await client.feeds.add(withAdditionalFields(this, itemIndex, request), { profileKey }),
		itemIndex,
	);
};
