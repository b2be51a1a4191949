/**
 * Ads: the round trip of a boost and of an ads list against a plain post's round trip, through the
 * sandbox's HTTP server (in this process, in memory, rate limiting off, one request at a time), and
 * the spend model's time for 1,000 ads over 30 days computed in-process.
 * Targets: boost and list within 2x a plain post; 1,000 ads x 30 days under 1 s.
 * Self-check: every answer 200; every ad's spend within its budget.
 * Usage: node --import tsx bench/ads.ts [round trips per call, default 300]
 */
import { startSandbox } from '../src/sandbox';
import { dailyMetrics, totalsOf, type AdTimeline } from '../src/sandbox/ads/spend';

const N = Number(process.argv[2] ?? 300);
const DAY = 86_400_000;

async function main(): Promise<void> {
	const sandbox = await startSandbox({ port: 0, quiet: true, log: () => undefined });
	const headers = {
		authorization: `Bearer ${sandbox.apiKey}`,
		'content-type': 'application/json',
	};
	const call = async (method: string, path: string, body?: unknown) => {
		const res = await fetch(`${sandbox.baseUrl}${path}`, {
			method,
			headers,
			body: body === undefined ? undefined : JSON.stringify(body),
		});
		const json = (await res.json()) as Record<string, unknown>;
		if (res.status !== 200)
			throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(json)}`);
		return json;
	};
	const accounts = await call('GET', '/ads/facebook/accounts');
	const accountId = (accounts.adAccounts as Array<{ accountId: string }>)[0].accountId;
	const post = await call('POST', '/post', { post: 'bench 0', platforms: ['facebook'] });
	const endDate = new Date(Date.now() + 7 * DAY).toISOString();
	const median = async (label: string, once: (i: number) => Promise<unknown>): Promise<number> => {
		for (let i = 0; i < 20; i++) await once(-i - 1);
		const times: number[] = [];
		for (let i = 0; i < N; i++) {
			const started = process.hrtime.bigint();
			await once(i);
			times.push(Number(process.hrtime.bigint() - started) / 1e6);
		}
		times.sort((a, b) => a - b);
		const mid = times[Math.floor(times.length / 2)];
		console.log(`${label}: median ${mid.toFixed(3)} ms over ${N}`);
		return mid;
	};
	const plain = await median('plain post', (i) =>
		call('POST', '/post', { post: `bench post ${i}`, platforms: ['facebook'] }),
	);
	const boost = await median('boost', () =>
		call('POST', '/ads/facebook/boost', {
			postId: post.id,
			accountId,
			goal: 'engagement',
			budget: 70,
			endDate,
		}),
	);
	const lastAd = await call('POST', '/ads/facebook/boost', {
		postId: post.id,
		accountId,
		goal: 'engagement',
		budget: 70,
		endDate,
	});
	const list = await median('list ads (by ad id)', () =>
		call('GET', `/ads/facebook/ads?adId=${String(lastAd.adId)}`),
	);
	await sandbox.close();
	console.log(
		`RESULT ads boost: ${boost.toFixed(3)} ms vs plain post ${plain.toFixed(3)} ms = ${(boost / plain).toFixed(2)}x (target <= 2x)`,
	);
	console.log(
		`RESULT ads list: ${list.toFixed(3)} ms vs plain post ${plain.toFixed(3)} ms = ${(list / plain).toFixed(2)}x (target <= 2x)`,
	);

	// 1,000 ads over 30 days, each paused for a day in the middle, computed from their timelines.
	const start = Date.UTC(2026, 0, 1);
	const timelines: AdTimeline[] = Array.from({ length: 1000 }, (_, i) => ({
		ad: {
			id: String(100_000_000_000_000 + i),
			profileId: 1,
			platform: 'facebook',
			adAccountId: '1',
			campaignId: String(i),
			adSetId: String(i),
			postId: null,
			socialPostId: String(i),
			name: `ad ${i}`,
			goal: 'engagement',
			budgetCents: 30_000,
			bidCents: null,
			targeting: {
				minAge: 18,
				maxAge: 65,
				locations: { countries: ['US'], regions: [], cities: [] },
				interests: [],
			},
			startAt: start,
			endAt: start + 30 * DAY,
			createdAt: start,
			reviewUntil: start + 60_000,
			rejected: false,
			status: 'ACTIVE',
		},
		adChanges: [
			{ status: 'ACTIVE', at: start },
			{ status: 'PAUSED', at: start + 10 * DAY },
			{ status: 'ACTIVE', at: start + 11 * DAY },
		],
		campaignChanges: [{ status: 'ACTIVE', at: start }],
	}));
	const now = start + 31 * DAY;
	const started = process.hrtime.bigint();
	let rows = 0;
	for (const timeline of timelines) {
		const days = dailyMetrics(timeline, now);
		rows += days.length;
		if (totalsOf(days).spendCents > timeline.ad.budgetCents) throw new Error('spend over budget');
	}
	const ms = Number(process.hrtime.bigint() - started) / 1e6;
	console.log(
		`RESULT ads spend model: 1,000 ads x 30 days (${rows} daily rows) in ${ms.toFixed(1)} ms (target < 1000 ms)`,
	);
	if (ms >= 1000) process.exitCode = 1;
}

main().catch((error: unknown) => {
	console.error(error);
	process.exit(1);
});
