import { isRecord } from '../engine/core/isRecord';
import { shownOf } from './networks/shown';
import { networkEntry, networkName, type Network } from '../engine/networks';
import type { PostIdEntry } from '../engine/resources/posts';
import { renderRichText } from '../engine/richtext';
import { formatUtcTimestamp } from '../engine/scheduling';
import { NETWORK_RULES } from '../engine/validation';
import type { Account, Profile } from './store/accounts';
import type { LinkedAccount } from './store/linkedAccounts';
import type { SandboxContext } from './context';
import { retryAvailableFor } from './errorCatalog/index';
import { ErrorCode } from './errors';
import { faultError } from './networks/faults';
import { deferredRefusal } from './posts/serviceContent';
import { bulkDuplicateRefusal } from './posts/bulkDuplicates';
import { takeFromQuota } from './limits/quota';
import { queueScheduledEvent, reportsOutcome, wantsScheduledEvents } from './hooks/serviceEvents';
import {
	DAY_MS,
	NETWORK_TRAITS,
	networkExtras,
	networkPostUrl,
	newNetworkId,
	truncateCharacters,
} from './networks';
import type { Delivery } from './store/deliveries';
import type { Post, PostError } from './store/posts';
import { threadIdsOf, threadTexts } from './networks/thread';
import { commentAndAppExtras, withFirstComment } from './networks/firstComment';

export interface SendOutcome {
	status: 'success' | 'error';
	postIds: PostIdEntry[];
	errors: PostError[];
}

/** Per-profile facts looked up once per batch rather than once per post. */
interface ProfileFacts {
	profile: Profile;
	account: Account;
	linked: Map<Network, LinkedAccount>;
	hasFaults: boolean;
	/** The profile subscribed to `scheduled` deliveries. */
	scheduledHook: boolean;
}

export type FactsCache = Map<number, ProfileFacts>;

/** The post's profile and its account as the caller just read them, so `deliver` need not again. */
export interface KnownFacts {
	profile: Profile;
	account: Account;
	/** The post was inserted in the caller's transaction: no network holds it yet. */
	newPost?: boolean;
}

function postError(network: Network, code: number, message: string): PostError {
	return {
		action: 'post',
		status: 'error',
		code,
		message,
		platform: network,
		...retryAvailableFor(code),
	};
}

/**
 * Sends posts to the simulated networks. A post must already be `processing` (claimed); only the
 * networks it has not reached yet are sent to, so a post resumed after a crash or retried after a
 * partial failure never lands twice on the same network.
 */
export class Publisher {
	constructor(private readonly ctx: SandboxContext) {}

	/** Sends many posts in one transaction; a post that throws is marked failed and the rest go on. */
	sendBatch(posts: Post[]): void {
		const facts: FactsCache = new Map();
		const deliverOne = this.ctx.db.transaction((post: Post) => this.deliver(post, facts));
		this.ctx.db.transaction(() => {
			for (const post of posts) {
				try {
					deliverOne(post);
				} catch (error) {
					this.ctx.log(
						`scheduler: post ${post.id} failed inside the sandbox: ${(error as Error).message}`,
					);
					this.markBroken(post);
				}
			}
		})();
	}

	/**
	 * Sends within the caller's transaction and records the outcome on the post. A caller that has
	 * just read the post's profile and account (and checked they belong together) may pass them in
	 * `known`, and `known.newPost` when it inserted the post in this same transaction (no network
	 * can hold it yet).
	 */
	deliver(post: Post, cache: FactsCache = new Map(), known?: KnownFacts): SendOutcome {
		const now = this.ctx.now();
		const facts = this.factsFor(post.profileId, cache, known);
		const overQuota = takeFromQuota(this.ctx, facts.account, post, now, facts.scheduledHook);
		if (overQuota) return overQuota;
		const reached = known?.newPost
			? new Map<Network, Delivery>()
			: new Map(this.ctx.deliveries.forPost(post.id).map((d) => [d.platform, d]));
		const postIds: PostIdEntry[] = [];
		const errors: PostError[] = [];
		let text: string | undefined;
		for (const network of post.platforms) {
			const already = reached.get(network);
			if (already) {
				postIds.push(this.entryFor(network, already.networkId, already.extra));
				continue;
			}
			const account = facts.linked.get(network);
			if (!account) {
				errors.push(this.notLinked(network, facts));
				continue;
			}
			const refusal = this.refusal(post, network, facts, now);
			if (refusal) {
				errors.push(refusal);
				continue;
			}
			// Links are shortened once per post, and only when some network is actually reached.
			text ??= post.shortenLinks
				? this.ctx.links.shortenInText(
						{ accountId: facts.account.id, profileId: post.profileId },
						post.text,
						this.ctx.url,
						now,
					)
				: post.text;
			postIds.push(this.sendTo(post, network, account, text, now));
		}
		const status = errors.length > 0 ? 'error' : 'success';
		this.ctx.posts.finish(post.id, status, errors, now);
		if (facts.scheduledHook && reportsOutcome(post))
			queueScheduledEvent(this.ctx, { ...post, status, errors, sentAt: now }, facts.profile, now);
		const pending = postIds.find(
			(entry) => NETWORK_TRAITS[entry.platform].answersPending && !reached.has(entry.platform),
		);
		if (facts.scheduledHook && pending?.status === 'success')
			queueScheduledEvent(this.ctx, post, facts.profile, now, pending);
		return { status, postIds, errors };
	}

	/**
	 * Stores what the network receives: the text rendered for it (and cut, where it truncates); a
	 * thread as its first tweet with the later ones in `extra.threadTweets` (thread.ts).
	 */
	private sendTo(
		post: Post,
		network: Network,
		account: LinkedAccount,
		text: string,
		now: number,
	): PostIdEntry {
		const rule = NETWORK_RULES[network];
		const rendered = renderRichText(text, network);
		const extra = {
			...networkExtras(post, network, account),
			...commentAndAppExtras(this.ctx, post, network, account),
		};
		const tweets = rule.maxThreadPosts !== undefined ? threadTexts(post, network, text) : undefined;
		let received = rule.truncates ? truncateCharacters(rendered, rule.maxLength) : rendered;
		// Some options make the service cut the text rather than refuse it (its `cutsTextTo` in networks/shown.ts).
		const cut = shownOf(network).cutsTextTo?.(isRecord(extra.options) ? extra.options : {});
		if (cut !== undefined) received = truncateCharacters(rendered, cut);
		if (tweets) received = tweets[0];
		if (tweets && tweets.length > 1) {
			const ids = this.laterTweetIds(network, account, tweets.length - 1);
			extra.threadTweets = ids.map((id, index) => ({ id, text: tweets[index + 1] }));
		}
		const networkId = this.ctx.deliveries.insertWithNewId(
			{
				postId: post.id,
				profileId: post.profileId,
				platform: network,
				text: received,
				media: post.mediaUrls,
				extra,
				origin: 'service',
				createdAt: now,
			},
			() => newNetworkId(network, account),
		);
		const entry = this.entryFor(network, networkId, extra);
		const limit = networkEntry(network).dailyPostLimit;
		const since = now - DAY_MS;
		if (limit !== undefined)
			entry.usedQuota = this.ctx.deliveries.countRecent(post.profileId, network, since, limit);
		return entry;
	}

	/** Fresh tweet ids for the later tweets of a thread, none already a network post's id. */
	private laterTweetIds(network: Network, account: LinkedAccount, count: number): string[] {
		const ids = new Set<string>();
		while (ids.size < count) {
			const id = newNetworkId(network, account);
			if (!this.ctx.deliveries.byNetworkId(network, id)) ids.add(id);
		}
		return [...ids];
	}

	/** Why a linked network refuses the post: a planted fault, or its daily post limit (its entry's). */
	private refusal(
		post: Post,
		network: Network,
		facts: ProfileFacts,
		now: number,
	): PostError | undefined {
		const deferred =
			deferredRefusal(post, network) ?? bulkDuplicateRefusal(this.ctx, post, network);
		if (deferred) return deferred;
		const fault = facts.hasFaults
			? this.ctx.deliveries.takeFault(facts.account.id, network, now)
			: undefined;
		if (fault) {
			// An expired token unlinks the account: later posts of this batch see it unlinked.
			if (fault.reason === 'expiredToken') facts.linked.delete(network);
			const error = faultError(this.ctx, fault, network, facts.profile);
			return { ...error, ...retryAvailableFor(error.code) };
		}
		const limit = networkEntry(network).dailyPostLimit;
		if (limit === undefined) return undefined;
		const since = now - DAY_MS;
		const used = this.ctx.deliveries.countRecent(post.profileId, network, since, limit);
		if (used < limit) return undefined;
		const message = this.quotaMessage(network, limit, facts.profile, since);
		return postError(network, ErrorCode.dailyQuota, message);
	}

	/** The `postIds` entry for a network post. */
	private entryFor(
		network: Network,
		networkId: string,
		extra: Record<string, unknown>,
	): PostIdEntry {
		const entry: PostIdEntry = {
			status: 'success',
			id: networkId,
			postUrl: networkPostUrl(this.ctx.url, network, networkId),
			platform: network,
		};
		if (typeof extra.owner === 'string') entry.owner = extra.owner;
		const threadIds = threadIdsOf(networkId, extra);
		if (threadIds) entry.threadIds = threadIds;
		return withFirstComment(entry, extra);
	}

	private factsFor(profileId: number, cache: FactsCache, known?: KnownFacts): ProfileFacts {
		let facts = cache.get(profileId);
		if (!facts) {
			const { accounts, deliveries } = this.ctx;
			const usable = known !== undefined && known.profile.id === profileId;
			const profile = usable ? known.profile : (accounts.profileById(profileId) as Profile);
			const account = usable ? known.account : (accounts.byId(profile.accountId) as Account);
			const linked = new Map(this.ctx.linkedAccounts.list(profileId).map((a) => [a.platform, a]));
			facts = {
				profile,
				account,
				linked,
				hasFaults: deliveries.hasFaults(account.id, this.ctx.now()),
				scheduledHook: wantsScheduledEvents(this.ctx, profileId),
			};
			cache.set(profileId, facts);
		}
		return facts;
	}

	private notLinked(network: Network, facts: ProfileFacts): PostError {
		const title = facts.profile.title;
		return postError(
			network,
			ErrorCode.networkFailure,
			`${network} is not linked to profile "${title}". Link a ${network} account to the profile ` +
				`(POST /api/admin/link in the sandbox), or leave ${network} out of platforms.`,
		);
	}

	private quotaMessage(network: Network, limit: number, profile: Profile, since: number): string {
		const oldest = this.ctx.deliveries.oldestRecent(profile.id, network, since);
		const freeAt =
			oldest === null
				? ''
				: ` The next post is allowed after ${formatUtcTimestamp(oldest + DAY_MS)}.`;
		return `${networkName(network)} allows ${limit} posts per rolling 24 hours and profile "${profile.title}" has used them.${freeAt}`;
	}

	/** A post the sandbox itself failed on: record the failure rather than leave it processing forever. */
	private markBroken(post: Post): void {
		const errors = post.platforms.map((network) =>
			postError(
				network,
				ErrorCode.internal,
				'The sandbox failed while sending this post; see its log.',
			),
		);
		this.ctx.posts.save({ ...post, status: 'error', errors, sentAt: this.ctx.now() });
	}
}
