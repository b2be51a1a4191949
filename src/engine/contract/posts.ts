import { z } from 'zod';
import { optionFieldsShape } from '../networks';
import { DisableCommentsSchema, FirstCommentSchema } from '../validation/commentOptions';
import { POST_EXTRA_FIELDS, withRandomPostText } from '../validation/postExtras';
import {
	adWithPostShape,
	AutoHashtagSchema,
	AutoScheduleSchema,
	AutoScheduleTitleSchema,
	findForbiddenKeys,
	HttpUrlSchema,
	normalisePostAliases,
	NetworkListSchema,
	postCrossFieldIssues,
	ScheduleDateSchema,
	StockImageSchema,
} from '../validation/postFields';
import { DUPLICATE_IDEMPOTENCY_KEY_CODE } from '../core/idempotency';
import { MONTHLY_QUOTA_CODE } from '../core/quota';
import { DOCS, endpoint } from './endpoint';

/*
 * POST /post's request (https://www.ayrshare.com/docs/apis/post/post): the one home of its body's
 * schema. The engine's client and validator, the sandbox's check pipeline (posts/checks.ts, behind
 * /post and /validate/post) and the MCP tools create_post / validate_post derive from it.
 *
 * Documented fields the sandbox accepts but does not model: `POST_FIELDS_NOT_MODELLED` below.
 * Every other documented field is checked here and acted on (scheduling, approval, auto-schedule,
 * auto-repost, first comment, hashtags, links, idempotency, random text and media, profiles, each
 * network's options).
 */

/** The request's fields and cross-field checks, before aliases are renamed (tests read its fields). */
export const PostObjectSchema = z
	.object({
		post: z.string({
			required_error: 'is required: the post text ("" for a media-only post where allowed)',
			invalid_type_error: 'must be a string of post text',
		}),
		platforms: NetworkListSchema,
		mediaUrls: z.array(HttpUrlSchema).optional(),
		isVideo: z.boolean().optional(),
		scheduleDate: ScheduleDateSchema.optional(),
		autoHashtag: AutoHashtagSchema.optional(),
		requiresApproval: z.boolean().optional(),
		notes: z.string().optional(),
		stockImage: StockImageSchema.optional(),
		shortenLinks: z.boolean().optional(),
		idempotencyKey: z.string().min(1).max(255).optional(),
		ads: z.object(adWithPostShape()).passthrough().optional(),
		profileKeys: z.array(z.string().min(1)).min(1).optional(),
		profileKey: z.string().min(1).optional(),
		// Docs: {schedule: true, title} (auto-schedule overview); the older boolean + autoScheduleTitle too.
		autoSchedule: AutoScheduleSchema.optional(),
		autoScheduleTitle: AutoScheduleTitleSchema.optional(),
		// Each network's options (its registry entry's schema); checked whatever the platforms, and
		// without that network in them they change nothing (as the service).
		...optionFieldsShape(),
		firstComment: FirstCommentSchema.optional(),
		disableComments: DisableCommentsSchema.optional(),
		...POST_EXTRA_FIELDS,
	})
	.passthrough()
	.superRefine((post, ctx) => {
		for (const issue of postCrossFieldIssues(post)) ctx.addIssue({ code: 'custom', ...issue });
	});

/**
 * The send-post request. Shapes and formats only; the per-network limits are
 * checked by `validatePost`. Unknown fields pass through; snake_case aliases become camelCase.
 */
export const PostCreateSchema = z.preprocess((input, ctx) => {
	for (const path of findForbiddenKeys(input)) {
		const message = 'is not an allowed key (it could alter object prototypes); remove it';
		ctx.addIssue({ code: 'custom', path, message });
	}
	return withRandomPostText(normalisePostAliases(input));
}, PostObjectSchema);

export type PostCreateRequest = z.infer<typeof PostCreateSchema>;

/** What a caller may send: defaults (such as `autoHashtag.max`) may be left out. */
export type PostCreateInput = z.input<typeof PostObjectSchema>;

/**
 * Documented fields of POST /post that the sandbox accepts (they pass through) but does not model,
 * with why; the MCP post tools do not offer them (a model would expect an effect).
 */
export const POST_FIELDS_NOT_MODELLED: Readonly<Record<string, string>> = {
	isLandscapeVideo:
		'quickstart "test publishing": with randomMediaUrl the service picks a random landscape video; the sandbox adds an image of its own',
	isPortraitVideo:
		'quickstart "test publishing": with randomMediaUrl the service picks a random portrait video; the sandbox adds an image of its own',
	title:
		'a top-level fallback in the service MCP create-post schema; the post page names it inside the network options, where the sandbox checks it',
	subreddit:
		'a top-level fallback in the service MCP create-post schema; the post page names it inside redditOptions, where the sandbox checks it',
};

/** The service's codes a refused post answers with: bad input, the monthly quota, a network's refusal, a used idempotency key. */
const POST_ERRORS = [101, MONTHLY_QUOTA_CODE, 156, DUPLICATE_IDEMPOTENCY_KEY_CODE] as const;

/** `POST /post`: publish now, at `scheduleDate`, in an auto-schedule's next slot, or held for approval. */
export const createPostEndpoint = endpoint({
	method: 'POST',
	path: '/post',
	doc: `${DOCS}/apis/post/post`,
	summary:
		'Publishes a post to linked networks now, at a scheduled time or in an auto-schedule slot.',
	body: PostCreateSchema,
	errors: POST_ERRORS,
	fields: {
		autoSchedule: `${DOCS}/apis/auto-schedule/overview`,
		autoScheduleTitle: `${DOCS}/apis/auto-schedule/overview`,
		autoRepost: `${DOCS}/apis/post/overview`,
		autoHashtag: `${DOCS}/apis/post/overview`,
		firstComment: `${DOCS}/apis/post/overview`,
		requiresApproval: `${DOCS}/apis/post/overview`,
		randomPost: `${DOCS}/quickstart`,
		randomMediaUrl: `${DOCS}/quickstart`,
		stockImage: {
			ours: 'not on the post page read here; checked and counted as media, as this project always has',
		},
	},
});

/** `POST /validate/post`: the checks of `POST /post` on the same body; nothing stored or sent. */
export const validatePostEndpoint = endpoint({
	method: 'POST',
	path: '/validate/post',
	doc: `${DOCS}/apis/validate/validate-post`,
	summary: "Checks a post against every target network's rules without publishing it.",
	body: PostCreateSchema,
	errors: POST_ERRORS,
	fields: createPostEndpoint.fields,
});
