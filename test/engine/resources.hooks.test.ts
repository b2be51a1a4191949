import nock from 'nock';
import { APIError, HOOK_ACTIONS, HookSubscribeSchema } from '../../src/engine';
import { BASE, rejection, setup, useNock } from '../helpers/engineClient';

useNock();

const URL = 'https://n8n.example/webhook/abc/messages';
const SECRET = 'whsec_hooks_0123456789';

describe('hooks.subscribe', () => {
	it('posts action, URL and secret to /hook/webhook for the profile, and answers the service body', async () => {
		const { client, sent } = setup();
		const answer = { status: 'success', action: 'messages', url: URL, signed: true };
		nock(BASE)
			.post('/hook/webhook', { action: 'messages', url: URL, secret: SECRET })
			.matchHeader('profile-key', 'pk_1')
			.reply(200, answer);
		await expect(
			client.hooks.subscribe(
				{ action: 'messages', url: ` ${URL} `, secret: SECRET },
				{ profileKey: 'pk_1' },
			),
		).resolves.toEqual(answer);
		expect(sent).toHaveLength(1);
		expect(sent[0]).toMatchObject({ method: 'POST', url: `${BASE}/hook/webhook` });
	});

	it('resends after a dropped connection: subscribing sets one state', async () => {
		const { client, sent } = setup();
		nock(BASE).post('/hook/webhook').replyWithError({ code: 'ECONNRESET', message: 'reset' });
		nock(BASE).post('/hook/webhook', { action: 'messages', url: URL }).reply(200, {
			status: 'success',
			action: 'messages',
			url: URL,
		});
		await expect(client.hooks.subscribe({ action: 'messages', url: URL })).resolves.toMatchObject({
			status: 'success',
		});
		expect(sent).toHaveLength(2);
	});

	it.each([
		[
			'unknown action',
			{ action: 'tweets', url: URL },
			'action',
			/must be one of "messages", "scheduled", "social"/,
			'tweets',
		],
		['missing action', { url: URL }, 'action', /is required: the kind of event/, undefined],
		[
			'ftp URL',
			{ action: 'messages', url: 'ftp://a.example/h' },
			'url',
			/must be an https URL/,
			'ftp://a.example/h',
		],
		[
			'http URL to a public address (docs: https only)',
			{ action: 'messages', url: 'http://hooks.example.com/h' },
			'url',
			/must be an https URL like .* \(http only to a local or private address\)/,
			'http://hooks.example.com/h',
		],
		['missing URL', { action: 'messages' }, 'url', /is required/, undefined],
	])(
		'rejects a %s before sending, naming field and value',
		async (_what, params, field, message, value) => {
			const { client, sent } = setup();
			const error = await rejection(client.hooks.subscribe(params as never));
			expect(error.issues[0]).toMatchObject({
				field,
				value,
				message: expect.stringMatching(message),
			});
			expect(sent).toHaveLength(0);
		},
	);

	it('rejects a short secret by its length, never quoting it', async () => {
		const { client, sent } = setup();
		const error = await rejection(
			client.hooks.subscribe({ action: 'messages', url: URL, secret: 'abc12' }),
		);
		expect(error.issues[0]).toMatchObject({
			field: 'secret',
			value: 'a 5-character string',
			message: expect.stringMatching(/at least 8 characters/),
		});
		expect(error.message).not.toContain('abc12');
		expect(sent).toHaveLength(0);
	});

	it('is the schema the sandbox validates with, and lists the supported actions', () => {
		expect(HOOK_ACTIONS).toEqual(['messages', 'scheduled', 'social']);
		// Unknown fields are not bad input: they pass through to the service.
		expect(HookSubscribeSchema.parse({ action: 'messages', url: URL, source: 'npm' })).toEqual({
			action: 'messages',
			url: URL,
			source: 'npm',
		});
	});
});

describe('hooks.unsubscribe and list', () => {
	it('deletes the action with a body', async () => {
		const { client, sent } = setup();
		nock(BASE)
			.delete('/hook/webhook', { action: 'messages' })
			.matchHeader('profile-key', 'pk_2')
			.reply(200, { status: 'success', action: 'messages', removed: true, cancelled: 0 });
		await expect(client.hooks.unsubscribe('messages', { profileKey: 'pk_2' })).resolves.toEqual({
			status: 'success',
			action: 'messages',
			removed: true,
			cancelled: 0,
		});
		const unknown = await rejection(client.hooks.unsubscribe('feed' as never));
		expect(unknown.issues[0]).toMatchObject({ field: 'action', value: 'feed' });
		expect(sent).toHaveLength(1);
	});

	it('gets the subscriptions without secrets', async () => {
		const { client } = setup();
		const webhooks = [
			{ action: 'messages', url: URL, created: '2026-03-02T10:00:00.000Z', signed: true },
		];
		nock(BASE).get('/hook/webhook').reply(200, { status: 'success', webhooks });
		await expect(client.hooks.list()).resolves.toEqual({ status: 'success', webhooks });
	});

	it('maps a plan refusal to an APIError with its code', async () => {
		const { client } = setup();
		nock(BASE).get('/hook/webhook').reply(403, {
			action: 'messages',
			status: 'error',
			code: 103,
			message: 'Messaging (with the Messaging add-on) needs the Business or Enterprise plan',
		});
		const error = await client.hooks.list().catch((e) => e);
		expect(error).toBeInstanceOf(APIError);
		expect(error).toMatchObject({ status: 403, code: 103 });
	});
});
