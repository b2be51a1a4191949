import type { SqlStatement as Statement } from '../sqlite';
import type { SandboxDatabase } from '../db';

/** A profile's business-listing location, as `PATCH /user/gbp` answers it. */
export type Listing = Record<string, unknown>;

/** Business listings (each profile's location on the listing network) and when their fields were changed. */
export class ListingStore {
	private readonly q: Record<string, Statement>;

	constructor(db: SandboxDatabase) {
		this.q = {
			get: db.prepare('SELECT data FROM business_listings WHERE profile_id = ?'),
			save: db.prepare(
				`INSERT INTO business_listings (profile_id, data, updated_at) VALUES (?, ?, ?)
				 ON CONFLICT (profile_id) DO UPDATE SET data = excluded.data, updated_at = excluded.updated_at`,
			),
			recent: db.prepare(
				`SELECT updated_at FROM business_listing_updates
				 WHERE profile_id = ? AND field = ? AND updated_at > ? ORDER BY updated_at`,
			),
			record: db.prepare(
				'INSERT INTO business_listing_updates (profile_id, field, updated_at) VALUES (?, ?, ?)',
			),
			storeCodeOwner: db.prepare(
				`SELECT p.title FROM business_listings l JOIN profiles p ON p.id = l.profile_id
				 WHERE p.account_id = ? AND p.id != ? AND p.deleted_at IS NULL
				   AND json_extract(l.data, '$.storeCode') = ?`,
			),
		};
	}

	get(profileId: number): Listing | undefined {
		const row = this.q.get.get(profileId) as { data: string } | undefined;
		return row && (JSON.parse(row.data) as Listing);
	}

	save(profileId: number, listing: Listing, now: number): void {
		this.q.save.run(profileId, JSON.stringify(listing), now);
	}

	/** When the field was changed after `since`, oldest first. */
	updatesSince(profileId: number, field: string, since: number): number[] {
		return (this.q.recent.all(profileId, field, since) as Array<{ updated_at: number }>).map(
			(r) => r.updated_at,
		);
	}

	recordUpdate(profileId: number, field: string, now: number): void {
		this.q.record.run(profileId, field, now);
	}

	/** The title of another live profile of the account whose listing has this store code. */
	storeCodeOwner(accountId: number, profileId: number, storeCode: string): string | undefined {
		const row = this.q.storeCodeOwner.get(accountId, profileId, storeCode) as
			| { title: string }
			| undefined;
		return row?.title;
	}
}
