import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { IDataObject, INodeParameters } from 'n8n-workflow';

import { spStep, useSandbox } from '../helpers/socialPublishingSteps';

const sp = useSandbox();

/** A real RSS document (see test/fixtures/feeds/README.md). */
const GUARDIAN_RSS = readFileSync(join(__dirname, '..', 'fixtures', 'feeds', 'guardian.rss'));

let site: Server;
let feedUrl: string;

beforeAll(async () => {
	site = createServer((req, res) => {
		if (req.url === '/guardian.rss') {
			res.writeHead(200, { 'content-type': 'application/rss+xml' }).end(GUARDIAN_RSS);
		} else {
			res.writeHead(404, { 'content-type': 'text/plain' }).end('not here');
		}
	});
	await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
	feedUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}/guardian.rss`;
});

afterAll(async () => {
	await new Promise<void>((resolve) => {
		site.close(() => resolve());
		site.closeAllConnections();
	});
});

async function runOne(operation: string, parameters: INodeParameters): Promise<IDataObject[]> {
	const run = await sp.run([spStep('Feed', 'feed', operation, parameters)]);
	const error = run.errorOf('Feed');
	if (error) throw error;
	return run.outputOf('Feed');
}

async function runContinuing(
	operation: string,
	parameters: INodeParameters,
): Promise<IDataObject[]> {
	const run = await sp.run([
		spStep('Feed', 'feed', operation, parameters, { continueOnFail: true }),
	]);
	return run.outputOf('Feed');
}

describe('Feed › Add, Get Many, Update, Delete', () => {
	test('follows a served RSS feed, lists it, changes its settings and stops following it', async () => {
		const [added] = await runOne('add', {
			url: feedUrl,
			options: { type: 'rss', useFirstImage: true },
		});
		expect(added).toMatchObject({
			status: 'success',
			id: expect.any(String),
			title: 'The Guardian',
			websiteLink: 'https://www.theguardian.com/us',
			rssURL: feedUrl,
		});
		// Adding the same URL again answers the same feed.
		expect((await runOne('add', { url: feedUrl }))[0].id).toBe(added.id);

		const feeds = await runOne('getAll', { returnAll: true });
		expect(feeds).toEqual([
			expect.objectContaining({
				id: added.id,
				url: feedUrl,
				type: 'rss',
				title: 'The Guardian',
				useFirstImage: true,
				autoHashtag: false,
			}),
		]);

		const [updated] = await runOne('update', {
			feedId: String(added.id),
			updateFields: { autoHashtag: true, useFirstImage: false },
		});
		expect(updated).toMatchObject({ status: 'success', id: added.id });
		const [changed] = await runOne('getAll', { returnAll: false, limit: 1 });
		expect(changed).toMatchObject({ autoHashtag: true, useFirstImage: false });

		const [deleted] = await runOne('delete', { feedId: String(added.id) });
		expect(deleted).toMatchObject({ status: 'success', id: added.id });
		expect(await runOne('getAll', { returnAll: true })).toEqual([]);
	});

	test('a URL that serves no feed is refused with the reason; an unknown id is a 404', async () => {
		const [notFeed] = await runContinuing('add', { url: feedUrl.replace('guardian.rss', 'none') });
		expect(notFeed.httpStatus).toBe(400);
		expect(String(notFeed.error)).toMatch(/404|feed/i);
		const [unknown] = await runContinuing('delete', { feedId: 'no-such-feed' });
		expect(unknown).toMatchObject({ httpStatus: 404 });
		expect(String(unknown.error)).toMatch(/No feed with id "no-such-feed"/);
	});

	test('Update with no field is refused before sending, saying what to give', async () => {
		const [item] = await runContinuing('update', { feedId: 'abc', updateFields: {} });
		expect(String(item.error)).toMatch(/must change something/);
		expect(item.httpStatus).toBeNull();
	});
});

describe('Feed › Set Webhook', () => {
	test('sets a signed webhook without echoing the secret; an empty URL turns it off', async () => {
		const secret = 'feed-signing-secret-42';
		const [set] = await runOne('setWebhook', {
			url: 'https://hooks.example.com/feed',
			options: { secret },
		});
		expect(set).toMatchObject({
			status: 'success',
			active: true,
			signed: true,
			url: 'https://hooks.example.com/feed',
		});
		expect(JSON.stringify(set)).not.toContain(secret);

		const [off] = await runOne('setWebhook', { url: '', options: { secret } });
		expect(off).toMatchObject({ status: 'success', active: false, url: '' });
	});

	test('a too-short secret is refused before sending, naming the rule', async () => {
		const [item] = await runContinuing('setWebhook', {
			url: 'https://hooks.example.com/feed',
			options: { secret: 'short' },
		});
		expect(String(item.error)).toMatch(/secret.*at least 8 characters/);
	});
});
