import {
	hashtagsAutoEndpoint,
	hashtagsBannedEndpoint,
	hashtagsRecommendEndpoint,
} from '../../engine/contract/hashtags';
import { banHashtag, hashtagKey, isBannedHashtag } from '../hashtags/bannedHashtags';
import { ADMIN_BANNED_HASHTAG } from '../contract/adminInbox';
import { requirePlan } from '../http/auth';
import type { SandboxContext } from '../context';
import { validationFailed } from '../errors';
import { addHashtags, hashtagName, recommendHashtags } from '../hashtags';
import { PREMIUM_PLANS } from '../limits/plans';
import { contractRoute, type ContractRequest, type Reply, type Route } from '../router';

const ACTION = 'hashtags';

/**
 * Hashtag generation and recommendation, Premium, Business or Enterprise, and the banned check
 * (any plan): each declared by its contract (`src/engine/contract/hashtags.ts`), which parses the
 * request before the handler runs.
 */
export const hashtagRoutes: Route[] = [
	...contractRoute(hashtagsAutoEndpoint, { action: ACTION, handler: autoHashtags }),
	...contractRoute(hashtagsRecommendEndpoint, { action: ACTION, handler: recommend }),
	...contractRoute(hashtagsBannedEndpoint, { action: ACTION, handler: banned }),
	...contractRoute(ADMIN_BANNED_HASHTAG, { action: 'admin', handler: addBanned }),
];

/** `GET /api/hashtags/banned?hashtag=` answers `{hashtag: "#tag", banned}` (any plan). */
function banned(req: ContractRequest<typeof hashtagsBannedEndpoint>, ctx: SandboxContext): Reply {
	const { hashtag } = req.input.query;
	return {
		status: 200,
		body: { hashtag: `#${hashtag.replace(/^#/, '')}`, banned: isBannedHashtag(ctx.db, hashtag) },
	};
}

/** `POST /api/admin/hashtags/banned {hashtag}` (sandbox only): the tag is reported banned from now on. */
function addBanned(req: ContractRequest<typeof ADMIN_BANNED_HASHTAG>, ctx: SandboxContext): Reply {
	const { hashtag } = req.input.body;
	banHashtag(ctx.db, hashtag);
	return {
		status: 200,
		body: { status: 'success', hashtag: `#${hashtagKey(hashtag)}`, banned: true },
	};
}

/** `POST /api/hashtags/auto {post, max?, position?}` answers `{post}` with hashtags added. */
function autoHashtags(
	req: ContractRequest<typeof hashtagsAutoEndpoint>,
	_ctx: SandboxContext,
): Reply {
	requirePlan(req.account, PREMIUM_PLANS, ACTION, 'Hashtag generation');
	const request = req.input.body;
	return {
		status: 200,
		body: { post: addHashtags(request.post, { max: request.max, position: request.position }) },
	};
}

/** `GET /api/hashtags/recommend?keyword=` answers `{keyword, recommendations: [{name, viewCount}]}`. */
function recommend(
	req: ContractRequest<typeof hashtagsRecommendEndpoint>,
	_ctx: SandboxContext,
): Reply {
	requirePlan(req.account, PREMIUM_PLANS, ACTION, 'Hashtag recommendations');
	const query = req.input.query;
	const name = hashtagName(query.keyword);
	if (name === '') {
		throw validationFailed(ACTION, [
			{
				field: 'keyword',
				value: query.keyword,
				message: 'must contain letters or digits to make a hashtag from, like "coffee"',
			},
		]);
	}
	return {
		status: 200,
		body: { keyword: query.keyword, recommendations: recommendHashtags(name) },
	};
}
