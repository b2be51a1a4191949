import { slotsBetween } from '../../engine/scheduling';
import type { SandboxContext } from '../context';
import type { Account, Profile } from '../store/accounts';
import type { Post } from '../store/posts';
import { formatTime, html, timeElement, type SafeHtml } from './html';
import { mediaList, networkName, textWithLinks } from './networkPost';
import { postFieldsLine } from './postExtras';

/** Days of free auto-schedule slots the timeline shows ahead. */
const SLOT_DAYS = 7;
const DAY_MS = 86_400_000;
const NOT_SENT = ['awaiting approval', 'pending', 'paused'] as const;

interface TimelineEntry {
	at: number | null;
	post?: { post: Post; profile: Profile };
	slot?: { schedule: string; profile: Profile };
}

/** The free slots of every auto-schedule: the times the next posts sent with autoSchedule would get. */
function freeSlots(ctx: SandboxContext, profile: Profile, now: number): TimelineEntry[] {
	return ctx.schedules.list(profile.id).flatMap((schedule) => {
		const after = Math.max(now, schedule.lastAssigned ?? now);
		const slots = slotsBetween(
			{
				title: schedule.title,
				times: schedule.times,
				daysOfWeek: schedule.daysOfWeek ?? undefined,
				excludeDates: schedule.excludeDates ?? undefined,
				startDate: schedule.startDate ?? undefined,
			},
			after,
			now + SLOT_DAYS * DAY_MS,
			50,
		);
		return slots.map((at) => ({ at, slot: { schedule: schedule.title, profile } }));
	});
}

function hidden(name: string, value: string): SafeHtml {
	return html`<input type="hidden" name="${name}" value="${value}" />`;
}

/** Approve, reschedule and delete: each form posts to the page, which calls what `PUT`/`DELETE /api/post` call. */
function postActions(post: Post): SafeHtml {
	const id = hidden('id', post.id);
	const back = hidden('returnTo', '/schedule');
	const current =
		post.scheduleAt === null ? '' : new Date(post.scheduleAt).toISOString().slice(0, 16);
	const approve =
		post.status === 'awaiting approval'
			? html`<form method="post" action="/page/posts/approve">
					${id}${back}<button type="submit">Approve</button>
				</form>`
			: '';
	const paused = post.status === 'paused';
	const pause =
		post.status === 'pending' || paused
			? html`<form method="post" action="/page/posts/pause">
					${id}${back}${hidden('scheduledPause', paused ? 'false' : 'true')}<button
						type="submit"
						class="secondary"
					>
						${paused ? 'Resume' : 'Pause'}
					</button>
				</form>`
			: '';
	return html`<div class="actions">
		${approve}${pause}
		<form method="post" action="/page/posts/reschedule">
			${id}${back}<label
				>New time (UTC)<input
					type="datetime-local"
					name="scheduleDate"
					value="${current}"
					required /></label
			><button type="submit" class="secondary">Reschedule</button>
		</form>
		<form method="post" action="/page/posts/delete">
			${id}${back}<button type="submit" class="secondary">Delete</button>
		</form>
	</div>`;
}

function postEntry(post: Post, profile: Profile): SafeHtml {
	return html`<li class="card" data-post-id="${post.id}" aria-label="Post ${post.id}">
		<div class="card-head">
			<span class="badge badge-${post.status.replace(' ', '-')}">${post.status}</span>
			<span
				>${post.scheduleAt === null
					? 'no time set: goes out when approved'
					: timeElement(post.scheduleAt)}</span
			>
			<span>${profile.title}</span><span>to ${post.platforms.map(networkName).join(', ')}</span>
			${post.autoScheduleTitle ? html`<span>auto-schedule “${post.autoScheduleTitle}”</span>` : ''}
			<span>service id <code>${post.id}</code></span>
		</div>
		${postFieldsLine(post)}${textWithLinks(post.text)}${mediaList(post.mediaUrls)}${postActions(
			post,
		)}
	</li>`;
}

function slotEntry(at: number, slot: { schedule: string; profile: Profile }): SafeHtml {
	return html`<li class="slot">
		Free slot ${formatTime(at).slice(11)} · auto-schedule “${slot.schedule}” of
		${slot.profile.title}
	</li>`;
}

export function scheduleView(ctx: SandboxContext, account: Account): SafeHtml {
	const now = ctx.now();
	const entries: TimelineEntry[] = [];
	for (const profile of ctx.accounts.profiles(account.id)) {
		for (const post of ctx.posts.history({
			profileId: profile.id,
			statuses: [...NOT_SENT],
			limit: 500,
		}))
			entries.push({ at: post.scheduleAt, post: { post, profile } });
		entries.push(...freeSlots(ctx, profile, now));
	}
	entries.sort((a, b) => (a.at ?? -1) - (b.at ?? -1));
	const days = new Map<string, TimelineEntry[]>();
	for (const entry of entries) {
		const day = entry.at === null ? 'Not scheduled' : new Date(entry.at).toISOString().slice(0, 10);
		days.set(day, [...(days.get(day) ?? []), entry]);
	}
	const timeline = [...days].map(
		([day, items]) =>
			html`<section class="day" aria-labelledby="day-${day.replace(' ', '-')}">
				<h2 id="day-${day.replace(' ', '-')}">${day}</h2>
				<ol class="cards">
					${items.map((e) =>
						e.post ? postEntry(e.post.post, e.post.profile) : slotEntry(e.at as number, e.slot!),
					)}
				</ol>
			</section>`,
	);
	const empty = html`<p>
		Nothing is scheduled or awaiting approval, and no auto-schedule has a free slot in the next
		${SLOT_DAYS} days.
	</p>`;
	return html`<p class="meta">
			Scheduled and awaiting-approval posts by day (UTC), with the free slots of the auto-schedules
			for the next ${SLOT_DAYS} days. Now: ${timeElement(now)}.
		</p>
		<div id="schedule-timeline" data-live>${timeline.length > 0 ? timeline : empty}</div>`;
}
