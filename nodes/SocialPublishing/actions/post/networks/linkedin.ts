import type { IDataObject, INodeProperties } from 'n8n-workflow';

import { group, lines, setFields, type NetworkOptions } from './shared';

/** LinkedIn's options (the service's `linkedInOptions`). */
export const linkedinOptionsField: INodeProperties = {
	displayName: 'LinkedIn Options',
	name: 'linkedInOptions',
	type: 'collection',
	placeholder: 'Add LinkedIn Option',
	default: {},
	description: 'Options only LinkedIn uses',
	options: [
		{
			displayName: 'Alt Texts',
			name: 'altText',
			type: 'string',
			typeOptions: { rows: 3 },
			default: '',
			description: 'One alt text per line, for the images in order (not for videos or documents)',
		},
		{
			displayName: 'Disable Reshare',
			name: 'disableShare',
			type: 'boolean',
			default: false,
			description: 'Whether to stop others from resharing the post',
		},
		{
			displayName: 'Visibility',
			name: 'visibility',
			type: 'options',
			options: [
				{ name: 'Anyone', value: 'public' },
				{ name: 'Connections Only', value: 'connections' },
				{ name: 'Signed-In Members', value: 'loggedin' },
			],
			default: 'public',
			description: 'Who can see the post',
		},
	],
};

export const linkedin: NetworkOptions = {
	requestField: 'linkedInOptions',
	build(options: IDataObject) {
		const o = group(options, linkedinOptionsField.name);
		return setFields({
			visibility: o.visibility,
			disableShare: o.disableShare,
			altText: lines(o.altText),
		});
	},
};
