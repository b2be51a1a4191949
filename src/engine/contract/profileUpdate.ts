import { z } from 'zod';
import { DOCS, endpoint } from './endpoint';
import { LinkingPageSettingsFields } from './profiles';

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
		hideTopHeader: LinkingPageSettingsFields.hideTopHeader,
		topHeader: LinkingPageSettingsFields.topHeader,
		disableSocial: LinkingPageSettingsFields.disableSocial,
		tags: LinkingPageSettingsFields.tags,
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

/** `PATCH /profiles`: the acting profile's title, messaging switch and linking-page settings. */
export const UpdateProfile = endpoint({
	method: 'PATCH',
	path: '/profiles',
	// The SDK's updateProfile.
	aliases: ['PUT /profiles/profile'],
	doc: `${DOCS}/apis/profiles/update-profile`,
	summary: "Changes the acting profile's title, messaging switch or linking-page settings.",
	body: ProfileUpdateSchema,
	errors: [101, 103, 146],
});
