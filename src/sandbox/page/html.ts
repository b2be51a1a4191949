import { escapeHtml } from '../bio/render';

/**
 * HTML built by tagged templates: every interpolated value is escaped unless it is already
 * `SafeHtml` (the output of `html` itself), so user text (post text is user input) cannot add markup.
 */
export class SafeHtml {
	constructor(readonly text: string) {}
	toString(): string {
		return this.text;
	}
}

type Interpolated = SafeHtml | string | number | boolean | null | undefined | Interpolated[];

function render(value: Interpolated): string {
	if (value === null || value === undefined || value === false) return '';
	if (value instanceof SafeHtml) return value.text;
	if (Array.isArray(value)) return value.map(render).join('');
	return escapeHtml(String(value));
}

export function html(strings: TemplateStringsArray, ...values: Interpolated[]): SafeHtml {
	let out = strings[0];
	for (let i = 0; i < values.length; i++) out += render(values[i]) + strings[i + 1];
	return new SafeHtml(out);
}

/** A URL for an href or src: http(s) or a path of this site, else nothing. */
export function safeHref(value: string | undefined | null): string | undefined {
	if (!value) return undefined;
	if (value.startsWith('/') && !value.startsWith('//')) return value;
	try {
		const url = new URL(value);
		return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : undefined;
	} catch {
		return undefined;
	}
}

/** A secret as the page shows it: its first four characters and its length, never the rest. */
export function maskSecret(secret: string | null | undefined): string {
	if (!secret) return '(none)';
	const shown = secret.length > 12 ? secret.slice(0, 4) : '';
	return `${shown}${'•'.repeat(8)} (${secret.length} characters)`;
}

/** `2026-11-25 07:30:12 UTC`: the page shows UTC, as the service's dates are. */
export function formatTime(epochMs: number | null | undefined): string {
	if (epochMs === null || epochMs === undefined) return '';
	return `${new Date(epochMs).toISOString().slice(0, 19).replace('T', ' ')} UTC`;
}

/** A `<time>` element with the machine-readable instant. */
export function timeElement(epochMs: number | null | undefined): SafeHtml {
	if (epochMs === null || epochMs === undefined) return html``;
	return html`<time datetime="${new Date(epochMs).toISOString()}">${formatTime(epochMs)}</time>`;
}

/** A table of records: a caption for screen readers, one header cell per column, the rows. */
export function dataTable(
	caption: string,
	columns: string[],
	rows: SafeHtml | SafeHtml[],
	className?: string,
): SafeHtml {
	const head = columns.map((column) => html`<th scope="col">${column}</th>`);
	return html`<table${className ? html` class="${className}"` : ''}>
		<caption class="visually-hidden">${caption}</caption>
		<thead>
			<tr>${head}</tr>
		</thead>
		<tbody>
			${rows}
		</tbody>
	</table>`;
}
