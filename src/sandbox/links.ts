import type { Statement } from 'better-sqlite3';
import { findUrls } from '../engine/richtext';
import type { SandboxDatabase } from './db';
import { linkCode } from './ids';

const HTTP_URL = /^https?:\/\//i;
// Only http(s) links are shortened; most posts have none, so skip the full URL scan for them.
const HAS_HTTP_URL = /https?:\/\//i;

/** Sandbox short links: `<url>/l/<code>`, the same code every time for one account and URL. */
export class LinkStore {
	private readonly q: Record<string, Statement>;

	constructor(db: SandboxDatabase) {
		this.q = {
			byUrl: db.prepare('SELECT code FROM links WHERE account_id = ? AND original_url = ?'),
			insert: db.prepare(
				'INSERT OR IGNORE INTO links (account_id, code, original_url, created_at) VALUES (?, ?, ?, ?)',
			),
			byCode: db.prepare('SELECT original_url FROM links WHERE code = ?'),
			click: db.prepare('UPDATE links SET clicks = clicks + 1 WHERE code = ?'),
		};
	}

	/** The code for this account's URL, created on first use. */
	codeFor(accountId: number, url: string, now: number): string {
		const existing = this.q.byUrl.get(accountId, url) as { code: string } | undefined;
		if (existing) return existing.code;
		// A code taken by another account or URL (a hash collision) gets a longer code instead.
		for (let length = 8; length <= 32; length += 4) {
			const code = linkCode(accountId, url, length);
			if (this.q.insert.run(accountId, code, url, now).changes > 0) return code;
			const owner = this.q.byUrl.get(accountId, url) as { code: string } | undefined;
			if (owner) return owner.code;
		}
		throw new Error('could not allocate a short-link code');
	}

	/** The original URL of a code, counting the click; undefined for an unknown code. */
	follow(code: string): string | undefined {
		const row = this.q.byCode.get(code) as { original_url: string } | undefined;
		if (row) this.q.click.run(code);
		return row?.original_url;
	}

	/** Replaces every http(s) link in the text with its short link; sandbox short links stay as they are. */
	shortenInText(accountId: number, text: string, baseUrl: string, now: number): string {
		if (!HAS_HTTP_URL.test(text)) return text;
		const ranges = findUrls(text);
		if (ranges.length === 0) return text;
		const prefix = `${baseUrl}/l/`;
		let out = '';
		let cursor = 0;
		for (const { start, end } of ranges) {
			const url = text.slice(start, end);
			if (!HTTP_URL.test(url) || url.startsWith(prefix)) continue;
			out += text.slice(cursor, start) + prefix + this.codeFor(accountId, url, now);
			cursor = end;
		}
		return out + text.slice(cursor);
	}
}
