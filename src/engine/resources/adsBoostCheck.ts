import type { z } from 'zod';
import type { ValidationIssue } from '../core/errors';
import { toValidationIssues } from '../core/zodIssues';
import { AD_MIN_RUN_HOURS, AD_RULES_NAME, AdBoostFields } from './adsSchemas';

/** The value of one boost field when that field alone is valid, whatever the others are. */
export function boostField<K extends keyof AdBoostFieldValues & string>(
	body: Record<string, unknown>,
	key: K,
): AdBoostFieldValues[K] | undefined {
	const schema = AdBoostFields.shape[key as keyof typeof AdBoostFields.shape];
	if (!schema || body[key] === undefined) return undefined;
	const result = schema.safeParse(body[key]);
	return result.success ? (result.data as AdBoostFieldValues[K]) : undefined;
}
type AdBoostFieldValues = z.output<typeof AdBoostFields>;

/** Rules across fields, checked on each field that is valid alone (so every problem shows at once). */
export function boostCrossIssues(body: Record<string, unknown>): ValidationIssue[] {
	const issues: ValidationIssue[] = [];
	const ids = (['postId', 'fbPostId', 'socialPostId'] as const).filter(
		(k) => body[k] !== undefined,
	);
	if (ids.length !== 1)
		issues.push({
			field: 'postId',
			value: ids.length === 0 ? undefined : body[ids[1]],
			message:
				ids.length === 0
					? 'is required: give postId (the service post id) or fbPostId/socialPostId (the network post id)'
					: 'give only one of postId, fbPostId and socialPostId',
		});
	// https://www.ayrshare.com/docs/apis/ads/facebook/get-dsa-recommendations: "Both dsaBeneficiary
	// and dsaPayor must be set together if either is provided".
	const dsa = (['dsaBeneficiary', 'dsaPayor'] as const).filter((k) => body[k] !== undefined);
	if (dsa.length === 1) {
		const missing = dsa[0] === 'dsaPayor' ? 'dsaBeneficiary' : 'dsaPayor';
		issues.push({
			field: missing,
			value: undefined,
			message: `is required with ${dsa[0]}: both DSA names are set together (GET /ads/facebook/dsaRecommendations suggests them)`,
		});
	}
	const minAge = boostField(body, 'minAge');
	const maxAge = boostField(body, 'maxAge');
	if (minAge !== undefined && maxAge !== undefined && minAge > maxAge)
		issues.push({ field: 'maxAge', value: maxAge, message: `must be at least minAge (${minAge})` });
	const start = boostField(body, 'startDate');
	const end = boostField(body, 'endDate');
	if (start !== undefined && end !== undefined) {
		const hours = (Date.parse(end) - Date.parse(start)) / 3_600_000;
		if (hours < AD_MIN_RUN_HOURS)
			issues.push({
				field: 'endDate',
				value: end,
				message: `must be at least ${AD_MIN_RUN_HOURS} hours after startDate (${AD_RULES_NAME}'s minimum run; it is ${Math.max(0, Math.round(hours * 10) / 10)} hours)`,
			});
	}
	return issues;
}

/**
 * Checks a boost (`POST /ads/:platform/boost`, ads docs: boost-post): every problem of
 * every field at once, the parsed body when there is none.
 */
export function checkBoost(body: Record<string, unknown>): {
	data?: AdBoostFieldValues;
	issues: ValidationIssue[];
} {
	const parsed = AdBoostFields.safeParse(body);
	const issues = parsed.success ? [] : toValidationIssues(parsed.error.issues, body);
	issues.push(...boostCrossIssues(body));
	return parsed.success && issues.length === 0 ? { data: parsed.data, issues } : { issues };
}
