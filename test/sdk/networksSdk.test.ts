import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { NETWORK_IDS } from '../../src/engine/networks';
import { startSandbox, type RunningSandbox } from '../../src/sandbox';

// The service's own SDK (social-media-api) posting to bluesky, threads and snapchat, with typed
// per-network options and platforms ["all"]: the sandbox takes what a real client sends.
const run = promisify(execFile);
type Answer = Record<string, any>;

describe('the official SDK with every network and its options', () => {
	let sandbox: RunningSandbox;
	let results: Record<string, Answer>;

	beforeAll(async () => {
		sandbox = await startSandbox({ port: 0, quiet: true, log: () => undefined });
		const { stdout } = await run(process.execPath, [join(__dirname, 'sdkNetworks.mjs')], {
			env: { ...process.env, SP_SDK_SANDBOX_URL: sandbox.baseUrl, SP_SDK_API_KEY: sandbox.apiKey },
			maxBuffer: 16 * 1024 * 1024,
		});
		results = JSON.parse(stdout.trim().split('\n').pop()!);
	}, 60_000);

	afterAll(async () => {
		await sandbox?.close();
	});

	async function held(postUrl: string): Promise<Answer> {
		return (await (await fetch(postUrl)).json()) as Answer;
	}

	it('posts to bluesky, threads and snapchat and each network keeps its options', async () => {
		const answer = results.newNetworks;
		expect(answer.status).toBe('success');
		const byNetwork = Object.fromEntries(
			(answer.postIds as Answer[]).map((entry) => [entry.platform, entry]),
		);
		expect(Object.keys(byNetwork).sort()).toEqual(['bluesky', 'snapchat', 'threads']);
		expect(byNetwork.bluesky.id).toMatch(/^at:\/\/did:plc:/);
		expect((await held(byNetwork.bluesky.postUrl)).options).toEqual({ altText: ['A clip'] });
		expect((await held(byNetwork.snapchat.postUrl)).options).toEqual({ savedStory: true });
	});

	it('sends Instagram and TikTok options the sandbox accepts and records', async () => {
		expect(results.typedOptions.status).toBe('success');
		const instagram = (results.typedOptions.postIds as Answer[]).find(
			(entry) => entry.platform === 'instagram',
		) as Answer;
		expect((await held(instagram.postUrl)).options).toEqual({
			shareReelsFeed: false,
			collaborators: ['natgeo'],
		});
	});

	it('gets the error shape back for a wrong option value', () => {
		const answer = results.badOption;
		expect(answer.status).toBe('error');
		expect(JSON.stringify(answer)).toContain('linkedInOptions.visibility');
	});

	it('posts with platforms ["all"] to every linked network', () => {
		const sentTo = (results.all.postIds as Answer[]).map((entry) => entry.platform).sort();
		expect(sentTo).toEqual([...results.user.activeSocialAccounts].sort());
		expect(sentTo).toHaveLength(NETWORK_IDS.filter((p) => p !== 'twitter').length);
		expect(sentTo).not.toContain('twitter');
	});
});
