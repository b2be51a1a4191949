import nock from 'nock';
import { BioPageCreateSchema } from '../../src/engine';
import { BASE, rejection, setup, useNock } from '../helpers/engineClient';

useNock();

const PAGE = {
	status: 'success',
	handle: 'acme-coffee',
	text1: 'Acme Coffee',
	button1Text: 'Order',
	button1Url: 'https://acme.example/order',
	socialUrls: { instagram: 'https://instagram.example/acme' },
	autoSyncSocialUrls: false,
	biolinkUrl: 'http://sp.test/bio/acme-coffee',
	created: '2026-05-01T12:00:00.000Z',
	modifiedDate: '2026-05-01T12:00:00.000Z',
};

describe('bioPages.get and delete', () => {
	it('gets /biolink for the profile', async () => {
		const { client } = setup();
		nock(BASE).get('/biolink').matchHeader('profile-key', 'pk_1').reply(200, PAGE);
		await expect(client.bioPages.get({ profileKey: 'pk_1' })).resolves.toEqual(PAGE);
	});

	it('deletes /biolink with no body', async () => {
		const { client, sent } = setup();
		nock(BASE).delete('/biolink').reply(200, { status: 'success' });
		await expect(client.bioPages.delete()).resolves.toEqual({ status: 'success' });
		expect(sent[0].body).toBeUndefined();
	});
});

describe('bioPages.create', () => {
	it('posts the handle in lower case with the page fields; empty strings pass as "no value"', async () => {
		const { client, sent } = setup();
		nock(BASE)
			.post('/biolink', {
				handle: 'acme-coffee',
				text1: 'Acme Coffee',
				text2: '',
				button1Text: 'Order',
				button1Url: 'https://acme.example/order',
				socialUrls: { instagram: 'https://instagram.example/acme', github: '' },
				autoSyncSocialUrls: false,
			})
			.reply(200, { status: 'success', url: 'http://sp.test/bio/acme-coffee' });
		await expect(
			client.bioPages.create({
				handle: ' Acme-Coffee ',
				text1: 'Acme Coffee',
				text2: '',
				button1Text: 'Order',
				button1Url: 'https://acme.example/order',
				socialUrls: { instagram: 'https://instagram.example/acme', github: '' },
				autoSyncSocialUrls: false,
			}),
		).resolves.toEqual({ status: 'success', url: 'http://sp.test/bio/acme-coffee' });
		expect(sent[0]).toMatchObject({ method: 'POST', url: `${BASE}/biolink` });
	});

	it.each([
		['too short', 'ab'],
		['too long', 'a'.repeat(31)],
		['a space', 'acme coffee'],
		['a dot', 'acme.coffee'],
		['non-ASCII', 'café'],
	])('rejects a handle with %s before sending', async (_what, handle) => {
		const { client, sent } = setup();
		const error = await rejection(client.bioPages.create({ handle }));
		expect(error.issues[0]).toMatchObject({
			field: 'handle',
			message: expect.stringMatching(/3-30 letters, digits, "_" or "-"/),
		});
		expect(sent).toHaveLength(0);
	});

	it('rejects URLs that are not http(s)', async () => {
		const { client, sent } = setup();
		const script = await rejection(
			client.bioPages.create({
				handle: 'acme',
				button1Text: 'Go',
				button1Url: 'javascript:alert(1)',
			}),
		);
		expect(script.issues[0]).toMatchObject({
			field: 'button1Url',
			message: expect.stringMatching(/http or https URL/),
		});
		expect(sent).toHaveLength(0);
	});

	it('is the schema the sandbox validates with', () => {
		expect(
			BioPageCreateSchema.parse({ handle: 'ACME_1', profileImage: ' https://a.example/p.png ' }),
		).toEqual({
			handle: 'acme_1',
			profileImage: 'https://a.example/p.png',
		});
	});
});

describe('bioPages.update and checkHandle', () => {
	it('puts only the given fields; "" clears one', async () => {
		const { client } = setup();
		nock(BASE)
			.put('/biolink', { handle: 'acme-beans', text2: '' })
			.reply(200, { status: 'success', url: 'http://sp.test/bio/acme-beans' });
		await expect(
			client.bioPages.update({ handle: 'ACME-beans', text2: '' }),
		).resolves.toMatchObject({
			url: 'http://sp.test/bio/acme-beans',
		});
	});

	it('refuses an update that changes nothing', async () => {
		const { client, sent } = setup();
		const error = await rejection(client.bioPages.update({}));
		expect(error.issues[0].message).toMatch(/must change something/);
		expect(sent).toHaveLength(0);
	});

	it('gets /biolink/checkHandle with the handle in the query', async () => {
		const { client, sent } = setup();
		nock(BASE)
			.get('/biolink/checkHandle')
			.query({ handle: 'acme-coffee' })
			.reply(200, { status: 'success', exists: true });
		await expect(client.bioPages.checkHandle('Acme-Coffee')).resolves.toEqual({
			status: 'success',
			exists: true,
		});
		expect(sent[0].url).toBe(`${BASE}/biolink/checkHandle?handle=acme-coffee`);
		const bad = await rejection(client.bioPages.checkHandle('no way'));
		expect(bad.issues[0].field).toBe('handle');
		expect(sent).toHaveLength(1);
	});
});
