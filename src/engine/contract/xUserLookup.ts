import { z } from 'zod';

/**
 * Reading another X user than the linked account, by id or handle (API key only: the service
 * refuses them with a profile key). `GET /history/:platform` and `POST /analytics/social` take them
 * (https://www.ayrshare.com/docs/apis/history/get-history-platform, apis/analytics/social).
 */
export const X_USER_LOOKUP_FIELDS = {
	userId: z
		.string()
		.optional()
		.describe('X only: a numeric X user id to read instead of the linked account (API key only).'),
	userName: z
		.string()
		.optional()
		.describe('X only: an X handle to read instead of the linked account (API key only).'),
};
