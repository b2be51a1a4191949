import type { IDataObject } from 'n8n-workflow';

import { startCountingProxy } from '../helpers/countingProxy';
import { spStep, useSandbox } from '../helpers/socialPublishingSteps';

const sp = useSandbox();
const PROFILE_CREDENTIAL = {
	socialPublishingProfileApi: { id: 'bakery', name: 'Acme Bakery key' },
};

function profile(title: string) {
	const found = sp.sandbox.profiles.find((p) => p.title === title);
	if (!found) throw new Error(`the sandbox has no profile "${title}"`);
	return found;
}
const primary = () => sp.sandbox.profiles.find((p) => p.primary)!;
const bakery = () => profile('Acme Bakery');
const books = () => profile('Acme Books');

/** History › Get Many as a profile key; the ids it lists. */
async function idsVisibleTo(profileKey: string | undefined): Promise<unknown[]> {
	const actAs = profileKey ? { actAs: 'profileKey', profileKey } : {};
	const run = await sp.run([
		spStep('History', 'history', 'getAll', { returnAll: true, filters: { lastDays: 0 }, ...actAs }),
	]);
	return run.outputOf('History').map((p) => p.id);
}

test('the sandbox offers a primary profile and two more', () => {
	expect(sp.sandbox.profiles).toHaveLength(3);
	expect(bakery().primary).toBe(false);
});

test('Act As › Profile Credential posts for that profile only', async () => {
	const run = await sp.run(
		[
			spStep(
				'Publish',
				'post',
				'create',
				{ text: 'fresh bread', platforms: ['facebook'], actAs: 'profileCredential' },
				{ credentials: PROFILE_CREDENTIAL },
			),
		],
		{ credentials: sp.credentials(undefined, bakery().profileKey) },
	);
	const [sent] = run.outputOf('Publish');
	expect(sent.status).toBe('success');
	expect(sent.refId).toBe(bakery().refId);
	expect(JSON.stringify(run.itemsOf('Publish'))).not.toContain(bakery().profileKey);

	expect(await idsVisibleTo(bakery().profileKey)).toContain(sent.id);
	expect(await idsVisibleTo(books().profileKey)).not.toContain(sent.id);
	expect(await idsVisibleTo(undefined)).not.toContain(sent.id);

	// Another profile cannot read it by id either: to it the post does not exist.
	const other = await sp.run([
		spStep(
			'Get',
			'history',
			'get',
			{ postId: String(sent.id), actAs: 'profileKey', profileKey: books().profileKey },
			{ continueOnFail: true },
		),
	]);
	expect(other.outputOf('Get')[0]).toMatchObject({ code: 114, httpStatus: 404 });
});

test('Act As › Profile Key is read per item and sent as the Profile-Key header', async () => {
	const proxy = await startCountingProxy(sp.sandbox.baseUrl);
	try {
		const run = await sp.run(
			[
				spStep('Publish', 'post', 'create', {
					text: '={{ $json.text }}',
					platforms: ['linkedin'],
					actAs: 'profileKey',
					profileKey: '={{ $json.key }}',
				}),
			],
			{
				baseUrl: proxy.baseUrl,
				input: [
					{ json: { text: 'for the bakery', key: bakery().profileKey } },
					{ json: { text: 'for the bookshop', key: books().profileKey } },
				],
			},
		);
		const [forBakery, forBooks] = run.outputOf('Publish');
		expect(forBakery.refId).toBe(bakery().refId);
		expect(forBooks.refId).toBe(books().refId);
		expect(proxy.requests.map((r) => r.headers['profile-key'])).toEqual([
			bakery().profileKey,
			books().profileKey,
		]);
		expect(await idsVisibleTo(books().profileKey)).toContain(forBooks.id);
		expect(await idsVisibleTo(books().profileKey)).not.toContain(forBakery.id);
	} finally {
		await proxy.close();
	}
});

test('Profile Keys fans one post out: one output item per profile, each paired to its input', async () => {
	const keys = [bakery().profileKey, books().profileKey];
	const run = await sp.run([
		spStep('Publish', 'post', 'create', {
			text: 'everyone hears this',
			platforms: ['facebook'],
			options: { profileKeys: keys.join(',\n') },
		}),
	]);
	const items = run.itemsOf('Publish');
	expect(items).toHaveLength(2);
	expect(items.map((i) => i.pairedItem)).toEqual([{ item: 0 }, { item: 0 }]);
	expect(items.map((i) => (i.json as IDataObject).profileTitle)).toEqual([
		'Acme Bakery',
		'Acme Books',
	]);
	const text = JSON.stringify(items);
	for (const key of keys) expect(text).not.toContain(key);
	for (const item of items)
		expect(await idsVisibleTo(primary().profileKey)).not.toContain(item.json.id);
});

test('Act As › Profile Key with an empty key fails before any request', async () => {
	const proxy = await startCountingProxy(sp.sandbox.baseUrl);
	try {
		const run = await sp.run(
			[
				spStep('History', 'history', 'getAll', {
					actAs: 'profileKey',
					profileKey: '={{ $json.key }}',
				}),
			],
			{ baseUrl: proxy.baseUrl, input: [{ json: { key: '' } }] },
		);
		expect(run.errorOf('History')?.message).toBe('Act As needs a profile key, and it is empty');
		expect(proxy.requests).toHaveLength(0);
	} finally {
		await proxy.close();
	}
});
