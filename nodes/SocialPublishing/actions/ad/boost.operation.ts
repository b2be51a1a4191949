import type { INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';

import {
	AD_GOALS,
	AD_NETWORKS,
	AD_MIN_RUN_HOURS,
	AD_RULES_NAME,
	adsOf,
	listFromText,
	networkName,
	type AdBoostRequest,
	type AdNetwork,
} from '../../../../src/engine';
import { locatorValue } from '../../methods/actingProfile';
import { additionalFieldsProperty, withAdditionalFields } from '../additionalFields';
import { toItems } from '../items';
import type { OperationExecute } from '../node.type';
import { onceAcrossRetries } from '../../transport';
import { adAccountProperty, adNetworkProperty, SPENDS_MONEY } from './shared';
import { optionsProperty } from '../common.descriptions';

const GOAL_LABELS: Record<(typeof AD_GOALS)[number], string> = {
	engagement: 'Engagement (Reach Many Who May Interact)',
	interactions: 'Interactions (Likes, Comments, Shares)',
	awareness_views: 'Awareness: Views (Most Impressions)',
	awareness_audience: 'Awareness: Audience (Most Unique People)',
};

/** https://www.ayrshare.com/docs/apis/ads/facebook/get-dsa-recommendations */
const dsaRule = (other: string) =>
	`Facebook ads targeting any part of the EU need it (Digital Services Act), set together with ${other}; Get DSA Recommendations suggests names`;

const properties: INodeProperties[] = [
	{
		displayName: `Boosting creates a paid ad. ${SPENDS_MONEY}.`,
		name: 'spendNotice',
		type: 'notice',
		default: '',
	},
	adNetworkProperty,
	{
		displayName: 'Post ID',
		name: 'postId',
		type: 'string',
		default: '',
		placeholder: 'e.g. DE6gpw8kxlonHy6eb7L1',
		description: `ID of a post published on ${AD_NETWORKS.map(networkName).join(' or ')} (the network chosen above), from Publish or History; leave empty and give Network Post ID for a post made on the network itself`,
	},
	adAccountProperty(true),
	{
		displayName: 'Goal',
		name: 'goal',
		type: 'options',
		options: AD_GOALS.map((goal) => ({ name: GOAL_LABELS[goal], value: goal })),
		default: 'engagement',
		required: true,
		description: 'What Meta optimises the ad for',
	},
	{
		displayName: 'Budget (USD)',
		name: 'budget',
		type: 'number',
		typeOptions: { minValue: 1, numberPrecision: 2 },
		default: 50,
		required: true,
		description: `Total to spend over the whole run, in US dollars with at most two decimals. ${SPENDS_MONEY}.`,
	},
	{
		displayName: 'End Date',
		name: 'endDate',
		type: 'dateTime',
		// A week's run unless changed: n8n shows the date this gives, and a model may set another.
		default: '={{ $now.plus({ days: 7 }).toISO() }}',
		required: true,
		description: `When the ad stops (UTC); at least ${AD_MIN_RUN_HOURS} hours after the start, as ${AD_RULES_NAME} requires`,
	},
	{
		displayName: 'Interest',
		name: 'interest',
		type: 'resourceLocator',
		default: { mode: 'list', value: '' },
		description: 'One interest to target, searched by name (add more as Interest IDs below)',
		modes: [
			{
				displayName: 'From List',
				name: 'list',
				type: 'list',
				typeOptions: { searchListMethod: 'searchAdInterests', searchable: true },
			},
			{ displayName: 'By ID', name: 'id', type: 'string', placeholder: 'e.g. 6003512615894' },
		],
	},
	optionsProperty([
		{ displayName: 'Ad Name', name: 'adName', type: 'string', default: '' },
		{
			displayName: 'Bid Amount (USD)',
			name: 'bidAmount',
			type: 'number',
			typeOptions: { numberPrecision: 2 },
			default: 1,
			description: 'Bid in US dollars with at most two decimals',
		},
		{
			displayName: 'Countries',
			name: 'countries',
			type: 'string',
			default: 'US',
			description: 'Two-letter country codes, comma-separated or a JSON list, e.g. US, CA',
		},
		{
			displayName: 'DSA Beneficiary',
			name: 'dsaBeneficiary',
			type: 'string',
			default: '',
			description: `Who benefits from the ad. ${dsaRule('DSA Payor')}.`,
		},
		{
			displayName: 'DSA Payor',
			name: 'dsaPayor',
			type: 'string',
			default: '',
			description: `Who pays for the ad. ${dsaRule('DSA Beneficiary')}.`,
		},
		{
			displayName: 'Interest IDs',
			name: 'interests',
			type: 'string',
			default: '',
			description: 'More interest IDs from Search Targeting, comma-separated or a JSON list',
		},
		{
			displayName: 'Maximum Age',
			name: 'maxAge',
			type: 'number',
			typeOptions: { minValue: 13, maxValue: 65 },
			default: 65,
		},
		{
			displayName: 'Minimum Age',
			name: 'minAge',
			type: 'number',
			typeOptions: { minValue: 13, maxValue: 65 },
			default: 18,
		},
		{
			displayName: 'Network Post ID',
			name: 'socialPostId',
			type: 'string',
			default: '',
			description: "The network's own post ID, for a post not published through the service",
		},
		{
			displayName: 'Start Date',
			name: 'startDate',
			type: 'dateTime',
			default: '',
			description: 'When the ad starts (UTC); now when empty',
		},
		{
			displayName: 'Start Paused',
			name: 'startPaused',
			type: 'boolean',
			default: false,
			description: 'Whether the ad is created paused, to start it later with Update Status',
		},
	]),
];

const displayOptions = { show: { resource: ['ad'], operation: ['boost'] } };

export const description = updateDisplayOptions(displayOptions, [
	...properties,
	additionalFieldsProperty,
]);

/** A list a user or a model wrote: a JSON array, comma-separated text or one value. */
function listOf(value: unknown): unknown[] {
	if (value === undefined || value === null || value === '') return [];
	const list = listFromText(value);
	return Array.isArray(list) ? list : [list];
}

/** `{status, adId, campaignId, adSetId, ad}`: the new ad, in review first. */
export const execute: OperationExecute = async function (itemIndex, { client, profileKey }) {
	const network = this.getNodeParameter('platform', itemIndex) as AdNetwork;
	const options = this.getNodeParameter('options', itemIndex, {}) as Record<string, unknown>;
	const postId = String(this.getNodeParameter('postId', itemIndex, '')).trim();
	const socialPostId = String(options.socialPostId ?? '').trim();
	const interest = locatorValue(this.getNodeParameter('interest', itemIndex, ''));
	const text = (key: string) => String(options[key] ?? '').trim();
	const interests = [...(interest ? [interest] : []), ...listOf(options.interests)];
	const request: Record<string, unknown> = {
		...(postId ? { postId } : {}),
		...(socialPostId ? { [adsOf(network).postIdField]: socialPostId } : {}),
		accountId: this.getNodeParameter('accountId', itemIndex),
		goal: this.getNodeParameter('goal', itemIndex),
		budget: this.getNodeParameter('budget', itemIndex),
		endDate: this.getNodeParameter('endDate', itemIndex),
		...(options.startDate ? { startDate: options.startDate } : {}),
		...(options.adName ? { adName: options.adName } : {}),
		...(options.bidAmount !== undefined ? { bidAmount: options.bidAmount } : {}),
		...(options.minAge !== undefined ? { minAge: options.minAge } : {}),
		...(options.maxAge !== undefined ? { maxAge: options.maxAge } : {}),
		...(options.startPaused === true ? { status: 'paused' } : {}),
		...(options.countries ? { locations: { countries: listOf(options.countries) } } : {}),
		...(interests.length > 0 ? { interests } : {}),
		// One without the other is refused before sending, by the engine's check of the boost.
		...(text('dsaBeneficiary') ? { dsaBeneficiary: text('dsaBeneficiary') } : {}),
		...(text('dsaPayor') ? { dsaPayor: text('dsaPayor') } : {}),
	};
	const result = await client.ads.boost(
		network,
		withAdditionalFields(this, itemIndex, request) as AdBoostRequest,
		{ profileKey, ...onceAcrossRetries(this, itemIndex) },
	);
	return toItems(result, itemIndex);
};
