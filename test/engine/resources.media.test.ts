import nock from 'nock';
import {
	MEDIA_LIMITS,
	MediaUploadSchema,
	ValidationError,
	dataUrlFromBytes,
	parseDataUrl,
} from '../../src/engine';
import { BASE, rejection, setup, useNock } from '../helpers/engineClient';

const PNG =
	'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

useNock();

describe('media.upload', () => {
	it('posts the data URL, name and description to /media/upload (as the docs show) and answers the stored item', async () => {
		const { client, sent } = setup();
		const stored = {
			id: 'm1',
			url: 'http://sp.test/media/m1.png',
			fileName: 'dot.png',
			description: 'A dot',
		};
		nock(BASE)
			.post('/media/upload', { file: PNG, fileName: 'dot.png', description: 'A dot' })
			.matchHeader('profile-key', 'pk_1')
			.reply(200, stored);
		const res = await client.media.upload(
			{ file: PNG, fileName: 'dot.png', description: 'A dot' },
			{ profileKey: 'pk_1' },
		);
		expect(res).toEqual(stored);
		expect(sent).toHaveLength(1);
		expect(sent[0]).toMatchObject({ method: 'POST', url: `${BASE}/media/upload` });
	});

	it('sends no Profile-Key header when none is given', async () => {
		const { client } = setup();
		nock(BASE, { badheaders: ['profile-key'] })
			.post('/media/upload', { file: PNG })
			.reply(200, { id: 'm2', url: 'u' });
		await expect(client.media.upload({ file: PNG })).resolves.toMatchObject({ id: 'm2' });
	});

	it.each([
		['a missing data: prefix', 'image/png;base64,iVBORw0KGgo=', /must be a data URL/],
		['no comma', 'data:image/png;base64', /must be a data URL/],
		['percent-encoded data', 'data:image/png,%89PNG', /;base64,/],
		[
			'a space in the base64',
			'data:image/png;base64,iVBO Rw0K',
			/" " at character 26.*base64 alphabet/,
		],
		['URL-safe base64', 'data:image/png;base64,iVBO-w0K', /"-" at character 26/],
		['padding in the middle', 'data:image/png;base64,iV=ORw0K', /"=" padding before the end/],
		['cut-short base64', 'data:image/png;base64,iVBORw0', /not a multiple of 4/],
		['no data', 'data:image/png;base64,', /no data/],
		[
			'a disallowed media type',
			'data:application/pdf;base64,JVBERi0=',
			/application\/pdf.*image\/jpeg.*video\/mp4/,
		],
		['svg', 'data:image/svg+xml;base64,PHN2Zz4=', /image\/svg\+xml/],
	])('rejects %s before sending, naming file', async (_label, file, message) => {
		const { client, sent } = setup();
		const error = await rejection(client.media.upload({ file }));
		expect(error.issues).toEqual([expect.objectContaining({ field: 'file', value: file })]);
		expect(error.issues[0].message).toMatch(message);
		expect(sent).toHaveLength(0);
	});

	it('rejects a file that is not a string before sending', async () => {
		const { client, sent } = setup();
		const notString = await rejection(client.media.upload({ file: 42 as never }));
		expect(notString.issues[0]).toMatchObject({ field: 'file', value: 42 });
		expect(sent).toHaveLength(0);
	});

	it('takes an image of exactly the limit and rejects one byte more before sending', async () => {
		const limit = MEDIA_LIMITS.maxBytes.image;
		const atLimit = `data:image/jpeg;base64,${'A'.repeat((limit / 3) * 4)}`;
		expect(MediaUploadSchema.safeParse({ file: atLimit }).success).toBe(true);
		const { client, sent } = setup();
		const over = `${atLimit}AA==`;
		const error = await rejection(client.media.upload({ file: over }));
		expect(error.issues[0].field).toBe('file');
		expect(error.issues[0].message).toBe(
			'is 30 MB (31,457,281 bytes) of image; images may be at most 30 MB (31,457,280 bytes)',
		);
		expect(error.message.length).toBeLessThan(300);
		expect(sent).toHaveLength(0);
	});

	it('allows videos up to their own, larger limit', () => {
		const overImage = `data:video/mp4;base64,${'A'.repeat(((MEDIA_LIMITS.maxBytes.image + 3) / 3) * 4)}`;
		expect(MediaUploadSchema.safeParse({ file: overImage }).success).toBe(true);
	});
});

describe('media.list', () => {
	it('gets /media and answers the array', async () => {
		const { client } = setup();
		const items = [
			{
				id: 'm1',
				url: 'u1',
				fileName: 'a.png',
				description: '',
				timeCreated: '2026-05-01T12:00:00Z',
				size: '68',
			},
		];
		nock(BASE).get('/media').matchHeader('profile-key', 'pk_2').reply(200, items);
		await expect(client.media.list({ profileKey: 'pk_2' })).resolves.toEqual(items);
	});
});

describe('data URLs', () => {
	it('parses the media type (lower-cased, parameters allowed) and decodes the bytes', () => {
		const parsed = parseDataUrl('data:IMAGE/PNG;name=dot.png;base64,iVBORw0KGgo=');
		expect(parsed.mimeType).toBe('image/png');
		expect(Array.from(parsed.bytes)).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
	});

	it('round-trips every length and byte value, matching standard base64', () => {
		const all = Uint8Array.from({ length: 1000 }, (_, i) => (i * 37 + 11) % 256);
		for (let length = 0; length <= 40; length++) {
			const bytes = all.subarray(0, length);
			const url = dataUrlFromBytes(bytes, 'video/mp4');
			expect(url).toBe(`data:video/mp4;base64,${Buffer.from(bytes).toString('base64')}`);
			if (length > 0) expect(Array.from(parseDataUrl(url).bytes)).toEqual(Array.from(bytes));
		}
		const url = dataUrlFromBytes(all, 'image/webp');
		expect(Buffer.from(parseDataUrl(url).bytes).equals(Buffer.from(all))).toBe(true);
	});

	it('accepts a Buffer, as n8n binary data gives', () => {
		expect(dataUrlFromBytes(Buffer.from('hi'), ' Image/GIF ')).toBe('data:image/gif;base64,aGk=');
	});

	it('throws ValidationError naming the field for bad input', () => {
		expect(() => parseDataUrl('data:text/plain;base64,aGk=')).toThrow(ValidationError);
		expect(() => parseDataUrl('data:text/plain;base64,aGk=')).toThrow(
			/file has media type "text\/plain"/,
		);
		expect(() => dataUrlFromBytes(new Uint8Array(1), 'png')).toThrow(
			/mimeType must be a media type/,
		);
		expect(() => dataUrlFromBytes('hi' as never, 'image/png')).toThrow(
			/bytes must be the file contents/,
		);
	});

	it('lists the allowed media types per kind', () => {
		expect(MEDIA_LIMITS.mimeTypes.image).toEqual(
			expect.arrayContaining([
				'image/jpeg',
				'image/png',
				'image/gif',
				'image/webp',
				'image/bmp',
				'image/heic',
			]),
		);
		expect(MEDIA_LIMITS.mimeTypes.video).toEqual(
			expect.arrayContaining(['video/mp4', 'video/quicktime', 'video/webm', 'video/x-m4v']),
		);
	});
});
