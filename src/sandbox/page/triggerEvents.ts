import { NETWORK_IDS } from '../../engine/networks';
import type { Profile } from '../store/accounts';
import { html, type SafeHtml } from './html';
import { profileAndNetworkFields } from './inbox';
import { DEMO_FEEDS, DEMO_FEED_NAMES, demoFeedPath } from '../feeds/demoFeeds';

/**
 * The demo feed, first on the Account view in the order of the README's first steps (the RSS example's offline steps):
 * publish an article to a feed the sandbox serves, then read the feeds so it goes to the feed webhook.
 */
export function demoFeedSection(): SafeHtml {
	return html`<section aria-labelledby="demo-feed">
		<h2 id="demo-feed">Demo feed: a new article for the RSS example</h2>
		<div class="cards">
			<form
				method="post"
				action="/page/feeds/demo-article"
				class="card stack"
				aria-labelledby="demo-article"
			>
				<h3 id="demo-article">Publish a new article</h3>
				<p class="meta">
					Adds an article to a feed the sandbox serves itself
					(${DEMO_FEED_NAMES.map(
						(name) => html`<a href="${demoFeedPath(name)}">${demoFeedPath(name)}</a> `,
					)}),
					as POST /api/admin/demo-feeds/articles; a fresh sandbox follows the blog. Then "Read the
					feeds now".
				</p>
				<input type="hidden" name="returnTo" value="/account" />
				<label
					>Feed
					<select name="feed">
						${DEMO_FEED_NAMES.map(
							(name) => html`<option value="${name}">${DEMO_FEEDS[name].title}</option>`,
						)}
					</select></label
				>
				<button type="submit">Publish a new article</button>
			</form>
			<form method="post" action="/page/feeds/poll" class="card stack" aria-labelledby="read-feeds">
				<h3 id="read-feeds">Read the feeds now</h3>
				<p class="meta">
					Reads every followed feed at once (the sandbox also does every minute), the same as POST
					/api/admin/feeds/poll: each new article goes to the profile's feed webhook (New Feed
					Article).
				</p>
				<input type="hidden" name="returnTo" value="/account" />
				<button type="submit">Read the feeds now</button>
			</form>
		</div>
	</section>`;
}

/**
 * "Make a trigger event happen": buttons that do what the service does when a post fails or an
 * account is linked or unlinked (a feed's new article: demoFeedSection), so a Social Publishing Trigger
 * listening in n8n ("Execute step") gets the event, without a raw API call.
 */
export function triggerEventsSection(profiles: Profile[]): SafeHtml {
	return html`<section aria-labelledby="trigger-events">
		<h2 id="trigger-events">Make a trigger event happen</h2>
		<div class="cards">
			<form
				method="post"
				action="/page/posts/fail-next"
				class="card stack"
				aria-labelledby="fail-next-post"
			>
				<h3 id="fail-next-post">Fail the next post</h3>
				<p class="meta">
					The next post sent to this network fails (POST /api/admin/faults): schedule one, or
					approve one on the Schedule, for Scheduled Post Failed.
				</p>
				<input type="hidden" name="returnTo" value="/account" />
				${profileAndNetworkFields(profiles, NETWORK_IDS)}
				<button type="submit">Fail the next post</button>
			</form>
			<form
				method="post"
				action="/page/accounts/unlink"
				class="card stack"
				aria-labelledby="link-unlink"
			>
				<h3 id="link-unlink">Link or unlink a network</h3>
				<p class="meta">
					As the profile's user would in the service's dashboard (POST /api/admin/link, /unlink):
					the social webhook gets Account Linked or Account Unlinked.
				</p>
				<input type="hidden" name="returnTo" value="/account" />
				${profileAndNetworkFields(profiles, NETWORK_IDS)}
				<button type="submit">Unlink</button>
				<button type="submit" formaction="/page/accounts/link" class="secondary">Link</button>
			</form>
		</div>
	</section>`;
}
