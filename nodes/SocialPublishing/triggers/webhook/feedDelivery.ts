import type { IDataObject } from 'n8n-workflow';

import { isObject, type EventsRead } from './readEvent';

/** The articles of a `feed` body: `data` is one article (https://www.ayrshare.com/docs/apis/webhooks/actions); a list is accepted too. */
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

/**
 * A `feed` body: one event per article, `{event: 'newFeedArticle', ...article, feedRefId,
 * profileTitle, deliveryId}`; the article's id is its delivery id, the same on every redelivery.
 */
export function readFeedDelivery(body: IDataObject): EventsRead {
	const articles = articlesOf(body.data);
	if (typeof articles === 'string') return articles;
	const refId = typeof body.refId === 'string' ? body.refId : '';
	const title = typeof body.title === 'string' ? body.title : undefined;
	return articles.map((article) => {
		const id = article.id as string;
		return {
			event: 'newFeedArticle',
			keys: [`d:${id}`],
			profileRefId: refId,
			scope: { feedId: article.feedId },
			json: {
				event: 'newFeedArticle',
				...article,
				feedRefId: refId,
				profileTitle: title ?? null,
				deliveryId: id,
			},
		};
	});
}
