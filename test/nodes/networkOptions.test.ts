import type { IDataObject } from 'n8n-workflow';

import { spStep, useSandbox } from '../helpers/socialPublishingSteps';

// Post › Publish and Preview through n8n with every network, All Linked Networks, the typed
// per-network options and Text per Network, against the sandbox.
const sp = useSandbox();
const IMAGE = 'https://example.com/photo.jpg';
const VIDEO = 'https://example.com/clip.mp4';

type Entry = { platform: string; postUrl: string };

async function held(postUrl: string): Promise<IDataObject> {
	return (await (await fetch(postUrl)).json()) as IDataObject;
}

function entries(json: IDataObject): Record<string, Entry> {
	return Object.fromEntries((json.postIds as Entry[]).map((e) => [e.platform, e]));
}

test('typed options reach each network as the service names them', async () => {
	const run = await sp.run([
		spStep('Publish', 'post', 'create', {
			text: 'Typed options',
			platforms: ['instagram', 'tiktok', 'linkedin', 'snapchat'],
			options: {
				mediaUrls: VIDEO,
				instagramOptions: {
					collaborators: 'natgeo, nasa',
					shareReelsFeed: false,
					userTags: { tag: [{ username: 'esa', x: 0.1, y: 0.9 }] },
				},
				tikTokOptions: { visibility: 'private', disableDuet: true, isAIGenerated: true },
				linkedInOptions: { visibility: 'connections' },
				snapChatOptions: { kind: 'spotlight' },
			},
		}),
	]);
	expect(run.errorOf('Publish')).toBeUndefined();
	const [result] = run.outputOf('Publish');
	expect(result.status).toBe('success');
	const sent = entries(result);
	expect((await held(sent.instagram.postUrl)).options).toEqual({
		shareReelsFeed: false,
		collaborators: ['natgeo', 'nasa'],
		userTags: [{ username: 'esa', x: 0.1, y: 0.9 }],
	});
	expect((await held(sent.linkedin.postUrl)).options).toEqual({ visibility: 'connections' });
	expect((await held(sent.snapchat.postUrl)).options).toEqual({ spotlight: true });
	// TikTok answers "pending" at once; the post's record holds the network post.
	const record = await sp.api('GET', `/post/${result.id as string}`);
	const tiktok = (record.postIds as Entry[]).find((e) => e.platform === 'tiktok') as Entry;
	expect((await held(tiktok.postUrl)).options).toEqual({
		visibility: 'private',
		disableDuet: true,
		isAIGenerated: true,
	});
});

test('Preview shows the options each network gets and names a wrong one, sending nothing', async () => {
	const run = await sp.run([
		spStep('Preview', 'post', 'preview', {
			text: 'Poll time',
			platforms: ['twitter', 'facebook', 'gmb'],
			options: {
				mediaUrls: IMAGE,
				xOptions: { pollOptions: 'Yes, No', pollDuration: 60, replySettings: 'following' },
				faceBookOptions: { reels: true },
				gmbOptions: { actionType: 'book' },
			},
		}),
	]);
	const [preview] = run.outputOf('Preview');
	expect(preview.valid).toBe(false);
	const networks = preview.networks as Record<string, IDataObject>;
	expect(networks.twitter.options).toEqual({
		poll: { options: ['Yes', 'No'], duration: 60 },
		replySettings: 'following',
	});
	const fields = (preview.issues as IDataObject[]).map((i) => i.field).sort();
	expect(fields).toEqual([
		'faceBookOptions.reels',
		'gmbOptions.callToAction.url',
		'twitterOptions.poll',
	]);
	expect((networks.facebook.problems as string[]).join(' ')).toMatch(/needs exactly one video/);
});

test('All Linked Networks publishes to every network the profile has linked', async () => {
	// X needs the user's own app keys on today's service; this test is about the other networks.
	await sp.api('POST', '/admin/unlink', { platform: 'twitter' });
	const run = await sp.run([
		spStep('Publish', 'post', 'create', {
			text: 'To all',
			platforms: ['all'],
			options: {
				mediaUrls: VIDEO,
				youTubeTitle: 'To all',
				redditTitle: 'To all',
				redditSubreddit: 'test',
			},
		}),
	]);
	expect(run.errorOf('Publish')).toBeUndefined();
	const [result] = run.outputOf('Publish');
	const user = await sp.api('GET', '/user');
	expect(Object.keys(entries(result)).sort()).toEqual([...user.activeSocialAccounts].sort());
	expect(Object.keys(entries(result))).toEqual(expect.arrayContaining(['bluesky', 'threads']));
});

test('Text per Network makes one post per network with its own text, and one for the rest', async () => {
	const run = await sp.run([
		spStep('Publish', 'post', 'create', {
			text: 'The long version for LinkedIn and Facebook',
			platforms: ['threads', 'linkedin', 'facebook', 'bluesky'],
			options: {
				networkTexts: {
					entry: [
						{ network: 'threads', text: 'Short for Threads' },
						{ network: 'bluesky', text: 'Short for Bluesky' },
					],
				},
			},
		}),
	]);
	expect(run.errorOf('Publish')).toBeUndefined();
	const posts = run.outputOf('Publish');
	expect(posts).toHaveLength(3);
	const texts = await Promise.all(
		posts.map(async (post) => {
			const sent = Object.values(entries(post));
			return Promise.all(
				sent.map(async (e) => `${e.platform}: ${(await held(e.postUrl)).post as string}`),
			);
		}),
	);
	expect(texts.flat().sort()).toEqual([
		'bluesky: Short for Bluesky',
		'facebook: The long version for LinkedIn and Facebook',
		'linkedin: The long version for LinkedIn and Facebook',
		'threads: Short for Threads',
	]);
	expect(new Set(posts.map((p) => p.id)).size).toBe(3);
});

test('Text per Network for a network not in Network Names or IDs, or a part that breaks a rule, sends nothing', async () => {
	const before = (await sp.api('GET', '/history', undefined)).history?.length ?? 0;
	const stray = await sp.run([
		spStep('Publish', 'post', 'create', {
			text: 'Hello',
			platforms: ['linkedin'],
			options: { networkTexts: { entry: [{ network: 'twitter', text: 'Hi X' }] } },
		}),
	]);
	expect(stray.errorOf('Publish')?.message).toBe(
		'Text per Network names twitter, which Network Names or IDs does not list (it lists linkedin)',
	);
	const tooLong = await sp.run([
		spStep('Publish', 'post', 'create', {
			text: 'Fine for LinkedIn',
			platforms: ['linkedin', 'bluesky'],
			options: { networkTexts: { entry: [{ network: 'bluesky', text: 'b'.repeat(301) }] } },
		}),
	]);
	expect(tooLong.errorOf('Publish')?.message).toMatch(/bluesky allows at most 300/);
	const after = (await sp.api('GET', '/history', undefined)).history?.length ?? 0;
	expect(after).toBe(before);
});
