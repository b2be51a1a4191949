/**
 * What the tests of `scheduled` / `social` events and planted faults share: a sandbox on a manual
 * clock with a receiver subscribed (signed) to the "Acme Bakery" profile's scheduled and social
 * webhooks, and small steps over it.
 */
import { startReceiver, type HookReceiver } from './feedTestServers';
import {
	manualClock,
	startTestSandbox,
	utc,
	type ManualClock,
	type TestSandbox,
} from './testSandbox';

export const SECRET = 'whsec_events_hook_secret';
export const ISO = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;

export function subscribe(
	t: TestSandbox,
	profileKey: string,
	action: string,
	url: string,
	secret?: string,
) {
	return t.api('POST', '/api/hook/webhook', {
		profileKey,
		body: { action, url, ...(secret ? { secret } : {}) },
	});
}

/** Schedules a post one minute ahead and moves the clock past it; answers the post id. */
export async function scheduledPost(
	t: TestSandbox,
	clock: ManualClock,
	profileKey: string,
	networks: string[],
	post = 'Weekend opening hours: 9 to 5.',
): Promise<string> {
	const created = await t.api('POST', '/api/post', {
		profileKey,
		body: { post, platforms: networks, scheduleDate: utc(clock.now() + 60_000) },
	});
	expect(created.status).toBe(200);
	expect(created.body.status).toBe('scheduled');
	clock.advance(61_000);
	return created.body.id;
}

export async function history(t: TestSandbox, profileKey: string, id: string): Promise<any> {
	const res = await t.api('GET', `/api/history/${id}`, { profileKey });
	expect(res.status).toBe(200);
	return res.body;
}

export function hooksFor(receiver: HookReceiver, action: string): any[] {
	return receiver.received.filter((hook) => hook.body.action === action).map((hook) => hook.body);
}

export interface EventSandbox {
	clock: ManualClock;
	t: TestSandbox;
	receiver: HookReceiver;
	/** "Acme Bakery"'s profile key and refId. */
	pk: string;
	refId: string;
}

/** Starts the sandbox and the subscribed receiver for a describe block; the receiver is emptied before each test. */
export function useEventSandbox(): EventSandbox {
	const env = {} as EventSandbox;
	beforeAll(async () => {
		env.clock = manualClock();
		env.t = await startTestSandbox({ now: env.clock.now, schedulerIntervalMs: 20 });
		env.receiver = await startReceiver();
		env.pk = env.t.profileKey('Acme Bakery');
		const profiles = (await env.t.api('GET', '/api/profiles')).body.profiles;
		env.refId = profiles.find((p: any) => p.title === 'Acme Bakery').refId;
		for (const action of ['scheduled', 'social']) {
			const res = await subscribe(env.t, env.pk, action, env.receiver.url, SECRET);
			expect(res.status).toBe(200);
		}
	});
	afterAll(async () => {
		await env.t?.close();
		await env.receiver?.close();
	});
	beforeEach(() => {
		if (env.receiver) env.receiver.received.length = 0;
	});
	return env;
}
