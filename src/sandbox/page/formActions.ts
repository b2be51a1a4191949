import type { SandboxContext } from '../context';
import type { SandboxRequest } from '../router';
import type { Account, Profile } from '../store/accounts';
import { errorMessage, type ApiAnswer, type PageApiClient } from './apiClient';
import type { PageViewName } from './layout';
import { demoFeedUrl } from '../feeds/demoFeeds';
import { feedReadSummary, type FeedReadNotices } from './feedReadNotice';

/** What a form did: the API's answer, and where the page goes next. */
export interface FormOutcome {
	ok: boolean;
	answer: ApiAnswer;
	/** The notice code shown after the redirect (`?done=`), or the error's message. */
	message: string;
	/** Where a successful form redirects (a page path). */
	returnTo: string;
	/** The view shown again, with the error, when it failed. */
	view: PageViewName;
}

/** Notices after a successful form: fixed texts, so a link cannot make the page say anything else. */
export const DONE_NOTICES: Record<string, string> = {
	approved: 'Approved: the post went to the service’s send path.',
	rescheduled: 'Rescheduled.',
	paused: 'Paused: it is not sent while paused.',
	resumed: 'Resumed: it goes out at its date (at once if that has passed).',
	deleted: 'Deleted.',
	message: 'The correspondent’s message arrived; message triggers get it like any other.',
	review: 'The review arrived.',
	article:
		'A new article is in the demo feed: "Read the feeds now" sends it on (the sandbox also reads every minute).',
	fault: 'The next post to that network will fail.',
	unlinked: 'Unlinked: the social webhook got Account Unlinked.',
	linked: 'Linked: the social webhook got Account Linked.',
};

function field(req: SandboxRequest, name: string): string {
	const value = req.body?.[name];
	return typeof value === 'string' ? value : '';
}

/** A page path to return to; anything else (another site, a scheme) falls back. */
function returnPath(value: string, fallback: string): string {
	return value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\')
		? value
		: fallback;
}

/** The account's profile with this ref id, or its primary profile when none is named. */
function profileOf(ctx: SandboxContext, account: Account, refId: string): Profile | undefined {
	const profiles = ctx.accounts.profiles(account.id);
	return refId === '' ? profiles.find((p) => p.primary) : profiles.find((p) => p.refId === refId);
}

/** The profile that owns the post (so the API finds it), or the primary (so the API says it is unknown). */
function postProfile(ctx: SandboxContext, account: Account, id: string): Profile | undefined {
	const post = ctx.posts.get(id.trim());
	const owner = post && ctx.accounts.profileById(post.profileId);
	return owner && owner.accountId === account.id ? owner : profileOf(ctx, account, '');
}

/**
 * A `datetime-local` value (the page says UTC) becomes a UTC timestamp; anything else goes to the
 * API as typed, so its error names the value.
 */
export function scheduleDateFrom(value: string): string {
	return /^\d{4}-\d\d-\d\dT\d\d:\d\d(:\d\d)?$/.test(value)
		? `${value}${value.length === 16 ? ':00' : ''}Z`
		: value;
}

export function formActions(ctx: SandboxContext, api: PageApiClient, feedNotices: FeedReadNotices) {
	const outcome = (
		answer: ApiAnswer,
		done: string,
		returnTo: string,
		view: PageViewName,
	): FormOutcome => {
		const ok = answer.status >= 200 && answer.status < 300;
		return { ok, answer, message: ok ? done : errorMessage(answer), returnTo, view };
	};
	const postChange = async (
		req: SandboxRequest,
		account: Account,
		method: 'PUT' | 'DELETE',
		change: Record<string, unknown>,
		done: string,
	) => {
		const id = field(req, 'id');
		const answer = await api.call(account, postProfile(ctx, account, id), method, '/api/post', {
			body: { id, ...change },
		});
		return outcome(answer, done, returnPath(field(req, 'returnTo'), '/schedule'), 'schedule');
	};
	return {
		/** What `PUT /api/post {id, approved: true}` does. */
		approve: (req: SandboxRequest, account: Account) =>
			postChange(req, account, 'PUT', { approved: true }, 'approved'),
		/** What `PUT /api/post {id, scheduleDate}` does. */
		reschedule: (req: SandboxRequest, account: Account) =>
			postChange(
				req,
				account,
				'PUT',
				{ scheduleDate: scheduleDateFrom(field(req, 'scheduleDate')) },
				'rescheduled',
			),
		/** What `PATCH /api/post {id, scheduledPause}` does: pause or resume a scheduled post. */
		pause: (req: SandboxRequest, account: Account) => {
			const pause = field(req, 'scheduledPause') !== 'false';
			return postChange(
				req,
				account,
				'PUT',
				{ scheduledPause: pause },
				pause ? 'paused' : 'resumed',
			);
		},
		/** What `DELETE /api/post {id}` does. */
		deletePost: (req: SandboxRequest, account: Account) =>
			postChange(req, account, 'DELETE', {}, 'deleted'),
		/** What `POST /api/admin/messages/incoming` does: a correspondent writes to the profile. */
		incomingMessage: async (req: SandboxRequest, account: Account) => {
			const body: Record<string, unknown> = {
				platform: field(req, 'platform'),
				senderId: field(req, 'senderId'),
				message: field(req, 'message'),
			};
			if (field(req, 'senderName').trim() !== '') body.senderName = field(req, 'senderName');
			const answer = await api.call(
				account,
				profileOf(ctx, account, field(req, 'profile')),
				'POST',
				'/api/admin/messages/incoming',
				{ body },
			);
			return outcome(answer, 'message', returnPath(field(req, 'returnTo'), '/inbox'), 'inbox');
		},
		/** What `POST /api/admin/feeds/poll` does: every followed feed read at once. */
		readFeeds: async (req: SandboxRequest, account: Account) => {
			const answer = await api.call(
				account,
				profileOf(ctx, account, ''),
				'POST',
				'/api/admin/feeds/poll',
			);
			const done =
				answer.status === 200
					? feedNotices.remember(feedReadSummary(answer.body as object, demoFeedUrl(ctx, 'blog')))
					: '';
			return outcome(answer, done, returnPath(field(req, 'returnTo'), '/account'), 'account');
		},
		/** What `POST /api/admin/demo-feeds/articles` does: a new article in one of the sandbox's demo feeds. */
		publishDemoArticle: async (req: SandboxRequest, account: Account) => {
			const feed = field(req, 'feed');
			const answer = await api.call(
				account,
				profileOf(ctx, account, ''),
				'POST',
				'/api/admin/demo-feeds/articles',
				{ body: feed === '' ? {} : { feed } },
			);
			return outcome(answer, 'article', returnPath(field(req, 'returnTo'), '/account'), 'account');
		},
		/** What `POST /api/admin/faults {platform, count: 1}` does: the next post there fails. */
		failNextPost: async (req: SandboxRequest, account: Account) => {
			const answer = await api.call(
				account,
				profileOf(ctx, account, field(req, 'profile')),
				'POST',
				'/api/admin/faults',
				{ body: { platform: field(req, 'platform'), count: 1 } },
			);
			return outcome(answer, 'fault', returnPath(field(req, 'returnTo'), '/account'), 'account');
		},
		/** What `POST /api/admin/link` / `unlink` does for the chosen profile. */
		setLinked: (linked: boolean) => async (req: SandboxRequest, account: Account) => {
			const answer = await api.call(
				account,
				profileOf(ctx, account, field(req, 'profile')),
				'POST',
				linked ? '/api/admin/link' : '/api/admin/unlink',
				{ body: { platform: field(req, 'platform') } },
			);
			const done = linked ? 'linked' : 'unlinked';
			return outcome(answer, done, returnPath(field(req, 'returnTo'), '/account'), 'account');
		},
		/** What `POST /api/admin/reviews` does: a new review arrives on the network. */
		incomingReview: async (req: SandboxRequest, account: Account) => {
			const rating = field(req, 'rating');
			const answer = await api.call(
				account,
				profileOf(ctx, account, field(req, 'profile')),
				'POST',
				'/api/admin/reviews',
				{
					body: {
						platform: field(req, 'platform'),
						rating: /^\d+$/.test(rating) ? Number(rating) : rating,
						review: field(req, 'review'),
						...(field(req, 'reviewerName').trim() !== ''
							? { reviewerName: field(req, 'reviewerName') }
							: {}),
					},
				},
			);
			return outcome(answer, 'review', returnPath(field(req, 'returnTo'), '/inbox'), 'inbox');
		},
	};
}
