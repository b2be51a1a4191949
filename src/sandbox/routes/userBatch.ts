import { formatUtcTimestamp } from '../../engine/scheduling';
import { requirePlan } from '../http/auth';
import type { SandboxContext } from '../context';
import { notFound } from '../errors';
import { BUSINESS_PLANS } from '../limits/plans';
import { DAY_MS } from '../networks';
import { randomBase62 } from '../networks/ids';
import { GetUserBatch } from '../../engine/contract/user';
import { contractRoute, type Reply, type Route, type SandboxRequest } from '../router';
import { userDetails } from './user';

const ACTION = 'user';
const HOUR_MS = 60 * 60 * 1000;
/** Docs (apis/user/batch-all-users): a new file at most every 3 hours, its URL good for 7 days. */
const REGENERATE_AFTER_MS = 3 * HOUR_MS;
const URL_LIFETIME_MS = 7 * DAY_MS;

interface BatchFile {
	accountId: number;
	token: string;
	fileName: string;
	createdAt: number;
	json: string;
}

/** The files of a running sandbox, by `account:<id>` and by token; gone with the process (they expire). */
const filesOf = new WeakMap<SandboxContext, Map<string, BatchFile>>();

function files(ctx: SandboxContext): Map<string, BatchFile> {
	let map = filesOf.get(ctx);
	if (!map) filesOf.set(ctx, (map = new Map()));
	return map;
}

export const userBatchRoutes: Route[] = [
	...contractRoute(GetUserBatch, { action: ACTION, handler: batch }),
	{
		method: 'GET',
		pattern: '/batch/users/:token/:fileName',
		action: ACTION,
		public: true,
		handler: serveFile,
	},
];

/**
 * `GET /api/user/batch` (Business): where the file with every user profile's `/user` data is. The
 * sandbox writes it at once (urlAvailable is now: ours; the service may take minutes) and keeps it
 * for 3 hours before writing a new one, as the docs say.
 */
function batch(req: SandboxRequest, ctx: SandboxContext): Reply {
	requirePlan(req.account, BUSINESS_PLANS, ACTION, 'Batch user data');
	const now = ctx.now();
	const byAccount = files(ctx);
	const accountKey = `account:${req.account.id}`;
	let file = byAccount.get(accountKey);
	if (!file || now - file.createdAt >= REGENERATE_AFTER_MS) {
		if (file) byAccount.delete(file.token);
		const users = ctx.accounts
			.profiles(req.account.id)
			.map((profile) => userDetails(ctx, req.account, profile));
		const stamp = new Date(now).toISOString().slice(0, 16).replace(/[T:]/g, '-');
		file = {
			accountId: req.account.id,
			token: randomBase62(24),
			fileName: `users-batch-${stamp}.json`,
			createdAt: now,
			json: JSON.stringify(users),
		};
		byAccount.set(accountKey, file);
		byAccount.set(file.token, file);
	}
	return {
		status: 200,
		body: {
			success: true,
			url: `${ctx.url}/batch/users/${file.token}/${file.fileName}`,
			urlAvailable: formatUtcTimestamp(file.createdAt),
			urlExpires: formatUtcTimestamp(file.createdAt + URL_LIFETIME_MS),
			lastUpdated: new Date(file.createdAt).toISOString(),
			nextUpdate: new Date(file.createdAt + REGENERATE_AFTER_MS).toISOString(),
		},
	};
}

/** The file behind a batch URL (no API key: the URL is the secret, as a pre-signed one is). */
function serveFile(req: SandboxRequest, ctx: SandboxContext): Reply {
	const file = files(ctx).get(req.params.token);
	const live =
		file && file.token === req.params.token && ctx.now() < file.createdAt + URL_LIFETIME_MS;
	if (!live || file.fileName !== req.params.fileName)
		throw notFound(ACTION, 'No batch file at this URL (it expired, or a newer one replaced it).');
	return {
		status: 200,
		raw: Buffer.from(file.json),
		headers: { 'content-type': 'application/json' },
	};
}
