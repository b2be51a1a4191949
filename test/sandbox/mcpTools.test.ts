/**
 * The sandbox's MCP server through the official SDK client: every tool of the catalog called, with
 * a success and a refusal where one exists, each refusal in-band with the service's error code.
 */
import { MCP_TOOLS } from '../../src/sandbox/mcp/catalog';
import { connectMcp } from '../helpers/mcpClient';
import { useTestSandbox, waitFor } from '../helpers/testSandbox';

const t = useTestSandbox();
let mcp: Awaited<ReturnType<typeof connectMcp>>;
beforeAll(async () => {
	mcp = await connectMcp(t.sandbox);
});
afterAll(() => mcp.close());

/** The tools a call succeeded with, as the client saw them answer (the last test compares). */
const succeeded = new Set<string>();
/** A call that must succeed: the tests below call every tool of the catalog through it once. */
const ok = (answer: { tool: string; isError: boolean; body: any }) => {
	if (answer.isError) throw new Error(`refused: ${JSON.stringify(answer.body)}`);
	succeeded.add(answer.tool);
	return answer.body;
};
/** The post's status once it has left pending (a resend goes out after the answer). */
const settledStatus = (id: string) =>
	waitFor(async () => {
		const { status } = (await mcp.tool('get_post', { id })).body;
		return status === 'pending' ? undefined : status;
	});
const refused = (answer: { isError: boolean; body: any }, code: number) => {
	expect(answer).toMatchObject({ isError: true, body: { status: 'error', code } });
	return answer.body;
};

describe('posts', () => {
	it('create_post publishes, get_post reads it, get_post_history lists it; bad ones are refused', async () => {
		const made = ok(
			await mcp.tool('create_post', { post: 'Hello from MCP', platforms: ['linkedin'] }),
		);
		expect(made).toMatchObject({ status: 'success', id: expect.any(String) });
		expect(ok(await mcp.tool('get_post', { id: made.id }))).toMatchObject({
			id: made.id,
			status: 'success',
		});
		const history = ok(await mcp.tool('get_post_history', { lastDays: 0 }));
		expect(history.history.map((p: { id: string }) => p.id)).toContain(made.id);

		refused(
			await mcp.tool('create_post', {
				post: 'Later',
				platforms: ['linkedin'],
				scheduleDate: 'Friday',
			}),
			101,
		);
		refused(await mcp.tool('get_post', { id: 'noSuchPost' }), 114);
		refused(await mcp.tool('get_post_history', { status: 'lost' }), 101);
	});

	it('update_post approves a held post; retry_post resends a failed one once', async () => {
		const held = ok(
			await mcp.tool('create_post', {
				post: 'Needs a yes',
				platforms: ['linkedin'],
				requiresApproval: true,
			}),
		);
		expect(ok(await mcp.tool('get_post', { id: held.id })).status).toBe('awaiting approval');
		ok(await mcp.tool('update_post', { id: held.id, approved: true }));
		expect(await settledStatus(held.id)).toBe('success');
		refused(await mcp.tool('update_post', { id: 'noSuchPost', notes: 'x' }), 114);
		const nothing = refused(await mcp.tool('update_post', { id: held.id }), 101);
		expect(nothing.message).toMatch(/scheduleDate or approved/);

		await t.api('POST', '/api/admin/faults', { body: { platform: 'telegram', count: 1 } });
		const failed = await mcp.tool('create_post', {
			post: 'Second chance',
			platforms: ['telegram'],
		});
		expect(failed).toMatchObject({
			isError: true,
			body: { status: 'error', id: expect.any(String) },
		});
		expect(failed.body.errors[0]).toMatchObject({ code: 156, platform: 'telegram' });
		refused(await mcp.tool('retry_post', { id: made404() }), 114);
		expect((await mcp.tool('get_post', { id: failed.body.id })).body.status).toBe('error');
		ok(await mcp.tool('retry_post', { id: failed.body.id }));
		expect(await settledStatus(failed.body.id)).toBe('success');
		const again = refused(await mcp.tool('retry_post', { id: failed.body.id }), 101);
		expect(again.message).toMatch(/only a post with status error can be retried/);
	});

	it('validate_post reports a post too long for X and passes one that fits, publishing nothing', async () => {
		const before = (await t.api('GET', '/api/history', { query: { lastDays: 0 } })).body.count;
		ok(
			await mcp.tool('validate_post', {
				post: 'Fits everywhere',
				platforms: ['twitter', 'linkedin'],
			}),
		);
		const tooLong = await mcp.tool('validate_post', {
			post: 'x'.repeat(300),
			platforms: ['twitter'],
		});
		expect(tooLong.isError).toBe(true);
		expect(JSON.stringify(tooLong.body)).toMatch(/280/);
		expect((await t.api('GET', '/api/history', { query: { lastDays: 0 } })).body.count).toBe(
			before,
		);
	});
});

function made404() {
	return 'noSuchPost';
}

describe('history and analytics', () => {
	it('reads a network’s own posts and analytics by post id, network id and account', async () => {
		const made = ok(await mcp.tool('create_post', { post: 'Measure me', platforms: ['facebook'] }));
		const native = ok(await mcp.tool('get_platform_history', { platform: 'facebook' }));
		expect(native.posts.length).toBeGreaterThan(0);
		expect(ok(await mcp.tool('get_post_analytics', { id: made.id }))).toHaveProperty('facebook');
		const socialId = made.postIds[0].id;
		ok(await mcp.tool('get_post_analytics_by_social_id', { id: socialId, platform: 'facebook' }));
		ok(await mcp.tool('get_social_network_analytics', { platforms: ['facebook'] }));

		const bakery = t.profileKey('Acme Bakery');
		refused(
			await mcp.tool('get_platform_history', {
				platform: 'twitter',
				userName: 'someone',
				profileKey: bakery,
			}),
			101,
		);
		refused(await mcp.tool('get_post_analytics', { id: 'noSuchPost' }), 114);
		refused(
			await mcp.tool('get_post_analytics_by_social_id', { id: socialId, platform: 'gmb' }),
			101,
		);
		refused(
			await mcp.tool('get_social_network_analytics', {
				platforms: ['facebook'],
				userId: '12',
				profileKey: bakery,
			}),
			101,
		);
	});
});

describe('comments and messages', () => {
	it('adds, reads and replies to comments', async () => {
		const made = ok(
			await mcp.tool('create_post', { post: 'Comment here', platforms: ['facebook'] }),
		);
		const added = ok(await mcp.tool('add_comment', { id: made.id, comment: 'First!' }));
		expect(added.status).toBe('success');
		const incoming = await t.api('POST', '/api/admin/comments/incoming', {
			body: { postId: made.id, platform: 'facebook', comment: 'Nice!', userName: 'Ana' },
		});
		const listed = ok(await mcp.tool('get_comments', { id: made.id }));
		expect(JSON.stringify(listed)).toContain('Nice!');
		ok(
			await mcp.tool('reply_comment', {
				commentId: incoming.body.commentId,
				comment: 'Thanks Ana',
				platforms: ['facebook'],
			}),
		);

		refused(await mcp.tool('get_comments', { id: 'noSuchPost' }), 114);
		refused(
			await mcp.tool('add_comment', { id: 'noSuchPost', comment: 'x', platforms: ['facebook'] }),
			114,
		);
		refused(
			await mcp.tool('reply_comment', {
				commentId: 'noSuchComment',
				comment: 'x',
				platforms: ['facebook'],
			}),
			105,
		);
	});

	it('reads and sends direct messages and sets the auto-response', async () => {
		await t.api('POST', '/api/admin/messages/incoming', {
			body: { platform: 'facebook', senderId: 'fan-1', message: 'Open on Sunday?' },
		});
		const read = ok(await mcp.tool('get_messages', { platform: 'facebook' }));
		expect(JSON.stringify(read)).toContain('Open on Sunday?');
		ok(
			await mcp.tool('send_message', {
				platform: 'facebook',
				recipientId: 'fan-1',
				message: 'Yes, 9 to 5.',
			}),
		);
		const unknown = refused(
			await mcp.tool('send_message', {
				platform: 'facebook',
				recipientId: 'stranger',
				message: 'Hi',
			}),
			360,
		);
		expect(unknown.message).toBeTruthy();
		const both = refused(await mcp.tool('send_message', { platform: 'facebook' }), 101);
		expect(both.errors).toHaveLength(2);

		const set = ok(await mcp.tool('set_auto_response', { autoResponseMessage: 'Back soon' }));
		expect(set.updated).toMatchObject({
			autoResponseActive: false,
			autoResponseMessage: 'Back soon',
		});
		ok(await mcp.tool('set_auto_response', { autoResponseActive: true }));
		expect(ok(await mcp.tool('get_auto_response'))).toMatchObject({
			autoResponseActive: true,
			autoResponseMessage: 'Back soon',
		});
		refused(await mcp.tool('set_auto_response', {}), 101);

		const bakery = t.profileKey('Acme Bakery');
		refused(await mcp.tool('get_messages', { platform: 'facebook', profileKey: bakery }), 103);
		refused(await mcp.tool('get_auto_response', { profileKey: bakery }), 103);
	});
});

describe('profiles, media, generation, webhooks, errors', () => {
	it('creates and lists profiles and mints a linking URL for one', async () => {
		const created = ok(await mcp.tool('create_profile', { title: 'MCP Client Co' }));
		expect(created.profileKey).toEqual(expect.any(String));
		const listed = ok(await mcp.tool('list_profiles'));
		expect(JSON.stringify(listed)).toContain('MCP Client Co');
		refused(await mcp.tool('create_profile', { title: 'MCP Client Co' }), 146);
		refused(await mcp.tool('list_profiles', { limit: 0 }), 101);

		const link = ok(
			await mcp.tool('generate_jwt_social_linking_url', { profileKey: created.profileKey }),
		);
		expect(link.url).toContain('/connect?');
		const page = await fetch(link.url);
		expect(page.status).toBe(200);
		expect(await page.text()).toContain('MCP Client Co');
		const noKey = refused(await mcp.tool('generate_jwt_social_linking_url'), 101);
		expect(noKey.message).toMatch(/Profile Key is required/);
	});

	it('checks media URLs, drafts posts, recommends hashtags', async () => {
		const media = ok(
			await mcp.tool('validate_media', { mediaUrl: `${t.sandbox.url}/no-such-file.png` }),
		);
		expect(media).toMatchObject({ urlExists: false });
		refused(await mcp.tool('validate_media', { mediaUrl: 'not a url' }), 101);
		expect(
			ok(await mcp.tool('generate_post', { text: 'our bakery opens a second shop' })),
		).toHaveProperty('post');
		refused(await mcp.tool('generate_post', {}), 101);
		ok(await mcp.tool('recommend_hashtags', { keyword: 'bread' }));
		refused(await mcp.tool('recommend_hashtags', { keyword: '' }), 101);
	});

	it('registers, lists and unregisters a webhook', async () => {
		ok(
			await mcp.tool('register_webhook', { action: 'scheduled', url: 'https://example.com/hooks' }),
		);
		const listed = ok(await mcp.tool('list_webhooks'));
		expect(JSON.stringify(listed)).toContain('https://example.com/hooks');
		ok(await mcp.tool('unregister_webhook', { action: 'scheduled' }));
		expect(JSON.stringify(ok(await mcp.tool('list_webhooks')))).not.toContain(
			'https://example.com/hooks',
		);
		refused(
			await mcp.tool('register_webhook', { action: 'scheduled', url: 'ftp://example.com' }),
			101,
		);
		refused(await mcp.tool('unregister_webhook', { action: 'everything' }), 101);
	});

	it('explains an error code', async () => {
		const explained = ok(await mcp.tool('explain_error', { code: 156 }));
		expect(JSON.stringify(explained)).toMatch(/link/i);
		refused(await mcp.tool('explain_error', { code: 'abc' }), 101);
	});
});

describe('the catalog', () => {
	it('tools/list answers every tool of the catalog, and nothing else', async () => {
		const { tools } = await mcp.listTools();
		expect(tools.map((tool) => tool.name).sort()).toEqual(
			MCP_TOOLS.map((tool) => tool.name).sort(),
		);
	});

	// Last in the file: it reads what the tests above called (run the whole file, not one test).
	it('every tool of tools/list answered a call that had to succeed', async () => {
		const { tools } = await mcp.listTools();
		expect(tools.map((tool) => tool.name).filter((name) => !succeeded.has(name))).toEqual([]);
	});
});
