import { adsSection } from './ads';
import { AI_TOKEN_LIMITS, monthlyUsage } from '../ai/usage';
import type { SandboxContext } from '../context';
import { monthlyPostCount, monthlyPostQuota, quotaMonth } from '../limits/quota';
import type { RateLimiter } from '../limits/rateLimit';
import type { Account, Profile } from '../store/accounts';
import { graphqlSection } from './graphql';
import { mcpSection } from './mcp';
import { dataTable, html, maskSecret, safeHref, timeElement, type SafeHtml } from './html';
import { networkName } from './networkPost';
import { demoFeedSection, triggerEventsSection } from './triggerEvents';

const thousands = (n: number) => n.toLocaleString('en-US');

function rateLimitText(limiter: RateLimiter | undefined, profile: Profile): string {
	if (!limiter) return 'off (no limit)';
	const { max, windowMs } = limiter.options;
	const used = limiter.used(`profile:${profile.id}`);
	return `${used} of ${max} requests in the last ${Math.round(windowMs / 60_000)} minutes`;
}

function profileCard(
	ctx: SandboxContext,
	account: Account,
	profile: Profile,
	limiter: RateLimiter | undefined,
): SafeHtml {
	const quota = monthlyPostQuota(ctx, account);
	const month = quotaMonth(ctx.now());
	const calls = monthlyPostCount(profile, ctx.now());
	const linked = ctx.linkedAccounts.list(profile.id).map(
		(a) =>
			html`<tr>
				<th scope="row">${networkName(a.platform)}</th>
				<td>${a.displayName}</td>
				<td>@${a.username}</td>
				<td>${a.type ?? ''}</td>
				<td><code>${a.networkUserId}</code></td>
			</tr>`,
	);
	return html`<article
		class="card"
		aria-label="Profile ${profile.title}"
		data-profile="${profile.refId}"
	>
		<h3>${profile.title}${profile.primary ? ' (primary)' : ''}</h3>
		<dl class="meta">
			<dt>Ref id</dt>
			<dd><code>${profile.refId}</code></dd>
			<dt>Profile key</dt>
			<dd><code>${maskSecret(profile.profileKey)}</code></dd>
			<dt>Messaging</dt>
			<dd>${profile.messagingActive ? 'active' : 'off'}</dd>
			<dt>Monthly post quota (${month}; resets on the 1st, 00:07 UTC)</dt>
			<dd data-monthly-post-quota>
				${calls} posts sent${quota === undefined ? ' (no quota)' : ` of ${quota}`}
			</dd>
			<dt>Rate limit</dt>
			<dd data-rate-limit>${rateLimitText(limiter, profile)}</dd>
		</dl>
		${linked.length > 0
			? html`<details ${profile.primary ? html`open` : ''}>
					<summary>Linked networks (${linked.length})</summary>
					${dataTable(
						'Linked networks',
						['Network', 'Name', 'User name', 'Type', 'Network user id'],
						linked,
					)}
				</details>`
			: html`<p>No linked networks.</p>`}
	</article>`;
}

/** Short links of every profile and how often each was clicked. */
function linkClicks(ctx: SandboxContext, profiles: Profile[]): SafeHtml {
	const rows = profiles.flatMap((profile) => {
		const links = ctx.links.list(profile.id);
		const counts = ctx.links.clickCounts(links);
		return links.map((link) => {
			const href = safeHref(link.originalUrl);
			return html`<tr data-link="${link.code}">
				<td><code>${ctx.url}/l/${link.code}</code></td>
				<td>
					${href
						? html`<a href="${href}" rel="noopener">${link.originalUrl}</a>`
						: link.originalUrl}
				</td>
				<td>${profile.title}</td>
				<td>${timeElement(link.createdAt)}</td>
				<td>${counts.get(link.id)?.totalClicks ?? 0}</td>
			</tr>`;
		});
	});
	if (rows.length === 0)
		return html`<p>No short links yet: posts shorten their links when they go out.</p>`;
	return dataTable(
		'Short links and their clicks',
		['Short link', 'Goes to', 'Profile', 'Created', 'Clicks'],
		rows,
	);
}

export function accountView(
	ctx: SandboxContext,
	account: Account,
	limiter: RateLimiter | undefined,
): SafeHtml {
	const profiles = ctx.accounts.profiles(account.id);
	const tokens = monthlyUsage(ctx, account);
	// The demo feed's buttons first (outside the live part, so a refresh never resets a form).
	return html`${demoFeedSection()}
		<div id="account-live" data-live>
			<section aria-labelledby="plan">
				<h2 id="plan">Plan and usage</h2>
				<dl class="card">
					<dt>Plan</dt>
					<dd data-plan>${account.plan}</dd>
					<dt>Add-ons</dt>
					<dd>${account.addons.length > 0 ? account.addons.join(', ') : 'none'}</dd>
					<dt>API key</dt>
					<dd><code>${maskSecret(account.apiKey)}</code></dd>
					<dt>Email</dt>
					<dd>${account.email}</dd>
					<dt>AI tokens this month</dt>
					<dd data-ai-tokens>
						${thousands(tokens)} of ${thousands(AI_TOKEN_LIMITS[account.plan])}
					</dd>
				</dl>
			</section>
			<section aria-labelledby="profiles">
				<h2 id="profiles">Profiles and linked networks</h2>
				<div class="cards">${profiles.map((p) => profileCard(ctx, account, p, limiter))}</div>
			</section>
			<section aria-labelledby="links">
				<h2 id="links">Link clicks</h2>
				${linkClicks(ctx, profiles)}
			</section>
			${adsSection(ctx, profiles)} ${mcpSection(ctx, account)} ${graphqlSection(ctx, account)}
		</div>
		${triggerEventsSection(profiles)}`;
}
