import type { Network } from '../networks';
import { isNetwork } from '../networks';
import { isRecord } from './isRecord';

/** One problem found in a request, named by field path, with the offending value and the rule it broke. */
export interface ValidationIssue {
	/** Dotted path into the request, e.g. `platforms[2]`, `autoHashtag.max`, `post`. */
	field: string;
	value: unknown;
	/** The rule, said so a user can act on it: "must be at most 280 weighted characters on <network>". */
	message: string;
	/** The network whose rule this is, when the rule is network-specific. */
	platform?: Network;
	/** Another request field that would make the input valid as it is, and what setting it does. */
	fix?: { field: string; value: unknown; effect: string };
}

/** The service's error body (https://www.ayrshare.com/docs/errors/errors-ayrshare), flattened out of any platform or `token` nesting. */
export interface ServiceErrorBody {
	action?: string;
	status?: string;
	code?: number;
	message?: string;
	details?: unknown;
	platform?: string;
	[key: string]: unknown;
}

/** Base of every error the engine throws. */
export class SocialPublishingError extends Error {
	override name = 'SocialPublishingError';
}

/** Bad input caught before any request was sent. Lists every problem at once. */
export class ValidationError extends SocialPublishingError {
	override name = 'ValidationError';
	readonly issues: ValidationIssue[];

	constructor(issues: ValidationIssue[], context = 'Invalid request') {
		super(`${context}: ${issues.map(formatIssue).join('; ')}`);
		this.issues = issues;
	}
}

export function formatIssue(issue: ValidationIssue): string {
	return `${issue.field} ${issue.message} (got ${describeValue(issue.value)})`;
}

/** A short, safe rendering of a value for messages: long strings are cut, objects summarised. */
export function describeValue(value: unknown): string {
	if (value === undefined) return 'nothing';
	if (typeof value === 'string') {
		const cut = value.length > 60 ? `${value.slice(0, 57)}...` : value;
		return JSON.stringify(cut);
	}
	if (typeof value === 'number' || typeof value === 'boolean' || value === null)
		return String(value);
	if (Array.isArray(value)) return `an array of ${value.length}`;
	return `an ${typeof value}`;
}

export interface APIErrorInit {
	status: number;
	body: unknown;
	headers?: Record<string, string | undefined>;
	method?: string;
	path?: string;
}

/** The service answered with an error: a non-2xx status, or a 2xx whose body says `status: error`. */
export class APIError extends SocialPublishingError {
	override name = 'APIError';
	/** HTTP status. */
	readonly status: number;
	/** The service's numeric error code, when it gave one. */
	readonly code?: number;
	/** The service's `action` (`post`, `delete`, `JWT`, ...). */
	readonly action?: string;
	readonly details?: unknown;
	/** The network the error belongs to: from the error itself, or the key it was nested under. */
	readonly platform?: string;
	/** Every error entry the body carried (a post can fail on several networks at once). */
	readonly errors: ServiceErrorBody[];
	/** The whole parsed body, for callers that need the partial results of a failed send. */
	readonly body: unknown;
	readonly headers: Record<string, string | undefined>;
	/** `METHOD /path` of the request, without query or credentials. */
	readonly request?: string;

	constructor(init: APIErrorInit, message?: string) {
		const errors = extractServiceErrors(init.body);
		const first = errors[0] ?? {};
		const serviceMessage = errors
			.map((e) => (e.platform ? `${e.platform}: ${e.message ?? 'error'}` : e.message))
			.filter(Boolean)
			.join('; ');
		super(message ?? (serviceMessage || `The service answered HTTP ${init.status}`));
		this.status = init.status;
		this.code = typeof first.code === 'number' ? first.code : undefined;
		this.action = typeof first.action === 'string' ? first.action : undefined;
		this.details = first.details;
		this.platform = typeof first.platform === 'string' ? first.platform : undefined;
		this.errors = errors;
		this.body = init.body;
		this.headers = init.headers ?? {};
		this.request = init.method && init.path ? `${init.method} ${init.path}` : undefined;
	}
}

export class BadRequestError extends APIError {
	override name = 'BadRequestError';
}
export class AuthenticationError extends APIError {
	override name = 'AuthenticationError';
}
export class PermissionDeniedError extends APIError {
	override name = 'PermissionDeniedError';
}
export class NotFoundError extends APIError {
	override name = 'NotFoundError';
}
export class ConflictError extends APIError {
	override name = 'ConflictError';
}
export class RateLimitError extends APIError {
	override name = 'RateLimitError';
}
export class InternalServerError extends APIError {
	override name = 'InternalServerError';
}

/** No response arrived (refused, reset, timed out). `cause` holds the transport's error. */
export class ConnectionError extends SocialPublishingError {
	override name = 'ConnectionError';
	constructor(message: string, options?: { cause?: unknown }) {
		super(message, options);
	}
}

/** Picks the error class for an HTTP status. */
export function makeAPIError(init: APIErrorInit): APIError {
	const s = init.status;
	if (s === 400) return new BadRequestError(init);
	if (s === 401) return new AuthenticationError(init);
	if (s === 403) return new PermissionDeniedError(init);
	if (s === 404) return new NotFoundError(init);
	if (s === 409) return new ConflictError(init);
	if (s === 429) return new RateLimitError(init);
	if (s >= 500) return new InternalServerError(init);
	return new APIError(init);
}

function isErrorEntry(value: unknown): value is ServiceErrorBody {
	return isRecord(value) && (value.status === 'error' || typeof value.code === 'number');
}

/**
 * Collects the error entries of a body in the shapes the service uses: a top-level error,
 * an `errors` array, or an error nested under a platform key (`{<platform>: {...}}`) or under `token`.
 */
export function extractServiceErrors(body: unknown): ServiceErrorBody[] {
	if (!isRecord(body)) {
		return typeof body === 'string' && body.trim() ? [{ message: body.trim().slice(0, 500) }] : [];
	}
	const found: ServiceErrorBody[] = [];
	if (Array.isArray(body.errors)) {
		for (const entry of body.errors) if (isRecord(entry)) found.push({ ...entry });
	}
	for (const [key, value] of Object.entries(body)) {
		if ((isNetwork(key) || key === 'token') && isErrorEntry(value)) {
			found.push({ ...value, platform: typeof value.platform === 'string' ? value.platform : key });
		}
	}
	if (
		found.length === 0 &&
		(body.status === 'error' || typeof body.code === 'number' || body.message)
	) {
		const top = { ...body };
		delete top.errors;
		found.push(top);
	}
	return found;
}

/**
 * True when a 2xx body still reports failure: `status: "error"` at the top, or, when the body has no
 * top-level status, an error nested under a platform key or `token`. A per-network failure inside a
 * body whose top-level status is not `error` is a partial result, not an error.
 */
export function bodySignalsError(body: unknown): boolean {
	if (!isRecord(body)) return false;
	if (body.status === 'error') return true;
	if (body.status !== undefined) return false;
	return Object.entries(body).some(
		([key, value]) =>
			(isNetwork(key) || key === 'token') && isRecord(value) && value.status === 'error',
	);
}
