import { networkErrorEntries, type CatalogEntry } from './entry';

/**
 * The codes the docs' page `errors/errors-ayrshare` names: its examples (two duplicates, 161, a
 * media example) and its network-specific codes, each in the registry entry of the network the
 * page ties it to (`networkErrors`). A failed /post answers 400 with one `errors` entry per
 * network ("Handling Errors").
 */
export const ERRORS_AYRSHARE_CODES: [number, CatalogEntry][] =
	networkErrorEntries('errors/errors-ayrshare');
