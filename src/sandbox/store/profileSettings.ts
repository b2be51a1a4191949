import { perDatabase, type SandboxDatabase } from '../db';

/** What `PATCH /api/profiles` keeps beyond the title: the linking page's settings and labels. */
export interface ProfileSettings {
	hideTopHeader?: boolean;
	topHeader?: string;
	disableSocial?: string[];
	tags?: string[];
}

const statements = perDatabase((db) => ({
	get: db.prepare('SELECT settings FROM profile_settings WHERE profile_id = ?'),
	put: db.prepare(
		'INSERT INTO profile_settings (profile_id, settings) VALUES (?, ?) ON CONFLICT (profile_id) DO UPDATE SET settings = excluded.settings',
	),
	setTitle: db.prepare('UPDATE profiles SET title = ? WHERE id = ?'),
	setMessaging: db.prepare('UPDATE profiles SET messaging_active = ? WHERE id = ?'),
}));

export function profileSettings(db: SandboxDatabase, profileId: number): ProfileSettings {
	const row = statements(db).get.get(profileId) as { settings: string } | undefined;
	return row ? (JSON.parse(row.settings) as ProfileSettings) : {};
}

/** Writes the given changes; call inside a transaction with the checks that allow them. */
export function updateProfile(
	db: SandboxDatabase,
	profileId: number,
	change: { title?: string; messagingActive?: boolean; settings: ProfileSettings },
): void {
	const q = statements(db);
	if (change.title !== undefined) q.setTitle.run(change.title, profileId);
	if (change.messagingActive !== undefined)
		q.setMessaging.run(change.messagingActive ? 1 : 0, profileId);
	const settings = { ...profileSettings(db, profileId), ...change.settings };
	q.put.run(profileId, JSON.stringify(settings));
}
