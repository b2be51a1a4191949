export { networkIssues } from './networkIssues';
export { EMPTY_TEXT_NETWORKS, NETWORK_RULES } from './networkRules';
export { graphemeCount, isVideoUrl } from './media';
export { NETWORK_OPTION_SCHEMAS } from './networkOptionSchemas';
export type { NetworkRule } from './networkRules';
export {
	AUTO_HASHTAG_MAX,
	autoScheduleTitle,
	FORBIDDEN_KEYS,
	findForbiddenKeys,
	normalisePostAliases,
	POST_FIELD_ALIASES,
	PostCreateSchema,
} from './postSchema';
export type { NetworkTarget, PostCreateInput, PostCreateRequest } from './postSchema';
export { TWEET_MAX_WEIGHTED_LENGTH, TWEET_URL_LENGTH, tweetWeightedLength } from './tweetLength';
export { splitThread, threadPostName } from './thread';
export { characterCount } from './textLength';
export type { SplitThreadOptions, ThreadPost } from './thread';
export { assertValidPost, validatePost, validatePostForCreate } from './validatePost';
export type { PostValidationResult } from './validatePost';
export { checkMediaUrls } from './mediaCheck';
export type { MediaUrlChecker } from './mediaCheck';
export {
	commentIssues,
	DISABLE_COMMENTS_NETWORKS,
	FIRST_COMMENT_MAX_LENGTH,
	FIRST_COMMENT_MEDIA_NETWORKS,
	FIRST_COMMENT_NETWORKS,
	firstCommentNetworks,
} from './commentOptions';
export type { FirstComment } from './commentOptions';
export {
	AUTO_REPOST_MAX_REPEAT,
	AUTO_REPOST_MIN_DAYS,
	AutoRepostSchema,
	autoRepostTimes,
	POST_EXTRA_FIELDS,
} from './postExtras';
export type { AutoRepost } from './postExtras';
// The registry's own exports (per-network constants included) stay part of the engine's API.
export * from '../networks';
