import { isRecord } from '../engine/core/isRecord';
import { DUPLICATE_IDEMPOTENCY_KEY_CODE } from '../engine/core/idempotency';
import { MONTHLY_QUOTA_CODE } from '../engine/core/quota';
import { formatIssue, type ValidationIssue } from '../engine/core/errors';
import { describeSecret } from '../engine/resources/profiles';

/**
 * The sandbox's error codes. The service's docs (https://www.ayrshare.com/docs/errors/errors-ayrshare) name only some (146, 147, 189, 323, 349, 350); the
 * others follow the codes the deployed service is known to use, and the rest are ours.
 */
export const ErrorCode = {
	/** Missing or bad parameter, invalid JSON, a request in the wrong state. */
	badRequest: 101,
	/** Missing or invalid API key. */
	unauthorized: 102,
	/** The account's plan or add-ons do not include the feature. */
	planNotAllowed: 103,
	/** A profile key that is not one of this account's profiles. */
	profileKeyInvalid: 104,
	/** Unknown route, or a resource other than a post that does not exist. */
	notFound: 105,
	/** Request body over the size limit (ours: the HTTP status, as 429 and 500 are). */
	payloadTooLarge: 413,
	/** Body is not JSON (ours: the HTTP status; the docs' 107 is a network's duplicate error). */
	unsupportedMediaType: 415,
	/** Unknown post id. */
	unknownPost: 114,
	/** The profile's monthly post quota is used up (help center, "How many posts ... can I make?"). */
	monthlyQuota: MONTHLY_QUOTA_CODE,
	/** The network is not linked for the profile, or the network refused the post. */
	networkFailure: 156,
	/** The network does not allow deleting a published post through the service. */
	deleteNotSupported: 178,
	/** A user profile title already used in the account (https://www.ayrshare.com/docs/apis/profiles/create-profile). */
	duplicateProfileTitle: 146,
	/** A user profile could not be deleted: unknown key, or the primary profile (https://www.ayrshare.com/docs/apis/profiles/delete-profile). */
	profileDeleteFailed: 147,
	/** A linking token could not be made, e.g. from bad private key text (https://www.ayrshare.com/docs/apis/profiles/generate-jwt). */
	jwtFailed: 189,
	/** Analytics could not be read, e.g. for a post not sent yet (https://www.ayrshare.com/docs/apis/analytics/post). */
	analyticsFailed: 323,
	/** The idempotency key was already used in this profile. */
	duplicateIdempotencyKey: DUPLICATE_IDEMPOTENCY_KEY_CODE,
	/** The post is already deleted. */
	alreadyDeleted: 383,
	/** A network's daily post limit (its entry's `dailyPostLimit`) is used up. */
	dailyQuota: 435,
	/** Something broke inside the sandbox. */
	internal: 500,
} as const;

/** An error a route answers with: HTTP status plus the service's error body (https://www.ayrshare.com/docs/errors/errors-ayrshare). */
export class SandboxError extends Error {
	constructor(
		readonly httpStatus: number,
		readonly code: number,
		readonly action: string,
		message: string,
		/** Extra fields merged into the body (`details`, `id`, `errors`, ...). */
		readonly extra: Record<string, unknown> = {},
	) {
		super(message);
	}

	toBody(): Record<string, unknown> {
		return {
			action: this.action,
			status: 'error',
			code: this.code,
			message: this.message,
			...this.extra,
		};
	}
}

/** An error answered nested under one key, as the token operation does (https://www.ayrshare.com/docs/apis/profiles/generate-jwt): `{token: {...}}`. */
export class NestedSandboxError extends SandboxError {
	constructor(
		readonly key: string,
		httpStatus: number,
		code: number,
		action: string,
		message: string,
	) {
		super(httpStatus, code, action, message);
	}

	override toBody(): Record<string, unknown> {
		return { [this.key]: super.toBody() };
	}
}

export function badRequest(
	action: string,
	message: string,
	extra?: Record<string, unknown>,
): SandboxError {
	return new SandboxError(400, ErrorCode.badRequest, action, message, extra);
}

export function notFound(action: string, message: string): SandboxError {
	return new SandboxError(404, ErrorCode.notFound, action, message);
}

export function unknownPost(action: string, id: string): SandboxError {
	return new SandboxError(
		404,
		ErrorCode.unknownPost,
		action,
		`No post with id ${JSON.stringify(id)} in this profile. Check the id, or send the Profile-Key of the profile that owns it.`,
	);
}

/** Fields that hold secrets (keys, signing secrets): an error answer describes them, never repeats them. */
const SECRET_FIELD = /(^|\.)(secret|privateKey|apiKey|profileKeys?)(\[\d+\])*$/;
const SECRET_KEYS = new Set(['secret', 'privateKey', 'apiKey', 'profileKey', 'profileKeys']);

function withoutSecret(issue: ValidationIssue): ValidationIssue {
	const { value } = issue;
	if (value === undefined) return issue;
	if (SECRET_FIELD.test(issue.field)) return { ...issue, value: describeSecret(value) };
	if (isRecord(value)) {
		const entries = Object.entries(value);
		if (entries.some(([key]) => SECRET_KEYS.has(key))) {
			const safe = entries.map(([key, v]) => [key, SECRET_KEYS.has(key) ? describeSecret(v) : v]);
			return { ...issue, value: Object.fromEntries(safe) };
		}
	}
	return issue;
}

/** HTTP 400 listing every problem at once: the joined message plus one `errors` entry per issue. */
export function validationFailed(
	action: string,
	given: ValidationIssue[],
	extra: Record<string, unknown> = {},
): SandboxError {
	const issues = given.map(withoutSecret);
	const errors = issues.map((issue) => ({
		action,
		status: 'error',
		code: ErrorCode.badRequest,
		field: issue.field,
		...(issue.value !== undefined ? { value: issue.value } : {}),
		message: formatIssue(issue),
		...(issue.platform ? { platform: issue.platform } : {}),
	}));
	return badRequest(action, issues.map(formatIssue).join('; '), { errors, ...extra });
}
