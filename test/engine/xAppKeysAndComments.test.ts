import nock from 'nock';
import {
	X_CREDENTIALS_REQUIRED_CODE,
	createClient,
	maskXAppKey,
	validatePost,
	type TransportRequest,
} from '../../src/engine';
import { fetchTransport } from '../helpers/transport';

const BASE = 'http://sp.test/api';
const KEYS = { apiKey: 'xk-unit-key-123', apiSecret: 'xs-unit-secret-456' };

function recordingClient(xAppKeys?: { apiKey: string; apiSecret: string }) {
	const sent: TransportRequest[] = [];
	const transport = fetchTransport();
	const client = createClient({
		baseUrl: BASE,
		apiKey: 'sk_test',
		xAppKeys,
		transport: (request) => {
			sent.push(request);
			return transport(request);
		},
		sleep: async () => {},
	});
	return { client, sent };
}

beforeAll(() => nock.disableNetConnect());
afterEach(() => nock.cleanAll());
afterAll(() => nock.enableNetConnect());

describe('X app keys in the engine client', () => {
	it('sends both headers on every request when given, never in the body', async () => {
		nock(BASE).post('/post').reply(200, { status: 'success', id: 'p1', postIds: [], errors: [] });
		nock(BASE).get('/user').reply(200, { email: null });
		const { client, sent } = recordingClient(KEYS);
		await client.posts.create({ post: 'Hi', platforms: ['twitter'] });
		await client.user.get();
		for (const request of sent) {
			expect(request.headers['X-Twitter-OAuth1-Api-Key']).toBe(KEYS.apiKey);
			expect(request.headers['X-Twitter-OAuth1-Api-Secret']).toBe(KEYS.apiSecret);
			expect(JSON.stringify(request.body ?? {})).not.toContain(KEYS.apiSecret);
		}
	});

	it('sends neither header without keys, and another app with withXAppKeys', async () => {
		nock(BASE).get('/user').times(2).reply(200, {});
		const { client, sent } = recordingClient();
		await client.user.get();
		await client.withXAppKeys({ apiKey: 'other-key', apiSecret: 'other-secret' }).user.get();
		expect(sent[0].headers['X-Twitter-OAuth1-Api-Key']).toBeUndefined();
		expect(sent[1].headers['X-Twitter-OAuth1-Api-Key']).toBe('other-key');
	});

	it('refuses one key without the other, naming the empty one', () => {
		expect(() => recordingClient({ apiKey: 'k', apiSecret: ' ' })).toThrow(
			/xAppKeys.apiSecret is empty/,
		);
		expect(() => recordingClient({ apiKey: '', apiSecret: 's' })).toThrow(
			/xAppKeys.apiKey is empty/,
		);
	});

	it('surfaces the service refusal (code 419) as an APIError with that code', async () => {
		nock(BASE)
			.post('/post')
			.reply(400, { action: 'post', status: 'error', code: 419, message: 'needs X keys' });
		const { client } = recordingClient();
		const error = await client.posts.create({ post: 'Hi', platforms: ['twitter'] }).catch((e) => e);
		expect(error.code).toBe(X_CREDENTIALS_REQUIRED_CODE);
	});

	it('masks a key to its first 4 characters', () => {
		expect(maskXAppKey('abcdefgh')).toBe('abcd••••');
	});
});

describe('firstComment and disableComments validation', () => {
	const issuesOf = (request: Record<string, unknown>) => {
		const result = validatePost(request);
		return result.ok
			? []
			: result.issues.map((i) => `${i.field}${i.platform ? `@${i.platform}` : ''}: ${i.message}`);
	};

	it('accepts a first comment with one media URL, and disableComments true', () => {
		expect(
			issuesOf({
				post: 'Hi',
				platforms: ['twitter', 'linkedin'],
				firstComment: {
					comment: 'Link: https://example.com',
					mediaUrls: ['https://example.com/a.jpg'],
				},
				disableComments: true,
			}),
		).toEqual([]);
	});

	it('reports every problem at once: shape, media, length per network, disableComments type', () => {
		const issues = issuesOf({
			post: 'Hi',
			platforms: ['twitter', 'instagram'],
			mediaUrls: ['https://example.com/p.jpg'],
			firstComment: { comment: 'é'.repeat(2300), mediaUrls: ['ftp://x', 'https://a/b.jpg'] },
			disableComments: 'yes',
		});
		expect(issues).toEqual(
			expect.arrayContaining([
				expect.stringMatching(/^firstComment.mediaUrls\[0\]: must be an https URL/),
				expect.stringMatching(/^firstComment.mediaUrls: takes one image or video/),
				expect.stringMatching(/^disableComments: must be true or false/),
				expect.stringMatching(
					/^firstComment.comment@twitter: is 2300 weighted characters; a first comment on twitter takes at most 280/,
				),
				expect.stringMatching(
					/^firstComment.comment@instagram: is 2300 characters; .* at most 2200/,
				),
			]),
		);
	});

	it('refuses a first comment with nowhere to go (no network takes comments, or comments are off)', () => {
		expect(
			issuesOf({ post: 'Hi', platforms: ['telegram'], firstComment: { comment: 'x' } }),
		).toEqual([
			expect.stringMatching(
				/^firstComment: has no network to go to: none of telegram takes comments/,
			),
		]);
		expect(
			issuesOf({
				post: 'Hi',
				platforms: ['instagram'],
				mediaUrls: ['https://example.com/p.jpg'],
				disableComments: true,
				firstComment: { comment: 'x' },
			}),
		).toEqual([expect.stringMatching(/has no network to go to: .*disableComments turns them off/)]);
	});

	it('requires a non-empty comment text and lets unknown keys through', () => {
		expect(
			issuesOf({ post: 'Hi', platforms: ['twitter'], firstComment: { comment: ' ', pin: true } }),
		).toEqual([expect.stringMatching(/^firstComment.comment: must not be empty/)]);
		expect(issuesOf({ post: 'Hi', platforms: ['twitter'], firstComment: 'text' })).toEqual([
			expect.stringMatching(/^firstComment: must be an object like/),
		]);
	});
});
