import type { SqlStatement as Statement } from '../sqlite';
import type { FeedImage, FeedType } from '../../engine/resources/feeds';
import type { SandboxDatabase } from '../db';

export interface StoredFeed {
	id: string;
	profileId: number;
	url: string;
	type: FeedType;
	useFirstImage: boolean;
	autoHashtag: boolean;
	title: string;
	description: string;
	link: string;
	image: FeedImage | null;
	etag: string | null;
	lastModified: string | null;
	lastPolledAt: number | null;
	lastError: string | null;
	createdAt: number;
	updatedAt: number;
}

export type FeedItemOutcome = 'seen' | 'webhook' | 'posted' | 'skipped' | 'failed';

interface FeedRow {
	id: string;
	profile_id: number;
	url: string;
	type: FeedType;
	use_first_image: number;
	auto_hashtag: number;
	title: string;
	description: string;
	link: string;
	image: string | null;
	etag: string | null;
	last_modified: string | null;
	last_polled_at: number | null;
	last_error: string | null;
	created_at: number;
	updated_at: number;
}

const toFeed = (r: FeedRow): StoredFeed => ({
	id: r.id,
	profileId: r.profile_id,
	url: r.url,
	type: r.type,
	useFirstImage: r.use_first_image === 1,
	autoHashtag: r.auto_hashtag === 1,
	title: r.title,
	description: r.description,
	link: r.link,
	image: r.image === null ? null : (JSON.parse(r.image) as FeedImage),
	etag: r.etag,
	lastModified: r.last_modified,
	lastPolledAt: r.last_polled_at,
	lastError: r.last_error,
	createdAt: r.created_at,
	updatedAt: r.updated_at,
});

/** What a poll learnt about a feed: its current title and image, validators, and any failure. */
export interface PollRecord {
	title?: string;
	description?: string;
	link?: string;
	image?: FeedImage | null;
	etag?: string | null;
	lastModified?: string | null;
	lastPolledAt: number;
	lastError: string | null;
}

/** Feeds and the articles each has shown. */
export class FeedStore {
	private readonly q: Record<string, Statement>;

	constructor(db: SandboxDatabase) {
		this.q = {
			insert: db.prepare(
				`INSERT INTO feeds (id, profile_id, url, type, use_first_image, auto_hashtag, title, description,
				 link, image, etag, last_modified, last_polled_at, last_error, created_at, updated_at)
				 VALUES (@id, @profile_id, @url, @type, @use_first_image, @auto_hashtag, @title, @description,
				 @link, @image, @etag, @last_modified, @last_polled_at, @last_error, @created_at, @updated_at)`,
			),
			byId: db.prepare('SELECT * FROM feeds WHERE id = ?'),
			byProfile: db.prepare('SELECT * FROM feeds WHERE profile_id = ? ORDER BY created_at, id'),
			byProfileUrl: db.prepare('SELECT * FROM feeds WHERE profile_id = ? AND url = ?'),
			setOptions: db.prepare(
				`UPDATE feeds SET use_first_image = COALESCE(@use_first_image, use_first_image),
				 auto_hashtag = COALESCE(@auto_hashtag, auto_hashtag), updated_at = @updated_at WHERE id = @id`,
			),
			delete: db.prepare('DELETE FROM feeds WHERE id = ?'),
			setUrl: db.prepare('UPDATE feeds SET url = ?, updated_at = ? WHERE id = ?'),
			pollable: db.prepare(
				`SELECT f.* FROM feeds f
				 JOIN profiles p ON p.id = f.profile_id AND p.deleted_at IS NULL
				 JOIN accounts a ON a.id = p.account_id AND a.plan IN ('premium', 'business', 'enterprise')
				 ORDER BY f.last_polled_at IS NOT NULL, f.last_polled_at, f.id`,
			),
			recordPoll: db.prepare(
				`UPDATE feeds SET title = COALESCE(@title, title), description = COALESCE(@description, description),
				 link = COALESCE(@link, link), image = CASE WHEN @set_image = 1 THEN @image ELSE image END,
				 etag = CASE WHEN @set_validators = 1 THEN @etag ELSE etag END,
				 last_modified = CASE WHEN @set_validators = 1 THEN @last_modified ELSE last_modified END,
				 last_polled_at = @last_polled_at, last_error = @last_error WHERE id = @id`,
			),
			itemKnown: db.prepare('SELECT 1 FROM feed_items WHERE feed_id = ? AND item_key = ?'),
			insertItem: db.prepare(
				`INSERT OR IGNORE INTO feed_items (feed_id, item_key, id, outcome, post_id, created_at)
				 VALUES (?, ?, ?, ?, ?, ?)`,
			),
		};
	}

	insert(feed: StoredFeed): void {
		this.q.insert.run({
			id: feed.id,
			profile_id: feed.profileId,
			url: feed.url,
			type: feed.type,
			use_first_image: feed.useFirstImage ? 1 : 0,
			auto_hashtag: feed.autoHashtag ? 1 : 0,
			title: feed.title,
			description: feed.description,
			link: feed.link,
			image: feed.image === null ? null : JSON.stringify(feed.image),
			etag: feed.etag,
			last_modified: feed.lastModified,
			last_polled_at: feed.lastPolledAt,
			last_error: feed.lastError,
			created_at: feed.createdAt,
			updated_at: feed.updatedAt,
		});
	}

	byId(id: string): StoredFeed | undefined {
		const row = this.q.byId.get(id) as FeedRow | undefined;
		return row && toFeed(row);
	}

	byProfile(profileId: number): StoredFeed[] {
		return (this.q.byProfile.all(profileId) as FeedRow[]).map(toFeed);
	}

	byProfileUrl(profileId: number, url: string): StoredFeed | undefined {
		const row = this.q.byProfileUrl.get(profileId, url) as FeedRow | undefined;
		return row && toFeed(row);
	}

	setOptions(
		id: string,
		options: { useFirstImage?: boolean; autoHashtag?: boolean },
		now: number,
	): void {
		const flag = (value: boolean | undefined) => (value === undefined ? null : value ? 1 : 0);
		this.q.setOptions.run({
			id,
			use_first_image: flag(options.useFirstImage),
			auto_hashtag: flag(options.autoHashtag),
			updated_at: now,
		});
	}

	/** Moves a feed to another address (a demo feed of a sandbox started on another port). */
	setUrl(id: string, url: string, now: number): void {
		this.q.setUrl.run(url, now, id);
	}

	/** Removes the feed and its article history; deliveries already queued still go out. */
	delete(id: string): void {
		this.q.delete.run(id);
	}

	/** Feeds of live profiles on plans with feeds, least recently polled first. */
	pollable(): StoredFeed[] {
		return (this.q.pollable.all() as FeedRow[]).map(toFeed);
	}

	recordPoll(id: string, record: PollRecord): void {
		this.q.recordPoll.run({
			id,
			title: record.title ?? null,
			description: record.description ?? null,
			link: record.link ?? null,
			set_image: record.image === undefined ? 0 : 1,
			image: record.image ? JSON.stringify(record.image) : null,
			set_validators: record.etag === undefined && record.lastModified === undefined ? 0 : 1,
			etag: record.etag ?? null,
			last_modified: record.lastModified ?? null,
			last_polled_at: record.lastPolledAt,
			last_error: record.lastError,
		});
	}

	isKnown(feedId: string, itemKey: string): boolean {
		return this.q.itemKnown.get(feedId, itemKey) !== undefined;
	}

	/** Records an article; false when the feed already had it (the first record stands). */
	insertItem(
		feedId: string,
		itemKey: string,
		id: string,
		outcome: FeedItemOutcome,
		postId: string | null,
		now: number,
	): boolean {
		return this.q.insertItem.run(feedId, itemKey, id, outcome, postId, now).changes === 1;
	}
}
