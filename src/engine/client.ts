import { newIdempotencyKey } from './core/idempotency';
import { RequestSender, type RequestSenderOptions, type RequestSpec } from './core/request';
import { History } from './resources/history';
import { Posts } from './resources/posts';
import type { ClientCore } from './resources/shared';

export interface ClientOptions extends RequestSenderOptions {
	/** Makes the idempotency key of a create when the caller gives none. */
	generateIdempotencyKey?: () => string;
}

/** The typed client: one property per operation group, each method one call. */
export class SocialPublishingClient implements ClientCore {
	readonly sender: RequestSender;
	readonly posts: Posts;
	readonly history: History;
	private readonly makeKey: () => string;

	constructor(options: ClientOptions) {
		if (!options.baseUrl) throw new TypeError('createClient: baseUrl is required');
		this.sender = new RequestSender(options);
		this.makeKey = options.generateIdempotencyKey ?? newIdempotencyKey;
		this.posts = new Posts(this);
		this.history = new History(this);
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
