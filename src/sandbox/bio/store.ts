import type { SqlStatement as Statement } from '../sqlite';
import type { BioPageFields } from '../../engine/resources/bioPages';
import type { SandboxDatabase } from '../db';

/** A profile's bio page as stored: the handle (lower case) and the fields that have a value. */
export interface StoredBioPage {
	profileId: number;
	handle: string;
	fields: BioPageFields;
	createdAt: number;
	updatedAt: number;
}

interface BioPageRow {
	profile_id: number;
	handle: string;
	fields: string;
	created_at: number;
	updated_at: number;
	profile_deleted_at?: number | null;
}

const toPage = (r: BioPageRow): StoredBioPage => ({
	profileId: r.profile_id,
	handle: r.handle,
	fields: JSON.parse(r.fields) as BioPageFields,
	createdAt: r.created_at,
	updatedAt: r.updated_at,
});

/** Bio pages, one per profile; a handle belongs to one page whatever its case. */
export class BioPageStore {
	private readonly q: Record<string, Statement>;

	constructor(db: SandboxDatabase) {
		this.q = {
			byProfile: db.prepare('SELECT * FROM bio_pages WHERE profile_id = ?'),
			byHandle: db.prepare(
				`SELECT b.*, p.deleted_at AS profile_deleted_at FROM bio_pages b
				 JOIN profiles p ON p.id = b.profile_id WHERE b.handle = ?`,
			),
			insert: db.prepare(
				'INSERT INTO bio_pages (profile_id, handle, fields, created_at, updated_at) VALUES (?, ?, ?, ?, ?)',
			),
			update: db.prepare(
				'UPDATE bio_pages SET handle = ?, fields = ?, updated_at = ? WHERE profile_id = ?',
			),
			delete: db.prepare('DELETE FROM bio_pages WHERE profile_id = ?'),
			byRefId: db.prepare(
				`SELECT b.* FROM bio_pages b JOIN profiles p ON p.id = b.profile_id
				 WHERE p.ref_id = ? AND p.deleted_at IS NULL`,
			),
		};
	}

	byProfile(profileId: number): StoredBioPage | undefined {
		const row = this.q.byProfile.get(profileId) as BioPageRow | undefined;
		return row && toPage(row);
	}

	/** The live page with this handle (any case); a page of a deleted profile is not served. */
	byHandle(handle: string): StoredBioPage | undefined {
		const row = this.q.byHandle.get(handle) as BioPageRow | undefined;
		return row && row.profile_deleted_at === null ? toPage(row) : undefined;
	}

	/**
	 * The profile that holds a handle, if any. A page left behind by a deleted profile is removed
	 * here: deleting a profile frees its handle, as deleting its page does.
	 */
	handleOwner(handle: string): number | undefined {
		const row = this.q.byHandle.get(handle) as BioPageRow | undefined;
		if (!row) return undefined;
		if (row.profile_deleted_at !== null) {
			this.q.delete.run(row.profile_id);
			return undefined;
		}
		return row.profile_id;
	}

	/** The page of the live profile with this `refId` (the address `GET /api/user` gives before a page exists). */
	byRefId(refId: string): StoredBioPage | undefined {
		const row = this.q.byRefId.get(refId) as BioPageRow | undefined;
		return row && toPage(row);
	}

	insert(page: StoredBioPage): void {
		this.q.insert.run(
			page.profileId,
			page.handle,
			JSON.stringify(page.fields),
			page.createdAt,
			page.updatedAt,
		);
	}

	update(page: StoredBioPage): void {
		this.q.update.run(page.handle, JSON.stringify(page.fields), page.updatedAt, page.profileId);
	}

	delete(profileId: number): boolean {
		return this.q.delete.run(profileId).changes === 1;
	}
}
