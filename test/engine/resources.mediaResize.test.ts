import nock from 'nock';
import { ValidationError } from '../../src/engine';
import { BASE, rejection, setup, useNock } from '../helpers/engineClient';

useNock();

const IMAGE = 'https://img.example/photo.png';

describe('media.resize', () => {
	it('posts the request to /media/resize as given, unknown keys included, and answers the result', async () => {
		const { client, sent } = setup();
		const request = {
			imageUrl: IMAGE,
			platform: 'instagram' as const,
			mode: 'blur' as const,
			watermark: { url: 'https://img.example/logo.png', position: 'northwest' as const },
			effects: { color: '#A020F0', quality: 90 },
			convertToJpg: true,
			aFutureOption: 'kept',
		};
		const answer = {
			status: 'success',
			url: 'http://sp.test/media/r1/r1.jpg',
			platform: 'instagram',
			mode: 'blur',
		};
		nock(BASE).post('/media/resize', request).matchHeader('profile-key', 'pk_1').reply(200, answer);
		await expect(client.media.resize(request, { profileKey: 'pk_1' })).resolves.toEqual(answer);
		expect(sent).toHaveLength(1);
	});

	it('takes dimensions instead of a platform, and a file URL instead of imageUrl', async () => {
		const { client } = setup();
		const request = {
			file: IMAGE,
			dimensions: { width: 500, height: 400, xCoordinate: 35, yCoordinate: 50 },
			mode: 'crop' as const,
		};
		nock(BASE)
			.post('/media/resize', request)
			.reply(200, { status: 'success', url: 'u', mode: 'crop' });
		await expect(client.media.resize(request)).resolves.toMatchObject({ mode: 'crop' });
	});

	it.each([
		[
			{ imageUrl: IMAGE, platform: 'myspace' },
			'platform',
			'myspace',
			/must be one of "facebook", "instagram", .*"twitter"/,
		],
		[
			{ imageUrl: IMAGE, platform: 'instagram', mode: 'stretch' },
			'mode',
			'stretch',
			/must be one of "resize", "blur", "crop"/,
		],
		[
			{ imageUrl: IMAGE, dimensions: { width: 0, height: 10 } },
			'dimensions.width',
			0,
			/must be more than 0 pixels/,
		],
		[
			{ imageUrl: IMAGE, dimensions: { width: 10, height: 9000 } },
			'dimensions.height',
			9000,
			/at most 5000 pixels/,
		],
		[{ platform: 'instagram' }, 'imageUrl', undefined, /is required \(or file\)/],
		[{ imageUrl: IMAGE }, 'platform', undefined, /is required \(or dimensions \{width, height\}\)/],
		[
			{ imageUrl: 'ftp://img.example/a.png', platform: 'instagram' },
			'imageUrl',
			'ftp://img.example/a.png',
			/an https URL/,
		],
		[
			{ imageUrl: IMAGE, platform: 'instagram', watermark: { url: IMAGE, position: 'top' } },
			'watermark.position',
			'top',
			/must be one of "northwest", .*"southeast"/,
		],
		[
			{ imageUrl: IMAGE, platform: 'instagram', effects: { opacity: 2 } },
			'effects.opacity',
			2,
			/from 0 \(invisible\) to 1 \(opaque\)/,
		],
		[
			{ imageUrl: IMAGE, platform: 'instagram', effects: { color: 'purple' } },
			'effects.color',
			'purple',
			/like "#A020F0"/,
		],
	])(
		'rejects %j before sending, naming the field, the value and what is allowed',
		async (params, field, value, message) => {
			const { client, sent } = setup();
			const error = await rejection(client.media.resize(params as never));
			expect(error).toBeInstanceOf(ValidationError);
			expect(error.issues).toEqual([expect.objectContaining({ field, value })]);
			expect(error.issues[0].message).toMatch(message);
			expect(sent).toHaveLength(0);
		},
	);
});
