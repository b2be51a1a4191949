import { parse } from 'csv-parse/sync';
import type { ValidationIssue } from '../../engine/core/errors';
import { BULK_CSV_COLUMNS, type BulkCsvColumn } from '../../engine/contract/postBulk';
import { badRequest, validationFailed } from '../errors';

/**
 * A bulk post's CSV file (https://www.ayrshare.com/docs/apis/post/bulk-post), read with csv-parse:
 * its header's columns and each row as the `POST /post` body it stands for.
 */

const ACTION = 'post';

/** One row of the file, 1-based below the header, with the post body it stands for. */
export interface BulkRow {
	row: number;
	scheduleDate: string;
	body: Record<string, unknown>;
}

/** The `file` part as text: the multipart reader hands a file part over as a data URL. */
export function csvText(file: string): string {
	const match = /^data:([^,;]*)((?:;[^,;]*)*),/.exec(file);
	if (!match) return file;
	const payload = file.slice(match[0].length);
	if (match[2].split(';').includes('base64'))
		return Buffer.from(payload, 'base64').toString('utf8');
	try {
		return decodeURIComponent(payload);
	} catch {
		throw badRequest(
			ACTION,
			'file is a data URL whose text does not decode; send the CSV file as it is.',
		);
	}
}

export function readRows(text: string) {
	let records: string[][];
	try {
		records = parse(text, {
			bom: true,
			skip_empty_lines: true,
			relax_column_count: true,
			trim: true,
		});
	} catch (error) {
		throw validationFailed(ACTION, [
			{
				field: 'file',
				value: undefined,
				message: `must be a CSV file; it does not parse: ${(error as Error).message}`,
			},
		]);
	}
	const [header = [], ...body] = records;
	const names = header.map((name) => name.toLowerCase());
	// Column names match whatever their case (ours); other columns are let through.
	const at = Object.fromEntries(
		BULK_CSV_COLUMNS.map((column) => [column, names.indexOf(column.toLowerCase())]),
	) as Record<BulkCsvColumn, number>;
	const issues: ValidationIssue[] = [];
	const absent = BULK_CSV_COLUMNS.filter((column) => at[column] < 0);
	for (const column of absent)
		issues.push({
			field: 'file header',
			value: header.join(','),
			message: `must name the column ${column}: the columns are ${BULK_CSV_COLUMNS.join(', ')}, all required`,
		});
	if (body.length === 0)
		issues.push({
			field: 'file',
			value: undefined,
			message: 'has no rows below its header: one row per post',
		});
	const cells = new Map<number, string[]>();
	const rows: BulkRow[] = body.map((record, index) => {
		const cell = (column: BulkCsvColumn) => (at[column] < 0 ? '' : (record[at[column]] ?? ''));
		const platforms = cell('platforms')
			.split(',')
			.map((name) => name.trim())
			.filter((name) => name !== '');
		const mediaUrls = cell('mediaUrls')
			.split(',')
			.map((url) => url.trim())
			.filter((url) => url !== '');
		const row = index + 1;
		cells.set(row, record);
		const body: Record<string, unknown> = { post: cell('post'), platforms };
		// An empty mediaUrls cell is a post without media (ours: the page lists the column as required).
		if (mediaUrls.length > 0) body.mediaUrls = mediaUrls;
		if (cell('scheduleDate') !== '') body.scheduleDate = cell('scheduleDate');
		return { row, scheduleDate: cell('scheduleDate'), body };
	});
	/** The columns a row lacks: no cell at all, or an empty one where the column must have text. */
	const missing = (row: BulkRow): BulkCsvColumn[] => {
		const record = cells.get(row.row) ?? [];
		return BULK_CSV_COLUMNS.filter(
			(column) =>
				at[column] >= 0 &&
				(record.length <= at[column] || (column !== 'mediaUrls' && record[at[column]] === '')),
		);
	};
	return { rows, issues, missing };
}

/** The networks the rows of a bulk file name, for the X keys check; none when it does not read. */
export function bulkFileNetworks(file: unknown): string[] {
	if (typeof file !== 'string') return [];
	try {
		return readRows(csvText(file)).rows.flatMap((row) => row.body.platforms as string[]);
	} catch {
		return [];
	}
}
