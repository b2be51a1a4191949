import { z } from 'zod';
import { describeValue } from '../core/errors';
import type { Platform } from '../platforms';
import { ALL_LINKED_PLATFORMS, isPlatform, PLATFORMS } from '../platforms';
import { AUTO_SCHEDULE_TITLE_PATTERN } from '../scheduling/autoSchedule';
import { formatUtcTimestamp, parseUtcTimestamp, UTC_TIMESTAMP_EXAMPLE } from '../scheduling/dates';
import { exampleList, exampleNetworks, networkEntry, optionFieldsShape } from '../networks';
import { DisableCommentsSchema, FirstCommentSchema } from './commentOptions';
import { isRecord } from '../core/isRecord';
import { isHttpUrl } from '../networks/optionParts';
import { POST_EXTRA_FIELDS, withRandomPostText } from './postExtras';

/** Keys that could reach an object's prototype when a request is copied; rejected at any depth. */
export const FORBIDDEN_KEYS: readonly string[] = ['__proto__', 'constructor', 'prototype'];

/** Spellings the service's own multi-profile examples use, and the names they mean (https://www.ayrshare.com/docs/apis/post/post). */
export const POST_FIELD_ALIASES: Readonly<Record<string, string>> = {
	media_urls: 'mediaUrls',
	shorten_links: 'shortenLinks',
};

/** A problem found across fields, with the path it belongs to. */
export interface CrossFieldIssue {
	path: (string | number)[];
	message: string;
}

/** Renames the snake_case aliases to camelCase; the camelCase spelling wins when both are sent. */
export function normalisePostAliases(input: unknown): unknown {
	if (!isRecord(input)) return input;
	const aliases = Object.keys(POST_FIELD_ALIASES).filter((alias) => Object.hasOwn(input, alias));
	if (aliases.length === 0) return input;
	const copy: Record<string, unknown> = { ...input };
	for (const alias of aliases) {
		const name = POST_FIELD_ALIASES[alias];
		if (copy[name] === undefined) copy[name] = copy[alias];
		delete copy[alias];
	}
	return copy;
}

/** Paths of every forbidden key in a value, found breadth-first; cycles are visited once. */
export function findForbiddenKeys(value: unknown): (string | number)[][] {
	const found: (string | number)[][] = [];
	const seen = new Set<object>();
	const queue: { node: unknown; path: (string | number)[] }[] = [{ node: value, path: [] }];
	// An index rather than shift(); paths are built only for objects, as only they can hold keys.
	for (let head = 0; head < queue.length; head++) {
		const { node, path } = queue[head];
		if (typeof node !== 'object' || node === null || seen.has(node)) continue;
		seen.add(node);
		const isArray = Array.isArray(node);
		for (const key of Object.keys(node)) {
			const segment = isArray ? Number(key) : key;
			if (FORBIDDEN_KEYS.includes(key)) {
				found.push([...path, segment]);
				continue;
			}
			const child = (node as Record<string, unknown>)[key];
			if (typeof child === 'object' && child !== null)
				queue.push({ node: child, path: [...path, segment] });
		}
	}
	return found;
}

/**
 * Rules that span fields (or keys), which zod skips once a field fails; shared by the schema and
 * by validatePost when the schema stops early.
 */
export function postCrossFieldIssues(input: Record<string, unknown>): CrossFieldIssue[] {
	const issues: CrossFieldIssue[] = [];
	if (input.autoSchedule === true && input.scheduleDate !== undefined) {
		issues.push({
			path: ['autoSchedule'],
			message:
				'cannot be combined with scheduleDate; send scheduleDate for a fixed time, or ' +
				'autoSchedule for the next free slot of an auto-schedule',
		});
	}
	return issues;
}

const HttpUrlSchema = z
	.string({ invalid_type_error: 'must be a URL string like https://example.com/photo.jpg' })
	.refine(isHttpUrl, 'must be an http or https URL like https://example.com/photo.jpg');

/** A network, or `all`: every network the profile has linked. */
export type PlatformTarget = Platform | typeof ALL_LINKED_PLATFORMS;

const PlatformIdSchema = z.custom<PlatformTarget>(
	(value) => isPlatform(value) || value === ALL_LINKED_PLATFORMS,
	(value: unknown) => ({
		message:
			`${describeValue(value)} is not a supported platform; use one of ${PLATFORMS.join(', ')}, ` +
			'or "all" alone for every linked network',
		fatal: false,
	}),
);

/** The post's `ads`: an object per network whose entry makes an ad with the post (`adWithPost`). */
function adWithPostShape(): Record<string, z.ZodTypeAny> {
	const ad = z.object({ createAd: z.boolean() }).passthrough().optional();
	return Object.fromEntries(
		PLATFORMS.filter((platform) => networkEntry(platform).offers.adWithPost).map((p) => [p, ad]),
	);
}

const twoExamples = exampleList(exampleNetworks(2));
const PlatformListSchema = z
	.array(PlatformIdSchema, {
		required_error: `is required: the networks to post to, e.g. ${twoExamples}`,
		invalid_type_error: `must be a list of networks, e.g. ${twoExamples}`,
	})
	.min(1, `must list at least one network, e.g. ${exampleList(exampleNetworks(1))}`)
	.superRefine((platforms, ctx) => {
		const all = platforms.indexOf(ALL_LINKED_PLATFORMS);
		if (all !== -1 && platforms.length > 1) {
			const message = '"all" means every linked network and must be listed alone';
			ctx.addIssue({ code: 'custom', path: [all], message });
		}
		platforms.forEach((platform, index) => {
			if (platforms.indexOf(platform) !== index) {
				const message = `${describeValue(platform)} is listed twice; list each network once`;
				ctx.addIssue({ code: 'custom', path: [index], message });
			}
		});
	});

const ScheduleDateSchema = z.string().transform((value, ctx) => {
	const ms = parseUtcTimestamp(value);
	if (ms === undefined) {
		const message = `must be a UTC date-time like ${UTC_TIMESTAMP_EXAMPLE}`;
		ctx.addIssue({ code: 'custom', message });
		return z.NEVER;
	}
	return formatUtcTimestamp(ms);
});

const AutoHashtagSchema = z.union(
	[
		z.boolean(),
		z
			.object({
				max: z.number().int().min(1).max(5).default(2),
				position: z.enum(['auto', 'end']).optional(),
			})
			.passthrough(),
	],
	{ errorMap: () => ({ message: 'must be true, false or {max: 1-5, position: "auto" | "end"}' }) },
);

const StockImageSchema = z.union([z.string().min(1), z.array(z.string().min(1)).min(1)], {
	errorMap: () => ({
		message: 'must be "random", a search term, or a list of stock image identifiers',
	}),
});

/** The request's fields and cross-field checks, before aliases are renamed (tests read its fields). */
export const PostObjectSchema = z
	.object({
		post: z.string({
			required_error: 'is required: the post text ("" for a media-only post where allowed)',
			invalid_type_error: 'must be a string of post text',
		}),
		platforms: PlatformListSchema,
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
		autoSchedule: z.boolean().optional(),
		autoScheduleTitle: z
			.string()
			.regex(AUTO_SCHEDULE_TITLE_PATTERN, 'must be letters and digits only, like "default"')
			.optional(),
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
 * The send-post request (https://www.ayrshare.com/docs/apis/post/post). Shapes and formats only; the per-network limits are
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
