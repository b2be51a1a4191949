import { PLATFORMS } from '../../src/engine/platforms';
import { PostCreateSchema, validatePost } from '../../src/engine/validation';
import { parseSimplePost } from '../../src/engine/validation/postSchema';

/** A small deterministic generator, so a failure can be replayed. */
function random(seed: number): () => number {
	let state = seed;
	return () => {
		state = (state * 1103515245 + 12345) % 2147483648;
		return state / 2147483648;
	};
}

const VALUES: unknown[] = [
	true,
	false,
	'',
	'x',
	'k'.repeat(255),
	'k'.repeat(256),
	0,
	null,
	undefined,
	[],
	{},
	['twitter'],
];
const KEYS = [
	'post',
	'platforms',
	'isVideo',
	'requiresApproval',
	'notes',
	'shortenLinks',
	'idempotencyKey',
	'profileKey',
	'autoSchedule',
	'scheduleDate',
	'mediaUrls',
	'media_urls',
	'shorten_links',
	'twitterOptions',
	'other',
];

function randomRequest(next: () => number): Record<string, unknown> {
	const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)];
	const request: Record<string, unknown> = {};
	if (next() < 0.9)
		request.post = next() < 0.8 ? `Hello ${Math.floor(next() * 100)}` : pick(VALUES);
	if (next() < 0.9) {
		const count = Math.floor(next() * 4);
		request.platforms = Array.from({ length: count }, () =>
			next() < 0.9 ? pick(PLATFORMS) : pick(['TWITTER', 'x', 1, null]),
		);
	}
	const extras = Math.floor(next() * 4);
	for (let i = 0; i < extras; i++) request[pick(KEYS)] = pick(VALUES);
	// Shuffle the key order: the answer must follow the schema's order, not the request's.
	return Object.fromEntries(Object.entries(request).sort(() => next() - 0.5));
}

describe('validatePost fast path for simple requests', () => {
	it('answers exactly what the schema answers, key order included, whenever it answers', () => {
		const next = random(20240611);
		let fast = 0;
		for (let i = 0; i < 20000; i++) {
			const request = randomRequest(next);
			const simple = parseSimplePost(request);
			if (simple === undefined) continue;
			fast++;
			const parsed = PostCreateSchema.safeParse(request);
			expect(parsed.success).toBe(true);
			if (!parsed.success) continue;
			expect(Object.keys(simple)).toEqual(Object.keys(parsed.data));
			expect(simple).toEqual(parsed.data);
			expect(simple.platforms).not.toBe(request.platforms);
		}
		expect(fast).toBeGreaterThan(1000);
	});

	it('takes the common request and leaves anything unusual to the schema', () => {
		expect(parseSimplePost({ post: 'Hi', platforms: ['twitter', 'facebook'] })).toEqual({
			post: 'Hi',
			platforms: ['twitter', 'facebook'],
		});
		expect(parseSimplePost({ post: 'Hi', platforms: ['twitter', 'twitter'] })).toBeUndefined();
		expect(parseSimplePost({ post: 'Hi', platforms: [] })).toBeUndefined();
		expect(
			parseSimplePost({ post: 'Hi', platforms: ['twitter'], notes: undefined }),
		).toBeUndefined();
		expect(parseSimplePost({ post: 'Hi', platforms: ['twitter'], media_urls: [] })).toBeUndefined();
		expect(parseSimplePost(Object.create({ post: 'Hi', platforms: ['twitter'] }))).toBeUndefined();
		expect(
			parseSimplePost(JSON.parse('{"post":"Hi","platforms":["twitter"],"__proto__":{}}')),
		).toBeUndefined();
	});

	it('still applies every network rule on the fast path', () => {
		const result = validatePost({ post: 'x'.repeat(300), platforms: ['twitter'] });
		expect(result.ok).toBe(false);
		if (!result.ok) expect(result.issues[0]).toMatchObject({ field: 'post', platform: 'twitter' });
	});
});
