import type { INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';

import {
	WATERMARK_POSITIONS,
	type MediaResizeRequest,
	type ResizeNetwork,
} from '../../../../src/engine';
import { resizePresets } from '../../../../src/engine/networks';
import type { OperationExecute } from '../node.type';
import { toItems } from '../items';
import { optionsProperty } from '../common.descriptions';

const CUSTOM = 'custom';

/** The service's platform sizes (the entries' `resizePresets`), by name. */
const SIZE_OPTIONS: Array<{ name: string; value: ResizeNetwork | typeof CUSTOM }> = [
	{ name: 'Custom Size', value: CUSTOM },
	...resizePresets()
		.map(({ label, width, height, value }) => ({ name: `${label} (${width}x${height})`, value }))
		.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0)),
];
const DEFAULT_SIZE = resizePresets().find((preset) => preset.nodeDefault)?.value ?? CUSTOM;

const properties: INodeProperties[] = [
	{
		displayName: 'Image URL',
		name: 'imageUrl',
		type: 'string',
		required: true,
		default: '',
		placeholder: 'e.g. https://example.com/photo.png',
		description:
			'The https URL of the PNG or JPEG image to resize, e.g. the URL Media › Upload answered',
	},
	{
		displayName: 'Size',
		name: 'platform',
		type: 'options',
		options: SIZE_OPTIONS,
		default: DEFAULT_SIZE,
		description: "A network's image size, or Custom Size to give width and height",
	},
	{
		displayName: 'Width',
		name: 'width',
		type: 'number',
		typeOptions: { minValue: 1, maxValue: 5000 },
		default: 1080,
		description: 'Width of the new image in pixels',
		displayOptions: { show: { platform: [CUSTOM] } },
	},
	{
		displayName: 'Height',
		name: 'height',
		type: 'number',
		typeOptions: { minValue: 1, maxValue: 5000 },
		default: 1080,
		description: 'Height of the new image in pixels',
		displayOptions: { show: { platform: [CUSTOM] } },
	},
	{
		displayName: 'Mode',
		name: 'mode',
		type: 'options',
		options: [
			{
				name: 'Resize',
				value: 'resize',
				description: 'Fit the whole image inside the size; nothing is cut off',
			},
			{
				name: 'Blur',
				value: 'blur',
				description: 'Fit the whole image over a blurred copy of itself that fills the size',
			},
			{
				name: 'Crop',
				value: 'crop',
				description: 'Cut the size out of the image, around its centre or a given point',
			},
		],
		default: 'resize',
	},
	{
		displayName: 'Convert to JPG',
		name: 'convertToJpg',
		type: 'boolean',
		default: false,
		description: 'Whether to answer a JPG file (75% quality unless JPG Quality says otherwise)',
	},
	optionsProperty([
		{
			displayName: 'Background Color',
			name: 'color',
			type: 'color',
			default: '#ffffff',
			description:
				'Color around the image in Resize mode, or a tint over the blurred copy in Blur mode',
		},
		{
			displayName: 'Crop Center X',
			name: 'xCoordinate',
			type: 'number',
			typeOptions: { minValue: 0 },
			default: 0,
			description: 'Crop mode with Custom Size: pixels from the left of the point to crop around',
		},
		{
			displayName: 'Crop Center Y',
			name: 'yCoordinate',
			type: 'number',
			typeOptions: { minValue: 0 },
			default: 0,
			description: 'Crop mode with Custom Size: pixels from the top of the point to crop around',
		},
		{
			displayName: 'JPG Quality',
			name: 'quality',
			type: 'number',
			typeOptions: { minValue: 1, maxValue: 100 },
			default: 75,
			description: 'Quality of a JPG answer, from 1 (smallest) to 100 (best)',
		},
		{
			displayName: 'Opacity',
			name: 'opacity',
			type: 'number',
			typeOptions: { minValue: 0, maxValue: 1, numberPrecision: 2 },
			default: 1,
			description: 'Opacity of the image, from 0 (invisible) to 1 (opaque)',
		},
		{
			displayName: 'Watermark Position',
			name: 'watermarkPosition',
			type: 'options',
			options: WATERMARK_POSITIONS.map((value) => ({
				name: value.charAt(0).toUpperCase() + value.slice(1),
				value,
			})),
			default: 'southeast',
			description: 'Where the watermark goes; Southeast is the lower right corner',
		},
		{
			displayName: 'Watermark URL',
			name: 'watermarkUrl',
			type: 'string',
			default: '',
			placeholder: 'e.g. https://example.com/logo.png',
			description:
				'The https URL of a PNG or JPEG to put over the image, shrunk to a quarter of it at most',
		},
	]),
];

const displayOptions = { show: { resource: ['media'], operation: ['resize'] } };

export const description = updateDisplayOptions(displayOptions, properties);

interface ResizeOptions {
	color?: string;
	xCoordinate?: number;
	yCoordinate?: number;
	quality?: number;
	opacity?: number;
	watermarkPosition?: string;
	watermarkUrl?: string;
}

export const execute: OperationExecute = async function (itemIndex, { client, profileKey }) {
	const network = this.getNodeParameter('platform', itemIndex) as string;
	const options = this.getNodeParameter('options', itemIndex, {}) as ResizeOptions;
	const request: Record<string, unknown> = {
		imageUrl: this.getNodeParameter('imageUrl', itemIndex) as string,
		mode: this.getNodeParameter('mode', itemIndex, 'resize') as string,
	};
	if (network === CUSTOM) {
		const dimensions: Record<string, unknown> = {
			width: this.getNodeParameter('width', itemIndex) as number,
			height: this.getNodeParameter('height', itemIndex) as number,
		};
		if (options.xCoordinate !== undefined) dimensions.xCoordinate = options.xCoordinate;
		if (options.yCoordinate !== undefined) dimensions.yCoordinate = options.yCoordinate;
		request.dimensions = dimensions;
	} else request.platform = network;
	if (this.getNodeParameter('convertToJpg', itemIndex, false)) request.convertToJpg = true;
	if (options.watermarkUrl)
		request.watermark = {
			url: options.watermarkUrl,
			...(options.watermarkPosition ? { position: options.watermarkPosition } : {}),
		};
	const effects: Record<string, unknown> = {};
	if (options.color) effects.color = options.color;
	if (options.opacity !== undefined) effects.opacity = options.opacity;
	if (options.quality !== undefined) effects.quality = options.quality;
	if (Object.keys(effects).length > 0) request.effects = effects;
	const resized = await client.media.resize(request as MediaResizeRequest, { profileKey });
	return toItems([resized], itemIndex);
};
