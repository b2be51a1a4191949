import type { IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { NodeOperationError } from 'n8n-workflow';

import type { RetryPolicy, SocialPublishingClient } from '../../../src/engine';

/** Editor dropdowns fail at once on a rate limit (the 429's message shows): they must not hang for minutes. */
export const FAIL_AT_ONCE: Pick<RetryPolicy, 'onRateLimit'> = { onRateLimit: 'fail' };

/** The longest Max Wait accepted: a day (a longer wait belongs in a Wait node or a schedule). */
const MAX_WAIT_MINUTES_LIMIT = 24 * 60;

/** "On Rate Limit": what a call does when its profile's window is spent. Shown on every operation that sends. */
export const rateLimitProperties: INodeProperties[] = [
	{
		displayName: 'On Rate Limit',
		name: 'onRateLimit',
		type: 'options',
		options: [
			{
				name: 'Wait (up to a Set Time)',
				value: 'wait',
				description:
					"Hold this profile's next calls until its window frees (the service's Retry-After), then send them; other profiles go on",
			},
			{
				name: 'Fail at Once',
				value: 'fail',
				description: "Fail the item with the service's rate-limit error (HTTP 429)",
			},
		],
		default: 'wait',
		displayOptions: { hide: { operation: ['preview'] } },
		description:
			'The service allows each profile a number of calls per window (300 per 5 minutes). Items keep their order either way.',
	},
	{
		displayName: 'Max Wait (Minutes)',
		name: 'maxWaitMinutes',
		type: 'number',
		typeOptions: { minValue: 0, maxValue: MAX_WAIT_MINUTES_LIMIT, numberPrecision: 2 },
		default: 10,
		displayOptions: { show: { onRateLimit: ['wait'] }, hide: { operation: ['preview'] } },
		description:
			'The longest one item waits for rate limits, all its waits counted. An item the service asks to wait longer fails, saying how long it asked.',
	},
];

/** The retry settings the On Rate Limit fields of one item choose. */
export function rateLimitPolicyOf(
	this: IExecuteFunctions,
	itemIndex: number,
): Pick<RetryPolicy, 'onRateLimit' | 'maxWaitMs'> {
	const mode = this.getNodeParameter('onRateLimit', itemIndex, 'wait');
	if (mode !== 'wait' && mode !== 'fail') {
		throw new NodeOperationError(
			this.getNode(),
			`On Rate Limit must be "wait" or "fail" (got ${JSON.stringify(mode)})`,
			{ itemIndex, description: 'Choose "Wait (up to a Set Time)" or "Fail at Once"' },
		);
	}
	if (mode === 'fail') return { onRateLimit: 'fail', maxWaitMs: 0 };
	const minutes = this.getNodeParameter('maxWaitMinutes', itemIndex, 10);
	if (
		typeof minutes !== 'number' ||
		!Number.isFinite(minutes) ||
		minutes < 0 ||
		minutes > MAX_WAIT_MINUTES_LIMIT
	) {
		throw new NodeOperationError(
			this.getNode(),
			`Max Wait (Minutes) must be a number from 0 to ${MAX_WAIT_MINUTES_LIMIT} (got ${JSON.stringify(minutes)})`,
			{ itemIndex, description: 'Set Max Wait (Minutes), e.g. 10' },
		);
	}
	return { onRateLimit: 'wait', maxWaitMs: Math.round(minutes * 60_000) };
}

/**
 * One client per On Rate Limit setting within a run, all pacing together (one gate): items of any
 * setting share what the service said about each profile's window.
 */
export function clientsByRateLimit(
	base: SocialPublishingClient,
): (policy: Pick<RetryPolicy, 'onRateLimit' | 'maxWaitMs'>) => SocialPublishingClient {
	const clients = new Map<string, SocialPublishingClient>();
	return (policy) => {
		const key = `${policy.onRateLimit}:${policy.maxWaitMs}`;
		let client = clients.get(key);
		if (!client) {
			client = base.withRetry(policy);
			clients.set(key, client);
		}
		return client;
	};
}
