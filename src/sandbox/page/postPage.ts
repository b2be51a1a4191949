import type { SandboxContext } from '../context';
import type { Reply } from '../router';
import type { Delivery } from '../store/deliveries';
import { html } from './html';
import { PAGE_HEADERS, renderPage } from './layout';
import { networkName, singleNetworkPostCard } from './networkPost';

/**
 * A post's `postUrl` opened in a browser: that network post's card. Public like its JSON (a post
 * URL is shared; it shows what the network shows, nothing of the account).
 */
export function networkPostPage(
	ctx: SandboxContext,
	network: string,
	id: string,
	post: Delivery | undefined,
): Reply {
	const page = post
		? renderPage({
				title: `${networkName(post.platform)} post ${post.networkId}`,
				view: 'post',
				body: singleNetworkPostCard(ctx.url, post),
			})
		: renderPage({
				title: 'Post not found',
				view: 'post',
				body: html`<p>
					${networkName(network)} has no post with id <code>${id}</code>.
					<a href="/">See every post</a>.
				</p>`,
			});
	return { status: post ? 200 : 404, raw: Buffer.from(page, 'utf8'), headers: PAGE_HEADERS };
}
