import type { SandboxContext } from '../context';
import type { Profile } from '../store/accounts';
import { AD_RULES } from '../../engine/resources/adsSchemas';
import { adState } from '../ads/view';
import { networkName } from './networkPost';
import { dataTable, html, timeElement, type SafeHtml } from './html';

const usd = (cents: number): string => `$${(cents / 100).toFixed(2)}`;

/**
 * The profiles' ads with what each is doing and what it spent, read through the functions the Ads
 * routes use (ads/view.ts). Review and spend are driven with `POST /api/admin/ads/review|advance`.
 */
export function adsSection(ctx: SandboxContext, profiles: Profile[]): SafeHtml {
	const now = ctx.now();
	const rows = profiles.flatMap((profile) =>
		ctx.ads.ads(profile.id).map((ad) => {
			const state = adState(ctx, ad, now);
			return html`<tr data-ad="${ad.id}">
				<td>${profile.title}</td>
				<td>${networkName(ad.platform)}</td>
				<td>${ad.name}</td>
				<td data-ad-status>${state.deliveryStatus}</td>
				<td data-ad-spend>${usd(state.spentCents)} of ${usd(ad.budgetCents)}</td>
				<td>${timeElement(ad.startAt)} to ${timeElement(ad.endAt)}</td>
			</tr>`;
		}),
	);
	return html`<section aria-labelledby="ads">
		<h2 id="ads">Ads</h2>
		${rows.length === 0
			? html`<p>No boosted posts yet (POST /api/ads/${AD_RULES.network}/boost).</p>`
			: dataTable(
					'Boosted posts, their state and spend',
					['Profile', 'Network', 'Ad', 'State', 'Spend', 'Runs'],
					rows,
				)}
	</section>`;
}
