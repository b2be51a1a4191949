/**
 * What the Social Publishing Trigger's node tests share (test/nodes/socialPublishingTrigger*.test.ts):
 * a real sandbox started before a file's tests and closed after them, the trigger node run through
 * n8n-core's contexts (test/helpers/webhookHarness.ts) with the file's Secret and default Events,
 * deliveries signed as the service signs them, the node served over HTTP for the sandbox to deliver
 * to, and the checks that hold for every kind of delivery.
 */
import type { IDataObject } from 'n8n-workflow';

import { startSandbox, type RunningSandbox } from '../../src/sandbox';
import { SocialPublishingTrigger } from '../../nodes/SocialPublishing/SocialPublishingTrigger.node';
import { X_APP_CREDENTIAL_FIELDS } from './sandboxXApp';
import {
	sandboxApi,
	signedDelivery,
	WebhookTriggerHarness,
	type WebhookRequest,
} from './webhookHarness';

const TRIGGER_TYPE = 'n8n-nodes-social-publishing.socialPublishingTrigger';

export interface TriggerTestBedOptions {
	/** The Secret every trigger gets unless a test sets another. */
	secret: string;
	/** The Events every trigger gets unless a test sets others; none when omitted. */
	events?: string[];
	/** How often the sandbox's scheduler runs (it attempts queued deliveries). */
	schedulerIntervalMs: number;
}

type Receiver = Awaited<ReturnType<WebhookTriggerHarness['listen']>>;

/** What a signed delivery may vary: another secret, another time, the test webhook. */
export interface SignOptions {
	secret?: string;
	at?: number;
	test?: boolean;
}

/** How a test reads the trigger's subscription at the sandbox (undefined when there is none), and what it reads for a URL the trigger subscribed. */
export interface SubscriptionView {
	listed(): unknown;
	subscribed(url: string): unknown;
}

export interface TriggerTestBed {
	/** The running sandbox (from `beforeAll` on). */
	readonly sandbox: RunningSandbox;
	/** The refId of the sandbox's primary profile. */
	readonly primaryRefId: string;
	/** The sandbox's API with its key (and a Profile-Key when given); answers the parsed JSON. */
	api: ReturnType<typeof sandboxApi>;
	/** A profile's `/hook/webhook` subscriptions as the service lists them: action → {url, signed}. */
	listedHooks(profileKey?: string): Promise<Record<string, { url: string; signed: boolean }>>;
	/** The trigger with the file's defaults and `parameters`; `apiKey` replaces the sandbox's. */
	trigger(
		parameters?: IDataObject,
		staticData?: IDataObject,
		apiKey?: string,
	): WebhookTriggerHarness;
	/** `body` signed under the file's Secret (or `options.secret`). */
	signed(body: IDataObject, options?: SignOptions): ReturnType<typeof signedDelivery>;
	/**
	 * Serves `node` on a local port as n8n serves webhooks, activates it and runs `run` with its
	 * production URL; deactivates it and stops serving after, whatever happened.
	 */
	servedOverHttp(
		node: WebhookTriggerHarness,
		run: (url: string, receiver: Receiver) => Promise<void>,
	): Promise<void>;
	/**
	 * A delivery is emitted once: the same body again is answered 200 with nothing emitted, also by a
	 * restarted n8n (static data saved as n8n saves it). Resolves with the node.
	 */
	expectRedeliveryDropped(body: IDataObject): Promise<WebhookTriggerHarness>;
	/**
	 * A too short Secret and an empty Events choice are refused naming the field (the description
	 * listing the `events` there are), before anything reaches the service.
	 */
	expectBadFieldsRefused(events: RegExp): Promise<void>;
	/**
	 * Activation subscribes the production URL, saves where and when in static data (with `saved`,
	 * never the Secret or the API key), and checkExists follows; deactivation unsubscribes, and
	 * deleting again neither throws nor touches the service.
	 */
	expectSubscribedUntilDeactivated(view: SubscriptionView, saved?: IDataObject): Promise<void>;
	/** "Execute step" takes the subscription for the test URL, then hands it back to production. */
	expectTestUrlHandedBack(view: SubscriptionView): Promise<void>;
	/** Activating with a wrong API key fails with the API's 401, neither key nor Secret in the error. */
	expectWrongApiKeyRefused(): Promise<void>;
	/** Each body, signed, is answered 200 with nothing emitted, counted as filtered. */
	expectFiltered(node: WebhookTriggerHarness, bodies: IDataObject[]): Promise<void>;
	/** A signed delivery of no kind the trigger knows (a `comments` action) is answered 200, ignored. */
	expectUnknownKindIgnored(node: WebhookTriggerHarness): Promise<void>;
}

/** Starts the sandbox in `beforeAll`, closes it in `afterAll`; the rest works from then on. */
export function triggerTestBed({
	secret,
	events,
	schedulerIntervalMs,
}: TriggerTestBedOptions): TriggerTestBed {
	let running: RunningSandbox | undefined;
	let primaryRefId = '';
	beforeAll(async () => {
		running = await startSandbox({ port: 0, quiet: true, schedulerIntervalMs });
		primaryRefId = running.profiles.find((p) => p.primary)!.refId;
	});
	afterAll(async () => {
		await running?.close();
	});
	const sandbox = (): RunningSandbox => {
		if (!running) throw new Error('the sandbox starts in beforeAll: use it inside a test');
		return running;
	};

	const trigger = (parameters: IDataObject = {}, staticData?: IDataObject, apiKey?: string) =>
		new WebhookTriggerHarness({
			type: TRIGGER_TYPE,
			nodeType: new SocialPublishingTrigger(),
			parameters: {
				actAs: 'primary',
				secret,
				...(events ? { events } : {}),
				...parameters,
			} as never,
			credentials: {
				socialPublishingApi: {
					apiKey: apiKey ?? sandbox().apiKey,
					baseUrl: sandbox().baseUrl,
					...X_APP_CREDENTIAL_FIELDS,
				},
			},
			staticData,
		});
	const api = sandboxApi(sandbox);
	const signed = (body: IDataObject, options: SignOptions = {}) =>
		signedDelivery(body, options.secret ?? secret, options);

	return {
		get sandbox() {
			return sandbox();
		},
		get primaryRefId() {
			return primaryRefId;
		},
		api,
		trigger,
		signed,

		async listedHooks(profileKey) {
			const { webhooks } = await api('GET', '/hook/webhook', undefined, profileKey);
			return Object.fromEntries(
				(webhooks as any[]).map((h) => [h.action, { url: h.url, signed: h.signed }]),
			);
		},

		async expectBadFieldsRefused(events) {
			await expect(trigger({ secret: 'short' }).activate()).rejects.toThrow(
				/Secret is too short: 5 characters, at least 8/,
			);
			const none = await errorOf(trigger({ events: [] }).activate());
			expect(none?.message).toBe('Events has nothing chosen');
			expect(none?.description).toMatch(events);
		},

		async servedOverHttp(node, run) {
			const receiver = await node.listen();
			try {
				await node.activate();
				await run(`${receiver.url}/webhook/${node.node.webhookId}/events`, receiver);
			} finally {
				await node.deactivate();
				await receiver.close();
			}
		},

		async expectRedeliveryDropped(body) {
			const node = trigger();
			expect((await node.deliver(signed(body))).items).toHaveLength(1);
			const again = await node.deliver(signed(body));
			expect(again.status).toBe(200);
			expect(again.items).toBeUndefined();
			expect(again.body).toMatchObject({ emitted: 0, repeated: 1 });
			expect(node.executions).toHaveLength(1);
			const restarted = trigger({}, node.savedStaticData);
			expect((await restarted.deliver(signed(body))).items).toBeUndefined();
			return node;
		},

		async expectSubscribedUntilDeactivated(view, saved = {}) {
			const node = trigger();
			expect(await node.checkExists()).toBe(false);
			await node.activate();
			const url = node.webhookUrl();
			expect(url).toMatch(/^http:\/\/127\.0\.0\.1:5678\/webhook\/[0-9a-f-]{36}\/events$/);
			expect(await view.listed()).toEqual(view.subscribed(url));
			// Saved as n8n saves node static data: under "node:<node name>" in the workflow row.
			expect(node.savedStaticData).toMatchObject({
				'node:Trigger': {
					webhookUrl: url,
					subscribedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
					subscription: expect.stringMatching(/^[0-9a-f]{32}$/),
					...saved,
				},
			});
			expect(JSON.stringify(node.savedStaticData)).not.toContain(secret);
			expect(JSON.stringify(node.savedStaticData)).not.toContain(sandbox().apiKey);
			expect(await node.checkExists()).toBe(true);

			expect(await node.deactivate()).toBe(true);
			expect(await view.listed()).toBeUndefined();
			expect(node.staticData.webhookUrl).toBeUndefined();
			expect(await node.checkExists()).toBe(false);
			// Already gone: deleting again neither throws nor touches the service.
			expect(await node.delete()).toBe(true);
		},

		async expectTestUrlHandedBack(view) {
			const node = trigger();
			await node.activate();
			expect(await node.checkExists(true)).toBe(false);
			expect(await node.create(true)).toBe(true);
			expect(node.webhookUrl(true)).toMatch(/\/webhook-test\/[0-9a-f-]{36}\/events$/);
			expect(await view.listed()).toEqual(view.subscribed(node.webhookUrl(true)));
			expect(await node.checkExists(true)).toBe(true);
			expect(await node.delete(true)).toBe(true);
			expect(await view.listed()).toEqual(view.subscribed(node.webhookUrl()));
			expect(node.staticData).toMatchObject({ webhookUrl: node.webhookUrl() });
			expect(node.staticData.test).toBeUndefined();
			expect(await node.checkExists()).toBe(true);
			await node.deactivate();

			// Without an active production subscription, the end of the test unsubscribes.
			await node.create(true);
			await node.delete(true);
			expect(await view.listed()).toBeUndefined();
		},

		async expectWrongApiKeyRefused() {
			const error = await errorOf(trigger({}, undefined, 'wrong-key-123456789').activate());
			expect(error?.message).toMatch(/HTTP 401/);
			expect(JSON.stringify(error)).not.toContain('wrong-key-123456789');
			expect(JSON.stringify(error)).not.toContain(secret);
		},

		async expectFiltered(node, bodies) {
			for (const body of bodies) {
				const call = await node.deliver(signed(body));
				expect(call.status).toBe(200);
				expect(call.items).toBeUndefined();
				expect(call.body).toMatchObject({ emitted: 0, filtered: 1 });
			}
		},

		async expectUnknownKindIgnored(node) {
			const unknown = await node.deliver(signed({ action: 'comments', id: 'x' }));
			expect(unknown.status).toBe(200);
			expect(unknown.body).toMatchObject({
				ignored: expect.stringContaining('not a feed, messages, scheduled or social delivery'),
			});
		},
	};
}

/** What `promise` rejected with, or undefined when it resolved. */
async function errorOf(
	promise: Promise<unknown>,
): Promise<(Error & { description?: string }) | undefined> {
	return await promise.then(
		() => undefined,
		(error: Error & { description?: string }) => error,
	);
}

/** POSTs a delivery to the node's URL as the service does; answers the HTTP status. */
export async function postOverHttp(url: string, request: WebhookRequest): Promise<number> {
	const response = await fetch(url, {
		method: 'POST',
		headers: request.headers,
		body: request.rawBody,
	});
	return response.status;
}

/** A delivery of `body` with a current timestamp and a made-up signature. */
export function forgedDelivery(body: IDataObject): WebhookRequest {
	return {
		rawBody: JSON.stringify(body),
		headers: {
			'content-type': 'application/json',
			'X-Authorization-Timestamp': String(Math.floor(Date.now() / 1000)),
			'X-Authorization-Content-SHA256': 'f'.repeat(64),
		},
	};
}
