import type { IDataObject, INodeParameters } from 'n8n-workflow';

import { useSandbox } from '../helpers/socialPublishingSteps';

const sp = useSandbox();

async function run(operation: string, parameters: INodeParameters) {
	const result = await sp.run([
		{ name: 'Link', parameters: { resource: 'link', operation, ...parameters } },
	]);
	return { error: result.errorOf('Link'), items: result.outputOf('Link') as IDataObject[] };
}

describe('Link › Update (docs: apis/links/update-short-link)', () => {
	test('points a tracked link at a new URL; its short URL stays and now lands there', async () => {
		const {
			items: [link],
		} = await run('create', { url: 'https://shop.example/spring' });
		const {
			error,
			items: [updated],
		} = await run('update', {
			linkId: String(link.id),
			url: 'https://shop.example/summer',
		});
		expect(error).toBeUndefined();
		expect(updated).toMatchObject({
			id: link.id,
			shortUrl: link.shortUrl,
			originalUrl: 'https://shop.example/summer',
		});
		const click = await fetch(String(link.shortUrl), { redirect: 'manual' });
		expect(click.headers.get('location')).toBe('https://shop.example/summer');
	});

	test('an http URL fails the item, naming url and what to change', async () => {
		const {
			items: [link],
		} = await run('create', { url: 'https://shop.example/autumn' });
		const { error } = await run('update', {
			linkId: String(link.id),
			url: 'http://shop.example/x',
		});
		expect(error?.message).toMatch(/url/);
		expect(error?.message).toMatch(/https/);
	});
});
