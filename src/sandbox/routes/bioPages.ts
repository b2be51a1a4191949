import type { ValidationIssue } from '../../engine/core/errors';
import { isNetwork } from '../../engine/networks';
import {
	BIO_BUTTON_NUMBERS,
	BIO_PAGE_FIELDS,
	BIO_SOCIAL_KEYS,
	type BioPageFields,
	type BioSocialKey,
	type BioSocialUrls,
} from '../../engine/resources/bioPages';
import {
	bioHandleCheckEndpoint,
	bioPageCreateEndpoint,
	bioPageDeleteEndpoint,
	bioPageGetEndpoint,
	bioPageUpdateEndpoint,
} from '../../engine/contract/bioPages';
import { actingProfile, requirePlan } from '../http/auth';
import { bioPageAddress } from '../bio/address';
import type { StoredBioPage } from '../bio/store';
import { BIO_PAGE_HEADERS, renderBioNotFound, renderBioPage } from '../bio/render';
import type { SandboxContext } from '../context';
import { ErrorCode, SandboxError, notFound, validationFailed } from '../errors';
import { networkProfileUrl } from '../networks';
import { PREMIUM_PLANS } from '../limits/plans';
import {
	contractRoute,
	type ContractRequest,
	type Reply,
	type Route,
	type SandboxRequest,
} from '../router';
import type { Profile } from '../store/accounts';

const ACTION = 'biolink';
const REF_ID = /^[0-9a-f]{40}$/;

/**
 * Bio pages (beta; contracts in `src/engine/contract/bioPages.ts`): one page per profile, served publicly at
 * `<sandbox url>/bio/<handle>`. A second create for a profile is HTTP 409 code 101; so is a
 * handle another profile holds.
 */
export const bioPageRoutes: Route[] = [
	...contractRoute(bioPageGetEndpoint, { action: ACTION, handler: getPage }),
	...contractRoute(bioPageCreateEndpoint, { action: ACTION, handler: createPage }),
	...contractRoute(bioPageUpdateEndpoint, { action: ACTION, handler: updatePage }),
	...contractRoute(bioPageDeleteEndpoint, { action: ACTION, handler: deletePage }),
	...contractRoute(bioHandleCheckEndpoint, { action: ACTION, handler: checkHandle }),
	// Ours: the public page itself, at the sandbox's root.
	{ method: 'GET', pattern: '/bio/:handle', action: 'bio', public: true, handler: servePage },
];

function conflict(message: string): SandboxError {
	return new SandboxError(409, ErrorCode.badRequest, ACTION, message);
}

function isSocialKey(value: string): value is BioSocialKey {
	return (BIO_SOCIAL_KEYS as readonly string[]).includes(value);
}

/** The request's fields applied to a page's: "" clears a field; socialUrls merge key by key. */
function applyFields(current: BioPageFields, request: BioPageFields): BioPageFields {
	const next: Record<string, unknown> = { ...current };
	for (const name of BIO_PAGE_FIELDS) {
		const value = request[name];
		if (value === undefined) continue;
		if (name === 'socialUrls') {
			const social: Record<string, string> = { ...(current.socialUrls as Record<string, string>) };
			for (const [key, url] of Object.entries(value as BioSocialUrls)) {
				// Keys of networks the page does not show are accepted and ignored.
				if (!isSocialKey(key) || (url !== undefined && typeof url !== 'string')) continue;
				if (url === '' || url === undefined) delete social[key];
				else social[key] = url;
			}
			if (Object.keys(social).length > 0) next.socialUrls = social;
			else delete next.socialUrls;
		} else if (value === '') {
			delete next[name];
		} else {
			next[name] = value;
		}
	}
	return next as BioPageFields;
}

/** A button shows only with both a label and a link: one without the other is refused. */
function buttonIssues(fields: BioPageFields): ValidationIssue[] {
	const issues: ValidationIssue[] = [];
	for (const n of BIO_BUTTON_NUMBERS) {
		const text = fields[`button${n}Text` as const];
		const url = fields[`button${n}Url` as const];
		if (text && !url) {
			issues.push({
				field: `button${n}Url`,
				value: undefined,
				message: `is required while button${n}Text is set ("${text}"): a button needs a label and a link; send button${n}Text: "" to remove the button`,
			});
		}
		if (url && !text) {
			issues.push({
				field: `button${n}Text`,
				value: undefined,
				message: `is required while button${n}Url is set: a button needs a label and a link; send button${n}Url: "" to remove the button`,
			});
		}
	}
	return issues;
}

/** The social links a page shows: its own, or with auto-sync the linked accounts' profile pages (GitHub kept). */
function socialUrlsFor(ctx: SandboxContext, page: StoredBioPage): BioSocialUrls {
	const own = page.fields.socialUrls ?? {};
	const found: BioSocialUrls = {};
	if (page.fields.autoSyncSocialUrls) {
		if (own.github) found.github = own.github;
		for (const account of ctx.linkedAccounts.list(page.profileId)) {
			if (isSocialKey(account.platform) && isNetwork(account.platform))
				found[account.platform] = networkProfileUrl(ctx.url, account.platform, account.username);
		}
	} else {
		Object.assign(found, own);
	}
	const ordered: BioSocialUrls = {};
	for (const key of BIO_SOCIAL_KEYS) if (found[key]) ordered[key] = found[key];
	return ordered;
}

function pageView(ctx: SandboxContext, page: StoredBioPage): Record<string, unknown> {
	const { socialUrls: _own, autoSyncSocialUrls, ...rest } = page.fields;
	return {
		status: 'success',
		handle: page.handle,
		...rest,
		socialUrls: socialUrlsFor(ctx, page),
		autoSyncSocialUrls: autoSyncSocialUrls === true,
		biolinkUrl: bioPageAddress(ctx, page.handle),
		created: new Date(page.createdAt).toISOString(),
		modifiedDate: new Date(page.updatedAt).toISOString(),
	};
}

function pageOf(ctx: SandboxContext, profile: Profile): StoredBioPage {
	const page = ctx.bioPages.byProfile(profile.id);
	if (!page) {
		throw notFound(
			ACTION,
			`Profile "${profile.title}" has no bio page; create one with POST /api/biolink {handle, ...}.`,
		);
	}
	return page;
}

/** Throws 409 unless the handle is free or already this profile's. */
function claimHandle(ctx: SandboxContext, profile: Profile, handle: string): void {
	const owner = ctx.bioPages.handleOwner(handle);
	if (owner !== undefined && owner !== profile.id) {
		throw conflict(
			`The handle "${handle}" is taken by another bio page; choose another (check one with GET /api/biolink/checkHandle?handle=).`,
		);
	}
}

/** `GET /api/biolink`: the profile's page (ours: no public page documents it). */
function getPage(req: ContractRequest<typeof bioPageGetEndpoint>, ctx: SandboxContext): Reply {
	const profile = actingProfile(ctx, req, ACTION, { query: true });
	return { status: 200, body: pageView(ctx, pageOf(ctx, profile)) };
}

/** `POST /api/biolink {handle, ...}`: the profile's one page; `{status, url}`. */
function createPage(
	req: ContractRequest<typeof bioPageCreateEndpoint>,
	ctx: SandboxContext,
): Reply {
	const profile = actingProfile(ctx, req, ACTION, { body: true });
	const { handle, ...request } = req.input.body;
	const store = ctx.bioPages;
	return ctx.db.transaction((): Reply => {
		const existing = store.byProfile(profile.id);
		if (existing) {
			throw conflict(
				`Profile "${profile.title}" already has a bio page (handle "${existing.handle}"); a profile has one. ` +
					'Change it with PUT /api/biolink, or delete it first with DELETE /api/biolink.',
			);
		}
		claimHandle(ctx, profile, handle);
		const fields = applyFields({}, request);
		const issues = buttonIssues(fields);
		if (issues.length > 0) throw validationFailed(ACTION, issues);
		const now = ctx.now();
		store.insert({ profileId: profile.id, handle, fields, createdAt: now, updatedAt: now });
		return { status: 200, body: { status: 'success', url: bioPageAddress(ctx, handle) } };
	})();
}

/** `PUT /api/biolink {...}`: changes the given fields; a new handle frees the old one. */
function updatePage(
	req: ContractRequest<typeof bioPageUpdateEndpoint>,
	ctx: SandboxContext,
): Reply {
	const profile = actingProfile(ctx, req, ACTION, { body: true });
	const { handle, ...request } = req.input.body;
	const store = ctx.bioPages;
	return ctx.db.transaction((): Reply => {
		const page = pageOf(ctx, profile);
		if (handle !== undefined && handle !== page.handle) claimHandle(ctx, profile, handle);
		const fields = applyFields(page.fields, request);
		const issues = buttonIssues(fields);
		if (issues.length > 0) throw validationFailed(ACTION, issues);
		const next = { ...page, handle: handle ?? page.handle, fields, updatedAt: ctx.now() };
		store.update(next);
		return { status: 200, body: { status: 'success', url: bioPageAddress(ctx, next.handle) } };
	})();
}

/** `DELETE /api/biolink`: removes the page; its handle is free again. */
function deletePage(
	req: ContractRequest<typeof bioPageDeleteEndpoint>,
	ctx: SandboxContext,
): Reply {
	const profile = actingProfile(ctx, req, ACTION, { body: true, query: true });
	pageOf(ctx, profile);
	ctx.bioPages.delete(profile.id);
	return { status: 200, body: { status: 'success' } };
}

/** `GET /api/biolink/checkHandle?handle=` (Premium or Business): `{status, exists}`. */
function checkHandle(
	req: ContractRequest<typeof bioHandleCheckEndpoint>,
	ctx: SandboxContext,
): Reply {
	requirePlan(req.account, PREMIUM_PLANS, ACTION, 'Checking a bio page handle');
	actingProfile(ctx, req, ACTION, { query: true });
	const { handle } = req.input.query;
	const exists = ctx.bioPages.handleOwner(handle) !== undefined;
	return { status: 200, body: { status: 'success', handle, exists } };
}

function html(status: number, text: string): Reply {
	return { status, raw: Buffer.from(text, 'utf8'), headers: { ...BIO_PAGE_HEADERS } };
}

/** `GET /bio/:handle`: the public page; a profile's refId address (before it had a page) redirects to it. */
function servePage(req: SandboxRequest, ctx: SandboxContext): Reply {
	const { handle } = req.params;
	const store = ctx.bioPages;
	const page = store.byHandle(handle);
	if (page && page.handle !== handle) {
		// Handles are unique whatever their case; the address in lower case is the page's own.
		return { status: 301, headers: { location: bioPageAddress(ctx, page.handle) } };
	}
	if (page) {
		const fields = { ...page.fields };
		return html(
			200,
			renderBioPage({ handle: page.handle, fields, socialUrls: socialUrlsFor(ctx, page) }),
		);
	}
	const byRef = REF_ID.test(handle) ? store.byRefId(handle) : undefined;
	if (byRef) return { status: 302, headers: { location: bioPageAddress(ctx, byRef.handle) } };
	return html(404, renderBioNotFound(handle));
}
