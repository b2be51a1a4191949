import { UpdateLink } from '../../engine/contract/links';
import { actingProfile } from '../http/auth';
import type { SandboxContext } from '../context';
import { badRequest, notFound } from '../errors';
import { contractRoute, type ContractRequest, type Reply, type Route } from '../router';
import { linkView } from './links';

const ACTION = 'links';

/** `PUT /links/:id` (docs: apis/links/update-short-link), declared by its contract. */
export const linkUpdateRoutes: Route[] = contractRoute(UpdateLink, {
	action: ACTION,
	handler: updateLink,
});

/**
 * Points one of the profile's short links at a new https URL: the id and short URL stay, so a
 * posted link follows (`GET /l/:code` redirects to the new URL), clicks so far are kept. The
 * answer is the docs' `{status, id, originalUrl, shortUrl, created, updated}`; `updated` is
 * answered here only (ours: the sandbox does not store it with the link).
 */
function updateLink(req: ContractRequest<typeof UpdateLink>, ctx: SandboxContext): Reply {
	const profile = actingProfile(ctx, req, ACTION, {});
	const { id } = req.input.params;
	const link = ctx.links.byCode(id);
	if (!link || link.profileId !== profile.id)
		throw notFound(
			ACTION,
			`No short link with id ${JSON.stringify(id)} in profile "${profile.title}"; list them with GET /api/links.`,
		);
	const outcome = ctx.links.setUrl(link, req.input.body.url);
	// Ours: the docs are silent on a URL another link of the profile already has.
	if ('taken' in outcome)
		throw badRequest(
			ACTION,
			`url ${JSON.stringify(req.input.body.url)} is already the destination of short link "${outcome.taken.code}" of this profile, and a profile has one short link per URL: use that link, or add a query parameter (like ?v=2) to make the URL distinct.`,
		);
	// The answer's status is the operation's, as POST /links answers (a link's own is `active`).
	return {
		status: 200,
		body: {
			...linkView(ctx, outcome.updated),
			status: 'success',
			updated: new Date(ctx.now()).toISOString(),
		},
	};
}
