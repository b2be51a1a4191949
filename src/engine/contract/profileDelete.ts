import { z } from 'zod';
import { NetworkSchema } from '../networks';
import { DOCS, endpoint } from './endpoint';
import { ProfileKeySchema } from './profiles';

/**
 * Ending a user profile, and unlinking one network from a profile: the two profile calls that
 * take something away.
 */

/**
 * `DELETE /profiles`: the profile to delete, by its key in the Profile-Key header (today's docs),
 * in the body (the SDK's older `DELETE /profiles/profile {profileKey}`), or by its `title` when no
 * key is given (the docs: "Must be present if profileKey is not passed", case-sensitive).
 */
export const DeleteProfile = endpoint({
	method: 'DELETE',
	path: '/profiles',
	// The older paths: the SDK's deleteProfile and our seed's.
	aliases: ['/profiles/delete-profile', '/profiles/profile'],
	doc: `${DOCS}/apis/profiles/delete-profile`,
	summary: 'Deletes a user profile; its posts not yet sent are deleted with it.',
	body: z
		.object({
			profileKey: ProfileKeySchema.optional().describe(
				'The profile to delete, when not given in the Profile-Key header.',
			),
			title: z
				.string()
				.trim()
				.min(1, 'must be the title of the profile to delete')
				.optional()
				.describe(
					'The profile to delete by its title (case-sensitive), when no profile key is given.',
				),
		})
		.passthrough(),
	errors: [101, 102, 147],
});

/** `DELETE /profiles/social {platform}`: the network to unlink. */
export const UnlinkSocialSchema = z.object({ platform: NetworkSchema }).passthrough();

/** `DELETE /profiles/social`: unlinks one network from the acting profile; 200 even when not linked. */
export const UnlinkSocialNetwork = endpoint({
	method: 'DELETE',
	path: '/profiles/social',
	doc: `${DOCS}/apis/profiles/unlink-social-network`,
	summary: 'Unlinks one network from the acting profile (200 even when it was not linked).',
	body: UnlinkSocialSchema,
	errors: [101],
});
