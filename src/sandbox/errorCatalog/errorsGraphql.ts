import { ErrorCode } from '../errors';
import { entry, type CatalogEntry } from './entry';

const SOURCE = 'apis/graphql/errors';

/**
 * The transport statuses the GraphQL errors page defines (https://www.ayrshare.com/docs/apis/graphql/errors):
 * 413 for a body over 64 KB and 415 for an unsupported Content-Type, both raised before anything
 * runs. The sandbox's REST answers them the same way, so they are explained as one code each.
 */
export const ERRORS_GRAPHQL_CODES: [number, CatalogEntry][] = [
	[
		ErrorCode.payloadTooLarge,
		entry(SOURCE, 413, {
			message: 'Payload Too Large',
			cause: 'The request body is larger than the service reads (GraphQL: 64 KB).',
			fix: 'Send media as URLs in mediaUrls (or upload it first with /media/upload), not inline in the body; split a large GraphQL document into several requests.',
		}),
	],
	[
		ErrorCode.unsupportedMediaType,
		entry(SOURCE, 415, {
			message: 'Unsupported Media Type',
			cause: 'The body was not sent with a Content-Type the service reads (JSON).',
			fix: 'Send the body as JSON with "Content-Type: application/json".',
		}),
	],
];
