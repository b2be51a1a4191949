import type { SandboxContext } from '../context';
import type { SandboxDatabase } from '../db';
import { prepareArrays, type SqlStatement } from '../sqlite';
import type { Profile } from '../store/accounts';
import type { DeliveryRef } from '../store/deliveries';
import type { HistoryFilter, Post } from '../store/posts';
import { postRecord } from './view';

/**
 * Posts' records (posts/view.ts `postRecord`) kept with their JSON text, so that a history page or
 * `GET /post/:id` neither rebuilds nor re-reads nor re-stringifies a record nothing changed (ours:
 * the service's answers are the same with or without it). A record is a pure function of its post's
 * row, its deliveries, its profile's row and the sandbox's URL; it is kept while the database is the
 * one it was read from: SQLite's `total_changes()` counts every row this connection inserted,
 * updated or deleted (triggers included) and only grows, so a record made at count N holds while
 * the count is still N. Any write anywhere drops every record: simple, and never stale.
 */

/** A post's record and its JSON text, `JSON.stringify(record)`. */
export interface KeptRecord {
	record: Readonly<Record<string, unknown>>;
	json: string;
	/** The post's profile: `GET /post/:id` answers only its own profile's posts. */
	profileId: number;
}

/** A history page's records, with the JSON text of their array when the cache gave or kept them. */
export interface PostRecords {
	records: readonly Readonly<Record<string, unknown>>[];
	json?: string;
}

/** A kept history page: its records (frozen, like each record) and their array's JSON text. */
type KeptPage = Required<PostRecords>;

/** Records kept at most (ours): two of the largest history pages (`limit` 1000); the least recently used go first. */
export const MAX_KEPT_RECORDS = 2_000;

/** History pages kept at most (ours), by filter; together they hold no more records than `capacity`. */
export const MAX_KEPT_PAGES = 64;

/** The records of one database, valid while its change count stays the one they were read at. */
export class RecordCache {
	/** Off, every record is built from the database as if nothing were kept (tests compare both). */
	enabled = true;

	/** Records kept at most, and records the kept pages hold at most; the least recently used go first. */
	capacity = MAX_KEPT_RECORDS;

	private readonly kept = new Map<string, KeptRecord>();

	/** History pages by their filter (`JSON.stringify(filter)`). */
	private readonly pages = new Map<string, KeptPage>();

	/** How many records the kept pages hold (a record pushed out of `kept` may live on in a page). */
	private pageRecords = 0;

	private readonly totalChanges: SqlStatement;

	private changes = -1;

	private url = '';

	constructor(private readonly db: SandboxDatabase) {
		this.totalChanges = prepareArrays(db, 'SELECT total_changes()');
	}

	/**
	 * Whether records may be read and kept now, dropping every record when the database changed
	 * since they were read (or the sandbox's URL, which their post URLs hold). Never inside a
	 * transaction: what it wrote may still roll back, and the count would not go down again.
	 */
	open(url: string): boolean {
		if (!this.enabled || this.db.inTransaction) return false;
		const changes = (this.totalChanges.get() as [number])[0];
		if (changes !== this.changes || url !== this.url) {
			this.kept.clear();
			this.pages.clear();
			this.pageRecords = 0;
			this.changes = changes;
			this.url = url;
		}
		return true;
	}

	/** Records kept, and records the kept pages hold. */
	get size(): number {
		return this.kept.size;
	}

	get sizeOfPages(): number {
		return this.pageRecords;
	}

	/** The kept record of a post, now the most recently used. */
	get(postId: string): KeptRecord | undefined {
		return touch(this.kept, postId);
	}

	keep(postId: string, kept: KeptRecord): void {
		this.kept.set(postId, kept);
		if (this.kept.size > this.capacity) this.kept.delete(this.oldest(this.kept));
	}

	/** The kept page of a history filter, now the most recently used. */
	page(filterKey: string): KeptPage | undefined {
		return touch(this.pages, filterKey);
	}

	/** Keeps a page, pushing out the least recently used ones past `MAX_KEPT_PAGES` or `capacity` records. */
	keepPage(filterKey: string, page: KeptPage): void {
		if (page.records.length > this.capacity || this.pages.has(filterKey)) return;
		this.pages.set(filterKey, page);
		this.pageRecords += page.records.length;
		while (this.pages.size > MAX_KEPT_PAGES || this.pageRecords > this.capacity) {
			const oldest = this.oldest(this.pages);
			this.pageRecords -= (this.pages.get(oldest) as KeptPage).records.length;
			this.pages.delete(oldest);
		}
	}

	private oldest(map: Map<string, unknown>): string {
		return map.keys().next().value as string;
	}
}

/** A map's entry moved to the end of its order (a Map keeps insertion order: the front is the least recently used). */
function touch<V>(map: Map<string, V>, key: string): V | undefined {
	const value = map.get(key);
	if (value !== undefined) {
		map.delete(key);
		map.set(key, value);
	}
	return value;
}

const caches = new WeakMap<SandboxDatabase, RecordCache>();

/** The record cache of a sandbox's database (one per database, made on first use). */
export function recordCacheOf(db: SandboxDatabase): RecordCache {
	let cache = caches.get(db);
	if (!cache) {
		cache = new RecordCache(db);
		caches.set(db, cache);
	}
	return cache;
}

/**
 * The history page of `filter` (routes/history.ts), newest first. With records kept: the page kept
 * for the same filter, else only the page's ids are read, and the rows and deliveries of the posts
 * not kept; with none (after a write), the page's rows at once, as without the cache. A filter
 * bounded by the clock (`lastDays`) is a new filter each millisecond, so its ids are read each time.
 */
export function historyRecords(
	ctx: SandboxContext,
	profile: Profile,
	filter: HistoryFilter,
): PostRecords {
	const cache = recordCacheOf(ctx.db);
	if (!cache.open(ctx.url))
		return { records: buildRecords(ctx, profile, ctx.posts.history(filter)) };
	const filterKey = JSON.stringify(filter);
	let page = cache.page(filterKey);
	if (!page) {
		const kept = readPage(ctx, cache, profile, filter);
		page = {
			records: Object.freeze(kept.map((k) => k.record)),
			json: `[${kept.map((k) => k.json).join(',')}]`,
		};
		cache.keepPage(filterKey, page);
	}
	return page;
}

/** A page's records: the kept ones, and the others built from their rows. */
function readPage(
	ctx: SandboxContext,
	cache: RecordCache,
	profile: Profile,
	filter: HistoryFilter,
): KeptRecord[] {
	if (cache.size === 0) return keepRecords(ctx, cache, profile, ctx.posts.history(filter));
	const ids = ctx.posts.historyIds(filter);
	// Taken before the misses are kept: keeping them may push out a record of this very page.
	const page = ids.map((id) => cache.get(id));
	const missing = ids.filter((_id, i) => page[i] === undefined);
	if (missing.length > 0) {
		const made = new Map<string, KeptRecord>();
		const posts = ctx.posts.getMany(missing);
		keepRecords(ctx, cache, profile, posts).forEach((kept, i) => made.set(posts[i].id, kept));
		ids.forEach((id, i) => (page[i] ??= made.get(id)));
	}
	return page as KeptRecord[];
}

/**
 * One post's record (`GET /post/:id`, `GET /history/:id`) for the acting profile, with its JSON text
 * when kept: the kept one when the post is the profile's, else `load`'s post (which refuses a post
 * not found or not the profile's).
 */
export function postRecordOf(
	ctx: SandboxContext,
	profile: Profile,
	postId: string,
	load: () => Post,
): { record: Readonly<Record<string, unknown>>; json?: string } {
	const cache = recordCacheOf(ctx.db);
	if (!cache.open(ctx.url)) return { record: buildRecords(ctx, profile, [load()])[0] };
	const hit = cache.get(postId);
	return hit && hit.profileId === profile.id ? hit : keepRecords(ctx, cache, profile, [load()])[0];
}

/** The posts' records, in their order, from one read of their deliveries. */
function buildRecords(
	ctx: SandboxContext,
	profile: Profile,
	posts: readonly Post[],
): Record<string, unknown>[] {
	const refs = ctx.deliveries.refsForPosts(posts.map((p) => p.id));
	return posts.map((post) => postRecord(ctx, post, profile, refs.get(post.id) ?? noRefs));
}

/** The posts' records (`buildRecords`) with their JSON texts, kept, in the posts' order. */
function keepRecords(
	ctx: SandboxContext,
	cache: RecordCache,
	profile: Profile,
	posts: readonly Post[],
): KeptRecord[] {
	return buildRecords(ctx, profile, posts).map((built, i) => {
		const record = deepFreeze(built);
		const kept = { record, json: JSON.stringify(record), profileId: posts[i].profileId };
		cache.keep(posts[i].id, kept);
		return kept;
	});
}

const noRefs: readonly DeliveryRef[] = [];

/** A kept record is handed to every caller (the MCP and GraphQL doors read it): none may change it. */
function deepFreeze<T>(value: T): T {
	if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
		Object.freeze(value);
		for (const inner of Object.values(value)) deepFreeze(inner);
	}
	return value;
}

/**
 * `JSON.stringify(body)`, byte for byte, with the array at `key` written as `arrayJson` (the kept
 * records' texts) instead of being serialized again.
 */
export function jsonWithArray(
	body: Record<string, unknown>,
	key: string,
	arrayJson: string,
): string {
	const marker = `\u0000${key}\u0000`;
	const envelope = JSON.stringify({ ...body, [key]: marker });
	return envelope.replace(JSON.stringify(marker), () => arrayJson);
}
