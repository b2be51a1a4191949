import type { INodeParameters } from 'n8n-workflow';

import { startCountingProxy } from '../helpers/countingProxy';
import { spStep, useSandbox, type SandboxFixture } from '../helpers/socialPublishingSteps';

function lookUpParameters(users: Record<string, string>, networks = Object.keys(users)) {
	return {
		platforms: networks,
		userNames: {
			userName: Object.entries(users).map(([network, name]) => ({ platform: network, name })),
		},
	};
}

async function lookUp(sp: SandboxFixture, parameters: INodeParameters, baseUrl?: string) {
	const run = await sp.run([spStep('Brand', 'brand', 'lookUp', parameters)], { baseUrl });
	return { items: run.outputOf('Brand'), error: run.errorOf('Brand') };
}

describe('Brand › Look Up on an Enterprise account', () => {
	const sp = useSandbox({ plan: 'enterprise' });

	test('answers public details of each account, one user name per network', async () => {
		const proxy = await startCountingProxy(sp.sandbox.baseUrl);
		try {
			const { items, error } = await lookUp(
				sp,
				lookUpParameters({ twitter: '@acme_bakery', instagram: 'primary_profile' }),
				proxy.baseUrl,
			);
			expect(error).toBeUndefined();
			expect(items).toHaveLength(1);
			expect(items[0]).toMatchObject({
				status: 'success',
				twitter: {
					status: 'success',
					username: 'acme_bakery',
					followersCount: expect.any(Number),
					profileImage: expect.stringMatching(
						/\/networks\/twitter\/accounts\/acme_bakery\/image\.png$/,
					),
				},
				instagram: { status: 'success', username: 'primary_profile' },
			});
			const url = new URL(proxy.requests[0].path, 'http://x');
			expect(url.pathname).toBe('/api/brand/byUser');
			expect([...url.searchParams]).toEqual([
				['platforms[0]', 'twitter'],
				['platforms[1]', 'instagram'],
				['twitterUser', '@acme_bakery'],
				['instagramUser', 'primary_profile'],
			]);
		} finally {
			await proxy.close();
		}
	});

	test('a network without a user name fails before sending, naming the field', async () => {
		const { error } = await lookUp(
			sp,
			lookUpParameters({ twitter: 'acme_bakery' }, ['twitter', 'instagram']),
		);
		expect(error?.name).toBe('NodeOperationError');
		expect(error?.message).toMatch(
			/User Names › instagram is required because platforms lists instagram/,
		);
	});

	test('a user name for a network not chosen is refused', async () => {
		const { error } = await lookUp(
			sp,
			lookUpParameters({ twitter: 'acme_bakery', reddit: 'x' }, ['twitter']),
		);
		expect(error?.message).toMatch(/User Names › reddit is given but reddit is not in platforms/);
	});
});

describe('Brand › Look Up on a Business account', () => {
	const sp = useSandbox({ plan: 'business' });

	test('is refused with HTTP 403: brand look-up is an Enterprise feature', async () => {
		const { error } = await lookUp(sp, lookUpParameters({ twitter: 'acme_bakery' }));
		expect(error?.name).toBe('NodeApiError');
		expect(error).toMatchObject({ httpCode: '403' });
		expect(error?.message).toMatch(/Brand look-up.*\(HTTP 403\)/);
	});
});
