import { z } from 'zod';
import { DOCS, endpoint } from './endpoint';

/**
 * `PUT /post/bulk` (https://www.ayrshare.com/docs/apis/post/bulk-post): schedules the posts of a
 * CSV file, sent as the multipart/form-data part `file`. The page's heading says PUT and its curl
 * example sends POST: both are taken. Each row is checked as `POST /post` with a scheduleDate
 * checks it (sandbox posts/bulk.ts). The page says the Content-Type must be multipart/form-data: a
 * JSON body is refused. The engine's client has no bulk method (its transport sends JSON bodies).
 */
export const BULK_POST_DOC = `${DOCS}/apis/post/bulk-post`;

/** The CSV's columns, all required (the page's list, in its order). */
export const BULK_CSV_COLUMNS = ['post', 'platforms', 'mediaUrls', 'scheduleDate'] as const;
export type BulkCsvColumn = (typeof BULK_CSV_COLUMNS)[number];

export const BulkPostSchema = z
	.object({
		file: z
			.string({
				required_error:
					'is required: a CSV file with the columns post, platforms, mediaUrls and scheduleDate (a multipart/form-data part)',
				invalid_type_error: 'must be a CSV file (a multipart/form-data part)',
			})
			.min(1, 'must not be empty: a CSV file with a header row and one row per post')
			.describe(
				'The CSV file: a header row post,platforms,mediaUrls,scheduleDate, then one row per post.',
			),
	})
	.passthrough();
export type BulkPostRequest = z.input<typeof BulkPostSchema>;

const BulkPostAnswerSchema = z
	.object({
		status: z.literal('success'),
		posts: z.array(
			z
				.object({
					status: z.literal('scheduled'),
					scheduleDate: z.string(),
					id: z.string(),
					post: z.string(),
				})
				.passthrough(),
		),
	})
	.passthrough();
export type BulkPostAnswer = z.infer<typeof BulkPostAnswerSchema>;

export const postBulkEndpoint = endpoint({
	method: 'PUT',
	path: '/post/bulk',
	aliases: ['POST /post/bulk'],
	doc: BULK_POST_DOC,
	summary: 'Schedules the posts of a CSV file (post, platforms, mediaUrls, scheduleDate)',
	body: BulkPostSchema,
	response: BulkPostAnswerSchema,
	errors: [101, 103],
});
