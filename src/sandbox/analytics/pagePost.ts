import type { AnalyticsRecord } from '../../engine/resources/analytics';
import type { PostGrowth } from './growth';

const sum = (parts: Record<string, number>): number =>
	Object.values(parts).reduce((a, b) => a + b, 0);

function pageVideo(g: PostGrowth, impressions: number, unique: number): AnalyticsRecord {
	const views = g.count('videoViews', 0.3, 0.7);
	const uniqueViews = g.part(views, 'uniqueViews', 0.7, 0.9);
	const { autoplayed, clickedToPlay } = g.split(views, ['autoplayed', 'clickedToPlay']);
	const soundOn = g.part(views, 'soundOn', 0.2, 0.5);
	const avg = g.fixed('avgWatchMs', 3_000, 45_000);
	const viewTime = views * avg;
	const v10 = g.part(views, 'views10s', 0.3, 0.6);
	const v10Split = g.split(v10, ['autoPlayed', 'clickedToPlay']);
	const complete = g.part(v10, 'complete', 0.2, 0.5);
	const completeSplit = g.split(complete, ['autoPlayed', 'clickedToPlay']);
	const completeUnique = g.part(complete, 'completeUnique', 0.8, 0.95);
	const fan = g.part(impressions, 'videoFan', 0.2, 0.5);
	const fanUnique = g.part(fan, 'videoFanUnique', 0.7, 0.9);
	const viral = g.part(impressions, 'viral', 0.05, 0.2);
	const distribution = g.split(views, ['page_owned', 'shared']);
	return {
		totalVideo10SViews: v10,
		totalVideo10SViewsAutoPlayed: v10Split.autoPlayed,
		totalVideo10SViewsClickedToPlay: v10Split.clickedToPlay,
		totalVideo10SViewsOrganic: v10,
		totalVideo10SViewsPaid: 0,
		totalVideo10SViewsSoundOn: g.part(v10, 'v10SoundOn', 0.2, 0.5),
		totalVideo10SViewsUnique: g.part(v10, 'v10Unique', 0.7, 0.9),
		totalVideo15SViews: g.part(v10, 'views15s', 0.6, 0.9),
		totalVideo60SExcludesShorterViews: g.part(v10, 'views60s', 0.1, 0.3),
		totalVideoAvgTimeWatched: avg,
		totalVideoCompleteViews: complete,
		totalVideoCompleteViewsAutoPlayed: completeSplit.autoPlayed,
		totalVideoCompleteViewsClickedToPlay: completeSplit.clickedToPlay,
		totalVideoCompleteViewsOrganic: complete,
		totalVideoCompleteViewsOrganicUnique: completeUnique,
		totalVideoCompleteViewsPaid: 0,
		totalVideoCompleteViewsPaidUnique: 0,
		totalVideoCompleteViewsUnique: completeUnique,
		totalVideoImpressions: impressions,
		totalVideoImpressionsFan: fan,
		totalVideoImpressionsFanPaid: 0,
		totalVideoImpressionsFanPaidUnique: 0,
		totalVideoImpressionsFanUnique: fanUnique,
		totalVideoImpressionsOrganic: impressions,
		totalVideoImpressionsOrganicUnique: unique,
		totalVideoImpressionsPaid: 0,
		totalVideoImpressionsPaidUnique: 0,
		totalVideoImpressionsUnique: unique,
		totalVideoImpressionsViral: viral,
		totalVideoImpressionsViralUnique: g.part(viral, 'viralUnique', 0.7, 0.9),
		totalVideoViewTimeByAgeBucketAndGender: g.split(viewTime, [
			'F.18-24',
			'F.25-34',
			'F.35-44',
			'M.18-24',
			'M.25-34',
			'M.35-44',
			'U.25-34',
		]),
		totalVideoViewTimeByDistributionType: g.split(viewTime, ['page_owned', 'shared']),
		totalVideoViewTimeByRegionId: g.split(viewTime, [
			'California - United States',
			'New York - United States',
			'England - United Kingdom',
			'Ontario - Canada',
		]),
		totalVideoViewTotalTime: viewTime,
		totalVideoViewTotalTimeOrganic: viewTime,
		totalVideoViewTotalTimePaid: 0,
		totalVideoViews: views,
		totalVideoViewsAutoplayed: autoplayed,
		totalVideoViewsByDistributionType: distribution,
		totalVideoViewsClickedToPlay: clickedToPlay,
		totalVideoViewsOrganic: views,
		totalVideoViewsOrganicUnique: uniqueViews,
		totalVideoViewsPaid: 0,
		totalVideoViewsPaidUnique: 0,
		totalVideoViewsSoundOn: soundOn,
		totalVideoViewsUnique: uniqueViews,
		videoViews: views,
		videoViewsUnique: uniqueViews,
		blueReelsPlayCount: g.part(views, 'reelsPlays', 0.5, 1),
		postVideoAvgTimeWatched: avg,
		postVideoViewTime: viewTime,
	};
}

/** A page post's analytics (https://www.ayrshare.com/docs/apis/analytics/post); the video fields only for video posts. */
export function pagePostAnalytics(g: PostGrowth, video: boolean): AnalyticsRecord {
	const impressions = g.count('impressions', 0.6, 1);
	const unique = g.part(impressions, 'impressionsUnique', 0.6, 0.85);
	const reactionParts = g.split(g.count('reactions', 0.02, 0.08), [
		'like',
		'love',
		'haha',
		'wow',
		'sorry',
		'anger',
	]);
	const reactions = { ...reactionParts, total: sum(reactionParts) };
	const commentCount = g.count('comments', 0.002, 0.02);
	const sharesCount = g.count('shares', 0.001, 0.01);
	const clicksUnique = g.count('clicks', 0.01, 0.05);
	const negativeFeedback = g.count('negativeFeedback', 0, 0.002);
	const record: AnalyticsRecord = {
		blueReelsPlayCount: 0,
		clicksUnique,
		commentCount,
		engagedUsers: g.part(
			clicksUnique + reactions.total + commentCount + sharesCount,
			'engaged',
			0.7,
			0.9,
		),
		impressions,
		impressionsFanPaidUnique: 0,
		impressionsFanUnique: g.part(unique, 'fanUnique', 0.3, 0.6),
		impressionsOrganicUnique: unique,
		impressionsPaidUnique: 0,
		impressionsUnique: unique,
		likeCount: reactionParts.like,
		negativeFeedback,
		negativeFeedbackUnique: g.part(negativeFeedback, 'negativeUnique', 0.8, 1),
		postImpressionsUnique: unique,
		postVideoAvgTimeWatched: 0,
		postVideoSocialActions: { share: sharesCount, comment: commentCount, like: reactionParts.like },
		postVideoViewTime: 0,
		reactions,
		sharesCount,
		videoViews: 0,
		videoViewsUnique: 0,
	};
	if (!video) return record;
	return {
		...record,
		...pageVideo(g, impressions, unique),
		totalVideoReactionsByTypeTotal: reactionParts,
		totalVideoStoriesByActionType: {
			share: sharesCount,
			like: reactionParts.like,
			comment: commentCount,
		},
	};
}
