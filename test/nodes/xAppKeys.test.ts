import type { IDataObject } from 'n8n-workflow';

import { SANDBOX_X_APP, X_APP_CREDENTIAL_FIELDS } from '../helpers/sandboxXApp';
import { spStep, useSandbox } from '../helpers/socialPublishingSteps';

// The user's own X app keys (credential fields X API Key / X API Secret) go out as the service's
// X-Twitter-OAuth1-Api-Key/-Secret headers: an X post works with them, is refused without them
// with an error naming the fields to fill, a profile credential's keys win, and the keys never
// show in an output, an error, the sandbox's log or its page.
const logLines: string[] = [];
const sp = useSandbox({ log: (line) => logLines.push(line) });
const PROFILE_CREDENTIAL = { socialPublishingProfileApi: { id: 'bakery', name: 'Bakery key' } };
const bakery = () => sp.sandbox.profiles.find((p) => p.title === 'Acme Bakery')!;

const publish = (parameters: IDataObject, extra = {}) =>
	spStep('Publish', 'post', 'create', parameters as never, extra);

function withoutXKeys() {
	return { socialPublishingApi: { apiKey: sp.sandbox.apiKey, baseUrl: sp.sandbox.baseUrl } };
}

test('publishes to X with the credential keys, and tells what to fill in without them (nothing sent)', async () => {
	const ok = await sp.run([publish({ text: 'With my X app', platforms: ['twitter'] })]);
	expect(ok.errorOf('Publish')).toBeUndefined();
	expect(ok.outputOf('Publish')[0].status).toBe('success');

	const before = (await sp.api('GET', '/history?lastDays=0')).history.length;
	const refused = await sp.run(
		[publish({ text: 'Without an X app', platforms: ['twitter', 'facebook'] })],
		{ credentials: withoutXKeys() },
	);
	const error = refused.errorOf('Publish');
	expect(error?.httpCode).toBe('400');
	const shown = `${error?.message}\n${error?.description}`;
	expect(shown).toContain('code 419');
	expect(shown).toContain('"X API Key" and "X API Secret"');
	expect(shown).toContain('X-Twitter-OAuth1-Api-Key');
	expect((await sp.api('GET', '/history?lastDays=0')).history.length).toBe(before);
});

test('a credential with only one of the two X keys is refused before sending, naming the empty field', async () => {
	const run = await sp.run([publish({ text: 'Half a key', platforms: ['twitter'] })], {
		credentials: {
			socialPublishingApi: {
				apiKey: sp.sandbox.apiKey,
				baseUrl: sp.sandbox.baseUrl,
				xApiKey: SANDBOX_X_APP.apiKey,
			},
		},
	});
	const error = run.errorOf('Publish');
	expect(error?.message).toMatch(/"X API Secret" empty/);
	expect(String(error?.description)).toContain('Social Publishing API credential');
});

test("a profile credential's X keys win over the API credential's", async () => {
	const run = await sp.run(
		[
			publish(
				{ text: 'Bakery tweet', platforms: ['twitter'], actAs: 'profileCredential' },
				{ credentials: PROFILE_CREDENTIAL },
			),
		],
		{
			credentials: {
				...sp.credentials(),
				socialPublishingProfileApi: {
					profileKey: bakery().profileKey,
					label: 'bakery',
					xApiKey: 'bkry-profile-app-key',
					xApiSecret: 'bkry-profile-app-secret',
				},
			},
		},
	);
	const [sent] = run.outputOf('Publish');
	expect(sent.status).toBe('success');
	const page = await (await fetch(`${sp.sandbox.url}/?post=${sent.id}`)).text();
	expect(page).toContain('bkry••••');
	expect(page).not.toContain(`${SANDBOX_X_APP.apiKey.slice(0, 4)}••••`);
	expect(JSON.stringify(run.itemsOf('Publish'))).not.toContain('bkry-profile-app');
});

test('the X key and secret never appear in outputs, errors, the sandbox log or the page (grep)', async () => {
	logLines.length = 0;
	const run = await sp.run([
		publish({
			text: 'Grep me',
			platforms: ['twitter', 'linkedin'],
			options: { firstComment: 'First!' },
		}),
		spStep('History', 'history', 'getAll', { returnAll: true, filters: { lastDays: 0 } } as never),
	]);
	const [sent] = run.outputOf('Publish');
	expect(sent.status).toBe('success');
	// An error path too: a post the node refuses (a bad Schedule Date).
	const failed = await sp.run([
		publish({ text: 'Broken', platforms: ['twitter'], options: { scheduleDate: 'not a date' } }),
	]);
	expect(failed.errorOf('Publish')).toBeDefined();
	const page = await (await fetch(`${sp.sandbox.url}/?post=${sent.id}`)).text();
	const everything = [
		JSON.stringify(run.itemsOf('Publish')),
		JSON.stringify(run.itemsOf('History')),
		JSON.stringify(failed.errorOf('Publish')),
		String(failed.errorOf('Publish')?.description),
		logLines.join('\n'),
		page,
	].join('\n');
	expect(logLines.length).toBeGreaterThan(0);
	expect(page).toContain('Grep me');
	for (const secret of Object.values(X_APP_CREDENTIAL_FIELDS))
		expect(everything).not.toContain(secret);
});

test('First Comment and Disable Comments options: Publish sends them, Preview shows them per network', async () => {
	const options = {
		firstComment: 'More at https://example.com/more',
		firstCommentMediaUrls: 'https://example.com/c.jpg',
		disableComments: true,
		mediaUrls: 'https://example.com/p.jpg',
	};
	const preview = await sp.run([
		spStep('Preview', 'post', 'preview', {
			text: 'Options',
			platforms: ['twitter', 'instagram', 'facebook'],
			options,
		} as never),
	]);
	const networks = preview.outputOf('Preview')[0].networks as Record<string, IDataObject>;
	expect(networks.twitter.firstComment).toEqual({
		comment: 'More at https://example.com/more',
		mediaUrls: ['https://example.com/c.jpg'],
	});
	expect(networks.instagram.firstComment).toBeUndefined();
	expect(networks.instagram.commentsOff).toBe(true);
	expect(networks.facebook.firstComment).toEqual({
		comment: 'More at https://example.com/more',
		mediaUrls: ['https://example.com/c.jpg'],
	});

	const run = await sp.run([
		publish({ text: 'Options', platforms: ['twitter', 'instagram', 'facebook'], options }),
	]);
	const [sent] = run.outputOf('Publish');
	const ids = sent.postIds as IDataObject[];
	const twitter = ids.find((p) => p.platform === 'twitter') as IDataObject;
	expect(twitter.firstComment).toMatchObject({ comment: 'More at https://example.com/more' });
	expect(ids.find((p) => p.platform === 'instagram')?.firstComment).toBeUndefined();
	const comments = await sp.api('GET', `/comments/${sent.id}`);
	expect(comments.facebook[0]).toMatchObject({ comment: 'More at https://example.com/more' });
});

test('a First Comment too long for X is refused before sending, naming the option', async () => {
	const run = await sp.run([
		publish({ text: 'Hi', platforms: ['twitter'], options: { firstComment: 'x'.repeat(281) } }),
	]);
	const error = run.errorOf('Publish');
	expect(error?.message).toContain('First Comment (firstComment.comment)');
	expect(error?.message).toContain('at most 280');
});
