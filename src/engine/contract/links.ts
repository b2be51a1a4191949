import { z } from 'zod';
import { DOCS, endpoint } from './endpoint';

function urlProtocol(value: string): string | undefined {
	try {
		const url = new URL(value);
		return url.hostname === '' ? undefined : url.protocol;
	} catch {
		return undefined;
	}
}

/** An http or https URL (`POST /short`). */
export const HttpUrlSchema = z
	.string({ required_error: 'is required: the link to shorten, like https://example.com/page' })
	.trim()
	.refine(
		(url) => ['http:', 'https:'].includes(urlProtocol(url) ?? ''),
		'must be an http or https URL like https://example.com/page',
	);

/** An https URL: tracked short links are made and pointed only at https (docs: apis/links). */
export const HttpsUrlSchema = z
	.string({ required_error: 'is required: the link to shorten, like https://example.com/page' })
	.trim()
	.superRefine((url, ctx) => {
		const protocol = urlProtocol(url);
		if (protocol === 'https:') return;
		const message =
			protocol === 'http:'
				? 'must use https: short links are made only for https URLs; change http:// to https://'
				: 'must be an https URL like https://example.com/page';
		ctx.addIssue({ code: 'custom', message });
	});

export const LinkIdParamsSchema = z.object({
	id: z
		.string({ required_error: 'is required: the short link id POST /links answered' })
		.trim()
		.min(1, 'must be the short link id POST /links answered, like "TkuWEy"'),
});

export const LinkUpdateSchema = z
	.object({
		url: HttpsUrlSchema.describe('The new destination, an https URL.'),
	})
	.passthrough();
export type LinkUpdateRequest = z.input<typeof LinkUpdateSchema>;

/** `PUT /links/:id`: points an existing short link at a new destination. */
export const UpdateLink = endpoint({
	method: 'PUT',
	path: '/links/:id',
	doc: `${DOCS}/apis/links/update-short-link`,
	summary: 'Changes the destination URL of an existing short link; its id and short URL stay.',
	params: LinkIdParamsSchema,
	body: LinkUpdateSchema,
	errors: [101, 404],
});
