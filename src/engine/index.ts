export { createClient, SocialPublishingClient, type ClientOptions } from './client';
export * from './core/errors';
export * from './core/transport';
export { RequestSender, parseRetryAfter, isRetryableStatus, buildQuery } from './core/request';
export {
	DEFAULT_RETRY_POLICY,
	type RetryPolicy,
	type RequestSpec,
	type QueryValue,
} from './core/requestSpec';
export { encodePathSegment, path } from './core/path';
export { isRecord } from './core/isRecord';
export * from './core/xAppKeys';
export { RateLimitGate } from './core/rateLimit';
export {
	QuotaExceededError,
	ProfileSuspendedError,
	MONTHLY_QUOTA_CODE,
	nextQuotaReset,
} from './core/quota';
export { readRateLimit, type RateLimitReading } from './core/rateLimitHeaders';
export { newIdempotencyKey, DUPLICATE_IDEMPOTENCY_KEY_CODE } from './core/idempotency';
export {
	toValidationIssues,
	formatFieldPath,
	friendlyMessage,
	parseOrThrow,
} from './core/zodIssues';
export * from './networks';
export * from './resources/posts';
export * from './resources/history';
export * from './resources/media';
export * from './resources/hashtags';
export * from './resources/profileUpdate';
export * from './resources/mediaUrls';
export * from './resources/mediaResize';
export * from './resources/comments';
export * from './resources/links';
export * from './resources/autoSchedules';
export * from './resources/profiles';
export * from './resources/user';
export * from './resources/brand';
export * from './resources/analytics';
export * from './resources/feeds';
export * from './resources/bioPages';
export * from './resources/reviews';
export * from './resources/messages';
export * from './resources/messageRules';
export * from './resources/hooks';
export { isAcceptedWebhookUrl, isLocalAddress } from './resources/webhookSubscription';
export * from './resources/hookEvents';
export * from './resources/ai';
export * from './resources/ads';
export * from './resources/errorExplainer';
export { looseBoolean } from './core/looseBoolean';
export type { RequestOptions } from './resources/shared';
export * from './richtext';
export * from './validation';
export * from './scheduling';
export * from './webhooks';
