import { z } from 'zod';
import { describeValue } from '../core/errors';
import {
	ALL_LINKED_NETWORKS,
	exampleList,
	exampleNetworks,
	isNetwork,
	networkEntry,
	type Network,
	NETWORK_IDS,
} from '../networks';
import {
	AUTO_SCHEDULE_TITLE_PATTERN,
	DEFAULT_AUTO_SCHEDULE_TITLE,
} from '../scheduling/autoSchedule';
import { formatUtcTimestamp, parseUtcTimestamp, UTC_TIMESTAMP_EXAMPLE } from '../scheduling/dates';
import { isRecord } from '../core/isRecord';
import { isHttpUrl } from '../networks/optionParts';

/*
 * The send-post request's field schemas and the rules across them; the request's schema itself,
 * made of these, is POST /post's contract (src/engine/contract/posts.ts).
 */

/** Keys that could reach an object's prototype when a request is copied; rejected at any depth. */
export const FORBIDDEN_KEYS: readonly string[] = ['__proto__', 'constructor', 'prototype'];

/** Spellings the service's own multi-profile examples use, and the names they mean (their multi-profile post examples). */
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
	if (autoScheduleTitle(input) !== undefined && input.scheduleDate !== undefined) {
		issues.push({
			path: ['autoSchedule'],
			message:
				'cannot be combined with scheduleDate; send scheduleDate for a fixed time, or ' +
				'autoSchedule for the next free slot of an auto-schedule',
		});
	}
	const spelled = input.autoSchedule;
	if (isRecord(spelled) && typeof spelled.title === 'string') {
		const older = input.autoScheduleTitle;
		if (typeof older === 'string' && older !== spelled.title) {
			issues.push({
				path: ['autoScheduleTitle'],
				message: `names another auto-schedule than autoSchedule.title (${JSON.stringify(spelled.title)}); send one of them`,
			});
		}
	}
	return issues;
}

/**
 * The auto-schedule a post goes to, or undefined when it is not auto-scheduled. The docs write
 * `autoSchedule: {schedule: true, title}` (https://www.ayrshare.com/docs/apis/auto-schedule/overview);
 * older clients send `autoSchedule: true` with `autoScheduleTitle` (the set-auto-schedule page's
 * earlier edition): both mean the same; no title is the schedule "default".
 */
export function autoScheduleTitle(request: {
	autoSchedule?: unknown;
	autoScheduleTitle?: unknown;
}): string | undefined {
	const spelled = request.autoSchedule;
	const on = spelled === true || (isRecord(spelled) && spelled.schedule === true);
	if (!on) return undefined;
	const title = isRecord(spelled) && typeof spelled.title === 'string' ? spelled.title : undefined;
	const older =
		typeof request.autoScheduleTitle === 'string' ? request.autoScheduleTitle : undefined;
	return title ?? older ?? DEFAULT_AUTO_SCHEDULE_TITLE;
}

export const AutoScheduleTitleSchema = z
	.string({ invalid_type_error: 'must be the title of an auto-schedule, like "default"' })
	.regex(AUTO_SCHEDULE_TITLE_PATTERN, 'must be letters and digits only, like "default"');

/** `autoSchedule` as the docs write it: `{schedule: true, title?}`. */
export const AutoScheduleObjectSchema = z
	.object({
		schedule: z.boolean({
			required_error: 'is required: true to send the post in the next free slot',
			invalid_type_error: 'must be true or false: true sends the post in the next free slot',
		}),
		title: AutoScheduleTitleSchema.optional(),
	})
	.passthrough();

/** `autoSchedule`: the docs' object `{schedule: true, title?}`, or the older boolean. */
export const AutoScheduleSchema = z.union([z.boolean(), AutoScheduleObjectSchema], {
	errorMap: () => ({
		message: 'must be {schedule: true, title: "default"} (or the older true/false)',
	}),
});

export const HttpUrlSchema = z
	.string({ invalid_type_error: 'must be a URL string like https://example.com/photo.jpg' })
	.refine(isHttpUrl, 'must be an http or https URL like https://example.com/photo.jpg');

/** A network, or `all`: every network the profile has linked. */
export type NetworkTarget = Network | typeof ALL_LINKED_NETWORKS;

export const NetworkIdSchema = z.custom<NetworkTarget>(
	(value) => isNetwork(value) || value === ALL_LINKED_NETWORKS,
	(value: unknown) => ({
		message:
			`${describeValue(value)} is not a supported platform; use one of ${NETWORK_IDS.join(', ')}, ` +
			'or "all" alone for every linked network',
		fatal: false,
	}),
);

/** The post's `ads`: an object per network whose entry makes an ad with the post (`adWithPost`). */
export function adWithPostShape(): Record<string, z.ZodTypeAny> {
	const ad = z.object({ createAd: z.boolean() }).passthrough().optional();
	return Object.fromEntries(
		NETWORK_IDS.filter((network) => networkEntry(network).offers.adWithPost).map((p) => [p, ad]),
	);
}

const twoExamples = exampleList(exampleNetworks(2));
export const NetworkListSchema = z
	.array(NetworkIdSchema, {
		required_error: `is required: the networks to post to, e.g. ${twoExamples}`,
		invalid_type_error: `must be a list of networks, e.g. ${twoExamples}`,
	})
	.min(1, `must list at least one network, e.g. ${exampleList(exampleNetworks(1))}`)
	.superRefine((networks, ctx) => {
		const all = networks.indexOf(ALL_LINKED_NETWORKS);
		if (all !== -1 && networks.length > 1) {
			const message = '"all" means every linked network and must be listed alone';
			ctx.addIssue({ code: 'custom', path: [all], message });
		}
		networks.forEach((network, index) => {
			if (networks.indexOf(network) !== index) {
				const message = `${describeValue(network)} is listed twice; list each network once`;
				ctx.addIssue({ code: 'custom', path: [index], message });
			}
		});
	});

export const ScheduleDateSchema = z.string().transform((value, ctx) => {
	const ms = parseUtcTimestamp(value);
	if (ms === undefined) {
		const message = `must be a UTC date-time like ${UTC_TIMESTAMP_EXAMPLE}`;
		ctx.addIssue({ code: 'custom', message });
		return z.NEVER;
	}
	return formatUtcTimestamp(ms);
});

/** Hashtags `autoHashtag.max` may ask for (https://www.ayrshare.com/docs/apis/post/overview, "Auto Hashtags": 1-10). */
export const AUTO_HASHTAG_MAX = 10;

export const AutoHashtagSchema = z.union(
	[
		z.boolean(),
		z
			.object({
				max: z.number().int().min(1).max(AUTO_HASHTAG_MAX).default(2),
				position: z.enum(['auto', 'end']).optional(),
			})
			.passthrough(),
	],
	{
		errorMap: () => ({
			message: `must be true, false or {max: 1-${AUTO_HASHTAG_MAX}, position: "auto" | "end"}`,
		}),
	},
);

export const StockImageSchema = z.union([z.string().min(1), z.array(z.string().min(1)).min(1)], {
	errorMap: () => ({
		message: 'must be "random", a search term, or a list of stock image identifiers',
	}),
});
