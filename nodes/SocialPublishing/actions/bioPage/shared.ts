import type { IDataObject, INodeProperties } from 'n8n-workflow';

import {
	BIO_PAGE_FIELDS,
	BIO_SOCIAL_KEYS,
	bioSocialHost,
	bioSocialLabel,
	type BioPageFields,
	type BioSocialUrls,
} from '../../../../src/engine';

export function handleProperty(description: string): INodeProperties {
	return {
		displayName: 'Handle',
		name: 'handle',
		type: 'string',
		default: '',
		required: true,
		placeholder: 'e.g. acme-coffee',
		description,
	};
}

const buttonFields: INodeProperties[] = [1, 2, 3].flatMap((n): INodeProperties[] => [
	{
		displayName: `Button ${n} Text`,
		name: `button${n}Text`,
		type: 'string',
		default: '',
		description: `Label of button ${n} (at most 80 characters; needs Button ${n} URL)`,
	},
	{
		displayName: `Button ${n} URL`,
		name: `button${n}Url`,
		type: 'string',
		default: '',
		placeholder: 'e.g. https://example.com/menu',
		description: `Where button ${n} links to (needs Button ${n} Text)`,
	},
]);

/** Every field of a page but the handle, for Create's options and Update's fields. */
export const pageFieldOptions: INodeProperties[] = [
	{
		displayName: 'Auto Sync Social URLs',
		name: 'autoSyncSocialUrls',
		type: 'boolean',
		default: false,
		description: "Whether to show the profile's linked network accounts as social links",
	},
	{
		displayName: 'Background Image',
		name: 'backgroundImage',
		type: 'string',
		default: '',
		placeholder: 'e.g. https://example.com/background.jpg',
		description: 'URL of the background image',
	},
	...buttonFields,
	{
		displayName: 'Profile Image',
		name: 'profileImage',
		type: 'string',
		default: '',
		placeholder: 'e.g. https://example.com/logo.png',
		description: 'URL of the image shown at the top',
	},
	{
		displayName: 'Text 1',
		name: 'text1',
		type: 'string',
		default: '',
		description: 'First line of text, e.g. the name (at most 500 characters)',
	},
	{
		displayName: 'Text 2',
		name: 'text2',
		type: 'string',
		default: '',
		description: 'Second line of text, e.g. a tagline (at most 500 characters)',
	},
];

/** The page's social links, one URL per network; an empty one is removed from the page. */
export const socialUrlsProperty: INodeProperties = {
	displayName: 'Social URLs',
	name: 'socialUrls',
	type: 'collection',
	placeholder: 'Add Social URL',
	default: {},
	options: [...BIO_SOCIAL_KEYS]
		.sort((a, b) => bioSocialLabel(a).localeCompare(bioSocialLabel(b)))
		.map((key) => ({
			displayName: bioSocialLabel(key),
			name: key,
			type: 'string',
			default: '',
			placeholder: `e.g. https://${bioSocialHost(key)}/acme`,
			description: `Address of the ${bioSocialLabel(key)} account`,
		})),
};

/** The added fields as the engine's request: "" is kept, since it clears a field. */
export function toPageFields(fields: IDataObject, socialUrls: IDataObject): BioPageFields {
	const out: Record<string, unknown> = {};
	for (const name of BIO_PAGE_FIELDS) {
		if (name !== 'socialUrls' && fields[name] !== undefined) out[name] = fields[name];
	}
	const social: BioSocialUrls = {};
	for (const key of BIO_SOCIAL_KEYS) {
		if (typeof socialUrls[key] === 'string') social[key] = socialUrls[key];
	}
	if (Object.keys(social).length) out.socialUrls = social;
	return out as BioPageFields;
}
