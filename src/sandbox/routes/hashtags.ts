import { HashtagsAutoSchema, HashtagsRecommendQuerySchema } from '../../engine/resources/hashtags';
import { requirePlan } from '../auth';
import type { SandboxContext } from '../context';
import { validationFailed } from '../errors';
import { addHashtags, hashtagName, recommendHashtags } from '../hashtags';
import { PREMIUM_PLANS } from '../plans';
import type { Reply, Route, SandboxRequest } from '../router';
import { parseRequest, withoutProfileKey } from '../validate';

const ACTION = 'hashtags';

/** Hashtag generation and recommendation (interface 4.7); Premium, Business or Enterprise. */
export const hashtagRoutes: Route[] = [
	{ method: 'POST', pattern: '/api/hashtags/auto', action: ACTION, handler: autoHashtags },
	{ method: 'POST', pattern: '/api/auto-hashtag', action: ACTION, handler: autoHashtags },
	{ method: 'GET', pattern: '/api/hashtags/recommend', action: ACTION, handler: recommend },
];

/** `POST /api/hashtags/auto {post, max?, position?}` answers `{post}` with hashtags added. */
function autoHashtags(req: SandboxRequest, _ctx: SandboxContext): Reply {
	requirePlan(req.account, PREMIUM_PLANS, ACTION, 'Hashtag generation');
	const request = parseRequest(HashtagsAutoSchema, withoutProfileKey(req.body), ACTION);
	return {
		status: 200,
		body: { post: addHashtags(request.post, { max: request.max, position: request.position }) },
	};
}

/** `GET /api/hashtags/recommend?keyword=` answers `{keyword, recommendations: [{name, viewCount}]}`. */
function recommend(req: SandboxRequest, _ctx: SandboxContext): Reply {
	requirePlan(req.account, PREMIUM_PLANS, ACTION, 'Hashtag recommendations');
	const keywordText = req.query.get('keyword');
	const query = parseRequest(
		HashtagsRecommendQuerySchema,
		keywordText === null ? {} : { keyword: keywordText },
		ACTION,
	);
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
