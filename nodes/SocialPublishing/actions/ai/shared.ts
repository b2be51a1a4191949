import type { INodeProperties } from 'n8n-workflow';

import { AI_FIT_FLAG, AI_FIT_NETWORK, networkName } from '../../../../src/engine';

const emojis: INodeProperties = {
	displayName: 'Emojis',
	name: 'emojis',
	type: 'boolean',
	default: false,
	description: 'Whether to use emojis',
};

const hashtagsOn: INodeProperties = {
	displayName: 'Hashtags',
	name: 'hashtags',
	type: 'boolean',
	default: true,
	description: 'Whether to add hashtags',
};

/** Keep the text within the length network's limit (the flag its entry names). */
const fitNetwork: INodeProperties = {
	displayName: `Fit ${networkName(AI_FIT_NETWORK)}`,
	name: AI_FIT_FLAG,
	type: 'boolean',
	default: false,
	description: 'Whether to keep the text to 280 characters or fewer',
};

/** The style switches of Generate Post and Rewrite; the service adds hashtags only to generated posts by default. */
export function styleOptions(hashtagsByDefault: boolean): INodeProperties[] {
	const hashtags = hashtagsByDefault ? hashtagsOn : { ...hashtagsOn, default: false };
	return [emojis, fitNetwork, hashtags];
}

export function languageProperty(name: string, description: string): INodeProperties {
	return {
		displayName: 'Language',
		name,
		type: 'string',
		default: '',
		placeholder: 'e.g. es or pt-BR',
		description,
	};
}

/** The "Text" box the AI operations read; only Generate Post may leave it empty. */
export function aiTextProperty(
	description: string,
	{ required = true, placeholder }: { required?: boolean; placeholder?: string } = {},
): INodeProperties {
	return {
		displayName: 'Text',
		name: 'text',
		type: 'string',
		typeOptions: { rows: 3 },
		default: '',
		...(required ? { required: true } : {}),
		...(placeholder === undefined ? {} : { placeholder }),
		description,
	};
}
