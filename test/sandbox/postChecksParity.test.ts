import { FAR_FUTURE, useTestSandbox } from '../helpers/testSandbox';

// Issue 35: `/post` and `/validate/post` run one check pipeline (src/sandbox/posts/checks.ts), so
// a bad post is refused by `/post` with exactly the errors the dry run lists: same fields, values,
// networks and messages, in the same order; and a post the dry run passes is taken by `/post`.
const t = useTestSandbox();

const longText = 'word '.repeat(80).trim();
const nearTweetLimit = `${'ab '.repeat(92)}cake`;

const BAD_POSTS: Array<[string, () => Record<string, unknown>]> = [
	[
		'text, media and a missing title at once',
		() => ({
			post: 'x'.repeat(400),
			platforms: ['twitter', 'instagram', 'youtube'],
			mediaUrls: ['not a url'],
		}),
	],
	['no platforms', () => ({ post: 'Hello' })],
	['an unknown network', () => ({ post: 'Hello', platforms: ['twitter', 'myspace'] })],
	[
		'a bad option value',
		() => ({
			post: 'Poll',
			platforms: ['twitter'],
			twitterOptions: { poll: { options: ['only one'], duration: 3 } },
		}),
	],
	[
		'an unknown auto-schedule',
		() => ({ post: 'Slot', platforms: ['twitter'], autoSchedule: true, autoScheduleTitle: 'none' }),
	],
	[
		'"all" with a text too long for a linked network',
		() => ({ post: longText, platforms: ['all'] }),
	],
	[
		'auto-hashtags that push the text over a limit',
		() => ({ post: nearTweetLimit, platforms: ['twitter'], autoHashtag: { max: 5 } }),
	],
	[
		'several profiles, each without the auto-schedule',
		() => ({
			post: 'Fan out',
			platforms: ['twitter'],
			profileKeys: [t.profileKey('Acme Bakery'), t.profileKey('Acme Books')],
			autoSchedule: true,
			autoScheduleTitle: 'nowhere',
		}),
	],
	[
		'a schedule date in the past with a bad network rule',
		() => ({ post: 'x'.repeat(400), platforms: ['twitter'], scheduleDate: '2001-01-01T00:00:00Z' }),
	],
];

test.each(BAD_POSTS)('%s: /post answers the errors /validate/post lists', async (_name, make) => {
	const body = make();
	const dryRun = await t.api('POST', '/api/validate/post', { body });
	expect(dryRun.status).toBe(400);
	expect(dryRun.body.errors.length).toBeGreaterThan(0);
	const created = await t.api('POST', '/api/post', { body });
	expect(created.status).toBe(400);
	expect(created.body.errors).toEqual(dryRun.body.errors);
	expect(created.body.message).toBe(dryRun.body.message);
	expect(created.body.code).toBe(dryRun.body.code);
});

test.each([
	['a plain post', { post: 'Fine', platforms: ['twitter', 'facebook'] }],
	[
		'a future post whose network rules wait until it is due (validateScheduled: false)',
		{
			post: 'x'.repeat(400),
			platforms: ['twitter'],
			scheduleDate: FAR_FUTURE,
			validateScheduled: false,
		},
	],
	['a random text the service writes itself', { randomPost: true, platforms: ['twitter'] }],
])('%s: passed by /validate/post and taken by /post', async (_name, body) => {
	const dryRun = await t.api('POST', '/api/validate/post', { body });
	expect(dryRun.status).toBe(200);
	const created = await t.api('POST', '/api/post', { body });
	expect(created.status).toBe(200);
});
