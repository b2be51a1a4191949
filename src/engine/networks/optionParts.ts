import { z } from 'zod';
import { isRecord } from '../core/isRecord';
import { parseUtcTimestamp, UTC_TIMESTAMP_EXAMPLE } from '../scheduling/utcTimestamp';
import { isVideoUrl } from '../validation/media';
import type { OptionCheck, OptionFacts } from './entry';

/**
 * The parts the network entries build their option schemas and checks from. Every object stays
 * open: keys a schema does not name pass through untouched.
 */

/** An http or https URL with a host. */
export function isHttpUrl(value: string): boolean {
	try {
		const url = new URL(value);
		return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname !== '';
	} catch {
		return false;
	}
}

export const flag = (meaning: string) =>
	z.boolean({ invalid_type_error: `must be true or false: true ${meaning}` }).optional();

export const url = (example: string) =>
	z
		.string({ invalid_type_error: `must be a URL string like ${example}` })
		.refine(isHttpUrl, `must be an http or https URL like ${example}`);

export const text = (what: string, max?: number) => {
	const base = z.string({ invalid_type_error: `must be a string: ${what}` });
	return max === undefined ? base : base.max(max, `must be at most ${max} characters: ${what}`);
};

export const textList = (what: string, maxEach?: number) =>
	z.array(text(what, maxEach), { invalid_type_error: `must be a list of strings: ${what}` });

export const utcDate = z.string().refine((value) => parseUtcTimestamp(value) !== undefined, {
	message: `must be a UTC date-time like ${UTC_TIMESTAMP_EXAMPLE}`,
});

export const object = <T extends z.ZodRawShape>(shape: T, example: string) =>
	z.object(shape, { invalid_type_error: `must be an object like ${example}` }).passthrough();

export function hasVideo(facts: OptionFacts): boolean {
	return facts.isVideo || facts.mediaUrls.some(isVideoUrl);
}

export function isOneVideo(facts: OptionFacts): boolean {
	return facts.mediaCount === 1 && hasVideo(facts);
}

/** One alt text per media item at most. */
export function altTextCheck(
	facts: OptionFacts,
	group: string,
	options: Record<string, unknown>,
): OptionCheck {
	const altText = options.altText;
	const count = Array.isArray(altText) ? altText.length : 0;
	return {
		when: count > facts.mediaCount,
		field: `${group}.altText`,
		value: altText,
		message: `has ${count} alt texts for ${facts.mediaCount} media item(s); give one per image, in order`,
	};
}

/** An end date not before its start date. */
export function dateOrder(group: string, value: unknown): OptionCheck {
	const o = isRecord(value) ? value : undefined;
	const start = typeof o?.startDate === 'string' ? parseUtcTimestamp(o.startDate) : undefined;
	const end = typeof o?.endDate === 'string' ? parseUtcTimestamp(o.endDate) : undefined;
	return {
		when: start !== undefined && end !== undefined && end < start,
		field: `${group}.endDate`,
		value: o?.endDate,
		message: `must not be before startDate (${String(o?.startDate)})`,
	};
}
