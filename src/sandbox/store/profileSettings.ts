import type { SqlStatement as Statement } from '../sqlite';
import type { SandboxDatabase } from '../db';

/** What `PATCH /api/profiles` keeps beyond the title: the linking page's settings and labels. */
export interface ProfileSettings {
	hideTopHeader?: boolean;
	topHeader?: string;
	subHeader?: string;
	hideLogo?: boolean;
	disableSocial?: string[];
	tags?: string[];
}

/** A profile's title, messaging switch and settings, as `PATCH /api/profiles` changes them. */
export class ProfileSettingsStore {
	private readonly q: Record<'get' | 'put' | 'setTitle' | 'setMessaging', Statement>;

	constructor(db: SandboxDatabase) {
		this.q = {
			get: db.prepare('SELECT settings FROM profile_settings WHERE profile_id = ?'),
			put: db.prepare(
				'INSERT INTO profile_settings (profile_id, settings) VALUES (?, ?) ON CONFLICT (profile_id) DO UPDATE SET settings = excluded.settings',
			),
			setTitle: db.prepare('UPDATE profiles SET title = ? WHERE id = ?'),
			setMessaging: db.prepare('UPDATE profiles SET messaging_active = ? WHERE id = ?'),
		};
	}

	of(profileId: number): ProfileSettings {
		const row = this.q.get.get(profileId) as { settings: string } | undefined;
		return row ? (JSON.parse(row.settings) as ProfileSettings) : {};
	}

	/** Writes the given changes; call inside a transaction with the checks that allow them. */
	update(
		profileId: number,
		change: { title?: string; messagingActive?: boolean; settings: ProfileSettings },
	): void {
		if (change.title !== undefined) this.q.setTitle.run(change.title, profileId);
		if (change.messagingActive !== undefined)
			this.q.setMessaging.run(change.messagingActive ? 1 : 0, profileId);
		const settings = { ...this.of(profileId), ...change.settings };
		this.q.put.run(profileId, JSON.stringify(settings));
	}
}
