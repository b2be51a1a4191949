import type { SandboxContext } from '../context';

/** The public address of a bio page. */
export function bioPageAddress(ctx: Pick<SandboxContext, 'url'>, handle: string): string {
	return `${ctx.url}/bio/${encodeURIComponent(handle)}`;
}

/** The address of the profile's page, when it has one (what `GET /api/user` reports as `biolinkUrl`). */
export function bioPageUrl(ctx: SandboxContext, profileId: number): string | undefined {
	const page = ctx.bioPages.byProfile(profileId);
	return page && bioPageAddress(ctx, page.handle);
}
