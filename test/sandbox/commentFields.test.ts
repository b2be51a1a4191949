/**
 * The comment fields the service's docs name beyond id, comment and platforms (apis/comments and
 * the MCP repo's comments examples): searchPlatformId and mediaUrls on a new comment,
 * searchPlatformId/commentId on reading, searchPlatformId/videoId/mediaUrls on a reply; through
 * REST, MCP and GraphQL.
 */
import { graphqlClient } from '../helpers/graphqlClient';
import { connectMcp } from '../helpers/mcpClient';
import { useTestSandbox } from '../helpers/testSandbox';

const t = useTestSandbox();
let postId: string;
/** The network's own post id per network. */
const networkIds: Record<string, string> = {};

beforeAll(async () => {
	const created = await t.api('POST', '/api/post', {
		body: {
			post: 'Comment on me',
			platforms: ['facebook', 'tiktok', 'instagram'],
			mediaUrls: ['https://img.example/v.mp4'],
		},
	});
	expect(created.status).toBe(200);
	postId = created.body.id;
	// A TikTok video's id comes after processing: read them from the post as it is now.
	const read = await t.api('GET', `/api/history/${postId}`);
	for (const entry of read.body.postIds) networkIds[entry.platform] = entry.id;
});

describe('POST /comments', () => {
	it("searchPlatformId: the id is the network's post id, on the one platform given", async () => {
		const res = await t.api('POST', '/api/comments', {
			body: {
				id: networkIds.facebook,
				comment: 'By network id',
				platforms: ['facebook'],
				searchPlatformId: true,
			},
		});
		expect(res.status).toBe(200);
		const listed = await t.api('GET', `/api/comments/${postId}`);
		expect(listed.body.facebook.map((c: { comment: string }) => c.comment)).toContain(
			'By network id',
		);
		const two = await t.api('POST', '/api/comments', {
			body: {
				id: networkIds.facebook,
				comment: 'x',
				platforms: ['facebook', 'tiktok'],
				searchPlatformId: true,
			},
		});
		expect(two.status).toBe(400);
		expect(two.body.message).toMatch(/exactly one network/);
		const asServiceId = await t.api('POST', '/api/comments', {
			body: { id: postId, comment: 'x', platforms: ['facebook'], searchPlatformId: true },
		});
		expect(asServiceId.status).toBe(404);
	});

	it('mediaUrls: one URL, carried by the comment, only where the network takes it', async () => {
		const res = await t.api('POST', '/api/comments', {
			body: {
				id: postId,
				comment: 'With a photo',
				platforms: ['facebook'],
				mediaUrls: ['https://img.example/a.jpg'],
			},
		});
		expect(res.status).toBe(200);
		expect(res.body.facebook.mediaUrls).toEqual(['https://img.example/a.jpg']);
		const tiktok = await t.api('POST', '/api/comments', {
			body: {
				id: postId,
				comment: 'x',
				platforms: ['tiktok'],
				mediaUrls: ['https://img.example/a.jpg'],
			},
		});
		expect(tiktok.status).toBe(400);
		expect(tiktok.body.message).toMatch(/mediaUrls/);
		const two = await t.api('POST', '/api/comments', {
			body: {
				id: postId,
				comment: 'x',
				platforms: ['facebook'],
				mediaUrls: ['https://a.example/1.jpg', 'https://a.example/2.jpg'],
			},
		});
		expect(two.status).toBe(400);
		expect(JSON.stringify(two.body)).toContain('mediaUrls');
	});
});

describe('GET /comments/:id', () => {
	it('searchPlatformId reads by network post id; with commentId by network comment id', async () => {
		const reader = await t.api('POST', '/api/admin/comments/incoming', {
			body: { postId, platform: 'instagram', comment: 'Love it', userName: 'Bo' },
		});
		await t.api('POST', '/api/comments/reply', {
			body: { commentId: reader.body.commentId, comment: 'Thanks Bo' },
		});
		const byPost = await t.api('GET', `/api/comments/${networkIds.instagram}`, {
			query: { searchPlatformId: true, platform: 'instagram' },
		});
		expect(byPost.status).toBe(200);
		expect(Object.keys(byPost.body)).toEqual(['status', 'id', 'instagram']);
		expect(byPost.body.instagram.map((c: { comment: string }) => c.comment)).toEqual([
			'Love it',
			'Thanks Bo',
		]);
		const byComment = await t.api('GET', `/api/comments/${reader.body.commentId}`, {
			query: { searchPlatformId: true, commentId: true, platform: 'instagram' },
		});
		expect(byComment.body.instagram.map((c: { comment: string }) => c.comment)).toEqual([
			'Love it',
			'Thanks Bo',
		]);
		const noNetwork = await t.api('GET', `/api/comments/${networkIds.instagram}`, {
			query: { searchPlatformId: true },
		});
		expect(noNetwork.status).toBe(400);
		expect(JSON.stringify(noNetwork.body)).toContain('platform');
	});

	it('the MCP tool and the GraphQL field take the same fields', async () => {
		const mcp = await connectMcp(t.sandbox);
		try {
			const viaMcp = await mcp.tool('get_comments', {
				id: networkIds.facebook,
				searchPlatformId: true,
				platform: 'facebook',
			});
			expect(viaMcp.isError).toBe(false);
			expect(Object.keys(viaMcp.body)).toEqual(['status', 'id', 'facebook']);
		} finally {
			await mcp.close();
		}
		const { data, errors } = await graphqlClient(t.sandbox).rawRequest<any>(
			`{ comments(id: "${networkIds.facebook}", searchPlatformId: true, platform: FACEBOOK) }`,
		);
		expect(errors).toBeUndefined();
		expect(Object.keys(data.comments)).toEqual(['status', 'id', 'facebook']);
	});
});

describe('POST /comments/reply/:commentId', () => {
	it('searchPlatformId with videoId where the network needs it (TikTok); mediaUrls carried', async () => {
		const reader = await t.api('POST', '/api/admin/comments/incoming', {
			body: { postId, platform: 'tiktok', comment: 'Cool video' },
		});
		const id = reader.body.commentId;
		const noVideo = await t.api('POST', `/api/comments/reply/${id}`, {
			body: { comment: 'x', platforms: ['tiktok'], searchPlatformId: true },
		});
		expect(noVideo.status).toBe(400);
		expect(noVideo.body.message).toMatch(/videoId is required/);
		const wrongVideo = await t.api('POST', `/api/comments/reply/${id}`, {
			body: { comment: 'x', platforms: ['tiktok'], searchPlatformId: true, videoId: 'v0' },
		});
		expect(wrongVideo.body.message).toMatch(/is not the video/);
		const ok = await t.api('POST', `/api/comments/reply/${id}`, {
			body: {
				comment: 'Thank you',
				platforms: ['tiktok'],
				searchPlatformId: true,
				videoId: networkIds.tiktok,
			},
		});
		expect(ok.status).toBe(200);
		expect(ok.body.tiktok).toMatchObject({ comment: 'Thank you', parentCommentId: id });
		const media = await t.api('POST', `/api/comments/reply/${id}`, {
			body: { comment: 'x', mediaUrls: ['https://img.example/a.jpg'] },
		});
		expect(media.status).toBe(400);
		expect(media.body.message).toMatch(/mediaUrls/);
	});

	it('reply_comment passes mediaUrls through MCP', async () => {
		const reader = await t.api('POST', '/api/admin/comments/incoming', {
			body: { postId, platform: 'facebook', comment: 'Photo please' },
		});
		const mcp = await connectMcp(t.sandbox);
		try {
			const reply = await mcp.tool('reply_comment', {
				commentId: reader.body.commentId,
				comment: 'Here',
				platforms: ['facebook'],
				mediaUrls: ['https://img.example/b.jpg'],
			});
			expect(reply.isError).toBe(false);
			expect(reply.body.facebook.mediaUrls).toEqual(['https://img.example/b.jpg']);
		} finally {
			await mcp.close();
		}
	});
});
