import { execFile } from 'node:child_process';
import { generateKeyPairSync, createPublicKey, verify } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { startSandbox, type RunningSandbox } from '../../src/sandbox';
import { SANDBOX_X_APP } from '../helpers/sandboxXApp';

// The service vendor's own Node SDK (social-media-api 1.3.0, a devDependency), unchanged, against
// the sandbox: every SDK method must succeed, none answered "no route" (105) or "not simulated" (501).
const run = promisify(execFile);
const FEED = readFileSync(join(__dirname, '..', 'fixtures', 'feeds', 'guardian.rss'));

type Answer = Record<string, any>;

describe('the official SDK (social-media-api) against the sandbox', () => {
	let sandbox: RunningSandbox;
	let feedServer: Server;
	let results: Record<string, Answer>;
	let forwarded: string[];
	let methods: string[];
	let called: string[];
	const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
	const pem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();

	beforeAll(async () => {
		sandbox = await startSandbox({
			port: 0,
			quiet: true,
			log: () => undefined,
			schedulerIntervalMs: 50,
		});
		feedServer = createServer((_req, res) => {
			res.writeHead(200, { 'content-type': 'application/rss+xml' });
			res.end(FEED);
		});
		await new Promise<void>((resolve) => feedServer.listen(0, '127.0.0.1', resolve));
		const feedUrl = `http://127.0.0.1:${(feedServer.address() as AddressInfo).port}/feed.rss`;
		const { stdout } = await run(process.execPath, [join(__dirname, 'sdkCalls.mjs')], {
			env: {
				...process.env,
				SP_SDK_SANDBOX_URL: sandbox.baseUrl,
				SP_SDK_API_KEY: sandbox.apiKey,
				SP_SDK_FEED_URL: feedUrl,
				SP_SDK_PRIVATE_KEY: pem,
				SP_SDK_X_API_KEY: SANDBOX_X_APP.apiKey,
				SP_SDK_X_API_SECRET: SANDBOX_X_APP.apiSecret,
			},
			maxBuffer: 16 * 1024 * 1024,
		});
		({ results, forwarded, methods, called } = JSON.parse(stdout.trim().split('\n').pop()!));
	}, 60_000);

	afterAll(async () => {
		await sandbox?.close();
		await new Promise((resolve) => feedServer?.close(resolve));
	});

	const ok = (name: string): Answer => {
		const answer = results[name];
		if (!answer || answer.thrown || answer.status === 'error' || answer.code !== undefined)
			throw new Error(`${name} did not succeed: ${JSON.stringify(answer).slice(0, 300)}`);
		return answer;
	};

	it('calls every method of the SDK that sends a request', () => {
		// Setters of what later requests carry; they send nothing themselves.
		const local = ['getHeaders', 'setProfileKey', 'setTwitterByo', 'clearTwitterByo'];
		expect(methods.length).toBeGreaterThanOrEqual(50);
		expect(methods.filter((name) => !local.includes(name) && !called.includes(name))).toEqual([]);
	});

	it('reaches the sandbox for every call (nothing is answered by the hosted service)', () => {
		expect(forwarded.length).toBeGreaterThanOrEqual(45);
		expect(forwarded.filter((line) => / 105$/.test(line))).toEqual([]);
		expect(forwarded.filter((line) => / 5\d\d$/.test(line))).toEqual([]);
	});

	it('publishes, reads back, lists history by id and by network', () => {
		const post = ok('post');
		expect(post.id).toMatch(/^\w{20}$/);
		expect(post.postIds.map((p: Answer) => p.platform).sort()).toEqual(['facebook', 'twitter']);
		expect(ok('getPost')).toMatchObject({ id: post.id, post: 'Hello from the official SDK' });
		expect(ok('history').history.map((h: Answer) => h.id)).toContain(post.id);
		expect(ok('historyById').id).toBe(post.id);
		expect(ok('historyByPlatform').posts.map((p: Answer) => p.post)).toContain(
			'Hello from the official SDK',
		);
		expect(ok('user').activeSocialAccounts).toContain('twitter');
	});

	it('schedules, reschedules, deletes, and retries a failed post', () => {
		expect(ok('scheduled').status).toBe('scheduled');
		expect(ok('updatePost').scheduleDate).not.toBe(results.scheduled.scheduleDate);
		expect(results.failedPost).toMatchObject({
			status: 'error',
			errors: [{ code: 156, platform: 'telegram' }],
		});
		expect(ok('retryPost').id).toBe(results.failedPost.id);
		expect(ok('delete').id).toBe(results.scheduled.id);
	});

	it('uploads media, shortens links deterministically, reads analytics and hashtags', () => {
		expect(ok('upload').url).toMatch(/\/media\/.+\/dot\.png$/);
		expect((results.media as unknown as Answer[]).map((m) => m.id)).toContain(results.upload.id);
		expect(ok('shorten')).toMatchObject({ originalUrl: 'https://shop.example/spring' });
		expect(ok('shortLink').originalUrl).toBe('https://shop.example/summer?utm_source=sdk');
		expect(ok('shortLinkAnalytics').analytics.id).toBe(results.shortLink.id);
		expect(ok('analyticsPost').twitter.id).toBe(
			results.post.postIds.find((p: Answer) => p.platform === 'twitter').id,
		);
		expect(ok('analyticsSocial').twitter.analytics.followersCount).toBeGreaterThan(0);
		expect(ok('autoHashtags').post).toMatch(/#\w+/);
		expect(ok('recommendHashtags').recommendations.length).toBeGreaterThan(0);
	});

	it('sets, lists and deletes an auto-schedule; adds, lists and deletes a feed', () => {
		ok('setAutoSchedule');
		expect(ok('listAutoSchedule').schedules.sdk.schedule).toEqual(['09:00Z', '17:30Z']);
		ok('deleteAutoSchedule');
		expect(ok('feedAdd').title).toBe('The Guardian');
		expect(ok('feedGet').feeds.map((f: Answer) => f.id)).toContain(results.feedAdd.id);
		expect(ok('feedUpdate')).toMatchObject({ status: 'success' });
		expect(ok('feedDelete').id).toBe(results.feedAdd.id);
	});

	it('creates a profile, signs a linking token the public key verifies, unlinks a network, deletes it', () => {
		const profile = ok('createProfile');
		expect(profile.profileKey).toMatch(/^pk_/);
		expect(ok('getProfiles').profiles.map((p: Answer) => p.title)).toContain('SDK Bakery Berlin');
		const [head, payload, signature] = ok('generateJWT').token.split('.');
		expect(
			verify(
				'RSA-SHA256',
				Buffer.from(`${head}.${payload}`),
				createPublicKey(publicKey.export({ type: 'spki', format: 'pem' })),
				Buffer.from(signature, 'base64url'),
			),
		).toBe(true);
		expect(JSON.parse(Buffer.from(payload, 'base64url').toString())).toMatchObject({
			profileKey: profile.profileKey,
		});
		expect(ok('unlinkSocial').platform).toBe('telegram');
		expect(ok('deleteProfile').refId).toBe(profile.refId);
	});

	it('registers, lists and unregisters a webhook; looks up a brand; answers the AI calls', () => {
		ok('registerWebhook');
		expect(ok('listWebhooks').webhooks.map((w: Answer) => w.url)).toContain(
			'https://hooks.example/sdk',
		);
		expect(ok('unregisterWebhook').removed).toBe(true);
		expect(ok('getBrandByUser')).toHaveProperty('twitter');
		expect(ok('generatePost').post).toMatch(/espresso/);
		expect(ok('generateRewrite').rewrites.length).toBeGreaterThan(0);
		expect(ok('generateTranslation').translatedText).toBe('Buenos días');
		expect(ok('generateAltText').altText).toMatch(/cup/);
		expect(ok('uploadVideo').url).toMatch(/store-tour\.mp4$/);
		expect(ok('generateTranscription')).toMatchObject({ status: 'success', sandbox: true });
	});

	it('lists reviews, reads one, replies and deletes the reply', () => {
		const first = (results.reviews.gmb as Answer[])[0];
		expect(first.id).toBeTruthy();
		expect(ok('review').gmb[0].id).toBe(first.id);
		expect(ok('replyReview').gmb).toMatchObject({ status: 'success', reply: 'Thank you!' });
		expect(ok('deleteReplyReview').gmb.status).toBe('success');
	});

	it('comments on a published post, lists comments with replies, replies, deletes its own', () => {
		expect(ok('postComment').twitter).toMatchObject({ status: 'success', comment: 'First!' });
		const listed = ok('getComments').twitter as Answer[];
		expect(listed.map((c) => c.comment)).toEqual(['First!', 'Love this', 'Thank you, Dana!']);
		expect(listed[2].parentCommentId).toBe(results.incomingComment.commentId);
		expect(ok('replyComment').twitter.comment).toBe('Thank you, Dana!');
		expect(ok('deleteComments').id).toBe(results.postComment.commentID);
		expect((ok('getCommentsAfterDelete').twitter as Answer[]).map((c) => c.comment)).toEqual([
			'Love this',
			'Thank you, Dana!',
		]);
	});

	it("updates a profile's title, which the profile list then shows", () => {
		expect(ok('updateProfile')).toMatchObject({ status: 'success', title: 'SDK Bakery Berlin' });
		expect((ok('getProfiles').profiles as Answer[]).map((p) => p.title)).toContain(
			'SDK Bakery Berlin',
		);
	});

	it('checks media URLs and hands out upload URLs for large files', () => {
		expect(ok('verifyMediaExists')).toMatchObject({ status: 'success', urlExists: false });
		expect(ok('mediaUploadUrl')).toMatchObject({
			uploadUrl: expect.stringContaining('/uploads/'),
			accessUrl: expect.stringContaining('/sdk-clip.mp4'),
			contentType: 'video/mp4',
		});
		expect(ok('mediaMeta')).toMatchObject({
			urlExists: true,
			contentType: 'image/png',
			width: 1,
			height: 1,
		});
	});

	it('checks banned hashtags', () => {
		expect(ok('checkBannedHashtags')).toEqual({ hashtag: '#coffee', banned: false });
		expect(ok('checkBannedHashtagsBanned')).toEqual({ hashtag: '#bikinibody', banned: true });
	});

	it("resizes an uploaded image to Instagram's size, as a file a post can use", async () => {
		expect(ok('resizeImage')).toMatchObject({
			status: 'success',
			platform: 'instagram',
			mode: 'resize',
			url: expect.stringMatching(/\/media\/.+\.png$/),
		});
		const response = await fetch(results.resizeImage.url);
		expect(response.headers.get('content-type')).toBe('image/png');
		const bytes = Buffer.from(await response.arrayBuffer());
		// The PNG header's IHDR: width and height.
		expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)]).toEqual([1080, 1080]);
	});

	it("lists the profile's short links with their clicks (legacy link analytics)", () => {
		const links = results.analyticsLinks as unknown as Answer[];
		expect(Array.isArray(links)).toBe(true);
		expect(links.map((link) => link.originalUrl)).toEqual(
			expect.arrayContaining(['https://shop.example/spring']),
		);
		for (const link of links) expect(link.clicks).toEqual(expect.any(Number));
	});
});
