import { Agent, Dispatcher, getGlobalDispatcher, setGlobalDispatcher } from 'undici';
import { startFeedSite, type FeedSite } from '../helpers/feedTestServers';
import { startTestSandbox, type TestSandbox } from '../helpers/testSandbox';
import { startImageServer } from '../helpers/imageFixtures';

/**
 * n8n-core installs its own undici 7 agent as the process-wide dispatcher, and that agent refuses
 * the `maxRedirections` option. A sandbox started in the same process after n8n-core (the jest
 * harness, the n8n 1.x leg) must still fetch feeds and media, so it fetches with its own agent.
 */
class RefusingRedirectOption extends Dispatcher {
	readonly inner = new Agent();
	refused = 0;
	dispatch(options: Dispatcher.DispatchOptions, handler: Dispatcher.DispatchHandlers): boolean {
		if ((options as { maxRedirections?: number }).maxRedirections !== undefined) {
			this.refused++;
			throw new TypeError('maxRedirections is not supported, use the redirect interceptor');
		}
		return this.inner.dispatch(options, handler);
	}
	async close(): Promise<void> {
		await this.inner.close();
	}
}

describe('the sandbox fetches with its own dispatcher, whatever the process-wide one is', () => {
	const previous = getGlobalDispatcher();
	const global = new RefusingRedirectOption();
	let t: TestSandbox;
	let feeds: FeedSite;
	let images: Awaited<ReturnType<typeof startImageServer>>;

	beforeAll(async () => {
		setGlobalDispatcher(global);
		t = await startTestSandbox();
		feeds = await startFeedSite();
		images = await startImageServer();
	});

	afterAll(async () => {
		await t?.close();
		await feeds?.close();
		await images?.close();
		setGlobalDispatcher(previous);
		await global.close();
	});

	it('adds a feed, checks a media URL and resizes an image from a URL under a global dispatcher that refuses maxRedirections', async () => {
		const added = await t.api('POST', '/api/feed', {
			body: { url: `${feeds.url}/fixtures/guardian.rss` },
		});
		expect({ status: added.status, body: added.body }).toMatchObject({
			status: 200,
			body: { status: 'success' },
		});
		const checked = await t.api('POST', '/api/media/urlExists', {
			body: { mediaUrl: `${images.base}/quadrants.png` },
		});
		expect(checked.body).toMatchObject({ urlExists: true, contentType: 'image/png' });
		const resized = await t.api('POST', '/api/media/resize', {
			body: { imageUrl: `${images.base}/quadrants.png`, dimensions: { width: 100, height: 50 } },
		});
		expect({ status: resized.status, body: resized.body }).toMatchObject({
			status: 200,
			body: { status: 'success', width: 100, height: 50 },
		});
		expect(global.refused).toBe(0);
	});
});
