import type { Network } from '../../engine/networks';
import type { PostStatus } from '../../engine/resources/posts';
import { parseJsonColumn } from './jsonColumn';

/** A post as the sandbox keeps it, and how it maps to and from its database row. */

/** One network's failure, in the service's error shape (https://www.ayrshare.com/docs/errors/errors-ayrshare). */
export interface PostError {
	action: 'post';
	status: 'error';
	code: number;
	message: string;
	platform: Network;
	/** The service can retry it (errors-ayrshare, "Retry Available"); absent otherwise. */
	retryAvailable?: true;
}

export interface Post {
	id: string;
	profileId: number;
	text: string;
	platforms: Network[];
	mediaUrls: string[];
	/** The rest of the validated request that networks may need (title options, isVideo, ...). */
	options: Record<string, unknown>;
	status: PostStatus;
	type: 'immediate' | 'scheduled';
	scheduleAt: number | null;
	notes: string | null;
	shortenLinks: boolean;
	requiresApproval: boolean;
	approved: boolean | null;
	autoScheduleTitle: string | null;
	retried: boolean;
	errors: PostError[];
	createdAt: number;
	sentAt: number | null;
	deletedAt: number | null;
}

/** What a new post must be given; every other field starts as for a post sent now. */
export type NewPost = Pick<Post, 'id' | 'profileId' | 'text' | 'platforms' | 'createdAt'> &
	Partial<Post>;

/** A post as first stored: sent now, not yet retried or failed, unless `init` says otherwise. */
export function newPost({
	id,
	profileId,
	text,
	platforms: networks,
	createdAt,
	...rest
}: NewPost): Post {
	return {
		id,
		profileId,
		text,
		platforms: networks,
		mediaUrls: [],
		options: {},
		status: 'processing',
		type: 'immediate',
		scheduleAt: null,
		notes: null,
		shortenLinks: true,
		requiresApproval: false,
		approved: null,
		autoScheduleTitle: null,
		retried: false,
		errors: [],
		createdAt,
		sentAt: null,
		deletedAt: null,
		...rest,
	};
}

export interface PostRow {
	id: string;
	profile_id: number;
	text: string;
	platforms: string;
	media_urls: string;
	options: string;
	status: PostStatus;
	type: 'immediate' | 'scheduled';
	schedule_at: number | null;
	notes: string | null;
	shorten_links: number;
	requires_approval: number;
	approved: number | null;
	auto_schedule_title: string | null;
	retried: number;
	errors: string;
	created_at: number;
	sent_at: number | null;
	deleted_at: number | null;
}

/** The columns every read of posts selects, in the order `toPost` reads them (and the insert binds them). */
export const POST_COLUMNS =
	'id, profile_id, text, platforms, media_urls, options, status, type, schedule_at, notes, ' +
	'shorten_links, requires_approval, approved, auto_schedule_title, retried, errors, created_at, sent_at, deleted_at';

/** A post from a row read as an array of POST_COLUMNS' values (sqlite/index.ts `prepareArrays`). */
export const toPost = (r: unknown[]): Post => ({
	id: r[0] as string,
	profileId: r[1] as number,
	text: r[2] as string,
	platforms: JSON.parse(r[3] as string) as Network[],
	mediaUrls: parseJsonColumn<string[]>(r[4] as string),
	options: parseJsonColumn<Record<string, unknown>>(r[5] as string),
	status: r[6] as PostStatus,
	type: r[7] as Post['type'],
	scheduleAt: r[8] as number | null,
	notes: r[9] as string | null,
	shortenLinks: r[10] === 1,
	requiresApproval: r[11] === 1,
	approved: r[12] === null ? null : r[12] === 1,
	autoScheduleTitle: r[13] as string | null,
	retried: r[14] === 1,
	errors: parseJsonColumn<PostError[]>(r[15] as string),
	createdAt: r[16] as number,
	sentAt: r[17] as number | null,
	deletedAt: r[18] as number | null,
});

export const toRow = (p: Post): PostRow => ({
	id: p.id,
	profile_id: p.profileId,
	text: p.text,
	platforms: JSON.stringify(p.platforms),
	media_urls: JSON.stringify(p.mediaUrls),
	options: JSON.stringify(p.options),
	status: p.status,
	type: p.type,
	schedule_at: p.scheduleAt,
	notes: p.notes,
	shorten_links: p.shortenLinks ? 1 : 0,
	requires_approval: p.requiresApproval ? 1 : 0,
	approved: p.approved === null ? null : p.approved ? 1 : 0,
	auto_schedule_title: p.autoScheduleTitle,
	retried: p.retried ? 1 : 0,
	errors: JSON.stringify(p.errors),
	created_at: p.createdAt,
	sent_at: p.sentAt,
	deleted_at: p.deletedAt,
});
