// The official SDK (`social-media-api`, unchanged) posting to the networks added for today's
// service, with their option objects and `platforms: ["all"]`, against a local sandbox. Prints one
// JSON document on stdout; test/sdk/networksSdk.test.ts asserts on it. nock forwards the SDK's
// requests for the hosted service to the sandbox as they are (sdkBridge.mjs).
// Environment: SP_SDK_SANDBOX_URL (…/api), SP_SDK_API_KEY.
import { callRecorder, forwardServiceToSandbox } from './sdkBridge.mjs';

const sandboxApi = process.env.SP_SDK_SANDBOX_URL.replace(/\/$/, '');
forwardServiceToSandbox(sandboxApi);

const { default: SocialMediaAPI } = await import('social-media-api');
const sdk = new SocialMediaAPI(process.env.SP_SDK_API_KEY);
const { results, call } = callRecorder();

await call('newNetworks', () =>
	sdk.post({
		post: 'From the SDK to the new networks',
		platforms: ['bluesky', 'threads', 'snapchat'],
		mediaUrls: ['https://example.com/clip.mp4'],
		blueSkyOptions: { altText: ['A clip'] },
		snapChatOptions: { savedStory: true },
	}),
);
await call('typedOptions', () =>
	sdk.post({
		post: 'Options from the SDK',
		platforms: ['instagram', 'tiktok'],
		mediaUrls: ['https://example.com/clip.mp4'],
		instagramOptions: { shareReelsFeed: false, collaborators: ['natgeo'] },
		tikTokOptions: { visibility: 'followers', disableStitch: true },
	}),
);
await call('badOption', () =>
	sdk.post({
		post: 'Wrong option',
		platforms: ['linkedin'],
		linkedInOptions: { visibility: 'everybody' },
	}),
);
// X needs the user's own app keys on today's service; this call is about the other networks.
await fetch(`${sandboxApi}/admin/unlink`, {
	method: 'POST',
	headers: {
		authorization: `Bearer ${process.env.SP_SDK_API_KEY}`,
		'content-type': 'application/json',
	},
	body: JSON.stringify({ platform: 'twitter' }),
});
await call('all', () =>
	sdk.post({
		post: 'Everywhere, from the SDK',
		platforms: ['all'],
		mediaUrls: ['https://example.com/clip.mp4'],
		youTubeOptions: { title: 'Everywhere' },
		redditOptions: { title: 'Everywhere', subreddit: 'test' },
	}),
);
await call('user', () => sdk.user());
process.stdout.write(`${JSON.stringify(results)}\n`);
