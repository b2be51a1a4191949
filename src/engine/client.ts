import { newIdempotencyKey } from './core/idempotency';
import { RequestSender } from './core/request';
import type { RequestSenderOptions, RequestSpec, RetryPolicy } from './core/requestSpec';
import { History } from './resources/history';
import { Media } from './resources/media';
import { Comments } from './resources/comments';
import { Hashtags } from './resources/hashtags';
import { Links } from './resources/links';
import { AutoSchedules } from './resources/autoSchedules';
import { Profiles } from './resources/profiles';
import { User } from './resources/user';
import { Brand } from './resources/brand';
import { Analytics } from './resources/analytics';
import { Posts } from './resources/posts';
import { Feeds } from './resources/feeds';
import { BioPages } from './resources/bioPages';
import { Reviews } from './resources/reviews';
import { Messages } from './resources/messages';
import { Hooks } from './resources/hooks';
import { Ai } from './resources/ai';
import { Ads } from './resources/ads';
import { ErrorExplainer } from './resources/errorExplainer';
import type { ClientCore } from './resources/shared';
import { checkXAppKeys, type XAppKeys } from './core/xAppKeys';

export interface ClientOptions extends RequestSenderOptions {
	/** Makes the idempotency key of a create when the caller gives none. */
	generateIdempotencyKey?: () => string;
}

/** The typed client: one property per operation group, each method one call. */
export class SocialPublishingClient implements ClientCore {
	readonly sender: RequestSender;
	readonly posts: Posts;
	readonly history: History;
	readonly media: Media;
	readonly hashtags: Hashtags;
	readonly comments: Comments;
	readonly links: Links;
	readonly autoSchedules: AutoSchedules;
	readonly profiles: Profiles;
	readonly user: User;
	readonly brand: Brand;
	readonly analytics: Analytics;
	readonly feeds: Feeds;
	readonly bioPages: BioPages;
	readonly reviews: Reviews;
	readonly messages: Messages;
	readonly hooks: Hooks;
	readonly ai: Ai;
	readonly ads: Ads;
	readonly errorExplainer: ErrorExplainer;
	private readonly makeKey: () => string;

	private readonly options: ClientOptions;

	constructor(options: ClientOptions) {
		if (!options.baseUrl) throw new TypeError('createClient: baseUrl is required');
		this.options = { ...options, xAppKeys: checkXAppKeys(options.xAppKeys) };
		this.sender = new RequestSender(this.options);
		this.makeKey = options.generateIdempotencyKey ?? newIdempotencyKey;
		this.posts = new Posts(this);
		this.history = new History(this);
		this.media = new Media(this);
		this.hashtags = new Hashtags(this);
		this.comments = new Comments(this);
		this.links = new Links(this);
		this.autoSchedules = new AutoSchedules(this);
		this.profiles = new Profiles(this);
		this.user = new User(this);
		this.brand = new Brand(this);
		this.analytics = new Analytics(this);
		this.feeds = new Feeds(this);
		this.bioPages = new BioPages(this);
		this.reviews = new Reviews(this);
		this.messages = new Messages(this);
		this.hooks = new Hooks(this);
		this.ai = new Ai(this);
		this.ads = new Ads(this);
		this.errorExplainer = new ErrorExplainer(this);
	}

	/**
	 * The same client with other retry settings (e.g. one item's On Rate Limit), pacing together with
	 * this one: a profile's spent window holds the requests of both.
	 */
	withRetry(retry: Partial<RetryPolicy>): SocialPublishingClient {
		return new SocialPublishingClient({
			...this.options,
			retry: { ...this.options.retry, ...retry },
			rateLimitGate: this.sender.gate,
		});
	}

	/** The same client sending another X app's keys (or none), pacing together with this one. */
	withXAppKeys(xAppKeys: XAppKeys | undefined): SocialPublishingClient {
		return new SocialPublishingClient({
			...this.options,
			xAppKeys,
			rateLimitGate: this.sender.gate,
		});
	}

	newIdempotencyKey(): string {
		return this.makeKey();
	}

	/** Any call the typed methods do not cover yet, with the same retries and errors. */
	request<T = unknown>(spec: RequestSpec): Promise<T> {
		return this.sender.send<T>(spec);
	}
}

export function createClient(options: ClientOptions): SocialPublishingClient {
	return new SocialPublishingClient(options);
}
