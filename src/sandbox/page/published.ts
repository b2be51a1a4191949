import { NETWORK_IDS, isNetwork, type Network } from '../../engine/networks';
import { POST_STATUSES, type PostStatus } from '../../engine/resources/posts';
import type { SandboxContext } from '../context';
import type { Account, Profile } from '../store/accounts';
import type { Post } from '../store/posts';
import { html, timeElement, type SafeHtml } from './html';
import { mediaList, networkDeliveryCard, networkName, textWithLinks } from './networkPost';

/** Most posts one page lists; filters narrow it down. */
const LIST_LIMIT = 200;

export interface PublishedFilter {
	profile?: string;
	network?: Network;
	status?: PostStatus;
	text?: string;
	post?: string;
}

export function readPublishedFilter(query: URLSearchParams): PublishedFilter {
	const filter: PublishedFilter = {};
	const profile = query.get('profile');
	if (profile) filter.profile = profile;
	const network = query.get('network');
	if (isNetwork(network)) filter.network = network;
	const status = query.get('status');
	if (status && (POST_STATUSES as readonly string[]).includes(status))
		filter.status = status as PostStatus;
	const text = query.get('q')?.trim();
	if (text) filter.text = text;
	const post = query.get('post')?.trim();
	if (post) filter.post = post;
	return filter;
}

/** The account's posts matching the filter, newest first, each with its profile and what the networks got. */
function matchingPosts(ctx: SandboxContext, account: Account, filter: PublishedFilter) {
	const profiles = ctx.accounts
		.profiles(account.id)
		.filter((p) => filter.profile === undefined || p.refId === filter.profile);
	const posts: Array<{ post: Post; profile: Profile }> = [];
	for (const profile of profiles) {
		const history = ctx.posts.history({
			profileId: profile.id,
			limit: LIST_LIMIT,
			...(filter.status ? { statuses: [filter.status] } : {}),
			...(filter.network ? { platforms: [filter.network] } : {}),
		});
		for (const post of history) posts.push({ post, profile });
	}
	posts.sort((a, b) => b.post.createdAt - a.post.createdAt);
	const deliveries = ctx.deliveries.forPosts(posts.map((p) => p.post.id));
	const needle = filter.text?.toLowerCase();
	return posts
		.filter(({ post }) => filter.post === undefined || post.id === filter.post)
		.map(({ post, profile }) => ({ post, profile, deliveries: deliveries.get(post.id) ?? [] }))
		.filter(
			({ post, deliveries: sent }) =>
				needle === undefined ||
				post.text.toLowerCase().includes(needle) ||
				sent.some((d) => d.text.toLowerCase().includes(needle)),
		)
		.slice(0, LIST_LIMIT);
}

function option(value: string, label: string, selected: string | undefined): SafeHtml {
	return html`<option value="${value}" ${value === (selected ?? '') ? html` selected` : ''}>
		${label}
	</option>`;
}

function filterForm(profiles: Profile[], filter: PublishedFilter): SafeHtml {
	return html`<form class="filters" method="get" action="/" role="search" aria-label="Filter posts">
		<label
			>Profile<select name="profile">
				${option('', 'All profiles', filter.profile)}${profiles.map((p) =>
					option(p.refId, p.title, filter.profile),
				)}
			</select></label
		>
		<label
			>Network<select name="network">
				${option('', 'All networks', filter.network)}${NETWORK_IDS.map((p) =>
					option(p, networkName(p), filter.network),
				)}
			</select></label
		>
		<label
			>Status<select name="status">
				${option('', 'Any status but deleted', filter.status)}${POST_STATUSES.map((s) =>
					option(s, s, filter.status),
				)}
			</select></label
		>
		<label
			>Text<input
				type="search"
				name="q"
				value="${filter.text ?? ''}"
				placeholder="Words in the post"
		/></label>
		<button type="submit">Filter</button> <a href="/">Clear</a>
	</form>`;
}

/** One service post: its status and profile, then each network's copy as that network shows it. */
export function servicePostCard(
	ctx: SandboxContext,
	post: Post,
	profile: Profile,
	deliveries = ctx.deliveries.forPost(post.id),
): SafeHtml {
	const errors = post.errors.map(
		(e) =>
			html`<li><strong>${networkName(e.platform)}</strong>: ${e.message} (code ${e.code})</li>`,
	);
	const unsent =
		deliveries.length === 0
			? html`<p class="meta">Not on any network yet. The text as sent to the service:</p>
					${textWithLinks(post.text)}${mediaList(post.mediaUrls)}`
			: '';
	return html`<li class="card" id="post-${post.id}" data-post-id="${post.id}">
		<div class="card-head">
			<span class="badge badge-${post.status.replace(' ', '-')}">${post.status}</span>
			<span>${profile.title}</span><span>created ${timeElement(post.createdAt)}</span>
			${post.scheduleAt !== null && post.status !== 'success'
				? html`<span>scheduled ${timeElement(post.scheduleAt)}</span>`
				: ''}
			<span>to ${post.platforms.map(networkName).join(', ')}</span
			><span>service id <code>${post.id}</code></span>
		</div>
		${unsent}${deliveries.map((d) => networkDeliveryCard(ctx.url, d))}
		${errors.length > 0
			? html`<ul class="errors" aria-label="Errors">
					${errors}
				</ul>`
			: ''}
	</li>`;
}

export function publishedView(
	ctx: SandboxContext,
	account: Account,
	query: URLSearchParams,
): SafeHtml {
	const filter = readPublishedFilter(query);
	const posts = matchingPosts(ctx, account, filter);
	const list =
		posts.length === 0
			? html`<p>
					No posts match. Publish one through the API (POST /api/post) or from an n8n workflow.
				</p>`
			: html`<ol class="cards" aria-label="Posts">
					${posts.map((p) => servicePostCard(ctx, p.post, p.profile, p.deliveries))}
				</ol>`;
	return html`${filterForm(ctx.accounts.profiles(account.id), filter)}
		<div id="published-list" data-live>
			<p class="meta">${posts.length} post${posts.length === 1 ? '' : 's'}, newest first.</p>
			${list}
		</div>`;
}
