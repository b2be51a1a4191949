import type { SqlStatement as Statement } from '../sqlite';
import { findUrls } from '../../engine/richtext';
import type { SandboxDatabase } from '../db';
import { linkCode } from '../networks/ids';
import type { Click } from './linkClicks';

const HTTP_URL = /^https?:\/\//i;
// Only http(s) links are shortened; most posts have none, so skip the full URL scan for them.
const HAS_HTTP_URL = /https?:\/\//i;

/** Who a short link belongs to: links, their codes and their clicks are per profile. */
export interface LinkOwner {
	accountId: number;
	profileId: number;
}

export interface StoredLink {
	id: number;
	profileId: number;
	code: string;
	originalUrl: string;
	createdAt: number;
}

interface LinkRow {
	id: number;
	profile_id: number;
	code: string;
	original_url: string;
	created_at: number;
}

const toLink = (r: LinkRow): StoredLink => ({
	id: r.id,
	profileId: r.profile_id,
	code: r.code,
	originalUrl: r.original_url,
	createdAt: r.created_at,
});

/** Clicks of one link counted by browser, referer and social network. */
export interface ClickCounts {
	browserCounts: Record<string, number>;
	refererCounts: Record<string, number>;
	socialClicks: Record<string, number>;
	totalClicks: number;
}

export const emptyCounts = (): ClickCounts => ({
	browserCounts: {},
	refererCounts: {},
	socialClicks: {},
	totalClicks: 0,
});

/** Inclusive epoch-ms bounds; either may be open. */
export interface TimeRange {
	from?: number;
	to?: number;
}

const LINK_COLUMNS = 'id, profile_id, code, original_url, created_at';

/**
 * Sandbox short links: `<url>/l/<code>`, the same code every time for one profile and URL. Each
 * click through `GET /l/:code` is stored with its time, browser, referer and social network.
 */
export class LinkStore {
	private readonly q: Record<string, Statement>;

	constructor(db: SandboxDatabase) {
		this.q = {
			byUrl: db.prepare(
				`SELECT ${LINK_COLUMNS} FROM links WHERE profile_id = ? AND original_url = ?`,
			),
			insert: db.prepare(
				`INSERT OR IGNORE INTO links (account_id, profile_id, code, original_url, created_at)
				 VALUES (?, ?, ?, ?, ?)`,
			),
			byCode: db.prepare(`SELECT ${LINK_COLUMNS} FROM links WHERE code = ?`),
			setUrl: db.prepare('UPDATE links SET original_url = ? WHERE id = ?'),
			list: db.prepare(
				`SELECT ${LINK_COLUMNS} FROM links
				 WHERE profile_id = @profileId AND created_at >= @from AND created_at <= @to
				 ORDER BY created_at DESC, id DESC`,
			),
			click: db.prepare(
				'INSERT INTO link_clicks (link_id, clicked_at, browser, referer, social) VALUES (?, ?, ?, ?, ?)',
			),
			counts: db.prepare(
				`SELECT link_id, browser, referer, social, COUNT(*) AS n FROM link_clicks
				 WHERE link_id IN (SELECT value FROM json_each(@ids)) AND clicked_at >= @from AND clicked_at <= @to
				 GROUP BY link_id, browser, referer, social`,
			),
		};
	}

	/** The profile's link for this URL, created on first use. */
	linkFor(owner: LinkOwner, url: string, now: number): StoredLink {
		const existing = this.q.byUrl.get(owner.profileId, url) as LinkRow | undefined;
		if (existing) return toLink(existing);
		// A code taken by another profile or URL (a hash collision) gets a longer code instead.
		for (let length = 8; length <= 32; length += 4) {
			const code = linkCode(owner.profileId, url, length);
			this.q.insert.run(owner.accountId, owner.profileId, code, url, now);
			const row = this.q.byUrl.get(owner.profileId, url) as LinkRow | undefined;
			if (row) return toLink(row);
		}
		throw new Error('could not allocate a short-link code');
	}

	codeFor(owner: LinkOwner, url: string, now: number): string {
		return this.linkFor(owner, url, now).code;
	}

	/**
	 * Points a link at another URL; its code stays. A profile has one link per URL, so a URL
	 * another of its links has is answered with that link instead of changing anything.
	 */
	setUrl(link: StoredLink, url: string): { updated: StoredLink } | { taken: StoredLink } {
		const holder = this.q.byUrl.get(link.profileId, url) as LinkRow | undefined;
		if (holder && holder.id !== link.id) return { taken: toLink(holder) };
		this.q.setUrl.run(url, link.id);
		return { updated: { ...link, originalUrl: url } };
	}

	byCode(code: string): StoredLink | undefined {
		const row = this.q.byCode.get(code) as LinkRow | undefined;
		return row && toLink(row);
	}

	/** The original URL of a code, recording the click; undefined for an unknown code. */
	follow(code: string, click: Click): string | undefined {
		const link = this.byCode(code);
		if (link)
			this.q.click.run(link.id, click.at, click.browser, click.referer, click.social ?? null);
		return link?.originalUrl;
	}

	/** The profile's links created within the range, newest first. */
	list(profileId: number, created: TimeRange = {}): StoredLink[] {
		const rows = this.q.list.all({
			profileId,
			from: created.from ?? Number.MIN_SAFE_INTEGER,
			to: created.to ?? Number.MAX_SAFE_INTEGER,
		}) as LinkRow[];
		return rows.map(toLink);
	}

	/** Click counts of each link, for clicks within the range; links without clicks count zero. */
	clickCounts(links: StoredLink[], clicked: TimeRange = {}): Map<number, ClickCounts> {
		const counts = new Map(links.map((link) => [link.id, emptyCounts()]));
		if (links.length === 0) return counts;
		const rows = this.q.counts.all({
			ids: JSON.stringify(links.map((link) => link.id)),
			from: clicked.from ?? Number.MIN_SAFE_INTEGER,
			to: clicked.to ?? Number.MAX_SAFE_INTEGER,
		}) as Array<{
			link_id: number;
			browser: string;
			referer: string;
			social: string | null;
			n: number;
		}>;
		for (const row of rows) {
			const c = counts.get(row.link_id) as ClickCounts;
			c.totalClicks += row.n;
			c.browserCounts[row.browser] = (c.browserCounts[row.browser] ?? 0) + row.n;
			c.refererCounts[row.referer] = (c.refererCounts[row.referer] ?? 0) + row.n;
			if (row.social !== null)
				c.socialClicks[row.social] = (c.socialClicks[row.social] ?? 0) + row.n;
		}
		return counts;
	}

	/** Replaces every http(s) link in the text with its short link; sandbox short links stay as they are. */
	shortenInText(owner: LinkOwner, text: string, baseUrl: string, now: number): string {
		if (!HAS_HTTP_URL.test(text)) return text;
		const ranges = findUrls(text);
		if (ranges.length === 0) return text;
		const prefix = `${baseUrl}/l/`;
		let out = '';
		let cursor = 0;
		for (const { start, end } of ranges) {
			const url = text.slice(start, end);
			if (!HTTP_URL.test(url) || url.startsWith(prefix)) continue;
			out += text.slice(cursor, start) + prefix + this.codeFor(owner, url, now);
			cursor = end;
		}
		return out + text.slice(cursor);
	}
}
