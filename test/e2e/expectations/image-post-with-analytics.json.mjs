// Expectation for workflows/image-post-with-analytics.json:
// Start -> Read linked accounts -> Download the account image (file) -> Upload to the media library
//       -> Publish to Instagram and Pinterest (auto hashtags, a link) -> What Instagram received
//       -> Click the short link from X (Referer https://t.co/) -> Post analytics -> Link clicks.
// Passes when the post went out on both networks with the uploaded image, the text Instagram
// received has hashtags and the link shortened, post analytics are there for both networks, and the
// short link counted the click, as one from twitter.
//
// Called with the context of test/e2e/run.mjs or with the `n8n execute --rawOutput` JSON itself
// (test/helpers/expectations.ts does the latter); uses only the run, so both work. Synchronous.

import { runReader } from '../lib/expect-run.mjs';

const NAME = 'image-post-with-analytics';
const SHOP_LINK = 'https://shop.example/spring-launch';
const NETWORKS = ['instagram', 'pinterest'];

const { runDataOf, firstItem, check } = runReader(NAME);

export default function expectImagePostWithAnalytics(input) {
	const runData = runDataOf(input);

	const uploaded = firstItem(runData, 'Upload to the media library');
	check(
		typeof uploaded.url === 'string' && uploaded.url.includes('/media/'),
		`the upload has no media URL: ${JSON.stringify(uploaded.url)}`,
	);

	const sent = firstItem(runData, 'Publish to Instagram and Pinterest');
	check(
		sent.status === 'success',
		`the post's status is ${JSON.stringify(sent.status)}, expected "success"`,
	);
	const postIds = Array.isArray(sent.postIds) ? sent.postIds : [];
	for (const network of NETWORKS) {
		const entry = postIds.find((p) => p.platform === network);
		check(
			entry?.status === 'success',
			`the post did not succeed on ${network}: ${JSON.stringify(entry ?? null)}`,
		);
	}

	const received = firstItem(runData, 'What Instagram received');
	const text = String(received.post ?? '');
	check(
		/(^|\s)#[\p{L}\p{N}_]+/u.test(text),
		`no hashtag in the text Instagram received: ${JSON.stringify(text)}`,
	);
	check(
		!text.includes(SHOP_LINK),
		`the link was not shortened in the text Instagram received: ${JSON.stringify(text)}`,
	);
	const shortLink = /https?:\/\/\S+?\/l\/([A-Za-z0-9]+)/.exec(text);
	check(shortLink, `no short link in the text Instagram received: ${JSON.stringify(text)}`);
	check(
		Array.isArray(received.mediaUrls) && received.mediaUrls.includes(uploaded.url),
		`Instagram did not receive the uploaded image ${uploaded.url}: ${JSON.stringify(received.mediaUrls)}`,
	);

	const analytics = firstItem(runData, 'Post analytics');
	for (const network of NETWORKS) {
		const entry = analytics[network];
		check(
			entry && typeof entry.analytics === 'object',
			`no post analytics for ${network}: ${JSON.stringify(entry ?? null)}`,
		);
	}

	const link = firstItem(runData, 'Link clicks');
	check(
		link.id === shortLink[1],
		`"Link clicks" read link ${JSON.stringify(link.id)}, not the one in the post (${shortLink[1]})`,
	);
	check(
		link.originalUrl === SHOP_LINK,
		`the short link points at ${JSON.stringify(link.originalUrl)}, expected ${SHOP_LINK}`,
	);
	check(
		Number(link.totalClicks) >= 1,
		`the link's totalClicks is ${JSON.stringify(link.totalClicks)}, expected at least 1`,
	);
	check(
		Number(link.socialClicks?.twitter) >= 1,
		`the click from https://t.co/ was not counted for twitter: socialClicks ${JSON.stringify(link.socialClicks)}`,
	);
	return { sent, received, analytics, link };
}
