import type { SqlStatement as Statement } from '../sqlite';
import type { SandboxDatabase } from '../db';

/** A presigned upload URL handed out by `GET /api/media/uploadUrl`. */
export interface UploadUrl {
	token: string;
	profileId: number;
	mediaId: string;
	fileName: string;
	contentType: string;
	expiresAt: number;
	usedAt: number | null;
}

interface UploadUrlRow {
	token: string;
	profile_id: number;
	media_id: string;
	file_name: string;
	content_type: string;
	expires_at: number;
	used_at: number | null;
}

/** The presigned upload URLs handed out, each usable once. */
export class UploadUrlStore {
	private readonly q: Record<'insert' | 'get' | 'take' | 'release', Statement>;

	constructor(db: SandboxDatabase) {
		this.q = {
			insert: db.prepare(
				'INSERT INTO upload_urls (token, profile_id, media_id, file_name, content_type, expires_at) VALUES (?, ?, ?, ?, ?, ?)',
			),
			get: db.prepare('SELECT * FROM upload_urls WHERE token = ?'),
			// Taking a URL is one statement, so two PUTs at once cannot both use it.
			take: db.prepare(
				'UPDATE upload_urls SET used_at = ? WHERE token = ? AND used_at IS NULL AND expires_at > ?',
			),
			release: db.prepare('UPDATE upload_urls SET used_at = NULL WHERE token = ?'),
		};
	}

	add(url: UploadUrl): void {
		this.q.insert.run(
			url.token,
			url.profileId,
			url.mediaId,
			url.fileName,
			url.contentType,
			url.expiresAt,
		);
	}

	get(token: string): UploadUrl | undefined {
		const row = this.q.get.get(token) as UploadUrlRow | undefined;
		return (
			row && {
				token: row.token,
				profileId: row.profile_id,
				mediaId: row.media_id,
				fileName: row.file_name,
				contentType: row.content_type,
				expiresAt: row.expires_at,
				usedAt: row.used_at,
			}
		);
	}

	/** Marks the URL used; false when it was used already or has expired. */
	take(token: string, now: number): boolean {
		return this.q.take.run(now, token, now).changes > 0;
	}

	/** A PUT that failed part-way gives the URL back, so the client can send the file again. */
	release(token: string): void {
		this.q.release.run(token);
	}
}
