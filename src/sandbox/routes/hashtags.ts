import {
	HashtagBannedQuerySchema,
	HashtagsAutoSchema,
	HashtagsRecommendQuerySchema,
} from '../../engine/resources/hashtags';
import { banHashtag, hashtagKey, isBannedHashtag } from '../hashtags/bannedHashtags';
import { requirePlan } from '../http/auth';
import type { SandboxContext } from '../context';
import { validationFailed } from '../errors';
import { addHashtags, hashtagName, recommendHashtags } from '../hashtags';
import { PREMIUM_PLANS } from '../limits/plans';
import type { Reply, Route, SandboxRequest } from '../router';
import { parseRequest, withoutProfileKey } from '../posts/echoIssues';

const ACTION = 'hashtags';

/** Hashtag generation and recommendation (interface 4.7); Premium, Business or Enterprise. */
export const hashtagRoutes: Route[] = [
	{ method: 'POST', pattern: '/api/hashtags/auto', action: ACTION, handler: autoHashtags },
	{ method: 'POST', pattern: '/api/auto-hashtag', action: ACTION, handler: autoHashtags },
	{ method: 'GET', pattern: '/api/hashtags/recommend', action: ACTION, handler: recommend },
	{ method: 'GET', pattern: '/api/hashtags/banned', action: ACTION, handler: banned },
	{ method: 'POST', pattern: '/api/admin/hashtags/banned', action: 'admin', handler: addBanned },
];

function readHashtag(input: unknown, action: string): string {
	const hashtag = input === null ? {} : { hashtag: input };
	return parseRequest(HashtagBannedQuerySchema, hashtag, action).hashtag;
}

/** `GET /api/hashtags/banned?hashtag=` answers `{hashtag: "#tag", banned}` (any plan). */
function banned(req: SandboxRequest, ctx: SandboxContext): Reply {
	const hashtag = readHashtag(req.query.get('hashtag'), ACTION);
	return {
		status: 200,
		body: { hashtag: `#${hashtag.replace(/^#/, '')}`, banned: isBannedHashtag(ctx.db, hashtag) },
	};
}

/** `POST /api/admin/hashtags/banned {hashtag}` (sandbox only): the tag is reported banned from now on. */
function addBanned(req: SandboxRequest, ctx: SandboxContext): Reply {
	const hashtag = readHashtag(req.body?.hashtag ?? null, 'admin');
	banHashtag(ctx.db, hashtag);
	return {
		status: 200,
		body: { status: 'success', hashtag: `#${hashtagKey(hashtag)}`, banned: true },
	};
}

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
