// Expectation for workflows/boost-best-post-of-the-week.json:
// Start -> Week of Facebook posts -> Post analytics -> Engagement -> All posts (Aggregate)
//       -> Most engaged this week -> Ad account -> Boost it -> Ad report.
// Passes when the post picked is the most engaged of this week's posts read, the boost answered an
// ad id in review (or already active) with the $50 budget on that post, and the report carries it.
//
// Called with the context of test/e2e/run.mjs or with the `n8n execute --rawOutput` JSON itself
// (test/helpers/expectations.ts does the latter); uses only the run. Synchronous.

import { runReader } from '../lib/expect-run.mjs';

const NAME = 'boost-best-post-of-the-week';
const WEEK_MS = 7 * 24 * 3600 * 1000;

const { runDataOf, itemsOf, check } = runReader(NAME);

export default function expectBoostBestPost(input) {
	const runData = runDataOf(input);
	const posts = itemsOf(runData, 'Week of Facebook posts');
	const analytics = itemsOf(runData, 'Post analytics');
	check(posts.length > 0, 'no Facebook posts were read');
	check(
		analytics.length === posts.length,
		`${analytics.length} analytics for ${posts.length} posts`,
	);
	const picked = itemsOf(runData, 'Most engaged this week');
	check(picked.length === 1, `the pick is ${picked.length} items, expected 1`);
	const best = picked[0].best;
	check(best && typeof best === 'object', `no post picked: ${JSON.stringify(picked[0])}`);
	const newest = Math.max(...posts.map((p) => Date.parse(p.created)));
	const engaged = posts
		.map((p, i) => ({
			id: p.id,
			created: Date.parse(p.created),
			engaged: analytics[i].facebook?.analytics?.engagedUsers,
		}))
		.filter((p) => p.created >= newest - WEEK_MS);
	const most = Math.max(...engaged.map((p) => p.engaged));
	check(
		best.engagedUsers === most,
		`picked ${best.engagedUsers} engaged users, the week's most is ${most}`,
	);
	check(
		engaged.some((p) => p.id === best.networkPostId),
		`picked ${best.networkPostId}, not a post of the week`,
	);
	const [boost] = itemsOf(runData, 'Boost it');
	check(boost?.status === 'success', `the boost answered ${JSON.stringify(boost)}`);
	check(typeof boost.adId === 'string' && boost.adId !== '', 'the boost gave no ad id');
	check(
		boost.ad?.socialPostId === best.networkPostId,
		`boosted ${boost.ad?.socialPostId}, not ${best.networkPostId}`,
	);
	check(boost.ad?.budget === 50, `budget is ${boost.ad?.budget}, expected 50`);
	check(
		['PENDING_REVIEW', 'ACTIVE'].includes(boost.ad?.deliveryStatus),
		`the new ad is ${boost.ad?.deliveryStatus}`,
	);
	const [report] = itemsOf(runData, 'Ad report');
	check(report?.adId === boost.adId, `the report names ${report?.adId}, the ad is ${boost.adId}`);
	check(
		report.state === boost.ad.deliveryStatus && report.budget === 50,
		`report: ${JSON.stringify(report)}`,
	);
	check(
		report.boostedPost?.networkPostId === best.networkPostId,
		'the report does not name the post',
	);
	return report;
}
