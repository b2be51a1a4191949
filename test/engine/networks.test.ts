import { validatePost } from '../../src/engine/validation';

// The three networks added for today's service (bluesky, threads, snapchat), `platforms: ["all"]`
// and the typed per-network options: every problem named at once, unknown keys untouched.
const IMAGE = 'https://example.com/a.jpg';
const VIDEO = 'https://example.com/clip.mp4';

function issuesOf(request: Record<string, unknown>) {
	const result = validatePost(request);
	return result.ok ? [] : result.issues;
}

describe('bluesky', () => {
	it('counts graphemes: a family emoji is one character, 300 fit and 301 do not', () => {
		const family = '\u{1F468}\u200D\u{1F469}\u200D\u{1F467}';
		expect(issuesOf({ post: family.repeat(300), platforms: ['bluesky'] })).toEqual([]);
		const over = issuesOf({ post: `${'a'.repeat(300)}!`, platforms: ['bluesky'] });
		expect(over).toEqual([
			expect.objectContaining({
				field: 'post',
				platform: 'bluesky',
				message: 'is 301 characters (graphemes); bluesky allows at most 300',
			}),
		]);
	});

	it('takes up to 4 images, or one video alone', () => {
		expect(
			issuesOf({ post: 'x', platforms: ['bluesky'], mediaUrls: Array(4).fill(IMAGE) }),
		).toEqual([]);
		expect(
			issuesOf({ post: 'x', platforms: ['bluesky'], mediaUrls: Array(5).fill(IMAGE) })[0].message,
		).toBe('has 5 media items; bluesky allows at most 4');
		expect(
			issuesOf({ post: 'x', platforms: ['bluesky'], mediaUrls: [VIDEO, IMAGE] })[0].message,
		).toBe('has a video among 2 media items; bluesky takes up to 4 images or one video alone');
	});
});

describe('threads and snapchat', () => {
	it('threads: 500 characters, 20 media, one hashtag', () => {
		expect(issuesOf({ post: 'a'.repeat(500), platforms: ['threads'] })).toEqual([]);
		expect(issuesOf({ post: 'a'.repeat(501), platforms: ['threads'] })[0].message).toBe(
			'is 501 characters; threads allows at most 500',
		);
		expect(issuesOf({ post: '#one #two', platforms: ['threads'] })[0].message).toBe(
			'has 2 hashtags; threads allows at most 1',
		);
		expect(
			issuesOf({ post: '', platforms: ['threads'], mediaUrls: Array(21).fill(IMAGE) })[0].message,
		).toBe('has 21 media items; threads allows at most 20');
	});

	it('snapchat: one image or video is required; Spotlight takes a video only', () => {
		expect(issuesOf({ post: 'hi', platforms: ['snapchat'] })[0]).toMatchObject({
			field: 'mediaUrls',
			message: 'must include at least one image or video on snapchat',
		});
		expect(issuesOf({ post: '', platforms: ['snapchat'], mediaUrls: [VIDEO] })).toEqual([]);
		const spotlight = issuesOf({
			post: 'hi',
			platforms: ['snapchat'],
			mediaUrls: [IMAGE],
			snapChatOptions: { spotlight: true },
		});
		expect(spotlight).toEqual([
			expect.objectContaining({
				field: 'snapChatOptions.spotlight',
				message: 'needs a video: Spotlight takes video Snaps only',
			}),
		]);
	});
});

describe('platforms: ["all"]', () => {
	it('is accepted alone (the service picks the linked networks) and refused beside others', () => {
		expect(validatePost({ post: 'hi', platforms: ['all'] }).ok).toBe(true);
		expect(issuesOf({ post: 'hi', platforms: ['twitter', 'all'] })).toEqual([
			expect.objectContaining({
				field: 'platforms[1]',
				message: '"all" means every linked network and must be listed alone',
			}),
		]);
	});
});

describe('typed per-network options', () => {
	it('reports every wrong option at once, naming field, value and what is allowed', () => {
		const issues = issuesOf({
			post: 'hi',
			platforms: ['tiktok', 'linkedin', 'twitter', 'instagram', 'gmb'],
			mediaUrls: [VIDEO],
			tikTokOptions: { visibility: 'everyone' },
			linkedInOptions: { visibility: 'friends' },
			twitterOptions: { poll: { options: ['only one'], duration: 2 }, replySettings: 'all' },
			instagramOptions: { collaborators: ['a', 'b', 'c', 'd'] },
			gmbOptions: { callToAction: { actionType: 'book' } },
		});
		const byField = Object.fromEntries(issues.map((i) => [i.field, i]));
		expect(byField['tikTokOptions.visibility']).toMatchObject({
			value: 'everyone',
			message: 'must be one of "public", "private", "followers", "friends"',
		});
		expect(byField['linkedInOptions.visibility'].message).toBe(
			'must be one of "public", "connections", "loggedin"',
		);
		expect(byField['twitterOptions.poll.options'].message).toBe('must list 2 to 4 poll choices');
		expect(byField['twitterOptions.poll.duration'].message).toBe('must be at least 5 minutes');
		expect(byField['twitterOptions.replySettings'].message).toBe(
			'must be one of "following", "mentionedUsers", "subscribers", "verified"',
		);
		expect(byField['instagramOptions.collaborators'].message).toBe(
			'must list at most 3 collaborators',
		);
		expect(byField['gmbOptions.callToAction.url'].message).toBe(
			'is required for the "book" button (only "call" needs no URL)',
		);
	});

	it('checks options against the media: a Reel is one video, a poll carries none', () => {
		const issues = issuesOf({
			post: 'hi',
			platforms: ['facebook', 'twitter'],
			mediaUrls: [IMAGE, IMAGE],
			faceBookOptions: { reels: true },
			twitterOptions: { poll: { options: ['Yes', 'No'], duration: 60 } },
		});
		expect(issues.map((i) => i.field).sort()).toEqual([
			'faceBookOptions.reels',
			'twitterOptions.poll',
		]);
	});

	it('longPost lets X take up to 25,000 characters', () => {
		const long = 'a'.repeat(2000);
		expect(issuesOf({ post: long, platforms: ['twitter'] })).toHaveLength(1);
		expect(
			issuesOf({ post: long, platforms: ['twitter'], twitterOptions: { longPost: true } }),
		).toEqual([]);
	});

	it('lets unknown keys inside an option object pass untouched', () => {
		const request = {
			post: 'hi',
			platforms: ['instagram'],
			mediaUrls: [IMAGE],
			instagramOptions: { stories: true, futureFlag: { nested: [1] } },
		};
		const result = validatePost(request);
		expect(result.ok && result.value).toEqual(request);
	});
});
