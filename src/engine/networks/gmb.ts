import { z } from 'zod';
import { isRecord } from '../core/isRecord';
import { BusinessListingUpdateSchema } from './businessListing';
import { BASE_RULES, type NetworkEntry, type OptionCheck } from './entry';
import { dateOrder, flag, object, text, url, utcDate } from './optionParts';

export const GMB_ACTION_TYPES = ['book', 'order', 'shop', 'learn_more', 'sign_up', 'call'] as const;

/** `gmbOptions`: an event, an offer, or a call-to-action button on a Google Business update. */
export const GmbOptionsSchema = object(
	{
		isPhotoVideo: flag('adds the media to the Photos section instead of making an update'),
		category: text('the Photos section category, like "exterior"').optional(),
		event: object(
			{
				title: text('the event title', 58),
				startDate: utcDate,
				endDate: utcDate,
			},
			'{title: "Open day", startDate: "2026-12-01T09:00:00Z", endDate: "2026-12-01T17:00:00Z"}',
		).optional(),
		offer: object(
			{
				title: text('the offer title', 58),
				startDate: utcDate,
				endDate: utcDate,
				couponCode: text('the coupon code', 58).optional(),
				redeemOnlineUrl: url('https://example.com/redeem').optional(),
				termsConditions: text('the terms of the offer').optional(),
			},
			'{title: "20% off", startDate: "2026-12-01T00:00:00Z", endDate: "2026-12-24T23:59:59Z"}',
		).optional(),
		callToAction: object(
			{
				actionType: z.enum(GMB_ACTION_TYPES),
				url: url('https://example.com/book').optional(),
			},
			'{actionType: "book", url: "https://example.com/book"}',
		).optional(),
	},
	'{callToAction: {actionType: "learn_more", url: "https://example.com"}}',
);

function gmbIssues(o: Record<string, unknown>): OptionCheck[] {
	const cta = isRecord(o.callToAction) ? o.callToAction : undefined;
	return [
		{
			when: o.event !== undefined && o.offer !== undefined,
			field: 'gmbOptions.offer',
			value: o.offer,
			message: 'cannot be combined with event: a Google Business update is an event or an offer',
		},
		dateOrder('gmbOptions.event', o.event),
		dateOrder('gmbOptions.offer', o.offer),
		{
			when: cta !== undefined && cta.actionType !== 'call' && cta.url === undefined,
			field: 'gmbOptions.callToAction.url',
			value: undefined,
			message: `is required for the "${String(cta?.actionType)}" button (only "call" needs no URL)`,
		},
	];
}

export const gmb = {
	displayName: 'Google Business Profile',
	shortName: 'Google Business',
	pathName: 'gbp',
	optionsField: 'gmbOptions',
	optionsSchema: GmbOptionsSchema,
	options: {
		position: 9,
		issues: (_facts, o) => gmbIssues(o),
	},
	rules: {
		...BASE_RULES,
		maxLength: 1500,
		// A business-listing update carries one photo or video.
		maxMedia: 1,
	},
	offers: {
		accountAnalytics: {},
		reviews: { replyMaxLength: 4_096, kind: 'listing' },
		userUpdate: { schema: BusinessListingUpdateSchema },
		accountDetails: { place: true },
	},
} as const satisfies NetworkEntry;
