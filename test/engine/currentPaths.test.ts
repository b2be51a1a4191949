import nock from 'nock';
import { BASE, setup, useNock } from '../helpers/engineClient';

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
