import { MESSAGING_NETWORKS } from '../../engine/resources/messageRules';
import type { SandboxContext } from '../context';
import { findMessagingAccount } from '../messaging/rules';
import type { StoredMessage } from '../messaging/records';
import type { Account, Profile } from '../store/accounts';
import { errorMessage, type PageApiClient } from './apiClient';
import { deliveryLogSection } from './deliveryLog';
import { commentsSection, feedsSection } from './feedsAndComments';
import { html, timeElement, type SafeHtml } from './html';
import { networkName } from './networkPost';
import { REVIEW_NETWORKS } from '../../engine/resources/reviews';
import { NETWORK_TRAITS } from '../networks/traits';

/** What a simulated review's rating may be, per review network (their traits' hints). */
const RATING_HINT = REVIEW_NETWORKS.map((p) => NETWORK_TRAITS[p].reviewRatingHint ?? '').join('; ');

/** The Profile and Network choices of a form that plays someone writing to a profile. */
export function profileAndNetworkFields(
	profiles: Profile[],
	networks: readonly string[],
): SafeHtml {
	return html`<label
			>Profile<select name="profile">
				${profiles.map((p) => html`<option value="${p.refId}">${p.title}</option>`)}
			</select></label
		>
		<label
			>Network<select name="platform">
				${networks.map((p) => html`<option value="${p}">${networkName(p)}</option>`)}
			</select></label
		>`;
}

function messageItem(message: StoredMessage): SafeHtml {
	const who = message.action === 'received' ? message.senderName : 'The profile';
	return html`<li class="message message-${message.action}" data-message-id="${message.id}">
		<p class="meta">
			${who}${message.autoResponse ? ' (auto-response)' : ''} · ${timeElement(message.createdAt)}
		</p>
		<p class="network-text">${message.message}</p>
		${message.attachments.map((a) => html`<p class="meta">${a.type}: ${a.url}</p>`)}
	</li>`;
}

/** Every conversation of the profile's messaging networks, its messages oldest first, and a form to write as the correspondent. */
function conversations(ctx: SandboxContext, profile: Profile): SafeHtml[] {
	const store = ctx.messages;
	return MESSAGING_NETWORKS.flatMap((network) => {
		if (!findMessagingAccount(ctx, profile, network)) return [];
		const latest = [
			...store.latestPerConversation(profile.id, network, 'active'),
			...store.latestPerConversation(profile.id, network, 'archived'),
		];
		return latest.map((last) => {
			const conversation = store.conversation(last.conversationId);
			const name = conversation?.correspondentName ?? last.senderName;
			const messages = store
				.conversationMessages(last.conversationId)
				.sort((a, b) => a.createdAt - b.createdAt || a.id.localeCompare(b.id));
			const label = `${networkName(network)} conversation with ${name}`;
			return html`<article
				class="card"
				aria-label="${label}"
				data-conversation-id="${last.conversationId}"
			>
				<h3>
					${label}
					<span class="meta"
						>(${profile.title}${conversation?.status === 'archived' ? ', archived' : ''})</span
					>
				</h3>
				<ol class="messages">
					${messages.map(messageItem)}
				</ol>
				<form method="post" action="/page/messages/incoming" class="actions">
					<input type="hidden" name="profile" value="${profile.refId}" /><input
						type="hidden"
						name="platform"
						value="${network}"
					/><input
						type="hidden"
						name="senderId"
						value="${conversation?.correspondentId ?? last.senderId}"
					/><input type="hidden" name="senderName" value="${name}" /><input
						type="hidden"
						name="returnTo"
						value="/inbox"
					/>
					<label>${name} writes<input name="message" required /></label
					><button type="submit">Send as ${name}</button>
				</form>
			</article>`;
		});
	});
}

function correspondentForm(profiles: Profile[]): SafeHtml {
	return html`<form
		method="post"
		action="/page/messages/incoming"
		class="card stack"
		aria-labelledby="correspondent-writes"
	>
		<h3 id="correspondent-writes">A correspondent writes</h3>
		<p class="meta">
			Plays the other side of a direct message: the same as POST /api/admin/messages/incoming, so
			message triggers and the messages webhook get it.
		</p>
		<input type="hidden" name="returnTo" value="/inbox" />
		${profileAndNetworkFields(profiles, MESSAGING_NETWORKS)}
		<label>Sender id<input name="senderId" value="customer-1" required /></label>
		<label>Sender name<input name="senderName" value="A customer" /></label>
		<label>Message<textarea name="message" rows="3" required></textarea></label>
		<button type="submit">Send as the correspondent</button>
	</form>`;
}

interface ReviewJson {
	id: string;
	created: string;
	rating: string;
	review: string;
	reviewer?: { name?: string };
	reviewReply?: { reply?: string };
}

/** A profile's reviews as `GET /api/reviews` answers them (so they look as a client sees them). */
async function reviewsOf(
	api: PageApiClient,
	account: Account,
	profile: Profile,
): Promise<SafeHtml[]> {
	const parts: SafeHtml[] = [];
	for (const network of REVIEW_NETWORKS) {
		const answer = await api.call(account, profile, 'GET', '/api/reviews', {
			query: { platform: network },
		});
		const heading = `${networkName(network)} reviews of ${profile.title}`;
		if (answer.status !== 200) {
			parts.push(html`<p class="meta">${heading}: ${errorMessage(answer)}</p>`);
			continue;
		}
		const reviews = ((answer.body as Record<string, unknown>)[network] ?? []) as ReviewJson[];
		const items = reviews.map(
			(r) =>
				html`<li class="card" data-review-id="${r.id}">
					<div class="card-head">
						<span class="network">${r.reviewer?.name ?? ''}</span><span>${r.rating}</span
						><span
							><time datetime="${r.created}"
								>${r.created.slice(0, 19).replace('T', ' ')} UTC</time
							></span
						>
					</div>
					<p class="network-text">${r.review}</p>
					${r.reviewReply?.reply ? html`<p class="meta">Reply: ${r.reviewReply.reply}</p>` : ''}
				</li>`,
		);
		parts.push(
			// Only the primary profile's reviews start open: every profile has a seeded page and listing.
			html`<details ${profile.primary ? html`open` : ''}>
				<summary>${heading} (${reviews.length})</summary>
				<ol class="cards">
					${items}
				</ol>
			</details>`,
		);
	}
	return parts;
}

function reviewForm(profiles: Profile[]): SafeHtml {
	return html`<form
		method="post"
		action="/page/reviews/incoming"
		class="card stack"
		aria-labelledby="review-arrives"
	>
		<h3 id="review-arrives">A new review arrives</h3>
		<input type="hidden" name="returnTo" value="/inbox#reviews" />
		${profileAndNetworkFields(profiles, REVIEW_NETWORKS)}
		<label>Rating (${RATING_HINT})<input name="rating" value="positive" required /></label>
		<label>Reviewer name<input name="reviewerName" value="A customer" /></label>
		<label>Review<textarea name="review" rows="3"></textarea></label>
		<button type="submit">Add the review</button>
	</form>`;
}

export async function inboxView(
	ctx: SandboxContext,
	account: Account,
	_query: URLSearchParams,
	api: PageApiClient,
): Promise<SafeHtml> {
	const profiles = ctx.accounts.profiles(account.id);
	const messaging = profiles.filter((p) => p.messagingActive);
	const conversationCards = messaging.flatMap((p) => conversations(ctx, p));
	const reviews: SafeHtml[] = [];
	for (const profile of profiles) reviews.push(...(await reviewsOf(api, account, profile)));
	return html`<nav aria-label="Sections">
			<ul class="filters">
				<li><a href="#messages">Direct messages</a></li>
				<li><a href="#reviews">Reviews</a></li>
				<li><a href="#feeds">Feeds</a></li>
				<li><a href="#comments">Comments</a></li>
				<li><a href="#deliveries">Webhook deliveries</a></li>
			</ul>
		</nav>
		<section aria-labelledby="messages">
			<h2 id="messages">Direct messages</h2>
			${messaging.length > 0
				? correspondentForm(messaging)
				: html`<p>No profile has messaging active.</p>`}
			<div id="inbox-conversations" data-live class="cards">
				${conversationCards.length > 0
					? conversationCards
					: html`<p>No conversations yet: a correspondent must write first.</p>`}
			</div>
		</section>
		<section aria-labelledby="reviews">
			<h2 id="reviews">Reviews</h2>
			${reviewForm(profiles)}
			<div id="inbox-reviews" data-live>${reviews}</div>
		</section>
		${feedsSection(ctx, account)} ${commentsSection(ctx, account)}
		${deliveryLogSection(ctx, account)}`;
}
