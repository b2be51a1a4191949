import type { SqlStatement as Statement } from '../sqlite';
import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { SandboxDatabase } from '../db';

/** A stored file of one profile (https://www.ayrshare.com/docs/apis/media/get-media). */
export interface StoredMedia {
	id: string;
	profileId: number;
	fileName: string;
	description: string;
	mimeType: string;
	size: number;
	createdAt: number;
}

interface MediaRow {
	id: string;
	profile_id: number;
	file_name: string;
	description: string;
	mime_type: string;
	size: number;
	created_at: number;
}

const toMedia = (r: MediaRow): StoredMedia => ({
	id: r.id,
	profileId: r.profile_id,
	fileName: r.file_name,
	description: r.description,
	mimeType: r.mime_type,
	size: r.size,
	createdAt: r.created_at,
});

/** Where a file's bytes are: in the database, or a file under the data directory's `media/`. */
export type MediaContent = { bytes: Uint8Array } | { path: string };

const COLUMNS = 'id, profile_id, file_name, description, mime_type, size, created_at';

/**
 * The media store. With a data directory the bytes are files named by id (never by the
 * caller's file name, so no name can escape the folder); without one they are BLOBs.
 */
export class MediaStore {
	private readonly q: Record<string, Statement>;

	constructor(
		db: SandboxDatabase,
		private readonly dir?: string,
	) {
		this.q = {
			insert: db.prepare(
				`INSERT INTO media (id, profile_id, file_name, description, mime_type, size, bytes, created_at)
				 VALUES (@id, @profileId, @fileName, @description, @mimeType, @size, @bytes, @createdAt)`,
			),
			get: db.prepare(`SELECT ${COLUMNS} FROM media WHERE id = ?`),
			bytes: db.prepare('SELECT bytes FROM media WHERE id = ?'),
			list: db.prepare(
				`SELECT ${COLUMNS} FROM media WHERE profile_id = ? ORDER BY created_at DESC, rowid DESC`,
			),
		};
	}

	/** Stores the bytes first, then the row: a crash in between leaves an orphan file, never a dangling row. */
	insert(media: StoredMedia, bytes: Uint8Array): void {
		if (this.dir !== undefined) {
			mkdirSync(this.dir, { recursive: true });
			writeFileSync(join(this.dir, media.id), bytes);
		}
		this.q.insert.run({ ...media, bytes: this.dir === undefined ? Buffer.from(bytes) : null });
	}

	/**
	 * Where a streamed upload is written before it is complete: beside the stored files (so
	 * `insertFile` is a rename), or the system's temp folder for a sandbox kept in memory.
	 */
	partialPath(id: string): string {
		if (this.dir === undefined) return join(tmpdir(), `sp-sandbox-upload-${id}`);
		mkdirSync(this.dir, { recursive: true });
		return join(this.dir, `${id}.partial`);
	}

	/** Stores a complete streamed upload from `partialPath(media.id)`; the row comes last. */
	insertFile(media: StoredMedia, partial: string): void {
		if (this.dir !== undefined) {
			renameSync(partial, join(this.dir, media.id));
			this.q.insert.run({ ...media, bytes: null });
			return;
		}
		const bytes = readFileSync(partial);
		rmSync(partial, { force: true });
		this.q.insert.run({ ...media, bytes });
	}

	get(id: string): StoredMedia | undefined {
		const row = this.q.get.get(id) as MediaRow | undefined;
		return row && toMedia(row);
	}

	content(media: StoredMedia): MediaContent {
		if (this.dir !== undefined) return { path: join(this.dir, media.id) };
		const row = this.q.bytes.get(media.id) as { bytes: Buffer | null } | undefined;
		return { bytes: row?.bytes ?? Buffer.alloc(0) };
	}

	/** The profile's files, newest first. */
	list(profileId: number): StoredMedia[] {
		return (this.q.list.all(profileId) as MediaRow[]).map(toMedia);
	}
}
