import type { IDataObject, INodeParameters } from 'n8n-workflow';

import { useSandbox } from '../helpers/socialPublishingSteps';
import type { Step } from '../helpers/workflowBuilder';

const sp = useSandbox();

function linkStep(name: string, operation: string, parameters: INodeParameters = {}): Step {
	return { name, parameters: { resource: 'link', operation, ...parameters } };
}

async function runOne(operation: string, parameters: INodeParameters): Promise<IDataObject[]> {
	const run = await sp.run([linkStep('Link', operation, parameters)]);
	const error = run.errorOf('Link');
	if (error) throw error;
	return run.outputOf('Link');
}

/** The message the node failed with; undefined when it succeeded. */
async function failureOf(
	operation: string,
	parameters: INodeParameters,
): Promise<string | undefined> {
	const run = await sp.run([linkStep('Link', operation, parameters)]);
	return run.errorOf('Link')?.message;
}

async function click(shortUrl: string, referer: string): Promise<void> {
	const response = await fetch(shortUrl, { redirect: 'manual', headers: { referer } });
	expect(response.status).toBeGreaterThanOrEqual(300);
}

describe('Link › Shorten', () => {
	test('shortens an http link', async () => {
		const [link] = await runOne('shorten', { url: 'http://example.com/page' });
		expect(link).toMatchObject({ status: 'success', originalUrl: 'http://example.com/page' });
		expect(String(link.shortUrl)).toMatch(/\/l\/\w+$/);
	});
});

describe('Link › Create, Get, Get Many', () => {
	let tracked: IDataObject;

	beforeAll(async () => {
		[tracked] = await runOne('create', {
			url: 'https://shop.example/spring',
			utm: { utmSource: 'twitter', utmCampaign: 'spring_sale', utmTerm: '' },
		});
		await click(String(tracked.shortUrl), 'https://t.co/abc');
	});

	test('Create puts the UTM parameters that were filled in into the tracked URL', () => {
		expect(tracked).toMatchObject({
			status: 'success',
			originalUrl: 'https://shop.example/spring?utm_source=twitter&utm_campaign=spring_sale',
			utmSource: 'twitter',
			utmCampaign: 'spring_sale',
		});
		expect(tracked).not.toHaveProperty('utmTerm');
	});

	test('Create refuses an http URL, saying to use https', async () => {
		expect(await failureOf('create', { url: 'http://shop.example/spring' })).toMatch(
			/url.*change http:\/\/ to https:\/\//,
		);
	});

	test('Get answers the link with its clicks; click filters are sent', async () => {
		const [link] = await runOne('get', { linkId: String(tracked.id) });
		expect(link).toMatchObject({
			id: tracked.id,
			totalClicks: 1,
			socialClicks: { twitter: 1 },
			refererCounts: { 't.co': 1 },
		});
		// A zoneless picker date is read in the workflow's zone.
		const [future] = await runOne('get', {
			linkId: String(tracked.id),
			filters: { fromClickDate: '2099-01-01T00:00:00' },
		});
		expect(future.totalClicks).toBe(0);
	});

	test('Get of an unknown id fails with the service answer', async () => {
		expect(await failureOf('get', { linkId: 'nosuchid' })).toMatch(/No short link.*\(HTTP 404\)/);
	});

	test('Get Many lists links, one item each; Limit and the created filter apply', async () => {
		await runOne('create', { url: 'https://shop.example/second' });
		const all = await runOne('getAll', { returnAll: true });
		expect(all.map((l) => l.originalUrl)).toEqual(
			expect.arrayContaining([tracked.originalUrl, 'https://shop.example/second']),
		);
		expect(all.find((l) => l.id === tracked.id)?.totalClicks).toBe(1);
		expect(await runOne('getAll', { returnAll: false, limit: 1 })).toHaveLength(1);
		expect(
			await runOne('getAll', {
				returnAll: true,
				filters: { fromCreatedDate: '2099-01-01T00:00:00Z' },
			}),
		).toEqual([]);
	});
});
