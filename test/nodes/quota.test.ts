/**
 * A spent monthly post quota (HTTP 429, code 106) through n8n: the item fails at once with the
 * engine's QuotaExceededError message whatever On Rate Limit says, and is sent only once.
 */
import type { IDataObject } from 'n8n-workflow';

import { startCountingProxy } from '../helpers/countingProxy';
import { spStep, useSandbox } from '../helpers/socialPublishingSteps';

// The sandbox and the node read the time from Date.now: run both mid-month, so the quota month cannot
// turn (the 1st, 00:07 UTC) during the run, whatever the real date.
const realNow = Date.now.bind(Date);
const startedAt = realNow();
const MID_MONTH = Date.parse('2026-03-15T12:00:00Z');
const clock = jest.spyOn(Date, 'now').mockImplementation(() => MID_MONTH + (realNow() - startedAt));
afterAll(() => clock.mockRestore());

const sp = useSandbox({ monthlyPostQuota: 1 });

const publish = (parameters: IDataObject, continueOnFail: boolean) =>
	spStep(
		'Publish',
		'post',
		'create',
		{
			text: '={{ $json.text }}',
			platforms: ['facebook'],
			actAs: 'profileKey',
			profileKey: sp.sandbox.profiles.find((p) => p.title === 'Acme Bakery')!.profileKey,
			...parameters,
		},
		{ continueOnFail },
	);

/** Sends the Publish step through a proxy that counts the creates the sandbox answered 429. */
async function runCounting(parameters: IDataObject, continueOnFail: boolean, texts: string[]) {
	const refused: number[] = [];
	const proxy = await startCountingProxy(sp.sandbox.baseUrl, undefined, {
		onAnswer: (request, status) => {
			if (request.method === 'POST' && request.path.startsWith('/api/post') && status === 429)
				refused.push(status);
		},
	});
	try {
		const input = texts.map((text) => ({ json: { text } }));
		const run = await sp.run([publish(parameters, continueOnFail)], {
			input,
			baseUrl: proxy.baseUrl,
		});
		return { run, refused };
	} finally {
		await proxy.close();
	}
}

const RESET_TEXT = '2026-04-01T00:07:00Z';

describe('a spent monthly post quota', () => {
	it('with Continue On Fail and On Rate Limit: Wait, the item over the quota is an error item at once', async () => {
		const { run, refused } = await runCounting(
			{ onRateLimit: 'wait', maxWaitMinutes: 1440 },
			true,
			['within the quota', 'over the quota'],
		);
		const items = run.itemsOf('Publish');
		expect(items.map((item) => item.pairedItem)).toEqual([{ item: 0 }, { item: 1 }]);
		expect(items[0].json.status).toBe('success');
		expect(items[1].json).toMatchObject({ code: 106, httpStatus: 429 });
		const error = String(items[1].json.error);
		expect(error).toContain('Monthly post quota used up for profile "Acme Bakery"');
		expect(error).toContain(`It resets on ${RESET_TEXT}`);
		expect(error).toContain('It has sent 1 of 1 posts this month');
		// Sent once: no wait, no retry.
		expect(refused).toHaveLength(1);
	}, 30_000);

	it('without Continue On Fail, On Rate Limit: Fail at Once, the execution stops with that message', async () => {
		const { run, refused } = await runCounting({ onRateLimit: 'fail' }, false, ['again']);
		const error = run.errorOf('Publish');
		expect(error?.message).toMatch(/^Monthly post quota used up for profile "Acme Bakery"/);
		expect(error?.message).toContain('(HTTP 429)');
		expect(refused).toHaveLength(1);
	}, 30_000);
});
