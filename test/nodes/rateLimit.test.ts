/**
 * On Rate Limit, through n8n against sandboxes with small rate limits: windows of a few seconds are
 * waited out for real; nothing asserts how long anything took.
 */
import type { IDataObject } from 'n8n-workflow';

import { cancellableSleep } from '../../nodes/SocialPublishing/transport/cancellableSleep';
import { startCountingProxy, type CountingProxy } from '../helpers/countingProxy';
import { spStep, useSandbox, type SandboxFixture } from '../helpers/socialPublishingSteps';

/** A wait the node began through n8n-workflow's sleep. */
interface BegunWait {
	ms: number;
	/** When the same wait, had nothing stopped it, would have run out. */
	wouldHaveRunOut: Promise<void>;
}

// n8n-workflow's sleep, watched: a test waits for the node to begin a wait instead of guessing when.
jest.mock('n8n-workflow', () => {
	const actual = jest.requireActual('n8n-workflow');
	const sleep = actual.sleep as (ms: number, signal?: AbortSignal) => Promise<void>;
	const watchers: Array<(wait: BegunWait) => void> = [];
	const watched = (ms: number, signal?: AbortSignal) => {
		const slept = sleep(ms, signal);
		for (const watcher of watchers.splice(0)) watcher({ ms, wouldHaveRunOut: sleep(ms) });
		return slept;
	};
	// The node tells n8n 1.x's sleep (no signal) from 2.x's by its arity: the watched one keeps it.
	Object.defineProperty(watched, 'length', { value: sleep.length });
	return {
		...actual,
		sleep: watched,
		nextWait: () => new Promise<BegunWait>((resolve) => watchers.push(resolve)),
	};
});
const { nextWait } = jest.requireMock<{ nextWait: () => Promise<BegunWait> }>('n8n-workflow');

interface Answer {
	profileKey: string;
	status: number;
	text: string;
}

/** A proxy in front of the sandbox that keeps every answer to a post create, in answer order. */
async function watchCreates(
	sp: SandboxFixture,
	onCreateAnswer?: (answer: Answer) => void,
): Promise<CountingProxy & { answers: Answer[] }> {
	const answers: Answer[] = [];
	const proxy = await startCountingProxy(sp.sandbox.baseUrl, undefined, {
		onAnswer: (request, status) => {
			if (request.method !== 'POST' || !request.path.startsWith('/api/post')) return;
			const text = (JSON.parse(request.body) as { post: string }).post;
			const answer = { profileKey: String(request.headers['profile-key'] ?? ''), status, text };
			answers.push(answer);
			onCreateAnswer?.(answer);
		},
	});
	return Object.assign(proxy, { answers });
}

const profileKeyOf = (sp: SandboxFixture, title: string) =>
	sp.sandbox.profiles.find((p) => p.title === title)!.profileKey;

/** Publish with a per-item profile key (`$json.key`) and text (`$json.text`). */
const publish = (parameters: IDataObject = {}) =>
	spStep(
		'Publish',
		'post',
		'create',
		{
			text: '={{ $json.text }}',
			platforms: ['facebook'],
			actAs: 'profileKey',
			profileKey: '={{ $json.key }}',
			...parameters,
		},
		{ continueOnFail: true },
	);

describe('Wait (up to a set time), 3 requests per 2 s per profile', () => {
	const sp = useSandbox({ rateLimit: { max: 3, windowMs: 2000 } });

	it('finishes an execution that crosses window boundaries with every item published once, in order', async () => {
		const proxy = await watchCreates(sp);
		try {
			const key = profileKeyOf(sp, 'Acme Bakery');
			const input = Array.from({ length: 8 }, (_, n) => ({ json: { text: `boundary ${n}`, key } }));
			const run = await sp.run([publish()], { input, baseUrl: proxy.baseUrl });
			expect(run.errorOf('Publish')).toBeUndefined();
			const items = run.itemsOf('Publish');
			expect(items.map((item) => item.pairedItem)).toEqual(input.map((_, n) => ({ item: n })));
			expect(items.every((item) => item.json.status === 'success')).toBe(true);

			const stored = proxy.answers.filter((a) => a.status === 200).map((a) => a.text);
			expect(stored.sort()).toEqual(input.map((item) => item.json.text).sort());
			// 8 posts at 3 per window cross two window boundaries: at most one 429 at each.
			expect(proxy.answers.filter((a) => a.status === 429).length).toBeLessThanOrEqual(2);
		} finally {
			await proxy.close();
		}
	}, 60_000);

	it("does not hold another profile's items while one profile's window is spent", async () => {
		const proxy = await watchCreates(sp);
		try {
			const spent = profileKeyOf(sp, 'Acme Books');
			const fresh = profileKeyOf(sp, 'Primary Profile');
			const input = [
				...Array.from({ length: 5 }, (_, n) => ({ json: { text: `spent ${n}`, key: spent } })),
				...Array.from({ length: 2 }, (_, n) => ({ json: { text: `fresh ${n}`, key: fresh } })),
			];
			const run = await sp.run([publish()], { input, baseUrl: proxy.baseUrl });
			expect(run.outputOf('Publish').every((json) => json.status === 'success')).toBe(true);

			const published = proxy.answers.filter((a) => a.status === 200).map((a) => a.text);
			// The fresh profile's posts are stored before the fourth of the spent one, which waited.
			expect(published.indexOf('fresh 1')).toBeLessThan(published.indexOf('spent 3'));
			expect(published.indexOf('fresh 1')).toBeLessThan(published.indexOf('spent 4'));
			expect(proxy.answers.filter((a) => a.profileKey === fresh).map((a) => a.status)).toEqual([
				200, 200,
			]);
		} finally {
			await proxy.close();
		}
	}, 60_000);
});

describe('refusals, 1 request per 10 minutes per profile', () => {
	const sp = useSandbox({ rateLimit: { max: 1, windowMs: 600_000 } });

	it("Fail at Once fails the item with the 429's code and message; the item before it is published", async () => {
		const key = profileKeyOf(sp, 'Acme Bakery');
		const input = [0, 1].map((n) => ({ json: { text: `fail at once ${n}`, key } }));
		const run = await sp.run([publish({ onRateLimit: 'fail' })], { input });
		const items = run.itemsOf('Publish');
		expect(items.map((item) => item.pairedItem)).toEqual([{ item: 0 }, { item: 1 }]);
		expect(items[0].json.status).toBe('success');
		expect(items[1].json).toMatchObject({
			code: 429,
			httpStatus: 429,
			error:
				'Rate limit reached: at most 1 requests per 10 minutes per profile. This request was not processed; send it again in 600 s (Retry-After). (HTTP 429)',
		});
	}, 60_000);

	it('fails an item whose wait would pass Max Wait, saying how long the window stays spent, without sending it', async () => {
		const proxy = await watchCreates(sp);
		try {
			const key = profileKeyOf(sp, 'Acme Books');
			const input = [0, 1, 2].map((n) => ({ json: { text: `max wait ${n}`, key } }));
			const run = await sp.run([publish({ onRateLimit: 'wait', maxWaitMinutes: 1 })], {
				input,
				baseUrl: proxy.baseUrl,
			});
			const items = run.itemsOf('Publish');
			expect(items.map((item) => item.pairedItem)).toEqual([{ item: 0 }, { item: 1 }, { item: 2 }]);
			expect(items[0].json.status).toBe('success');
			for (const item of items.slice(1)) {
				expect(item.json.httpStatus).toBe(429);
				expect(item.json.error).toMatch(
					/window is spent \(\d+ s until a request leaves it, from the service's rate-limit headers\), longer than the maximum wait of 60 s; not sent/,
				);
			}
			// The headers said the window (x-ratelimit-window): no request went into a 429.
			expect(proxy.answers.map((a) => a.status)).toEqual([200]);
		} finally {
			await proxy.close();
		}
	}, 60_000);

	it('refuses a Max Wait outside 0 to 1440 minutes, naming the field and the value', async () => {
		const key = profileKeyOf(sp, 'Primary Profile');
		const run = await sp.run([publish({ maxWaitMinutes: -5 })], {
			input: [{ json: { text: 'never sent', key } }],
		});
		expect(run.outputOf('Publish')[0].error).toBe(
			'Max Wait (Minutes) must be a number from 0 to 1440 (got -5)',
		);
	}, 60_000);
});

describe('stopping an execution, 1 request per 2 s per profile', () => {
	const sp = useSandbox({ rateLimit: { max: 1, windowMs: 2000 } });

	it('stops waiting, and sends nothing more, when the execution is stopped during a wait', async () => {
		const proxy = await watchCreates(sp);
		try {
			const key = profileKeyOf(sp, 'Primary Profile');
			const input = [0, 1].map((n) => ({ json: { text: `stopped ${n}`, key } }));
			let stop!: () => void;
			const waitBegins = nextWait();
			const running = sp.run([publish()], {
				input,
				baseUrl: proxy.baseUrl,
				onStarted: (execution) => (stop = () => execution.cancel()),
			});
			// The first answer said the window is spent for 2 s: the second item waits. Stop then.
			const wait = await waitBegins;
			expect(proxy.answers.map((a) => `${a.text} ${a.status}`)).toEqual(['stopped 0 200']);
			stop();
			// The execution ends at the stop, before its wait would have run out (n8n 1.x and 2.x alike).
			const first = await Promise.race([
				running.then(
					() => 'execution ended',
					() => 'execution ended',
				),
				wait.wouldHaveRunOut.then(() => 'wait ran out'),
			]);
			expect(first).toBe('execution ended');
			// Past the time the wait would have run out: a send queued behind it reaches the proxy
			// before this read does.
			await wait.wouldHaveRunOut;
			expect((await fetch(`${proxy.baseUrl}/user`)).status).toBe(401);
			const sends = proxy.answers.map((a) => `${a.text} ${a.status}`);
			expect(sends).toEqual(['stopped 0 200']);
		} finally {
			await proxy.close();
		}
	});
});

describe("the node's sleep", () => {
	it('ends a rate-limit wait at once when the execution is stopped', async () => {
		const stop = new AbortController();
		const sleep = cancellableSleep({ getExecutionCancelSignal: () => stop.signal });
		const waiting = sleep(600_000);
		stop.abort();
		// Rejects now; a wait that ignored the stop would keep this test waiting 10 minutes.
		await expect(waiting).rejects.toThrow();
	});
});
