import type { ValidationIssue } from '../../engine/core/errors';
import {
	BULK_CSV_COLUMNS,
	type BulkCsvColumn,
	type postBulkEndpoint,
} from '../../engine/contract/postBulk';
import { parseUtcTimestamp } from '../../engine/scheduling';
import type { SandboxContext } from '../context';
import { validationFailed } from '../errors';
import type { Publisher } from '../publisher';
import type { ContractRequest, Reply, SandboxRequest } from '../router';
import { BULK_SCHEDULED_OPTION } from './bulkDuplicates';
import { csvText, readRows, type BulkRow } from './bulkCsv';
import { checkPost, postCheckIssues } from './checks';
import { createPost } from './create';

const ACTION = 'post';

/**
 * `PUT /api/post/bulk` (https://www.ayrshare.com/docs/apis/post/bulk-post): each CSV row is checked
 * as `POST /post` checks a post with a scheduleDate (posts/checks.ts) and must be due in the future
 * (the page: "will schedule them for a future date"). Ours, where the page is silent: a file with
 * any bad row is refused whole, every problem named by row (1-based, header excluded), column and
 * value, and nothing is created; the rows are then created as `POST /post` creates them, in one
 * transaction, and each answer's scheduleDate is the row's own text.
 */
export function bulkPost(
	ctx: SandboxContext,
	publisher: Publisher,
	req: ContractRequest<typeof postBulkEndpoint>,
): Reply {
	const rows = readRows(csvText(req.input.body.file));
	const issues = rows.issues;
	const now = ctx.now();
	for (const row of rows.rows) issues.push(...rowIssues(ctx, req, row, now, rows.missing(row)));
	if (issues.length > 0) throw validationFailed(ACTION, issues, { posts: [] });
	const created = ctx.db.transaction(() =>
		rows.rows.map((row) => createPost(ctx, publisher, rowRequest(req, row))),
	)();
	const posts = created.map((reply, index) => {
		const answer = reply.body as Record<string, unknown>;
		const row = rows.rows[index];
		return {
			status: answer.status,
			scheduleDate: row.scheduleDate,
			id: answer.id,
			post: answer.post,
		};
	});
	return { status: 200, body: { status: 'success', posts } };
}

const WHAT: Record<BulkCsvColumn, string> = {
	post: 'the post text',
	platforms: 'a comma-separated list of networks, like "twitter, facebook"',
	mediaUrls: 'a media URL, or an empty cell for a post without media',
	scheduleDate: 'a UTC date-time in the future, like 2026-07-08T12:30:00Z',
};

/** Every problem of one row: its missing cells, a date not in the future, and `POST /post`'s checks. */
function rowIssues(
	ctx: SandboxContext,
	req: SandboxRequest,
	row: BulkRow,
	now: number,
	missing: BulkCsvColumn[],
): ValidationIssue[] {
	const where = (column: string) => `file row ${row.row}, column ${column}`;
	const issues: ValidationIssue[] = missing.map((column) => ({
		field: where(column),
		value: undefined,
		message: `is required: ${WHAT[column]}`,
	}));
	const at = parseUtcTimestamp(row.scheduleDate);
	if (at !== undefined && at <= now)
		issues.push({
			field: where('scheduleDate'),
			value: row.scheduleDate,
			message: `must be in the future: a bulk file schedules posts (it is now ${new Date(now).toISOString()})`,
		});
	try {
		checkPost(ctx, rowRequest(req, row));
	} catch (error) {
		const found = postCheckIssues(error);
		if (!found) throw error;
		for (const issue of found) {
			const column = BULK_CSV_COLUMNS.find((name) => issue.field.startsWith(name)) ?? issue.field;
			if ((missing as string[]).includes(column)) continue;
			const inner = issue.field === column ? '' : `(${issue.field}) `;
			issues.push({ ...issue, field: where(column), message: `${inner}${issue.message}` });
		}
	}
	return issues;
}

/** The row as the request `POST /post` would receive: the bulk request's profile and X keys, no idempotency key. */
function rowRequest(req: SandboxRequest, row: BulkRow): SandboxRequest {
	const { 'idempotency-key': _key, ...headers } = req.headers;
	// Marked for the page's duplicate rule, applied when the post is sent (bulkDuplicates.ts).
	const body = { ...row.body, [BULK_SCHEDULED_OPTION]: true };
	const input = { params: {}, query: {}, body };
	return { ...req, method: 'POST', path: '/api/post', headers, body, input };
}
