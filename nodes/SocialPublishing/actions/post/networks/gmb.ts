import type { IDataObject, INodeProperties } from 'n8n-workflow';

import { groupedOptions, setFields, utcDate, type NetworkModule } from './shared';

/** Google Business's options (the service's `gmbOptions`): an event, an offer, a button. */
const gmbOptionsField: INodeProperties = {
	displayName: 'Google Business Options',
	name: 'gmbOptions',
	type: 'collection',
	placeholder: 'Add Google Business Option',
	default: {},
	description:
		'Options only Google Business Profile uses. An update is an event or an offer, not both.',
	options: [
		{
			displayName: 'Button',
			name: 'actionType',
			type: 'options',
			options: [
				{ name: 'Book', value: 'book' },
				{ name: 'Call', value: 'call', description: 'Calls the business phone; needs no URL' },
				{ name: 'Learn More', value: 'learn_more' },
				{ name: 'Order', value: 'order' },
				{ name: 'Shop', value: 'shop' },
				{ name: 'Sign Up', value: 'sign_up' },
			],
			default: 'learn_more',
			description: 'A call-to-action button on the update',
		},
		{
			displayName: 'Button URL',
			name: 'actionUrl',
			type: 'string',
			default: '',
			placeholder: 'e.g. https://example.com/book',
			description: 'Where the button leads (every button but Call needs one)',
		},
		{ displayName: 'Event End', name: 'eventEnd', type: 'dateTime', default: '' },
		{ displayName: 'Event Start', name: 'eventStart', type: 'dateTime', default: '' },
		{
			displayName: 'Event Title',
			name: 'eventTitle',
			type: 'string',
			default: '',
			description: 'Makes the update an event (at most 58 characters); needs Event Start and End',
		},
		{
			displayName: 'Offer Coupon Code',
			name: 'couponCode',
			type: 'string',
			default: '',
			description: 'At most 58 characters',
		},
		{ displayName: 'Offer End', name: 'offerEnd', type: 'dateTime', default: '' },
		{ displayName: 'Offer Redeem URL', name: 'redeemOnlineUrl', type: 'string', default: '' },
		{ displayName: 'Offer Start', name: 'offerStart', type: 'dateTime', default: '' },
		{ displayName: 'Offer Terms', name: 'termsConditions', type: 'string', default: '' },
		{
			displayName: 'Offer Title',
			name: 'offerTitle',
			type: 'string',
			default: '',
			description: 'Makes the update an offer (at most 58 characters); needs Offer Start and End',
		},
	],
};

function gmbOptions(o: IDataObject, timeZone: string): IDataObject | undefined {
	const event = o.eventTitle
		? {
				title: o.eventTitle,
				startDate: utcDate(o.eventStart, timeZone),
				endDate: utcDate(o.eventEnd, timeZone),
			}
		: undefined;
	const offer = o.offerTitle
		? setFields({
				title: o.offerTitle,
				startDate: utcDate(o.offerStart, timeZone),
				endDate: utcDate(o.offerEnd, timeZone),
				couponCode: o.couponCode,
				redeemOnlineUrl: o.redeemOnlineUrl,
				termsConditions: o.termsConditions,
			})
		: undefined;
	const callToAction = o.actionType
		? setFields({ actionType: o.actionType, url: o.actionUrl })
		: undefined;
	return setFields({ event: event && setFields(event), offer, callToAction });
}

export const gmb: NetworkModule = groupedOptions(gmbOptionsField, gmbOptions);
