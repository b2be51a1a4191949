import type { IDataObject } from 'n8n-workflow';

import { spStep, useSandbox } from '../helpers/socialPublishingSteps';

// Comment resource: comment on a published post, read the comments (one item each), reply to a
// reader, delete the profile's own comment; bad input refused before anything is sent.
const sp = useSandbox();

async function runComment(operation: string, parameters: IDataObject): Promise<IDataObject[]> {
	const run = await sp.run([spStep('Comment', 'comment', operation, parameters as never)]);
	const error = run.errorOf('Comment');
	if (error) throw error;
	return run.outputOf('Comment');
}

test('create, get many, reply and delete on a published post', async () => {
	const post = await sp.api('POST', '/post', {
		post: 'Comments welcome',
		platforms: ['twitter', 'linkedin'],
	});
	const [created] = await runComment('create', {
		postId: post.id,
		comment: 'Pinned: thanks for reading!',
		platforms: ['twitter', 'linkedin'],
	});
	expect(created).toMatchObject({
		status: 'success',
		twitter: { comment: 'Pinned: thanks for reading!' },
		linkedin: { comment: 'Pinned: thanks for reading!' },
	});
	const reader = await sp.api('POST', '/admin/comments/incoming', {
		postId: post.id,
		platform: 'twitter',
		comment: 'Great post',
		userName: 'Ana',
	});
	const [replied] = await runComment('reply', {
		commentId: reader.commentId,
		reply: 'Thank you, Ana!',
	});
	expect(replied.twitter).toMatchObject({
		comment: 'Thank you, Ana!',
		parentCommentId: reader.commentId,
	});

	const comments = await runComment('getAll', { postId: post.id });
	// Per network, oldest first, a reply after its parent.
	expect(comments.map((c) => [c.platform, c.comment])).toEqual([
		['twitter', 'Pinned: thanks for reading!'],
		['twitter', 'Great post'],
		['twitter', 'Thank you, Ana!'],
		['linkedin', 'Pinned: thanks for reading!'],
	]);
	expect(comments.every((c) => c.postId === post.id)).toBe(true);

	const own = (created.twitter as IDataObject).commentId as string;
	await runComment('delete', { commentId: own });
	const after = await runComment('getAll', { postId: post.id });
	expect(after.map((c) => c.comment)).not.toContain(undefined);
	expect(after.filter((c) => c.platform === 'twitter').map((c) => c.comment)).toEqual([
		'Great post',
		'Thank you, Ana!',
	]);
});

test('an empty comment is refused before sending, naming the field', async () => {
	await expect(
		runComment('create', { postId: 'AAAAAAAAAAAAAAAAAAAA', comment: '  ', platforms: ['twitter'] }),
	).rejects.toMatchObject({
		name: 'NodeOperationError',
		message: expect.stringMatching(/comment/),
	});
});

test("a network the post was not published on is the service's error, with its code", async () => {
	const post = await sp.api('POST', '/post', { post: 'Only on twitter', platforms: ['twitter'] });
	await expect(
		runComment('create', { postId: post.id, comment: 'Hello', platforms: ['facebook'] }),
	).rejects.toMatchObject({ message: expect.stringMatching(/not published on facebook/) });
});
