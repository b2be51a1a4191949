import type { IDataObject } from 'n8n-workflow';

import { spStep, useSandbox } from '../helpers/socialPublishingSteps';

const sp = useSandbox();

describe('Analytics › Get Post Analytics by Network ID', () => {
	test("reads a post's analytics by the network's own id", async () => {
		const published = await sp.run([
			spStep('Publish', 'post', 'create', { text: 'by network id', platforms: ['facebook'] }),
		]);
		const [post] = published.outputOf('Publish');
		const facebookId = String((post.postIds as IDataObject[])[0].id);

		const run = await sp.run([
			spStep('Analytics', 'analytics', 'getPostByNetworkId', {
				networkPostId: facebookId,
				platform: 'facebook',
			}),
		]);
		expect(run.errorOf('Analytics')).toBeUndefined();
		const [result] = run.outputOf('Analytics');
		expect(result.facebook).toMatchObject({ id: facebookId, analytics: expect.any(Object) });
		expect(result).not.toHaveProperty('twitter');
	});

	test('an id the linked account does not own is a service error with its code', async () => {
		const run = await sp.run([
			spStep(
				'Analytics',
				'analytics',
				'getPostByNetworkId',
				{ networkPostId: 'not-a-real-id', platform: 'facebook' },
				{ continueOnFail: true },
			),
		]);
		const [item] = run.outputOf('Analytics');
		expect(item).toMatchObject({ httpStatus: 404, code: 114 });
	});
});
