import type { IDataObject, INodeExecutionData } from 'n8n-workflow';

import type { SocialPublishingTriggerState } from './state';

/** Delivery ids remembered for dedupe: far more than the retries of one delivery can span. */
export const REMEMBERED_DELIVERIES = 500;

export interface FeedDeliveryFilters {
	/** The chosen Events: articles are wanted only when New Feed Article is one. */
	events: string[];
	feedId: string;
	profileRefId: string;
}

/** What one webhook call amounts to. */
export type FeedDeliveryOutcome =
	| { kind: 'ignored'; reason: string }
	| { kind: 'invalid'; reason: string }
	| { kind: 'articles'; items: INodeExecutionData[]; repeated: number; filtered: number };

function isObject(value: unknown): value is IDataObject {
	return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** The articles of a `feed` body: `data` is one article (interface 6); a list is accepted too. */
function articlesOf(data: unknown): IDataObject[] | string {
	const list = Array.isArray(data) ? data : [data];
	if (list.length === 0) return 'data is an empty list';
	for (const article of list) {
		if (!isObject(article)) return 'data must be an article object';
		if (typeof article.id !== 'string' || article.id === '')
			return 'data.id (the delivery id) must be a non-empty string';
	}
	return list as IDataObject[];
}

/** Records an id as delivered; false when it was already (a redelivery). */
function markDelivered(state: SocialPublishingTriggerState, id: string): boolean {
	const ids = Array.isArray(state.deliveredIds) ? state.deliveredIds : [];
	if (ids.includes(id)) return false;
	ids.push(id);
	if (ids.length > REMEMBERED_DELIVERIES) ids.splice(0, ids.length - REMEMBERED_DELIVERIES);
	state.deliveredIds = ids;
	return true;
}

/**
 * Turns a delivery body into items: one per new article, `{event: 'newFeedArticle', ...article,
 * feedRefId, profileTitle, deliveryId}`. Ids are marked delivered before the filters apply: a filtered-out article is
 * still received, and its redelivery must not start the workflow either.
 */
export function feedDeliveryItems(
	body: unknown,
	state: SocialPublishingTriggerState,
	filters: FeedDeliveryFilters,
): FeedDeliveryOutcome {
	if (!isObject(body)) return { kind: 'invalid', reason: 'the body is not a JSON object' };
	if (body.type !== 'feed') {
		return { kind: 'ignored', reason: `type ${JSON.stringify(body.type)} is not a feed delivery` };
	}
	const articles = articlesOf(body.data);
	if (typeof articles === 'string') return { kind: 'invalid', reason: articles };
	const refId = typeof body.refId === 'string' ? body.refId : '';
	const title = typeof body.title === 'string' ? body.title : undefined;
	const items: INodeExecutionData[] = [];
	let repeated = 0;
	let filtered = 0;
	for (const article of articles) {
		const id = article.id as string;
		if (!markDelivered(state, id)) {
			repeated++;
			continue;
		}
		const unwanted = !filters.events.includes('newFeedArticle');
		const wrongFeed = filters.feedId !== '' && article.feedId !== filters.feedId;
		const wrongProfile = filters.profileRefId !== '' && refId !== filters.profileRefId;
		if (unwanted || wrongFeed || wrongProfile) {
			filtered++;
			continue;
		}
		items.push({
			json: {
				event: 'newFeedArticle',
				...article,
				feedRefId: refId,
				profileTitle: title ?? null,
				deliveryId: id,
			},
		});
	}
	return { kind: 'articles', items, repeated, filtered };
}
