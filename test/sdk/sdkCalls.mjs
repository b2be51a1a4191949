// Runs the service's official Node SDK (`social-media-api`, unchanged) against a local sandbox and
// prints what each call answered, one JSON document on stdout. test/sdk/officialSdk.test.ts starts
// the sandbox, runs this in a child process (the SDK is an ES module) and asserts on the answers.
// nock forwards the SDK's requests for the hosted service to the sandbox as they are
// (sdkBridge.mjs).
//
// Environment: SP_SDK_SANDBOX_URL (the sandbox's base URL, …/api), SP_SDK_API_KEY, SP_SDK_FEED_URL.
import { callRecorder, forwardServiceToSandbox } from './sdkBridge.mjs';

const sandboxApi = process.env.SP_SDK_SANDBOX_URL.replace(/\/$/, '');
const apiKey = process.env.SP_SDK_API_KEY;
const forwarded = forwardServiceToSandbox(sandboxApi);

const { default: SocialMediaAPI } = await import('social-media-api');
// Which of the SDK's methods this script calls, so the test can tell none was left out.
const methods = Object.getOwnPropertyNames(SocialMediaAPI.prototype).filter(
	(name) => name !== 'constructor',
);
const called = new Set();
for (const name of methods) {
	const method = SocialMediaAPI.prototype[name];
	SocialMediaAPI.prototype[name] = function (...args) {
		called.add(name);
		return method.apply(this, args);
	};
}
// The SDK's own way to send the X app keys the sandbox requires on X requests (SDK 1.3.0).
const sdk = new SocialMediaAPI(apiKey).setTwitterByo(
	process.env.SP_SDK_X_API_KEY,
	process.env.SP_SDK_X_API_SECRET,
);
const { results, call } = callRecorder();

const PNG =
	'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
const soon = new Date(Date.now() + 3 * 24 * 3600_000).toISOString();
const later = new Date(Date.now() + 4 * 24 * 3600_000).toISOString();

await call('user', () => sdk.user());
await call('post', () =>
	sdk.post({ post: 'Hello from the official SDK', platforms: ['twitter', 'facebook'] }),
);
const postId = results.post?.id;
await call('getPost', () => sdk.getPost({ id: postId }));
await call('history', () => sdk.history());
await call('historyById', () => sdk.history({ id: postId }));
await call('postComment', () =>
	sdk.postComment({ id: postId, comment: 'First!', platforms: ['twitter'] }),
);
await call('incomingComment', () =>
	fetch(`${sandboxApi}/admin/comments/incoming`, {
		method: 'POST',
		headers: { authorization: `Bearer ${apiKey}`, 'content-type': 'application/json' },
		body: JSON.stringify({ postId, platform: 'twitter', comment: 'Love this', userName: 'Dana' }),
	}).then((r) => r.json()),
);
await call('replyComment', () =>
	sdk.replyComment({
		commentId: results.incomingComment?.commentId,
		comment: 'Thank you, Dana!',
		platforms: ['twitter'],
	}),
);
await call('getComments', () => sdk.getComments({ id: postId }));
await call('deleteComments', () => sdk.deleteComments({ id: results.postComment?.commentID }));
await call('getCommentsAfterDelete', () => sdk.getComments({ id: postId }));
await call('historyByPlatform', () => sdk.history({ platform: 'twitter' }));
await call('scheduled', () =>
	sdk.post({ post: 'Later, from the SDK', platforms: ['linkedin'], scheduleDate: soon }),
);
await call('updatePost', () => sdk.updatePost({ id: results.scheduled?.id, scheduleDate: later }));
await call('fault', () =>
	fetch(`${sandboxApi}/admin/faults`, {
		method: 'POST',
		headers: { authorization: `Bearer ${apiKey}`, 'content-type': 'application/json' },
		body: JSON.stringify({ platform: 'telegram', count: 1 }),
	}).then((r) => r.json()),
);
await call('failedPost', () => sdk.post({ post: 'This one fails once', platforms: ['telegram'] }));
await call('retryPost', () => sdk.retryPost({ id: results.failedPost?.id }));
await call('delete', () => sdk.delete({ id: results.scheduled?.id }));
await call('upload', () => sdk.upload({ file: PNG, fileName: 'dot.png', description: 'one dot' }));
await call('media', () => sdk.media());
await call('shorten', () => sdk.shorten({ url: 'https://shop.example/spring' }));
await call('shortLink', () =>
	sdk.shortLink({ url: 'https://shop.example/summer', utmSource: 'sdk' }),
);
await call('shortLinkAnalytics', () => sdk.shortLinkAnalytics({ id: results.shortLink?.id }));
await call('analyticsPost', () => sdk.analyticsPost({ id: postId, platforms: ['twitter'] }));
await call('analyticsSocial', () => sdk.analyticsSocial({ platforms: ['twitter'] }));
await call('autoHashtags', () =>
	sdk.autoHashtags({ post: 'Fresh coffee beans roasted every morning in Berlin' }),
);
await call('recommendHashtags', () => sdk.recommendHashtags({ keyword: 'coffee' }));
await call('setAutoSchedule', () =>
	sdk.setAutoSchedule({ schedule: ['09:00Z', '17:30Z'], title: 'sdk' }),
);
await call('listAutoSchedule', () => sdk.listAutoSchedule());
await call('deleteAutoSchedule', () => sdk.deleteAutoSchedule({ title: 'sdk' }));
await call('feedAdd', () => sdk.feedAdd({ url: process.env.SP_SDK_FEED_URL }));
await call('feedGet', () => sdk.feedGet());
await call('feedUpdate', () => sdk.feedUpdate({ id: results.feedAdd?.id, autoHashtag: true }));
await call('feedDelete', () => sdk.feedDelete({ id: results.feedAdd?.id }));
await call('createProfile', () => sdk.createProfile({ title: 'SDK Bakery' }));
await call('updateProfile', () =>
	sdk.updateProfile({ profileKey: results.createProfile?.profileKey, title: 'SDK Bakery Berlin' }),
);
await call('getProfiles', () => sdk.getProfiles());
await call('generateJWT', () =>
	sdk.generateJWT({
		domain: 'acme',
		privateKey: process.env.SP_SDK_PRIVATE_KEY,
		profileKey: results.createProfile?.profileKey,
	}),
);
await call('unlinkSocial', () =>
	new SocialMediaAPI(apiKey)
		.setProfileKey(results.createProfile?.profileKey)
		.unlinkSocial({ platform: 'telegram' }),
);
await call('deleteProfile', () =>
	sdk.deleteProfile({ profileKey: results.createProfile?.profileKey }),
);
await call('registerWebhook', () =>
	sdk.registerWebhook({ action: 'messages', url: 'https://hooks.example/sdk' }),
);
await call('listWebhooks', () => sdk.listWebhooks());
await call('unregisterWebhook', () => sdk.unregisterWebhook({ action: 'messages' }));
// Brand look-up is an Enterprise feature: an Enterprise account made with the sandbox's admin route.
await call('enterprise', () =>
	fetch(`${sandboxApi}/admin/accounts`, {
		method: 'POST',
		headers: { authorization: `Bearer ${apiKey}`, 'content-type': 'application/json' },
		body: JSON.stringify({ plan: 'enterprise' }),
	}).then((r) => r.json()),
);
await call('getBrandByUser', () =>
	new SocialMediaAPI(results.enterprise?.apiKey).getBrandByUser({
		platforms: ['twitter'],
		twitterUser: 'primary_profile',
	}),
);
await call('generatePost', () => sdk.generatePost({ text: 'Our new espresso blend is here' }));
await call('generateRewrite', () =>
	sdk.generateRewrite({ post: 'Our new espresso blend is here' }),
);
await call('generateTranslation', () =>
	sdk.generateTranslation({ text: 'Good morning', lang: 'es' }),
);
await call('generateAltText', () => sdk.generateAltText({ url: 'https://img.example/cup.jpg' }));
await call('uploadVideo', () =>
	sdk.upload({
		file: `data:video/mp4;base64,${Buffer.from('ftypisom sandbox clip').toString('base64')}`,
		fileName: 'store-tour.mp4',
	}),
);
await call('generateTranscription', () =>
	sdk.generateTranscription({ videoUrl: results.uploadVideo?.url }),
);
await call('reviews', () => sdk.reviews({ platform: 'gmb' }));
const reviewId = results.reviews?.gmb?.[0]?.id;
await call('review', () => sdk.review({ id: reviewId, platform: 'gmb' }));
await call('replyReview', () =>
	sdk.replyReview({ platform: 'gmb', reviewId, reply: 'Thank you!' }),
);
await call('deleteReplyReview', () => sdk.deleteReplyReview({ platform: 'gmb', reviewId }));
await call('verifyMediaExists', () =>
	sdk.verifyMediaExists({ mediaUrl: 'https://img.example/a.jpg' }),
);
await call('mediaUploadUrl', () =>
	sdk.mediaUploadUrl({ fileName: 'sdk-clip.mp4', contentType: 'mp4' }),
);
await call('mediaMeta', () => sdk.mediaMeta({ url: results.upload?.url }));
await call('resizeImage', () =>
	sdk.resizeImage({ file: results.upload?.url, platform: 'instagram' }),
);
// The legacy link analytics: the profile's short links (shortened above) with their clicks.
await call('analyticsLinks', () => sdk.analyticsLinks({ lastDays: 7 }));
await call('checkBannedHashtags', () => sdk.checkBannedHashtags({ hashtag: 'coffee' }));
await call('checkBannedHashtagsBanned', () => sdk.checkBannedHashtags({ hashtag: '#bikinibody' }));

console.log(JSON.stringify({ results, forwarded, methods, called: [...called] }));
