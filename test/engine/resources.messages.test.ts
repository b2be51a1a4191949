import nock from 'nock';
import {
	ConnectionError,
	MESSAGE_MEDIA_EXTENSIONS,
	RateLimitError,
	messageMediaUrlProblem,
} from '../../src/engine';
import { BASE, rejection, setup, useNock } from '../helpers/engineClient';

useNock();

describe('messages.send', () => {
	it('posts {recipientId, message, mediaUrls} to /messages/:platform', async () => {
		const { client, sent } = setup();
		const body = {
			recipientId: '7001',
			message: 'Hello',
			mediaUrls: ['https://cdn.example/a.jpg', 'https://cdn.example/b.MOV'],
		};
		const answer = { status: 'success', recipientId: '7001', messageId: '177', message: 'Hello' };
		nock(BASE)
			.post('/messages/instagram', body)
			.matchHeader('profile-key', 'pk_1')
			.reply(200, answer);
		await expect(client.messages.send('instagram', body, { profileKey: 'pk_1' })).resolves.toEqual(
			answer,
		);
		expect(sent[0]).toMatchObject({ method: 'POST', url: `${BASE}/messages/instagram` });
	});

	it('never resends a dropped message: it could arrive twice', async () => {
		const { client, sent } = setup();
		nock(BASE).post('/messages/facebook').replyWithError({ code: 'ECONNRESET', message: 'reset' });
		await expect(
			client.messages.send('facebook', { recipientId: '1', message: 'hi' }),
		).rejects.toBeInstanceOf(ConnectionError);
		expect(sent).toHaveLength(1);
	});

	it.each(['facebook', 'instagram'] as const)(
		'checks %s media URLs before sending: a known file ending, no query',
		async (network) => {
			const { client, sent } = setup();
			const urls = [
				'https://cdn.example/a.jpg?w=200',
				'https://cdn.example/download',
				'https://cdn.example/doc.pdf',
				'https://cdn.example/a.png#top',
				'ftp://cdn.example/a.png',
			];
			const error = await rejection(
				client.messages.send(network, { recipientId: '1', message: 'see', mediaUrls: urls }),
			);
			expect(error.issues.map((issue) => issue.field)).toEqual([
				'mediaUrls[0]',
				'mediaUrls[1]',
				'mediaUrls[2]',
				'mediaUrls[3]',
				'mediaUrls[4]',
			]);
			expect(error.issues[0].message).toContain('query');
			expect(error.issues[1].message).toContain(MESSAGE_MEDIA_EXTENSIONS.join(', '));
			expect(error.issues[4].message).toContain('http');
			expect(sent).toHaveLength(0);
		},
	);

	it('lets twitter media URLs have a query or no file ending', async () => {
		const { client } = setup();
		nock(BASE)
			.post('/messages/twitter')
			.reply(200, { status: 'success', recipientId: '1', messageId: '2', message: '' });
		await client.messages.send('twitter', {
			recipientId: '1',
			message: '',
			mediaUrls: ['https://cdn.example/image?id=4'],
		});
		expect(messageMediaUrlProblem('twitter', 'not a url')).toBeDefined();
	});

	it('rejects a bad platform, a missing recipient, an empty message and a too long one before sending', async () => {
		const { client, sent } = setup();
		const network = await rejection(
			client.messages.send('linkedin' as never, { recipientId: '1', message: 'hi' }),
		);
		expect(network.issues[0]).toMatchObject({ field: 'platform', value: 'linkedin' });
		const recipient = await rejection(client.messages.send('facebook', { message: 'hi' } as never));
		expect(recipient.issues[0].field).toBe('recipientId');
		const empty = await rejection(
			client.messages.send('facebook', { recipientId: '1', message: ' ' }),
		);
		expect(empty.issues[0]).toMatchObject({
			field: 'message',
			message: expect.stringContaining('mediaUrls'),
		});
		const long = await rejection(
			client.messages.send('instagram', { recipientId: '1', message: 'x'.repeat(1_001) }),
		);
		expect(long.issues[0].message).toContain('1000 characters on instagram');
		expect(sent).toHaveLength(0);
	});

	it('reports the monthly conversation limit as a RateLimitError without waiting a month', async () => {
		const sleep = jest.fn(async () => {});
		const { client, sent } = setup({ sleep });
		nock(BASE)
			.post('/messages/facebook')
			.reply(
				429,
				{ action: 'messages', status: 'error', code: 362, message: 'limit' },
				{ 'Retry-After': '864000' },
			);
		const error = await client.messages
			.send('facebook', { recipientId: '1', message: 'hi' })
			.catch((e) => e);
		expect(error).toBeInstanceOf(RateLimitError);
		expect(error.code).toBe(362);
		expect(sent).toHaveLength(1);
		expect(sleep).not.toHaveBeenCalled();
	});
});

describe('messages.list', () => {
	it('reads GET /messages/:platform with status, conversationId and conversationsOnly', async () => {
		const { client, sent } = setup();
		const answer = { status: 'success', messages: [], lastUpdated: 'a', nextUpdate: 'b' };
		nock(BASE)
			.get('/messages/twitter')
			.query({ status: 'archived', conversationId: 'c1', conversationsOnly: 'true' })
			.reply(200, answer);
		await expect(
			client.messages.list('twitter', {
				status: 'archived',
				conversationId: 'c1',
				conversationsOnly: true,
			}),
		).resolves.toEqual(answer);
		expect(sent[0].url).toBe(
			`${BASE}/messages/twitter?status=archived&conversationId=c1&conversationsOnly=true`,
		);
	});

	it('sends no query when none is given', async () => {
		const { client, sent } = setup();
		nock(BASE).get('/messages/facebook').reply(200, { status: 'success', messages: [] });
		await client.messages.list('facebook');
		expect(sent[0].url).toBe(`${BASE}/messages/facebook`);
	});

	it('rejects a bad status before sending', async () => {
		const { client, sent } = setup();
		const status = await rejection(
			client.messages.list('facebook', { status: 'deleted' } as never),
		);
		expect(status.issues[0]).toMatchObject({ field: 'status', value: 'deleted' });
		expect(sent).toHaveLength(0);
	});
});

describe('messages.updateConversation', () => {
	it('sends PUT /messages/:platform/:conversationId {status}', async () => {
		const { client, sent } = setup();
		nock(BASE)
			.put('/messages/facebook/t%2F1', { status: 'archived' })
			.matchHeader('profile-key', 'pk_2')
			.reply(200, { status: 'success' });
		await expect(
			client.messages.updateConversation(
				'facebook',
				't/1',
				{ status: 'archived' },
				{ profileKey: 'pk_2' },
			),
		).resolves.toEqual({ status: 'success' });
		expect(sent[0].method).toBe('PUT');
	});

	it('rejects a missing status or conversation id before sending', async () => {
		const { client, sent } = setup();
		const status = await rejection(
			client.messages.updateConversation('facebook', 'c1', {} as never),
		);
		expect(status.issues[0]).toMatchObject({
			field: 'status',
			message: expect.stringContaining('"active" or "archived"'),
		});
		const id = await rejection(
			client.messages.updateConversation('facebook', '', { status: 'active' }),
		);
		expect(id.issues[0].field).toBe('conversationId');
		expect(sent).toHaveLength(0);
	});
});

describe('messages.setAutoResponse', () => {
	it('posts the setting to /messages/autoresponse and may resend it', async () => {
		const { client, sent } = setup();
		const body = {
			autoResponseActive: true,
			autoResponseMessage: 'Back soon',
			autoResponseWaitSeconds: 300,
		};
		nock(BASE)
			.post('/messages/autoresponse')
			.replyWithError({ code: 'ECONNRESET', message: 'reset' });
		nock(BASE)
			.post('/messages/autoresponse', body)
			.reply(200, { status: 'success', updated: body });
		await expect(client.messages.setAutoResponse(body)).resolves.toEqual({
			status: 'success',
			updated: body,
		});
		expect(sent).toHaveLength(2);
	});

	it('needs a message to switch on, and a wait from 0 to 7 days in whole seconds', async () => {
		const { client, sent } = setup();
		const noMessage = await rejection(
			client.messages.setAutoResponse({ autoResponseActive: true }),
		);
		expect(noMessage.issues[0].field).toBe('autoResponseMessage');
		for (const wait of [-1, 1.5, 604_801]) {
			const error = await rejection(
				client.messages.setAutoResponse({
					autoResponseActive: true,
					autoResponseMessage: 'x',
					autoResponseWaitSeconds: wait,
				}),
			);
			expect(error.issues[0]).toMatchObject({ field: 'autoResponseWaitSeconds', value: wait });
		}
		expect(sent).toHaveLength(0);
		nock(BASE)
			.post('/messages/autoresponse', { autoResponseActive: false })
			.reply(200, { status: 'success', updated: {} });
		await client.messages.setAutoResponse({ autoResponseActive: false });
	});
});
