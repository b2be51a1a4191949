import {
	anyNetworkName,
	isNetwork,
	MESSAGING_ONLY_NETWORKS,
	type MessagingOnlyNetwork,
	type Network,
} from '../../engine/networks';
import { networkPostUrl } from '../networks';
import type { Delivery } from '../store/deliveries';
import { networkPostsOf } from '../networks/thread';
import { deliveryNotes } from './deliveryNotes';
import { html, safeHref, timeElement, type SafeHtml } from './html';

const URL_IN_TEXT = /https?:\/\/[^\s<>"']+/g;

/** Text as the network shows it: line breaks kept, every http(s) address a link (short links too). */
export function textWithLinks(text: string): SafeHtml {
	const parts: Array<SafeHtml | string> = [];
	let last = 0;
	for (const match of text.matchAll(URL_IN_TEXT)) {
		const index = match.index ?? 0;
		parts.push(text.slice(last, index));
		const href = safeHref(match[0]);
		parts.push(href ? html`<a href="${href}" rel="noopener">${match[0]}</a>` : match[0]);
		last = index + match[0].length;
	}
	parts.push(text.slice(last));
	return html`<p class="network-text">${parts}</p>`;
}

/** Videos are linked, not embedded: the page loads no media player, and the file may be large. */
const VIDEO_PATH = /\.(mp4|mov|m4v|webm|avi)$/i;

export function mediaList(urls: readonly string[]): SafeHtml {
	const items = urls.flatMap((url, index) => {
		const href = safeHref(url);
		if (!href) return [];
		const label = `Media ${index + 1} of the post`;
		return VIDEO_PATH.test(new URL(href, 'http://x').pathname)
			? [html`<a href="${href}" rel="noopener">${label} (video)</a>`]
			: [html`<img src="${href}" alt="${label}" loading="lazy" />`];
	});
	return items.length > 0 ? html`<div class="media">${items}</div>` : html``;
}

/** The options the post carried for this network (its entry's `optionsField`), as sent. */
function networkOptionsLine(delivery: Delivery): SafeHtml | string {
	const options = delivery.extra.options;
	if (options === null || typeof options !== 'object') return '';
	const entries = Object.entries(options as Record<string, unknown>).map(
		([key, value]) => html`<li><code>${key}</code>: <code>${JSON.stringify(value)}</code></li>`,
	);
	return html`<div class="meta network-options">
		Options sent to ${networkName(delivery.platform)}:
		<ul>
			${entries}
		</ul>
	</div>`;
}

/** A network's display name (the registry's); a string that names no network (a hand-typed URL) as given. */
export function networkName(network: string): string {
	return isNetwork(network) || Object.hasOwn(MESSAGING_ONLY_NETWORKS, network)
		? anyNetworkName(network as Network | MessagingOnlyNetwork)
		: network;
}

/** The network post's id, linked to its postUrl (which opens this card in a browser). */
function networkIdLink(baseUrl: string, post: Delivery): SafeHtml {
	const url = networkPostUrl(baseUrl, post.platform, post.networkId);
	return html`<a class="network-id" href="${url}">${post.networkId}</a>`;
}

/**
 * What one network received for a post: its text exactly as delivered (rich text rendered, links
 * shortened), media, network id and time; a thread shows each tweet one under another.
 */
export function networkDeliveryCard(baseUrl: string, delivery: Delivery): SafeHtml {
	const posts = networkPostsOf(delivery);
	const head = html`<div class="card-head">
		<span class="network">${networkName(delivery.platform)}</span>
		<span>${timeElement(delivery.createdAt)}</span>
		${delivery.deleted
			? html`<span class="badge badge-deleted">deleted ${timeElement(delivery.deletedAt)}</span>`
			: ''}
		${posts.length > 1 ? html`<span>thread of ${posts.length}</span>` : ''}
	</div>`;
	if (posts.length === 1) {
		return html`<section
			class="delivery"
			aria-label="${networkName(delivery.platform)} post ${delivery.networkId}"
		>
			${head} ${textWithLinks(delivery.text)}${mediaList(delivery.media)}
			${networkOptionsLine(delivery)}
			<p class="meta">Network id ${networkIdLink(baseUrl, delivery)}</p>
			${deliveryNotes(delivery)}
		</section>`;
	}
	const tweets = posts.map(
		(tweet, index) =>
			html`<li data-network-id="${tweet.networkId}">
				<span class="visually-hidden">Post ${index + 1} of ${posts.length}: </span>${textWithLinks(
					tweet.text,
				)}${mediaList(tweet.media)}
				<p class="meta">
					${index + 1}/${posts.length} · network id ${networkIdLink(baseUrl, tweet)}
				</p>
			</li>`,
	);
	return html`<section
		class="delivery"
		aria-label="${networkName(delivery.platform)} thread ${delivery.networkId}"
	>
		${head}
		<ol class="thread">
			${tweets}
		</ol>
		${networkOptionsLine(delivery)} ${deliveryNotes(delivery)}
	</section>`;
}

/** One network post alone (a delivery, or one tweet of a thread), for its postUrl in a browser. */
export function singleNetworkPostCard(baseUrl: string, post: Delivery): SafeHtml {
	const position = post.extra.threadPosition;
	const length = post.extra.threadLength;
	const thread =
		typeof position === 'number' && typeof length === 'number'
			? html`<span
					>post ${position} of a thread of ${length} (first:
					<a href="${networkPostUrl(baseUrl, post.platform, String(post.extra.threadId))}"
						>${String(post.extra.threadId)}</a
					>)</span
				>`
			: '';
	return html`<article
		class="card"
		aria-label="${networkName(post.platform)} post ${post.networkId}"
	>
		<div class="card-head">
			<span class="network">${networkName(post.platform)}</span
			><span>${timeElement(post.createdAt)}</span>${thread}
			${post.deleted
				? html`<span class="badge badge-deleted">deleted ${timeElement(post.deletedAt)}</span>`
				: ''}
			<span>${post.origin === 'service' ? 'sent with the service' : 'made on the network'}</span>
		</div>
		${textWithLinks(post.text)}${mediaList(post.media)} ${networkOptionsLine(post)}
		<p class="meta">
			Network id <code>${post.networkId}</code>${post.postId
				? html` · service post <a href="/?post=${post.postId}">${post.postId}</a>`
				: ''}
			·
			<a
				href="${networkPostUrl(baseUrl, post.platform, post.networkId)}?format=json"
				type="application/json"
				>as JSON</a
			>
		</p>
	</article>`;
}
