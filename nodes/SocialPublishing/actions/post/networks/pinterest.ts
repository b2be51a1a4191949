import type { IDataObject, INodeProperties } from 'n8n-workflow';

import { locatorValue } from '../../../methods/actingProfile';
import { group, setFields, type NetworkModule } from './shared';

/** The node's names for this network's boards, as saved workflows and the board field store them. */
export const pinterestBoardNames = {
	operation: 'getPinterestBoards',
	search: 'searchPinterestBoards',
} as const;

/** Pinterest's fields of Options: Board, Link and Title, then the Pinterest Options group. */
const pinterestBoardField: INodeProperties = {
	displayName: 'Pinterest Board',
	name: 'pinterestBoardId',
	type: 'resourceLocator',
	default: { mode: 'list', value: '' },
	description: 'Board to pin to',
	modes: [
		{
			displayName: 'From List',
			name: 'list',
			type: 'list',
			typeOptions: { searchListMethod: pinterestBoardNames.search, searchable: true },
		},
		{
			displayName: 'By ID',
			name: 'id',
			type: 'string',
			placeholder: 'e.g. 549755885175',
		},
	],
};

const pinterestLinkField: INodeProperties = {
	displayName: 'Pinterest Link',
	name: 'pinterestLink',
	type: 'string',
	default: '',
	placeholder: 'e.g. https://example.com/product',
	description: 'Where the pin links to',
};

const pinterestTitleField: INodeProperties = {
	displayName: 'Pinterest Title',
	name: 'pinterestTitle',
	type: 'string',
	default: '',
	description: 'Title of the pin',
};

/** Pinterest's options beyond title, link and board. */
const pinterestOptionsField: INodeProperties = {
	displayName: 'Pinterest Options',
	name: 'pinterestMoreOptions',
	type: 'collection',
	placeholder: 'Add Pinterest Option',
	default: {},
	description: 'More Pinterest options, besides Pinterest Board, Link and Title',
	options: [
		{
			displayName: 'Alt Text',
			name: 'altText',
			type: 'string',
			default: '',
			description: 'Alt text of the pin image (at most 500 characters)',
		},
		{
			displayName: 'Cover Image URL',
			name: 'thumbNail',
			type: 'string',
			default: '',
			description: 'Cover image of a video pin',
		},
	],
};

/** Pinterest's options (the service's `pinterestOptions`). */
export const pinterest: NetworkModule = {
	fields: [pinterestBoardField, pinterestLinkField, pinterestTitleField],
	group: pinterestOptionsField,
	build(options: IDataObject) {
		const more = group(options, pinterestOptionsField.name);
		return setFields({
			title: options.pinterestTitle,
			link: options.pinterestLink,
			boardId: locatorValue(options.pinterestBoardId) || undefined,
			altText: more.altText,
			thumbNail: more.thumbNail,
		});
	},
	labels: { title: 'Pinterest Title', link: 'Pinterest Link', boardId: 'Pinterest Board ID' },
};

/** The AI-tool texts of the node's operations for this network alone (toolDescriptions.texts.ts). */
export const pinterestToolTexts = {
	'user/getPinterestBoards': 'List the boards of the linked Pinterest account (ids for pins).',
} as const;
