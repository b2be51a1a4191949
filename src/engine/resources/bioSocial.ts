import { bioLinkNetworks, networkEntry, type BioLink, type BioLinkNetwork } from '../networks';

// What a bio page shows: its social links (their keys, labels and hosts), buttons and limits.

/** Social links of a bio page that are no network of the registry: their label and profile host. */
const OTHER_SOCIAL_LINKS = { github: { label: 'GitHub', host: 'github.com' } } as const;

/** Keys of a bio page's `socialUrls`, in the order a page lists them. */
export const BIO_SOCIAL_KEYS: readonly (BioLinkNetwork | keyof typeof OTHER_SOCIAL_LINKS)[] = [
	...bioLinkNetworks(),
	...(Object.keys(OTHER_SOCIAL_LINKS) as (keyof typeof OTHER_SOCIAL_LINKS)[]),
];
export type BioSocialKey = (typeof BIO_SOCIAL_KEYS)[number];

/** A social link's text on the page and its field's name in the node. */
export function bioSocialLabel(key: BioSocialKey): string {
	return key in OTHER_SOCIAL_LINKS
		? OTHER_SOCIAL_LINKS[key as keyof typeof OTHER_SOCIAL_LINKS].label
		: (networkEntry(key as BioLinkNetwork).offers.bioLink as BioLink).label;
}

/** The host of a social link's profile addresses. */
export function bioSocialHost(key: BioSocialKey): string {
	return key in OTHER_SOCIAL_LINKS
		? OTHER_SOCIAL_LINKS[key as keyof typeof OTHER_SOCIAL_LINKS].host
		: (networkEntry(key as BioLinkNetwork).offers.bioLink as BioLink).host;
}

export const BIO_BUTTON_NUMBERS = [1, 2, 3] as const;

export const BIO_LIMITS = {
	handleMin: 3,
	handleMax: 30,
	textMax: 500,
	buttonTextMax: 80,
	urlMax: 2048,
} as const;
