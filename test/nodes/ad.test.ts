import { spStep, useSandbox } from '../helpers/socialPublishingSteps';

const sp = useSandbox();
const DAY = 86_400_000;

async function publishedPostId(): Promise<string> {
	const res = await sp.api('POST', '/post', { post: 'Best of the week', platforms: ['facebook'] });
	expect(res.status).toBe('success');
	return res.id as string;
}

describe('Ad', () => {
	test('boosts a post from fields given as text (as $fromAI gives them), lists it, pauses it and reads spend', async () => {
		const postId = await publishedPostId();
		const accounts = await sp.run([
			spStep('Accounts', 'ad', 'getAccounts', { platform: 'facebook' }),
		]);
		const [account] = accounts.outputOf('Accounts');
		expect(account).toMatchObject({ currency: 'USD', hasPaymentMethod: true });
		const endDate = new Date(Date.now() + 7 * DAY).toISOString();
		const boost = await sp.run([
			spStep('Boost', 'ad', 'boost', {
				platform: 'facebook',
				postId,
				accountId: String(account.accountId),
				goal: 'Engagement',
				budget: '60.50',
				endDate,
				interest: { __rl: true, mode: 'id', value: '6003512615894' },
				options: { minAge: '21', interests: '[6003277229526]', countries: 'US, CA' },
			}),
		]);
		expect(boost.errorOf('Boost')).toBeUndefined();
		const [boosted] = boost.outputOf('Boost');
		expect(boosted).toMatchObject({
			status: 'success',
			ad: {
				postId,
				budget: 60.5,
				deliveryStatus: 'PENDING_REVIEW',
				targeting: {
					minAge: 21,
					interests: [6003512615894, 6003277229526],
					locations: { countries: ['US', 'CA'] },
				},
			},
		});
		const adId = String(boosted.adId);

		const run = await sp.run([
			spStep('List', 'ad', 'getAll', { platform: 'facebook', filters: { postId } }),
			spStep('Pause', 'ad', 'updateStatus', { platform: 'facebook', adId, status: 'Paused' }),
			spStep('Spend', 'ad', 'getHistory', {
				platform: 'facebook',
				accountId: String(account.accountId),
			}),
			spStep('Targeting', 'ad', 'searchTargeting', {
				platform: 'facebook',
				kind: 'cities',
				search: 'Manhattan',
				countryCode: 'US',
			}),
		]);
		expect(run.outputOf('List')).toEqual([expect.objectContaining({ adId })]);
		expect(run.outputOf('Pause')[0]).toMatchObject({
			adId,
			requestedStatus: 'PAUSED',
			ad: { campaign: { status: 'PAUSED' } },
		});
		expect(run.outputOf('Spend')[0]).toMatchObject({ status: 'success', history: [] });
		expect(run.outputOf('Targeting')).toEqual([expect.objectContaining({ name: 'Manhattan' })]);
	});

	test('a boost with bad fields fails before sending, naming each field', async () => {
		const run = await sp.run([
			spStep('Boost', 'ad', 'boost', {
				platform: 'facebook',
				accountId: '1',
				goal: 'engagement',
				budget: '10.001',
				endDate: new Date(Date.now() + 2 * 3_600_000).toISOString(),
				options: { minAge: '60', maxAge: '30' },
			}),
		]);
		const error = run.errorOf('Boost');
		expect(error?.message).toMatch(/budget/);
		expect(error?.message).toMatch(/maxAge/);
		expect(error?.message).toMatch(/postId/);
		const ads = await sp.api('GET', '/admin/ads');
		expect(ads.ads).toEqual([expect.objectContaining({ budget: 60.5 })]);
	});

	test("a refused boost says the service's reason once, with what to do, and needs no End Date", async () => {
		const onLinkedIn = await sp.api('POST', '/post', { post: 'Not boostable', platforms: ['linkedin'] });
		const accounts = await sp.run([spStep('Accounts', 'ad', 'getAccounts', { platform: 'facebook' })]);
		const [account] = accounts.outputOf('Accounts');
		// No endDate given: the field's default (a week from now) is used.
		const run = await sp.run([
			spStep('Boost', 'ad', 'boost', {
				platform: 'facebook',
				postId: onLinkedIn.id,
				accountId: String(account.accountId),
				goal: 'engagement',
				budget: 20,
			}),
		]);
		const error = run.errorOf('Boost') as { message: string; description?: string };
		expect(error.message).toMatch(/postId must be a post of this profile published on facebook/);
		const reason = error.message.replace(/ \(HTTP 400\)$/, '');
		expect(error.description?.split(reason).length).toBe(1);
		expect(error.description).toMatch(/code 101/);
		expect(error.description).not.toMatch(/errors list/);
	});

	test('without the Ads add-on the service refuses with code 399', async () => {
		await sp.api('POST', '/admin/ads', { addon: false });
		try {
			const run = await sp.run([
				spStep('Accounts', 'ad', 'getAccounts', { platform: 'instagram' }),
			]);
			expect(run.errorOf('Accounts')?.message).toMatch(/Ads add-on/);
		} finally {
			await sp.api('POST', '/admin/ads', { addon: true });
		}
	});
});
