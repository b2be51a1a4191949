import { spStep, useSandbox } from '../helpers/socialPublishingSteps';

// A network with no node module of its own (issue 35): Post › Publish offers its options as a
// group derived from the registry's options schema, and sends what was typed as the options object.
const sp = useSandbox();
const IMAGE = 'https://example.com/photo.jpg';

it('Bluesky Options › Alt Text: one alt text for one image is sent and published', async () => {
	const run = await sp.run([
		spStep('Publish', 'post', 'create', {
			text: 'A bike',
			platforms: ['bluesky'],
			options: { mediaUrls: IMAGE, blueSkyOptions: { altText: 'A red bike' } },
		}),
	]);
	expect(run.errorOf('Publish')).toBeUndefined();
	const [result] = run.outputOf('Publish');
	const record = await sp.api('GET', `/post/${result.id as string}`);
	const { id } = (record.postIds as Array<{ id: string }>)[0];
	const page = await fetch(`${sp.sandbox.url}/networks/bluesky/${encodeURIComponent(id)}`, {
		headers: { accept: 'application/json' },
	});
	expect(((await page.json()) as { options?: unknown }).options).toEqual({
		altText: ['A red bike'],
	});
});

it('two alt texts for one image are refused, naming the field', async () => {
	const run = await sp.run([
		spStep('Publish', 'post', 'create', {
			text: 'A bike',
			platforms: ['bluesky'],
			options: { mediaUrls: IMAGE, blueSkyOptions: { altText: 'A red bike\nA blue bike' } },
		}),
	]);
	expect(run.errorOf('Publish')?.message).toMatch(
		/blueSkyOptions\.altText has 2 alt texts for 1 media item/,
	);
});

it('Threads Options › Allow Countries sends the codes as a list', async () => {
	const run = await sp.run([
		spStep('Publish', 'post', 'create', {
			text: 'Hello',
			platforms: ['threads'],
			options: { threadsOptions: { allowCountries: 'US\nCA' } },
		}),
	]);
	expect(run.errorOf('Publish')).toBeUndefined();
	const bad = await sp.run([
		spStep('Publish', 'post', 'create', {
			text: 'Hello',
			platforms: ['threads'],
			options: { threadsOptions: { allowCountries: 'usa' } },
		}),
	]);
	expect(bad.errorOf('Publish')?.message).toMatch(/threadsOptions\.allowCountries\[0\] must be/);
});
