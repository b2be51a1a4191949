import { createHash } from 'node:crypto';

/**
 * What the cursors were made for: the watched profile and conversation. Static data keeps only a
 * hash of the key (it is a secret). When it changes, counting starts afresh instead of measuring
 * another profile's messages against this one's cursor.
 */
export function watchScope(profileKey: string | undefined, conversationId: string): string {
	const profile = profileKey
		? createHash('sha256').update(profileKey).digest('hex').slice(0, 16)
		: 'primary';
	return `${profile}|${conversationId}`;
}
