import { prepareArrays, type SqlStatement as Statement } from '../sqlite';
import type { Network } from '../../engine/networks';
import type { PostStatus } from '../../engine/resources/posts';
import type { SandboxDatabase } from '../db';

export type { PostStatus };

import { POST_COLUMNS, toPost, toRow, type Post, type PostError } from './postRecord';

export { newPost, toPost, type NewPost, type Post, type PostError } from './postRecord';

export interface HistoryFilter {
	profileId: number;
	/** Created at or after (ms). */
	since?: number;
	/** Published (scheduled date, else creation) at or after / at or before (ms). */
	publishedFrom?: number;
	publishedTo?: number;
	/** One auto-repost series by id, or `all` for the posts of any series. */
	autoRepostId?: string;
	statuses?: PostStatus[];
	type?: 'immediate' | 'scheduled';
	platforms?: Network[];
	limit: number;
}

/** Posts and their idempotency keys. */
export class PostStore {
	private readonly q: Record<string, Statement>;
	private readonly historyStatements = new Map<string, Statement>();

	constructor(private readonly db: SandboxDatabase) {
		this.q = {
			insert: db.prepare(
				`INSERT INTO posts (${POST_COLUMNS})
				 VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
			),
			get: prepareArrays(db, `SELECT ${POST_COLUMNS} FROM posts WHERE id = ?`),
			getMany: prepareArrays(
				db,
				`SELECT ${POST_COLUMNS} FROM posts WHERE id IN (SELECT value FROM json_each(?))`,
			),
			save: db.prepare(
				`UPDATE posts SET status = @status, schedule_at = @schedule_at, notes = @notes, approved = @approved,
				   retried = @retried, errors = @errors, sent_at = @sent_at, deleted_at = @deleted_at WHERE id = @id`,
			),
			finish: db.prepare('UPDATE posts SET status = ?, errors = ?, sent_at = ? WHERE id = ?'),
			claimDue: prepareArrays(
				db,
				`UPDATE posts SET status = 'processing'
				 WHERE id IN (SELECT id FROM posts WHERE status = 'pending' AND schedule_at <= ? ORDER BY schedule_at LIMIT ?)
				 RETURNING ${POST_COLUMNS}`,
			),
			processing: prepareArrays(
				db,
				`SELECT ${POST_COLUMNS} FROM posts WHERE status = 'processing' ORDER BY schedule_at LIMIT ?`,
			),
			nextDue: db.prepare(`SELECT MIN(schedule_at) AS t FROM posts WHERE status = 'pending'`),
			scheduledIds: db.prepare(
				`SELECT id FROM posts WHERE profile_id = ? AND status IN ('pending', 'awaiting approval') ORDER BY created_at`,
			),
			reserveKey: db.prepare(
				`INSERT INTO idempotency_keys (profile_id, key, post_id, created_at) VALUES (?, ?, ?, ?)
				 ON CONFLICT (profile_id, key) DO NOTHING`,
			),
			keyOwner: db.prepare('SELECT post_id FROM idempotency_keys WHERE profile_id = ? AND key = ?'),
			cancelUnsent: db.prepare(
				`UPDATE posts SET status = 'deleted', deleted_at = ?
				 WHERE profile_id = ? AND status IN ('pending', 'awaiting approval', 'paused')`,
			),
		};
	}

	insert(post: Post): void {
		// Positional, in the column order of the statement: cheaper to bind than by name.
		this.q.insert.run(
			post.id,
			post.profileId,
			post.text,
			JSON.stringify(post.platforms),
			JSON.stringify(post.mediaUrls),
			JSON.stringify(post.options),
			post.status,
			post.type,
			post.scheduleAt,
			post.notes,
			post.shortenLinks ? 1 : 0,
			post.requiresApproval ? 1 : 0,
			post.approved === null ? null : post.approved ? 1 : 0,
			post.autoScheduleTitle,
			post.retried ? 1 : 0,
			JSON.stringify(post.errors),
			post.createdAt,
			post.sentAt,
			post.deletedAt,
		);
	}

	get(id: string): Post | undefined {
		const row = this.q.get.get(id) as unknown[] | undefined;
		return row && toPost(row);
	}

	/** Writes back the fields that change over a post's life. */
	save(post: Post): void {
		this.q.save.run(toRow(post));
	}

	/** Records the outcome of a send. */
	finish(id: string, status: 'success' | 'error', errors: PostError[], sentAt: number): void {
		this.q.finish.run(status, JSON.stringify(errors), sentAt, id);
	}

	/** Moves up to `limit` due posts from pending to processing and returns them: a post is claimed once. */
	claimDue(now: number, limit: number): Post[] {
		return (this.q.claimDue.all(now, limit) as unknown[][]).map(toPost);
	}

	/** Posts a crash left half-sent. */
	processing(limit: number): Post[] {
		return (this.q.processing.all(limit) as unknown[][]).map(toPost);
	}

	nextDueAt(): number | null {
		return (this.q.nextDue.get() as { t: number | null }).t;
	}

	/** Ids of the profile's posts not yet sent (pending or awaiting approval), oldest first. */
	scheduledIds(profileId: number): string[] {
		return (this.q.scheduledIds.all(profileId) as Array<{ id: string }>).map((r) => r.id);
	}

	/** Deletes every post of the profile not yet sent, so none goes out later; answers how many. */
	cancelUnsent(profileId: number, now: number): number {
		return this.q.cancelUnsent.run(now, profileId).changes;
	}

	/**
	 * Records `key` for `postId` in the profile. Returns undefined when this is the first use, or the
	 * id of the post that already holds the key; the UNIQUE constraint decides, so it holds under races.
	 */
	reserveIdempotencyKey(
		profileId: number,
		key: string,
		postId: string,
		now: number,
	): string | undefined {
		if (this.q.reserveKey.run(profileId, key, postId, now).changes > 0) return undefined;
		return (this.q.keyOwner.get(profileId, key) as { post_id: string }).post_id;
	}

	/** The post holding `key` in the profile, if any; reserves nothing (the dry run's check). */
	idempotencyKeyOwner(profileId: number, key: string): string | undefined {
		return (this.q.keyOwner.get(profileId, key) as { post_id: string } | undefined)?.post_id;
	}

	/** Posts by id, in no particular order; ids not stored are left out (the misses of a history page). */
	getMany(ids: readonly string[]): Post[] {
		if (ids.length === 0) return [];
		return (this.q.getMany.all(JSON.stringify(ids)) as unknown[][]).map(toPost);
	}

	/** The profile's posts matching the filter, newest first. */
	history(filter: HistoryFilter): Post[] {
		return (this.historyRows(POST_COLUMNS, filter) as unknown[][]).map(toPost);
	}

	/** The ids of `history(filter)`'s posts, in its order: a page whose records are cached reads no more. */
	historyIds(filter: HistoryFilter): string[] {
		return (this.historyRows('id', filter) as unknown[][]).map((row) => row[0] as string);
	}

	/** The rows of `columns` the filter picks, by a statement prepared once per shape of filter and column list. */
	private historyRows(columns: string, filter: HistoryFilter): unknown[] {
		const { where, params } = historyClause(filter);
		const sql = `SELECT ${columns} FROM posts WHERE ${where} ORDER BY created_at DESC, rowid DESC LIMIT @limit`;
		let statement = this.historyStatements.get(sql);
		if (!statement) {
			statement = prepareArrays(this.db, sql);
			this.historyStatements.set(sql, statement);
		}
		return statement.all(params);
	}

	/**
	 * The first other live post of the profile with exactly `post`'s text, due (its schedule, else
	 * its creation) less than `windowMs` before `post`'s schedule, or at the same time but stored
	 * earlier: the bulk post's duplicate rule (posts/bulkDuplicates.ts).
	 */
	sameTextBefore(post: Post, at: number, windowMs: number): { id: string; at: number } | undefined {
		this.sameText ??= this.db.prepare(
			`SELECT id, COALESCE(schedule_at, created_at) AS at FROM posts
			 WHERE profile_id = ? AND text = ? AND id <> ? AND deleted_at IS NULL
			   AND status NOT IN ('deleted', 'error')
			   AND COALESCE(schedule_at, created_at) > ?
			   AND (COALESCE(schedule_at, created_at) < ?
			     OR (COALESCE(schedule_at, created_at) = ? AND rowid < (SELECT rowid FROM posts WHERE id = ?)))
			 ORDER BY at, rowid LIMIT 1`,
		);
		return this.sameText.get(post.profileId, post.text, post.id, at - windowMs, at, at, post.id) as
			| { id: string; at: number }
			| undefined;
	}
	private sameText?: Statement;
}

/** A history filter's WHERE clause and its named parameters (the limit among them), built together. */
function historyClause(filter: HistoryFilter): { where: string; params: Record<string, unknown> } {
	const where = ['profile_id = @profileId'];
	const params: Record<string, unknown> = { profileId: filter.profileId, limit: filter.limit };
	if (filter.since !== undefined) {
		where.push('created_at >= @since');
		params.since = filter.since;
	}
	if (filter.publishedFrom !== undefined) {
		where.push('COALESCE(schedule_at, created_at) >= @publishedFrom');
		params.publishedFrom = filter.publishedFrom;
	}
	if (filter.publishedTo !== undefined) {
		where.push('COALESCE(schedule_at, created_at) <= @publishedTo');
		params.publishedTo = filter.publishedTo;
	}
	if (filter.autoRepostId === 'all') {
		where.push(`json_extract(options, '$.autoRepostId') IS NOT NULL`);
	} else if (filter.autoRepostId !== undefined) {
		where.push(`json_extract(options, '$.autoRepostId') = @autoRepostId`);
		params.autoRepostId = filter.autoRepostId;
	}
	if (filter.statuses) {
		where.push('status IN (SELECT value FROM json_each(@statuses))');
		params.statuses = JSON.stringify(filter.statuses);
	} else {
		where.push(`status != 'deleted'`);
	}
	if (filter.type) {
		where.push('type = @type');
		params.type = filter.type;
	}
	if (filter.platforms) {
		where.push(
			'EXISTS (SELECT 1 FROM json_each(posts.platforms) AS p WHERE p.value IN (SELECT value FROM json_each(@platforms)))',
		);
		params.platforms = JSON.stringify(filter.platforms);
	}
	return { where: where.join(' AND '), params };
}
