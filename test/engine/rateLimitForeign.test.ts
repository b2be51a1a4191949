/**
 * Requests of another client of the same profile, counted by the service before this client's run
 * (bench/rate-limit.ts lists the profiles with the API key just before its run, which counts against
 * the primary profile, one of its three): the first answer's x-ratelimit-count says the window holds
 * one more than this client sent. Paced by its own log alone, the client sent the window's last slot
 * into a full window: the node's one 429 per 1,000 posts (issue 38). Virtual time, seeded orders
 * (test/helpers/pacingSimulation.ts).
 */
import { runScenario } from '../helpers/pacingSimulation';

const ISSUE = { max: 20, windowMs: 70_000, creates: 60, callers: 8 };

function describeRun(label: string, o: Awaited<ReturnType<typeof runScenario>>): string {
	return `${label}: ${(o.finishMs / 1000).toFixed(1)} s, ${o.refusals} 429s, ${o.failed} failed, ${o.storedTwice} stored twice`;
}

describe("another client's requests in the profile's window (virtual time)", () => {
	it.each([1, 3])(
		'%i request(s) counted just before the run: no 429, each create stored once',
		async (foreign) => {
			const failures: string[] = [];
			for (let seed = 1; seed <= 40; seed++) {
				const o = await runScenario({ seed, ...ISSUE, foreignAtMs: Array(foreign).fill(0) });
				// The foreign requests hold slots of the first window: the creates need the windows of
				// creates + foreign requests, and no more than 5% over that.
				const leastMs = (Math.ceil((ISSUE.creates + foreign) / ISSUE.max) - 1) * ISSUE.windowMs;
				if (o.refusals > 0 || o.failed > 0 || o.storedTwice > 0 || o.finishMs > 1.05 * leastMs)
					failures.push(describeRun(`seed ${seed}`, o));
			}
			expect(failures).toEqual([]);
		},
	);
});
