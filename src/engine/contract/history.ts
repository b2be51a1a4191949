import { z } from 'zod';
import { HISTORY_NETWORKS, NetworkSchema } from '../networks';
import { POST_STATUSES } from '../resources/posts';
import { instantOf, isoDateText } from './dates';
import { DOCS, endpoint } from './endpoint';
import { X_USER_LOOKUP_FIELDS } from './xUserLookup';

/** The most posts the service returns in one history read (apis/history/get-history: max 1000). */
export const HISTORY_MAX_RECORDS = 1000;
/** The most network posts one `GET /history/:platform` read returns (get-history-platform: max 500). */
export const NETWORK_HISTORY_MAX = 500;

const HISTORY_DOC = `${DOCS}/apis/history/get-history`;
const NETWORK_DOC = `${DOCS}/apis/history/get-history-platform`;
const ID_DOC = `${DOCS}/apis/history/get-history-id`;
/** The older page, which named the count `lastRecords`; the official SDKs still send it. */
const LEGACY_DOC = 'https://docs.ayrshare.com/rest-api/endpoints/history';

const postCount = z
	.number({ invalid_type_error: `must be a whole number from 1 to ${HISTORY_MAX_RECORDS}` })
	.int(`must be a whole number from 1 to ${HISTORY_MAX_RECORDS}`)
	.min(1, `must be a whole number from 1 to ${HISTORY_MAX_RECORDS}`)
	.max(HISTORY_MAX_RECORDS, `must be a whole number from 1 to ${HISTORY_MAX_RECORDS}`);

/** `GET /history`'s query, every field of its page. */
export const HistoryListQueryObject = z
	.object({
		lastDays: z
			.number()
			.int('must be a whole number of days')
			.min(0, 'must be 0 (all time) or more days')
			.optional()
			.describe('Posts of the last N days by publish date (0: all time); default 30.'),
		limit: postCount.optional().describe('How many posts, newest first; default 25, at most 1000.'),
		lastRecords: postCount.optional().describe('The older name of limit; send one of them.'),
		status: z
			.enum(POST_STATUSES)
			.optional()
			.describe('Only posts in this state; deleted posts are listed only with status=deleted.'),
		type: z.enum(['immediate', 'scheduled']).optional().describe('Immediate or scheduled posts.'),
		platforms: z
			.array(NetworkSchema)
			.min(1)
			.optional()
			.describe('Only posts sent to any of these networks.'),
		startDate: isoDateText
			.optional()
			.describe('ISO 8601: posts published from this date on (inclusive).'),
		endDate: isoDateText
			.optional()
			.describe('ISO 8601: posts published up to this date (inclusive).'),
		autoRepostId: z
			.string()
			.trim()
			.min(1)
			.optional()
			.describe('Only the posts of this auto-repost series; `all` for every series.'),
	})
	.passthrough();

export const HistoryListQuerySchema = HistoryListQueryObject.superRefine((query, ctx) => {
	if (
		query.limit !== undefined &&
		query.lastRecords !== undefined &&
		query.limit !== query.lastRecords
	)
		ctx.addIssue({
			code: z.ZodIssueCode.custom,
			path: ['lastRecords'],
			message: `and limit (${query.limit}) both say how many posts: send one of them, or the same number`,
		});
	if (query.startDate && query.endDate && instantOf(query.endDate) < instantOf(query.startDate))
		ctx.addIssue({
			code: z.ZodIssueCode.custom,
			path: ['endDate'],
			message: `must not be before startDate (${query.startDate})`,
		});
});

/** `GET /history`: posts sent or scheduled through the service, newest first. */
export const HISTORY_LIST = endpoint({
	method: 'GET',
	path: '/history',
	doc: HISTORY_DOC,
	summary: 'Posts sent or scheduled through the service, newest first',
	query: HistoryListQuerySchema,
	errors: [101],
	fields: { lastRecords: LEGACY_DOC },
});

/** The fields of `GET /history/:platform` (a network's own post list). */
export const NetworkHistoryQueryObject = z
	.object({
		limit: z
			.number()
			.int(`must be a whole number from 1 to ${NETWORK_HISTORY_MAX}`)
			.min(1, `must be a whole number from 1 to ${NETWORK_HISTORY_MAX}`)
			.max(NETWORK_HISTORY_MAX, `must be a whole number from 1 to ${NETWORK_HISTORY_MAX}`)
			.optional()
			.describe('How many posts, newest first; default 10, at most 500.'),
		skipAnalytics: z
			.boolean()
			.optional()
			.describe('Only the posts, without their metrics (faster).'),
		pagePublished: z
			.boolean()
			.optional()
			.describe('Facebook: only posts the Page itself published.'),
		dataType: z
			.enum(['posts', 'stories'])
			.optional()
			.describe('Facebook and Instagram: only posts, or only stories; both when left out.'),
		since: isoDateText.optional().describe('Facebook: posts created on or after this ISO date.'),
		until: isoDateText.optional().describe('Facebook: posts created on or before this ISO date.'),
		next: z
			.string()
			.trim()
			.min(1)
			.optional()
			.describe('The cursor a previous call answered (meta.pagination.next): the next page.'),
		...X_USER_LOOKUP_FIELDS,
	})
	.passthrough();

/** The fields of `GET /history/:id?searchPlatformId=true&platform=` (a post by its network id). */
export const NetworkIdLookupQueryObject = z
	.object({
		searchPlatformId: z
			.boolean()
			.optional()
			.describe('true: the id is the network\u2019s own post id, not the service\u2019s.'),
		platform: NetworkSchema.optional().describe('The network of a network post id.'),
	})
	.passthrough();

/**
 * `GET /history/:id`: one post by the service's id, a post by a network's own id
 * (`searchPlatformId`), or, when the id is a network with history, that network's own posts
 * (`GET /history/:platform`, its own page): one path, so one contract.
 */
export const HISTORY_ITEM = endpoint({
	method: 'GET',
	path: '/history/:id',
	doc: ID_DOC,
	summary: 'One post by id, a post by its network id, or a network\u2019s own posts',
	params: z.object({ id: z.string().min(1) }),
	query: NetworkHistoryQueryObject.merge(NetworkIdLookupQueryObject).superRefine((query, ctx) => {
		if (query.since && query.until && instantOf(query.until) < instantOf(query.since))
			ctx.addIssue({
				code: z.ZodIssueCode.custom,
				path: ['until'],
				message: `must not be before since (${query.since})`,
			});
	}),
	errors: [101, 114],
	fields: Object.fromEntries(
		Object.keys(NetworkHistoryQueryObject.shape).map((key) => [key, NETWORK_DOC]),
	),
});

export const HistoryNetworkSchema = z.enum(HISTORY_NETWORKS);
