import nock from 'nock';
import { BASE, rejection, setup, useNock } from '../helpers/engineClient';

useNock();

// The engine sends today's documented paths (apis/comments/reply-to-comment, apis/post/update-post).
describe('the engine sends the current documented paths', () => {
	it('replies with POST /comments/reply/:commentId, the id in the path and not in the body', async () => {
		const { client, sent } = setup();
		nock(BASE)
			.post('/comments/reply/c%2F1', (body) => body.comment === 'Thanks' && !('commentId' in body))
			.reply(200, { status: 'success' });
		await client.comments.reply({ commentId: 'c/1', comment: 'Thanks' });
		expect(sent[0]).toMatchObject({ method: 'POST', url: `${BASE}/comments/reply/c%2F1` });
	});

	it('updates a post with PATCH /post unless told PUT (older services)', async () => {
		const { client } = setup();
		nock(BASE).patch('/post', { id: 'p1', notes: 'a' }).reply(200, { status: 'success' });
		await client.posts.update({ id: 'p1', notes: 'a' });
		nock(BASE).put('/post', { id: 'p1', notes: 'b' }).reply(200, { status: 'success' });
		await client.posts.update({ id: 'p1', notes: 'b' }, { method: 'PUT' });
	});
});

// The operations issue 38 adds: all users, account update per network, unlink, auto-response.
describe('user.batch, user.update, profiles.unlinkSocial, messages.getAutoResponse', () => {
	it('GET /user/batch with the API key alone', async () => {
		const { client, sent } = setup();
		const answer = { success: true, url: 'https://files.test/users.json' };
		nock(BASE).get('/user/batch').reply(200, answer);
		await expect(client.user.batch()).resolves.toEqual(answer);
		expect(sent[0].headers['profile-key']).toBeUndefined();
	});

	it("PATCH /user/:platform with the network's path name (gbp for gmb), checked first", async () => {
		const { client, sent } = setup();
		nock(BASE)
			.patch('/user/gbp', { title: 'Acme' })
			.matchHeader('profile-key', 'pk_1')
			.reply(200, { gmb: { status: 'success' } });
		await client.user.update('gmb', { title: 'Acme' }, { profileKey: 'pk_1' });
		const badNetwork = await rejection(client.user.update('facebook' as never, { title: 'x' }));
		expect(badNetwork.issues[0]).toMatchObject({ field: 'platform', value: 'facebook' });
		const badBody = await rejection(client.user.update('gmb', { websiteUrl: 'nope' }));
		expect(badBody.issues[0]).toMatchObject({ field: 'websiteUrl' });
		expect(sent).toHaveLength(1);
	});

	it('DELETE /profiles/social {platform} for the acting profile; a network that is none is refused', async () => {
		const { client, sent } = setup();
		nock(BASE)
			.delete('/profiles/social', { platform: 'tiktok' })
			.matchHeader('profile-key', 'pk_2')
			.reply(200, { status: 'success', platform: 'tiktok', refId: 'r2' });
		await expect(client.profiles.unlinkSocial('tiktok', { profileKey: 'pk_2' })).resolves.toEqual({
			status: 'success',
			platform: 'tiktok',
			refId: 'r2',
		});
		await rejection(client.profiles.unlinkSocial('myspace' as never));
		expect(sent).toHaveLength(1);
	});

	it('GET /messages/autoresponse', async () => {
		const { client } = setup();
		const setting = {
			autoResponseActive: true,
			autoResponseMessage: 'Hi',
			autoResponseWaitSeconds: 0,
		};
		nock(BASE).get('/messages/autoresponse').reply(200, setting);
		await expect(client.messages.getAutoResponse()).resolves.toEqual(setting);
	});
});
