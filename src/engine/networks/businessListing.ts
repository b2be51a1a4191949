import { z } from 'zod';
import { isHttpUrl } from './optionParts';

const LABEL_MESSAGE = 'must be from 1 to 255 characters long';

const LISTING_FIELDS = [
	'phoneNumbers',
	'name',
	'adPhone',
	'storeCode',
	'title',
	'websiteUrl',
	'labels',
	'latlng',
	'profile',
] as const;

/** Business-listing fields (https://www.ayrshare.com/docs/apis/user/update-user); at least one must be given. */
export const BusinessListingUpdateSchema = z
	.object({
		phoneNumbers: z
			.object({
				primaryPhone: z
					.string({ required_error: 'is required: the main phone number' })
					.trim()
					.min(1),
				additionalPhones: z.array(z.string().trim().min(1, 'must not be empty')).optional(),
			})
			.passthrough()
			.optional(),
		name: z.string().trim().min(1).optional(),
		adPhone: z.string().trim().min(1).optional(),
		/** Unique within the account. */
		storeCode: z.string().trim().min(1).optional(),
		title: z.string().trim().min(1).optional(),
		websiteUrl: z
			.string()
			.trim()
			.refine(isHttpUrl, 'must be an http or https web address like https://example.com')
			.optional(),
		labels: z.array(z.string().min(1, LABEL_MESSAGE).max(255, LABEL_MESSAGE)).optional(),
		latlng: z
			.object({
				latitude: z
					.number({ required_error: 'is required: degrees from -90 to 90' })
					.min(-90, 'must be from -90 to 90 degrees')
					.max(90, 'must be from -90 to 90 degrees'),
				longitude: z
					.number({ required_error: 'is required: degrees from -180 to 180' })
					.min(-180, 'must be from -180 to 180 degrees')
					.max(180, 'must be from -180 to 180 degrees'),
			})
			.passthrough()
			.optional(),
		profile: z
			.object({
				description: z.string({ required_error: 'is required: the business description' }),
			})
			.passthrough()
			.optional(),
	})
	.passthrough()
	// Only the listing's own fields count as a change: unknown keys (an SDK's `source`) pass through.
	.refine((update) => LISTING_FIELDS.some((field) => update[field] !== undefined), {
		message:
			'must change at least one field: phoneNumbers, name, adPhone, storeCode, title, ' +
			'websiteUrl, labels, latlng or profile',
	});
export type BusinessListingUpdate = z.infer<typeof BusinessListingUpdateSchema>;
