import { ValidationError } from '../../src/engine/core/errors';
import type { ValidationIssue } from '../../src/engine/core/errors';
import type { Network } from '../../src/engine/networks';
import { NETWORK_IDS } from '../../src/engine/networks';
import { RICH_TEXT_NETWORKS } from '../../src/engine/richtext';
import {
	assertValidPost,
	NETWORK_RULES,
	PostCreateSchema,
	validatePost,
} from '../../src/engine/validation';

const IMAGE = 'https://cdn.example.com/photo.jpg';
const VIDEO = 'https://cdn.example.com/clip.mp4';

/** A request every network accepts, so each test changes only the thing it checks. */
function validFor(network: Network, extra: Record<string, unknown> = {}): Record<string, unknown> {
	return {
		post: 'Hello',
		platforms: [network],
		mediaUrls: network === 'youtube' ? [VIDEO] : [IMAGE],
		...(network === 'youtube' ? { youTubeOptions: { title: 'A video' } } : {}),
		...(network === 'reddit' ? { redditOptions: { title: 'A title', subreddit: 'test' } } : {}),
		...extra,
	};
}

function issuesOf(request: unknown): ValidationIssue[] {
	const result = validatePost(request);
	return result.ok ? [] : result.issues;
}

function fields(request: unknown): string[] {
	return issuesOf(request).map((issue) => issue.field);
}

describe('NETWORK_RULES', () => {
	it('has one rule per platform, with the documented limits', () => {
		expect(Object.keys(NETWORK_RULES).sort()).toEqual([...NETWORK_IDS].sort());
		const lengths = Object.fromEntries(NETWORK_IDS.map((p) => [p, NETWORK_RULES[p].maxLength]));
		expect(lengths).toEqual({
			twitter: 280,
			facebook: 63206,
			fbg: 63206,
			instagram: 2200,
			linkedin: 3000,
			pinterest: 500,
			youtube: 5000,
			tiktok: 2200,
			telegram: 1024,
			reddit: 5000,
			gmb: 1500,
			bluesky: 300,
			threads: 500,
			snapchat: 500,
		});
		expect(NETWORK_RULES.bluesky.lengthUnit).toBe('graphemes');
		expect(NETWORK_RULES.bluesky.maxMedia).toBe(4);
		expect(NETWORK_RULES.threads.maxMedia).toBe(20);
		expect(NETWORK_RULES.snapchat.maxMedia).toBe(1);
		expect(NETWORK_RULES.snapchat.requiresMedia).toBe(true);
		expect(NETWORK_RULES.instagram.maxHashtags).toBe(30);
		expect(NETWORK_RULES.twitter.maxMedia).toBe(4);
		expect(NETWORK_RULES.instagram.maxMedia).toBe(10);
		expect(NETWORK_RULES.youtube.title?.maxLength).toBe(100);
		expect(NETWORK_RULES.reddit.title?.maxLength).toBe(300);
	});

	it('marks exactly the five rich-text networks as rich text', () => {
		for (const network of NETWORK_IDS) {
			const expected = (RICH_TEXT_NETWORKS as readonly string[]).includes(network);
			expect([network, NETWORK_RULES[network].richText]).toEqual([network, expected]);
		}
	});
});

describe('validatePost: the five headline problems at once', () => {
	it('reports an unknown platform, a long tweet, a bad date, empty pinterest text and autoSchedule+scheduleDate', () => {
		const result = validatePost({
			// 300 line breaks: 900 weighted on twitter (each goes out as U+2063 + newline, 2 + 1), but empty text once trimmed.
			post: '\n'.repeat(300),
			platforms: ['twitter', 'myspace', 'pinterest'],
			mediaUrls: [IMAGE],
			scheduleDate: '2026-13-45T10:00:00Z',
			autoSchedule: true,
		});
		expect(result.ok).toBe(false);
		const issues = result.ok ? [] : result.issues;
		expect(issues).toEqual(
			expect.arrayContaining([
				expect.objectContaining({
					field: 'platforms[1]',
					value: 'myspace',
					message: expect.stringMatching(
						/^"myspace" is not a supported platform; use one of facebook, fbg, /,
					),
				}),
				expect.objectContaining({
					field: 'post',
					platform: 'twitter',
					message:
						'is 900 weighted characters; twitter allows at most 280 (URLs count 23, styled letters 2)',
				}),
				expect.objectContaining({
					field: 'scheduleDate',
					value: '2026-13-45T10:00:00Z',
					message: 'must be a UTC date-time like 2026-05-01T14:30:00Z',
				}),
				expect.objectContaining({
					field: 'post',
					platform: 'pinterest',
					message:
						'must not be empty on pinterest (empty text is allowed only on bluesky, facebook, fbg, ' +
						'instagram, linkedin, snapchat, threads, tiktok, twitter, with media)',
				}),
				expect.objectContaining({ field: 'autoSchedule', value: true }),
			]),
		);
		expect(issues).toHaveLength(5);
	});

	it('assertValidPost throws one ValidationError carrying every issue', () => {
		const request = { post: 'x'.repeat(281), platforms: ['twitter', 'myspace'] };
		expect(() => assertValidPost(request)).toThrow(ValidationError);
		try {
			assertValidPost(request);
		} catch (error) {
			expect((error as ValidationError).issues.map((i) => i.field)).toEqual([
				'platforms[1]',
				'post',
			]);
			expect((error as Error).message).toMatch(/^Invalid post: /);
		}
	});

	it('assertValidPost answers the checked request when valid', () => {
		expect(assertValidPost(validFor('twitter'))).toEqual(validFor('twitter'));
	});
});

describe('request shape', () => {
	it('post is required and must be a string', () => {
		expect(fields({ platforms: ['twitter'] })).toEqual(['post']);
		expect(fields({ post: 5, platforms: ['twitter'] })).toEqual(['post']);
		expect(fields(validFor('twitter'))).toEqual([]);
	});

	it('platforms: required, at least one, known, no duplicates', () => {
		expect(fields({ post: 'x' })).toEqual(['platforms']);
		expect(fields({ post: 'x', platforms: [] })).toEqual(['platforms']);
		expect(fields({ post: 'x', platforms: 'twitter' })).toEqual(['platforms']);
		expect(fields({ post: 'x', platforms: ['twitter', 'twitter'] })).toEqual(['platforms[1]']);
		expect(fields({ post: 'x', platforms: ['twitter', 'facebook'] })).toEqual([]);
	});

	it('still checks the known platforms when one is unknown', () => {
		const issues = issuesOf({
			post: 'x'.repeat(501),
			platforms: ['pinterest', 'myspace'],
			mediaUrls: [IMAGE],
		});
		expect(issues.map((i) => [i.field, i.platform])).toEqual([
			['platforms[1]', undefined],
			['post', 'pinterest'],
		]);
		expect(issues[1].message).toBe('is 501 characters; pinterest allows at most 500');
	});

	it('mediaUrls must be http(s) URLs', () => {
		expect(fields(validFor('twitter', { mediaUrls: ['ftp://x/y.png', 'not a url', 7] }))).toEqual([
			'mediaUrls[0]',
			'mediaUrls[1]',
			'mediaUrls[2]',
		]);
		expect(fields(validFor('twitter', { mediaUrls: ['http://example.com/a.png'] }))).toEqual([]);
	});

	it('scheduleDate must be a real UTC timestamp; fractional seconds are accepted and dropped', () => {
		for (const bad of [
			'2026-02-30T10:00:00Z',
			'2026-05-01T10:00:00+02:00',
			'2026-05-01',
			'soon',
			5,
		]) {
			expect(fields(validFor('twitter', { scheduleDate: bad }))).toEqual(['scheduleDate']);
		}
		const result = validatePost(validFor('twitter', { scheduleDate: '2026-05-01T14:30:00.250Z' }));
		expect(result.ok && result.value.scheduleDate).toBe('2026-05-01T14:30:00Z');
		expect(fields(validFor('twitter', { scheduleDate: '2028-02-29T00:00:00Z' }))).toEqual([]);
	});

	// The post overview gives max 1-10 (this test pinned 1-5, an older edition's range).
	it('autoHashtag: true, false or {max 1-10 (default 2), position auto|end}', () => {
		for (const ok of [
			true,
			false,
			{ max: 1 },
			{ max: 10, position: 'end' },
			{ position: 'auto' },
		]) {
			expect(fields(validFor('twitter', { autoHashtag: ok }))).toEqual([]);
		}
		const result = validatePost(validFor('twitter', { autoHashtag: {} }));
		expect(result.ok && result.value.autoHashtag).toEqual({ max: 2 });
		const tooMany = issuesOf(validFor('twitter', { autoHashtag: { max: 11 } }));
		expect(tooMany).toEqual([
			{ field: 'autoHashtag.max', value: 11, message: 'must be at most 10' },
		]);
		expect(fields(validFor('twitter', { autoHashtag: { max: 0 } }))).toEqual(['autoHashtag.max']);
		expect(fields(validFor('twitter', { autoHashtag: { max: 1.5 } }))).toEqual(['autoHashtag.max']);
		expect(fields(validFor('twitter', { autoHashtag: { position: 'middle' } }))).toEqual([
			'autoHashtag.position',
		]);
		expect(fields(validFor('twitter', { autoHashtag: 'yes' }))).toEqual(['autoHashtag']);
	});

	it('idempotencyKey is 1-255 characters', () => {
		expect(fields(validFor('twitter', { idempotencyKey: '' }))).toEqual(['idempotencyKey']);
		expect(fields(validFor('twitter', { idempotencyKey: 'k'.repeat(256) }))).toEqual([
			'idempotencyKey',
		]);
		expect(fields(validFor('twitter', { idempotencyKey: 'k'.repeat(255) }))).toEqual([]);
	});

	it('stockImage is a string or a list of identifiers', () => {
		expect(fields(validFor('twitter', { stockImage: 'random' }))).toEqual([]);
		expect(fields(validFor('twitter', { stockImage: ['a1', 'b2'], mediaUrls: [] }))).toEqual([]);
		expect(fields(validFor('twitter', { stockImage: 3 }))).toEqual(['stockImage']);
		expect(fields(validFor('twitter', { stockImage: ['ok', 4] }))).toEqual(['stockImage[1]']);
	});

	it('profileKeys has at least one key; autoScheduleTitle is letters and digits', () => {
		expect(fields(validFor('twitter', { profileKeys: [] }))).toEqual(['profileKeys']);
		expect(fields(validFor('twitter', { profileKeys: ['PK1'] }))).toEqual([]);
		expect(fields(validFor('twitter', { autoScheduleTitle: 'my schedule!' }))).toEqual([
			'autoScheduleTitle',
		]);
		expect(
			fields(validFor('twitter', { autoSchedule: true, autoScheduleTitle: 'Launch2026' })),
		).toEqual([]);
	});

	it('typed flags and option objects', () => {
		const wrong = {
			isVideo: 'yes',
			requiresApproval: 1,
			shortenLinks: 'no',
			ads: { twitter: { createAd: 'y' } },
		};
		expect(fields(validFor('twitter', wrong))).toEqual([
			'isVideo',
			'requiresApproval',
			'shortenLinks',
			'ads.twitter.createAd',
		]);
		expect(
			fields(validFor('twitter', { pinterestOptions: { link: 'javascript:alert(1)' } })),
		).toEqual(['pinterestOptions.link']);
		expect(
			fields(validFor('youtube', { youTubeOptions: { title: 'T', visibility: 'secret' } })),
		).toEqual(['youTubeOptions.visibility']);
	});

	it('autoSchedule with scheduleDate is an issue; either alone is fine', () => {
		const both = issuesOf(
			validFor('twitter', { autoSchedule: true, scheduleDate: '2026-05-01T10:00:00Z' }),
		);
		expect(both).toEqual([expect.objectContaining({ field: 'autoSchedule', value: true })]);
		expect(both[0].message).toMatch(/cannot be combined with scheduleDate/);
		expect(fields(validFor('twitter', { autoSchedule: true }))).toEqual([]);
		expect(
			fields(validFor('twitter', { autoSchedule: false, scheduleDate: '2026-05-01T10:00:00Z' })),
		).toEqual([]);
	});

	it('accepts media_urls and shorten_links and answers them camelCased', () => {
		const result = validatePost({
			post: 'x',
			platforms: ['instagram'],
			media_urls: [IMAGE],
			shorten_links: false,
		});
		expect(result.ok).toBe(true);
		expect(result.ok && result.value).toEqual({
			post: 'x',
			platforms: ['instagram'],
			mediaUrls: [IMAGE],
			shortenLinks: false,
		});
	});

	it('passes unknown fields through untouched', () => {
		const extra = { customField: { nested: [1, 2] }, faceBookOptions: { mediaCaptions: ['a'] } };
		const result = validatePost(validFor('twitter', extra));
		expect(result.ok && result.value).toEqual(validFor('twitter', extra));
	});

	it('rejects __proto__, constructor and prototype keys at any depth', () => {
		const request = JSON.parse(
			'{"post":"x","platforms":["twitter"],"__proto__":{"polluted":1},' +
				'"extra":{"a":[{"constructor":1}]},"youTubeOptions":{"title":"t","prototype":{}}}',
		);
		expect(fields(request).sort()).toEqual([
			'__proto__',
			'extra.a[0].constructor',
			'youTubeOptions.prototype',
		]);
		expect(({} as Record<string, unknown>).polluted).toBeUndefined();
	});

	it('names a request that is not an object', () => {
		expect(fields('post')).toEqual(['request']);
		expect(fields(null)).toEqual(['request']);
	});
});

describe('per-network rules', () => {
	it.each(NETWORK_IDS.filter((p) => p !== 'twitter'))('%s: text length limit', (network) => {
		const max = NETWORK_RULES[network].maxLength;
		expect(fields(validFor(network, { post: 'a'.repeat(max) }))).toEqual([]);
		const over = issuesOf(validFor(network, { post: 'a'.repeat(max + 1) }));
		if (NETWORK_RULES[network].truncates) expect(over).toEqual([]);
		else expect(over).toEqual([expect.objectContaining({ field: 'post', platform: network })]);
	});

	it('twitter: weighted length, where styled letters count 2', () => {
		expect(fields(validFor('twitter', { post: 'a'.repeat(280) }))).toEqual([]);
		expect(fields(validFor('twitter', { post: 'a'.repeat(281) }))).toEqual(['post']);
		expect(fields(validFor('twitter', { post: `<b>${'a'.repeat(140)}</b>` }))).toEqual([]);
		const styled = issuesOf(validFor('twitter', { post: `<b>${'a'.repeat(141)}</b>` }));
		expect(styled[0].message).toBe(
			'is 282 weighted characters; twitter allows at most 280 (URLs count 23, styled letters 2)',
		);
		// The same text is plain, so 141 characters, on pinterest.
		expect(fields(validFor('pinterest', { post: `<b>${'a'.repeat(141)}</b>` }))).toEqual([]);
		const url = `https://example.com/${'p'.repeat(300)}`;
		expect(fields(validFor('twitter', { post: `${'a'.repeat(256)} ${url}` }))).toEqual([]);
	});

	it('empty text: only on the six networks that allow it, and only with media', () => {
		for (const network of [
			'facebook',
			'fbg',
			'instagram',
			'linkedin',
			'tiktok',
			'twitter',
		] as const) {
			expect(fields(validFor(network, { post: '' }))).toEqual([]);
		}
		const noMedia = issuesOf({ post: '', platforms: ['facebook'] });
		expect(noMedia).toEqual([expect.objectContaining({ field: 'post', platform: 'facebook' })]);
		expect(noMedia[0].message).toMatch(/^must not be empty on facebook without media/);
		for (const network of ['pinterest', 'telegram', 'gmb', 'reddit', 'youtube'] as const) {
			expect(fields(validFor(network, { post: '' }))).toEqual(['post']);
		}
		expect(fields(validFor('pinterest', { post: '<b> </b>' }))).toEqual(['post']);
	});

	it('media required on instagram, pinterest, tiktok and youtube', () => {
		for (const network of ['instagram', 'pinterest', 'tiktok'] as const) {
			const issues = issuesOf(validFor(network, { mediaUrls: [] }));
			expect(issues).toEqual([expect.objectContaining({ field: 'mediaUrls', platform: network })]);
			expect(fields(validFor(network, { mediaUrls: [], stockImage: 'random' }))).toEqual([]);
		}
		expect(fields(validFor('facebook', { mediaUrls: [] }))).toEqual([]);
	});

	it('media count limits', () => {
		const media = (n: number) => Array.from({ length: n }, (_, i) => `https://x.io/${i}.png`);
		expect(fields(validFor('twitter', { mediaUrls: media(4) }))).toEqual([]);
		const five = issuesOf(validFor('twitter', { mediaUrls: media(5) }));
		expect(five).toEqual([
			{
				field: 'mediaUrls',
				value: media(5),
				platform: 'twitter',
				message: 'has 5 media items; twitter allows at most 4',
			},
		]);
		expect(fields(validFor('instagram', { mediaUrls: media(10) }))).toEqual([]);
		expect(fields(validFor('instagram', { mediaUrls: media(11) }))).toEqual(['mediaUrls']);
	});

	it('youtube: exactly one video, and a title of at most 100 characters', () => {
		expect(fields(validFor('youtube'))).toEqual([]);
		expect(fields(validFor('youtube', { mediaUrls: [IMAGE] }))).toEqual(['mediaUrls']);
		expect(fields(validFor('youtube', { mediaUrls: [IMAGE], isVideo: true }))).toEqual([]);
		expect(fields(validFor('youtube', { mediaUrls: [VIDEO, VIDEO] }))).toEqual(['mediaUrls']);
		expect(fields(validFor('youtube', { mediaUrls: [] }))).toEqual(['mediaUrls']);
		expect(fields(validFor('youtube', { youTubeOptions: undefined }))).toEqual([
			'youTubeOptions.title',
		]);
		expect(fields(validFor('youtube', { youTubeOptions: {} }))).toEqual(['youTubeOptions.title']);
		expect(fields(validFor('youtube', { youTubeOptions: { title: ' ' } }))).toEqual([
			'youTubeOptions.title',
		]);
		expect(fields(validFor('youtube', { youTubeOptions: { title: 't'.repeat(100) } }))).toEqual([]);
		const long = issuesOf(validFor('youtube', { youTubeOptions: { title: 't'.repeat(101) } }));
		expect(long).toEqual([
			expect.objectContaining({ field: 'youTubeOptions.title', platform: 'youtube' }),
		]);
	});

	it('reddit: a title of at most 300 characters and a subreddit', () => {
		expect(fields(validFor('reddit'))).toEqual([]);
		expect(fields(validFor('reddit', { redditOptions: undefined }))).toEqual([
			'redditOptions.title',
			'redditOptions.subreddit',
		]);
		const title = (t: string) => ({ redditOptions: { title: t, subreddit: 'r/test' } });
		expect(fields(validFor('reddit', title('t'.repeat(300))))).toEqual([]);
		expect(fields(validFor('reddit', title('t'.repeat(301))))).toEqual(['redditOptions.title']);
		const badSub = { redditOptions: { title: 'T', subreddit: 'not a sub' } };
		expect(fields(validFor('reddit', badSub))).toEqual(['redditOptions.subreddit']);
	});

	it('instagram: at most 30 hashtags', () => {
		const tags = (n: number) => Array.from({ length: n }, (_, i) => `#tag${i}`).join(' ');
		expect(fields(validFor('instagram', { post: tags(30) }))).toEqual([]);
		const issues = issuesOf(validFor('instagram', { post: tags(31) }));
		expect(issues).toEqual([
			expect.objectContaining({
				field: 'post',
				message: 'has 31 hashtags; instagram allows at most 30',
			}),
		]);
	});

	it('telegram truncates instead of rejecting', () => {
		expect(NETWORK_RULES.telegram.truncates).toBe(true);
		expect(fields(validFor('telegram', { post: 'a'.repeat(5000) }))).toEqual([]);
	});
});

describe('PostCreateSchema on its own', () => {
	it('parses, normalises aliases and checks autoSchedule with scheduleDate', () => {
		const parsed = PostCreateSchema.parse({
			post: 'x',
			platforms: ['twitter'],
			media_urls: [IMAGE],
		});
		expect(parsed).toEqual({ post: 'x', platforms: ['twitter'], mediaUrls: [IMAGE] });
		const both = PostCreateSchema.safeParse({
			post: 'x',
			platforms: ['twitter'],
			autoSchedule: true,
			scheduleDate: '2026-05-01T10:00:00Z',
		});
		expect(both.success).toBe(false);
	});
});
