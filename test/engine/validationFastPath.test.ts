import { NETWORK_IDS } from '../../src/engine/networks';
import { PostCreateSchema, validatePost } from '../../src/engine/validation';
import type { ZodTypeAny } from 'zod';
import { PostObjectSchema } from '../../src/engine/validation/postSchema';
import {
	parseSimplePost,
	SIMPLE_POST_FIELDS,
	type SimpleFieldCheck,
} from '../../src/engine/validation/simplePost';

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
			next() < 0.9 ? pick(NETWORK_IDS) : pick(['TWITTER', 'x', 1, null]),
		);
	}
	const extras = Math.floor(next() * 4);
	for (let i = 0; i < extras; i++) request[pick(KEYS)] = pick(VALUES);
	// Shuffle the key order: the answer must follow the schema's order, not the request's.
	return Object.fromEntries(Object.entries(request).sort(() => next() - 0.5));
}

/** The bare check a field's schema makes, read from zod's definition; undefined when it is more. */
function bareCheckOf(schema: ZodTypeAny): SimpleFieldCheck | undefined {
	const def = schema._def as { typeName: string; innerType?: ZodTypeAny; checks?: unknown[] };
	if (def.typeName === 'ZodOptional' && def.innerType) return bareCheckOf(def.innerType);
	if (def.typeName === 'ZodBoolean') return { type: 'boolean' };
	if (def.typeName !== 'ZodString') return undefined;
	const check: SimpleFieldCheck = { type: 'string' };
	for (const rule of (def.checks ?? []) as Array<{ kind: string; value?: number }>) {
		if (rule.kind === 'min') check.minLength = rule.value;
		else if (rule.kind === 'max') check.maxLength = rule.value;
		else return undefined;
	}
	return check;
}

describe('validatePost fast path for simple requests', () => {
	it('checks each simple field exactly as the schema does, in the schema key order', () => {
		const shape = PostObjectSchema.innerType().shape as Record<string, ZodTypeAny>;
		for (const [name, check] of SIMPLE_POST_FIELDS) {
			expect({ name, optional: shape[name]?.isOptional() }).toEqual({ name, optional: true });
			expect({ name, check: bareCheckOf(shape[name]) }).toEqual({ name, check });
		}
		const schemaOrder = Object.keys(shape).filter((key) =>
			SIMPLE_POST_FIELDS.some(([name]) => name === key),
		);
		expect(SIMPLE_POST_FIELDS.map(([name]) => name)).toEqual(schemaOrder);
	});

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
