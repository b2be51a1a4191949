import { postBulkEndpoint } from '../../engine/contract/postBulk';
import { requirePlan } from '../http/auth';
import { validationFailed } from '../errors';
import { idempotentCreate } from '../http/idempotencyKey';
import { PREMIUM_PLANS } from '../limits/plans';
import { bulkPost } from '../posts/bulk';
import type { Publisher } from '../publisher';
import { contractRoute, type Route } from '../router';

const ACTION = 'post';

/**
 * `PUT /api/post/bulk`, and POST as the page's curl example sends it
 * (https://www.ayrshare.com/docs/apis/post/bulk-post): Premium, Business and Enterprise plans; the
 * CSV arrives as a multipart/form-data part `file`.
 */
/** The page: "Content-Type must be multipart/form-data". A JSON body is refused, naming the header. */
function requireMultipart(contentType: string | string[] | undefined): void {
	const value = Array.isArray(contentType) ? contentType[0] : contentType;
	if (value !== undefined && /^multipart\/form-data\b/i.test(value)) return;
	throw validationFailed(ACTION, [
		{
			field: 'Content-Type',
			value: value ?? null,
			message:
				'must be multipart/form-data, the CSV file sent as its part "file" (https://www.ayrshare.com/docs/apis/post/bulk-post)',
		},
	]);
}

export function postBulkRoutes(publisher: Publisher): Route[] {
	return contractRoute(postBulkEndpoint, {
		action: ACTION,
		multipartBody: true,
		before: (req) => {
			requirePlan(req.account, PREMIUM_PLANS, ACTION, 'Bulk posting (PUT /post/bulk)');
			requireMultipart(req.headers['content-type']);
		},
		handler: idempotentCreate('bulk post', ACTION, (req, ctx) => bulkPost(ctx, publisher, req)),
	});
}
