import { z } from 'zod';
import { PlatformSchema } from '../platforms';

/**
 * `PATCH /profiles` (today's docs; the SDK's `PUT /profiles/profile` is the same operation): changes
 * the acting profile's title and the settings of its account-linking page. At least one field.
 */
export const ProfileUpdateSchema = z
	.object({
		title: z
			.string()
			.trim()
			.min(1, 'must name the profile, like "Acme Coffee"')
			.max(255, 'must be at most 255 characters')
			.optional(),
		messagingActive: z.boolean().optional(),
		/** Hide the header text of the account-linking page. */
		hideTopHeader: z.boolean().optional(),
		/** The header text of the account-linking page. */
		topHeader: z.string().max(255, 'must be at most 255 characters').optional(),
		/** Networks the profile's users may not link. */
		disableSocial: z.array(PlatformSchema).optional(),
		/** Internal labels for the profile. */
		tags: z.array(z.string().trim().min(1, 'must not be empty').max(100)).max(50).optional(),
	})
	.passthrough()
	.refine(
		(update) =>
			['title', 'messagingActive', 'hideTopHeader', 'topHeader', 'disableSocial', 'tags'].some(
				(field) => update[field as keyof typeof update] !== undefined,
			),
		{
			message:
				'is empty: give at least one of title, messagingActive, hideTopHeader, topHeader, disableSocial, tags',
		},
	);
export type ProfileUpdateRequest = z.infer<typeof ProfileUpdateSchema>;

export interface ProfileUpdateResult {
	status: string;
	refId?: string;
	title?: string;
	[key: string]: unknown;
}
