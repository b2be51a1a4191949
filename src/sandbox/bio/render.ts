import {
	BIO_BUTTON_NUMBERS,
	BIO_SOCIAL_KEYS,
	bioSocialLabel,
	type BioPageFields,
	type BioSocialUrls,
} from '../../engine/resources/bioPages';

/**
 * The public bio page: plain, accessible HTML with no script. Every user-supplied text is
 * HTML-escaped, every URL must be http(s) and is escaped again for its attribute or CSS context.
 * Colours keep text at WCAG AA contrast or better (body #1a1a1a and buttons #ffffff on #1f3a5f
 * are above 11:1; secondary text #4a4a4a on white is about 8.9:1).
 */

export interface BioPageView {
	handle: string;
	fields: BioPageFields;
	/** The social links to show, already merged with the linked accounts when auto-sync is on. */
	socialUrls: BioSocialUrls;
}

/** Security headers of every page: no script, no framing, images from the web only. */
export const BIO_PAGE_HEADERS: Record<string, string> = {
	'content-type': 'text/html; charset=utf-8',
	'content-security-policy':
		"default-src 'none'; img-src http: https: data:; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
	'x-content-type-options': 'nosniff',
	'referrer-policy': 'strict-origin-when-cross-origin',
	'cache-control': 'no-cache',
};

const HTML_ESCAPES: Record<string, string> = {
	'&': '&amp;',
	'<': '&lt;',
	'>': '&gt;',
	'"': '&quot;',
	"'": '&#39;',
};

export function escapeHtml(text: string): string {
	return text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char]);
}

/** The URL when it is http(s), else undefined: nothing else ever reaches an href or src. */
function safeUrl(value: string | undefined): string | undefined {
	if (!value) return undefined;
	try {
		const url = new URL(value);
		return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : undefined;
	} catch {
		return undefined;
	}
}

/**
 * A CSS `url("...")` whose content cannot end the string, the value or the rule: characters CSS
 * gives meaning to are percent-encoded, which leaves the address the same for the image server.
 */
function cssUrl(url: string): string {
	const encoded = url.replace(
		/["'()\\{}<>\s]/g,
		(char) => `%${char.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`,
	);
	return `url("${encoded}")`;
}

const STYLE = `
*,*::before,*::after{box-sizing:border-box}
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,Helvetica,Arial,sans-serif;font-size:1rem;line-height:1.5;color:#1a1a1a;background:#eef0f3}
main{max-width:36rem;margin:0 auto;padding:0 1rem 3rem}
.banner{height:10rem;margin:0 -1rem;background-color:#1f3a5f;background-size:cover;background-position:center}
.card{position:relative;margin-top:-3rem;padding:1.5rem;border-radius:1rem;background:#ffffff;text-align:center;box-shadow:0 1px 4px rgba(0,0,0,.15)}
.card.no-banner{margin-top:4.5rem}
.avatar{display:block;width:6rem;height:6rem;margin:-4.5rem auto 0.75rem;border-radius:50%;border:4px solid #ffffff;object-fit:cover;background:#d9dde3}
h1{margin:0.5rem 0 0.25rem;font-size:1.6rem;line-height:1.25}
.handle{margin:0;color:#4a4a4a}
.bio{margin:1rem 0 0;color:#1a1a1a;white-space:pre-line}
ul{list-style:none;margin:0;padding:0}
.buttons{display:grid;gap:0.75rem;margin-top:1.5rem}
.button{display:block;padding:0.85rem 1rem;border-radius:0.6rem;background:#1f3a5f;color:#ffffff;font-weight:600;text-decoration:none}
.button:hover{background:#16304f}
.social{display:flex;flex-wrap:wrap;justify-content:center;gap:0.5rem 1rem;margin-top:1.5rem}
.social a{color:#1f3a5f;font-weight:600;text-decoration:underline}
a:focus-visible{outline:3px solid #b35900;outline-offset:3px}
`;

function pageShell(title: string, body: string): string {
	return [
		'<!doctype html>',
		'<html lang="en">',
		'<head>',
		'<meta charset="utf-8">',
		'<meta name="viewport" content="width=device-width, initial-scale=1">',
		`<title>${escapeHtml(title)}</title>`,
		`<style>${STYLE}</style>`,
		'</head>',
		'<body>',
		body,
		'</body>',
		'</html>',
		'',
	].join('\n');
}

function buttons(fields: BioPageFields): string {
	const items = BIO_BUTTON_NUMBERS.flatMap((n) => {
		const text = fields[`button${n}Text` as const];
		const url = safeUrl(fields[`button${n}Url` as const]);
		if (!text || !url) return [];
		return [
			`<li><a class="button" href="${escapeHtml(url)}" rel="noopener">${escapeHtml(text)}</a></li>`,
		];
	});
	if (items.length === 0) return '';
	return `<nav aria-label="Links"><ul class="buttons">\n${items.join('\n')}\n</ul></nav>`;
}

function socialLinks(socialUrls: BioSocialUrls): string {
	const items = BIO_SOCIAL_KEYS.flatMap((key) => {
		const url = safeUrl(socialUrls[key]);
		if (!url) return [];
		const name = bioSocialLabel(key);
		return [
			`<li><a href="${escapeHtml(url)}" rel="me noopener" aria-label="${escapeHtml(`${name} profile`)}">${escapeHtml(name)}</a></li>`,
		];
	});
	if (items.length === 0) return '';
	return `<nav aria-label="Social profiles"><ul class="social">\n${items.join('\n')}\n</ul></nav>`;
}

/** The page a visitor sees at `/bio/<handle>`; fields with no value are left out entirely. */
export function renderBioPage(view: BioPageView): string {
	const { fields } = view;
	const name = fields.text1 || `@${view.handle}`;
	const background = safeUrl(fields.backgroundImage);
	const avatar = safeUrl(fields.profileImage);
	const parts: string[] = ['<main>'];
	if (background) {
		parts.push(
			`<div class="banner" aria-hidden="true" style="${escapeHtml(`background-image:${cssUrl(background)}`)}"></div>`,
		);
	}
	parts.push(`<div class="card${background ? '' : ' no-banner'}">`);
	if (avatar) {
		parts.push(
			`<img class="avatar" src="${escapeHtml(avatar)}" alt="${escapeHtml(`Profile picture of ${name}`)}" width="96" height="96">`,
		);
	}
	parts.push(`<h1>${escapeHtml(name)}</h1>`);
	if (fields.text1) parts.push(`<p class="handle">@${escapeHtml(view.handle)}</p>`);
	if (fields.text2) parts.push(`<p class="bio">${escapeHtml(fields.text2)}</p>`);
	const links = buttons(fields);
	if (links) parts.push(links);
	const social = socialLinks(view.socialUrls);
	if (social) parts.push(social);
	parts.push('</div>', '</main>');
	return pageShell(`${name} | Bio page`, parts.join('\n'));
}

/** The 404 page for a handle no page has. */
export function renderBioNotFound(handle: string): string {
	return pageShell(
		'Bio page not found',
		[
			'<main>',
			'<div class="card no-banner">',
			'<h1>Bio page not found</h1>',
			`<p class="bio">No bio page has the handle “${escapeHtml(handle)}”. Check the address for typos.</p>`,
			'</div>',
			'</main>',
		].join('\n'),
	);
}
