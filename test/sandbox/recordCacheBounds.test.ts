/**
 * The record cache (src/sandbox/posts/recordCache.ts) on its own: bounded in memory, whole pages
 * right when their records were pushed out, and nothing kept from a transaction that rolls back.
 */
import { createContext, type SandboxContext } from '../../src/sandbox/context';
import { openDatabase } from '../../src/sandbox/db';
import { historyRecords, postRecordOf, recordCacheOf } from '../../src/sandbox/posts/recordCache';
import { newPost } from '../../src/sandbox/store/posts';
import type { Profile } from '../../src/sandbox/store/accounts';
import { ensureDefaultAccount } from '../../src/sandbox/seed';

let ctx: SandboxContext;
let profile: Profile;
const ids: string[] = [];

beforeEach(() => {
	ctx = createContext(
		openDatabase(undefined),
		() => Date.parse('2026-03-10T12:00:00Z'),
		() => undefined,
	);
	ctx.url = 'http://127.0.0.1:8787';
	const { account } = ensureDefaultAccount(ctx, { apiKey: 'sk_cache', plan: 'business' });
	profile = ctx.accounts.primaryProfile(account.id);
	ids.length = 0;
	for (let i = 0; i < 10; i++) {
		const id = `post${String(i).padStart(2, '0')}`;
		ctx.posts.insert(
			newPost({
				id,
				profileId: profile.id,
				text: `Post ${i}`,
				platforms: ['twitter'],
				createdAt: 1000 + i,
				status: 'success',
			}),
		);
		ids.push(id);
	}
});
afterEach(() => ctx.db.close());

const filter = (limit: number) => ({ profileId: profile.id, limit });
const pageIds = (limit: number) =>
	historyRecords(ctx, profile, filter(limit)).records.map((record) => record.id);
const newestFirst = () => [...ids].reverse();

it('keeps no more records than its capacity, and answers a page larger than it whole and in order', () => {
	const cache = recordCacheOf(ctx.db);
	cache.capacity = 4;
	expect(pageIds(3)).toEqual(newestFirst().slice(0, 3));
	const page = historyRecords(ctx, profile, filter(10));
	expect(page.records.map((record) => record.id)).toEqual(newestFirst());
	expect(JSON.parse(page.json as string)).toEqual(page.records);
	expect(cache.size).toBe(4);
	// A page of 6 with 4 records kept: its misses push out records it needs; it still comes whole.
	expect(pageIds(6)).toEqual(newestFirst().slice(0, 6));
	expect(cache.size).toBe(4);
	// The pages hold records too (some pushed out of the cache's own): no more than its capacity.
	expect(cache.sizeOfPages).toBeLessThanOrEqual(4);
	expect(pageIds(2)).toEqual(newestFirst().slice(0, 2));
	expect(pageIds(1)).toEqual(newestFirst().slice(0, 1));
	expect(cache.sizeOfPages).toBe(3);
	expect(pageIds(2)).toEqual(newestFirst().slice(0, 2));
	// 2 + 1 + 3 records is past 4: the pages of 1 and then 2 records go, least recently used first.
	expect(pageIds(3)).toEqual(newestFirst().slice(0, 3));
	expect(cache.sizeOfPages).toBe(3);
});

it('hands out records no caller can change', () => {
	const { record } = postRecordOf(ctx, profile, ids[0], () => ctx.posts.get(ids[0])!);
	expect(() => {
		(record.platforms as string[]).push('facebook');
	}).toThrow(TypeError);
	expect(postRecordOf(ctx, profile, ids[0], () => ctx.posts.get(ids[0])!).record.platforms).toEqual(
		['twitter'],
	);
	// A kept page's list too: the next caller gets the whole page.
	const page = historyRecords(ctx, profile, filter(3)).records as unknown[];
	expect(() => page.pop()).toThrow(/Cannot delete/);
	expect(historyRecords(ctx, profile, filter(3)).records).toHaveLength(3);
});

it('keeps nothing read inside a transaction that rolls back', () => {
	const read = () => postRecordOf(ctx, profile, ids[0], () => ctx.posts.get(ids[0])!).record;
	expect(read().notes).toBeUndefined();
	expect(() =>
		ctx.db.transaction(() => {
			ctx.posts.save({ ...ctx.posts.get(ids[0])!, notes: 'rolled back' });
			expect(read().notes).toBe('rolled back');
			expect(pageIds(10)).toEqual(newestFirst());
			throw new Error('roll back');
		})(),
	).toThrow('roll back');
	expect(read().notes).toBeUndefined();
	expect(historyRecords(ctx, profile, filter(10)).records.at(-1)).toMatchObject({
		id: ids[0],
		post: 'Post 0',
	});
	expect(historyRecords(ctx, profile, filter(10)).records.at(-1)?.notes).toBeUndefined();
});
