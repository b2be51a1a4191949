import type { INodeProperties } from 'n8n-workflow';

import { altTextsField, groupedOptions, lines, setFields, type NetworkModule } from './shared';

/** LinkedIn's options (the service's `linkedInOptions`). */
const linkedinOptionsField: INodeProperties = {
	displayName: 'LinkedIn Options',
	name: 'linkedInOptions',
	type: 'collection',
	placeholder: 'Add LinkedIn Option',
	default: {},
	description: 'Options only LinkedIn uses',
	options: [
		altTextsField('One alt text per line, for the images in order (not for videos or documents)'),
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

export const linkedin: NetworkModule = groupedOptions(linkedinOptionsField, (o) =>
	setFields({ visibility: o.visibility, disableShare: o.disableShare, altText: lines(o.altText) }),
);
