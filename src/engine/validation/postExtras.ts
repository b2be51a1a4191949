import { z } from 'zod';
import { isRecord } from '../core/isRecord';
import { formatUtcTimestamp, parseUtcTimestamp, UTC_TIMESTAMP_EXAMPLE } from '../scheduling/dates';

/** Auto repost limits (post docs, "Auto Repost"): 1-10 reposts, at least 2 days apart. */
export const AUTO_REPOST_MAX_REPEAT = 10;
export const AUTO_REPOST_MIN_DAYS = 2;

const DAY_MS = 24 * 60 * 60 * 1000;

const whole = (what: string) => `must be a whole number: ${what}`;

export const AutoRepostSchema = z
	.object(
		{
			repeat: z
				.number({
					required_error: `is required: how many times to repost, 1-${AUTO_REPOST_MAX_REPEAT}`,
					invalid_type_error: whole(`how many times to repost, 1-${AUTO_REPOST_MAX_REPEAT}`),
				})
				.int(whole(`how many times to repost, 1-${AUTO_REPOST_MAX_REPEAT}`))
				.min(1, `must be from 1 to ${AUTO_REPOST_MAX_REPEAT} reposts`)
				.max(AUTO_REPOST_MAX_REPEAT, `must be from 1 to ${AUTO_REPOST_MAX_REPEAT} reposts`),
			days: z
				.number({
					required_error: `is required: days between reposts, at least ${AUTO_REPOST_MIN_DAYS}`,
					invalid_type_error: whole(`days between reposts, at least ${AUTO_REPOST_MIN_DAYS}`),
				})
				.int(whole(`days between reposts, at least ${AUTO_REPOST_MIN_DAYS}`))
				.min(AUTO_REPOST_MIN_DAYS, `must be at least ${AUTO_REPOST_MIN_DAYS} days between reposts`),
			startDate: z
				.string({ invalid_type_error: `must be a UTC date-time like ${UTC_TIMESTAMP_EXAMPLE}` })
				.transform((value, ctx) => {
					const ms = parseUtcTimestamp(value);
					if (ms !== undefined) return formatUtcTimestamp(ms);
					ctx.addIssue({
						code: 'custom',
						message: `must be a UTC date-time like ${UTC_TIMESTAMP_EXAMPLE}`,
					});
					return z.NEVER;
				})
				.optional(),
		},
		{ invalid_type_error: 'must be an object like {repeat: 3, days: 7}' },
	)
	.passthrough();
export type AutoRepost = z.infer<typeof AutoRepostSchema>;

const flag = (meaning: string) =>
	z.boolean({ invalid_type_error: `must be true or false: ${meaning}` }).optional();

/**
 * Post fields the service documents since 2026 (post docs): spread into the post schema. Unknown
 * to the 2024 contract, so each is checked here and passed on untouched.
 */
export const POST_EXTRA_FIELDS = {
	autoRepost: AutoRepostSchema.optional(),
	validateScheduled: flag('false skips the check of a scheduled post until it is sent'),
	unsplash: z
		.string({ invalid_type_error: 'must be "random", a search term or an Unsplash image id' })
		.trim()
		.min(1, 'must be "random", a search term or an Unsplash image id')
		.optional(),
	randomPost: flag('true has the service write a random text (for testing)'),
	randomMediaUrl: flag('true has the service add a random image (for testing)'),
};

/** Reposts of an auto-reposted post: `repeat` more times, `days` apart after the first send. */
export function autoRepostTimes(firstSend: number, autoRepost: AutoRepost): number[] {
	return Array.from(
		{ length: autoRepost.repeat },
		(_, i) => firstSend + (i + 1) * autoRepost.days * DAY_MS,
	);
}

/** What the network rules check when the service picks text or an image: stand-ins of a typical size. */
export const SERVICE_CHOSEN_TEXT_SAMPLE = 'A random sample post the service writes for testing.';
export const SERVICE_CHOSEN_IMAGE_SAMPLE = 'https://images.example.com/service-chosen.jpg';

/** The service writes the text of a `randomPost`: `post` may then be left out. */
export function withRandomPostText(input: unknown): unknown {
	if (!isRecord(input) || input.randomPost !== true || input.post !== undefined) return input;
	return { ...input, post: '' };
}

/**
 * The request as the networks will get it when the service picks the text (`randomPost`) or adds
 * an image (`randomMediaUrl`, `unsplash`): per-network rules are checked against stand-ins.
 */
export function withServiceChosenContent(input: unknown): unknown {
	if (!isRecord(input)) return input;
	const addsImage =
		input.randomMediaUrl === true ||
		(typeof input.unsplash === 'string' && input.unsplash.trim() !== '');
	if (input.randomPost !== true && !addsImage) return input;
	const copy: Record<string, unknown> = { ...input };
	if (input.randomPost === true) copy.post = SERVICE_CHOSEN_TEXT_SAMPLE;
	if (addsImage) {
		const given = Array.isArray(input.mediaUrls) ? input.mediaUrls : [];
		copy.mediaUrls = [...given, SERVICE_CHOSEN_IMAGE_SAMPLE];
	}
	return copy;
}
