import type { IDataObject, INodeExecutionData, INodeParameters } from 'n8n-workflow';

import { startCountingProxy } from '../helpers/countingProxy';
import { spStep, useSandbox } from '../helpers/socialPublishingSteps';
import { X_APP_CREDENTIAL_FIELDS } from '../helpers/sandboxXApp';

const sp = useSandbox();

async function runOne(operation: string, parameters: INodeParameters): Promise<IDataObject[]> {
	const run = await sp.run([spStep('AI', 'ai', operation, parameters)]);
	const error = run.errorOf('AI');
	if (error) throw error;
	return run.outputOf('AI');
}

async function runContinuing(operation: string, parameters: INodeParameters): Promise<IDataObject> {
	const run = await sp.run([spStep('AI', 'ai', operation, parameters, { continueOnFail: true })]);
	return run.outputOf('AI')[0];
}

const usage = { usage: expect.any(Number), totalMonthlyUsage: expect.any(Number) };

describe('AI › Generate Post, Rewrite', () => {
	test('Generate Post writes a post from a text, with the tokens used', async () => {
		const [generated] = await runOne('generatePost', {
			text: 'Fresh sourdough bread baked daily at our bakery',
			options: { hashtags: true, twitter: true },
		});
		expect(generated).toMatchObject({ status: 'success', post: expect.any(String), ...usage });
		expect(String(generated.post).length).toBeGreaterThan(0);
		expect(String(generated.post).length).toBeLessThanOrEqual(280);
	});

	test('Generate Post needs a text or images, and says so before sending', async () => {
		const item = await runContinuing('generatePost', { text: '' });
		expect(String(item.error)).toMatch(/text or mediaUrls is required/);
		expect(item.httpStatus).toBeNull();
	});

	test('Rewrite answers one item with the asked number of rewrites', async () => {
		const items = await runOne('rewrite', {
			text: 'Fresh bread every morning. Come early for coffee!',
			options: { rewrites: 3, emojis: true },
		});
		expect(items).toHaveLength(1);
		const [rewritten] = items;
		expect(rewritten).toMatchObject({ status: 'success', ...usage });
		expect(rewritten.rewrites).toHaveLength(3);
		expect(rewritten.post).toBe((rewritten.rewrites as string[])[0]);
	});
});

describe('AI › Transcribe Video', () => {
	test('transcribes a video uploaded with Media › Upload in the same workflow', async () => {
		const video: INodeExecutionData = {
			json: {},
			binary: {
				data: {
					data: Buffer.from('opening day footage').toString('base64'),
					mimeType: 'video/mp4',
					fileName: 'bakery-opening.mp4',
				},
			},
		};
		const run = await sp.run(
			[
				spStep('Upload', 'media', 'upload', { binaryPropertyName: 'data' }),
				spStep('Transcribe', 'ai', 'transcribeVideo', { videoUrl: '={{ $json.url }}' }),
			],
			{ input: [video] },
		);
		expect(run.errorOf('Transcribe')).toBeUndefined();
		const [transcription] = run.outputOf('Transcribe');
		expect(transcription).toMatchObject({ status: 'success', transcript: expect.any(String) });
		const segments = transcription.transcriptArray as string[];
		expect(segments[0]).toBe('Welcome to bakery opening.');
		expect(transcription.transcript).toBe(segments.join(' '));
		expect(transcription.wordCount).toBe(String(transcription.transcript).split(' ').length);
	});

	test('a video on another host is refused by the service, naming the field', async () => {
		const item = await runContinuing('transcribeVideo', {
			videoUrl: 'https://videos.example.com/clip.mp4',
		});
		expect(item).toMatchObject({ httpStatus: 400, code: 101 });
		expect(String(item.error)).toMatch(/videoUrl|other hosts/);
	});
});

describe('AI › Translate, Generate Alt Text', () => {
	test('Translate gives the text in the asked language', async () => {
		const [translation] = await runOne('translate', {
			text: 'Fresh bread every morning',
			language: 'ES',
		});
		expect(translation).toMatchObject({
			status: 'success',
			originalText: 'Fresh bread every morning',
			language: 'es',
			translatedText: expect.any(String),
		});
		expect(translation.translatedText).not.toBe(translation.originalText);
	});

	test('Generate Alt Text describes an https image with the keywords', async () => {
		const [alt] = await runOne('generateAltText', {
			url: 'https://cdn.example.com/sourdough-loaf.jpg',
			options: { keywords: 'bakery, crusty' },
		});
		expect(alt).toMatchObject({
			status: 'success',
			url: 'https://cdn.example.com/sourdough-loaf.jpg',
			altText: expect.stringMatching(/sourdough/i),
		});
	});

	test('an http image URL is refused before sending, saying https is needed', async () => {
		const item = await runContinuing('generateAltText', { url: 'http://cdn.example.com/a.jpg' });
		expect(String(item.error)).toMatch(/url must start with https:\/\//);
		expect(item.httpStatus).toBeNull();
	});
});

test('AI calls go to the AI Base URL of the credential; Translate to the Base URL', async () => {
	const proxy = await startCountingProxy(sp.sandbox.aiBaseUrl);
	try {
		const credentials = {
			socialPublishingApi: {
				apiKey: sp.sandbox.apiKey,
				baseUrl: sp.sandbox.baseUrl,
				aiBaseUrl: proxy.baseUrl,
				...X_APP_CREDENTIAL_FIELDS,
			},
		};
		const run = await sp.run(
			[
				spStep('Rewrite', 'ai', 'rewrite', {
					text: 'Open late on Fridays',
					options: { rewrites: 1 },
				}),
				spStep('Translate', 'ai', 'translate', { text: 'Open late', language: 'fr' }),
			],
			{ credentials },
		);
		expect(run.errorOf('Rewrite')).toBeUndefined();
		expect(run.errorOf('Translate')).toBeUndefined();
		expect(proxy.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
			'POST /ai/api/generate/rewrite',
		]);
	} finally {
		await proxy.close();
	}
});

describe('AI › Sentiment', () => {
	test('reads a complaint as negative, praise as positive, per item, marked as the sandbox reading', async () => {
		const run = await sp.run(
			[spStep('Sentiment', 'ai', 'sentiment', { text: '={{ $json.text }}' })],
			{
				input: [
					{
						json: {
							text: "These shoes aren't the best. The color has faded and they are uncomfortable.",
						},
					},
					{ json: { text: 'Great coffee and friendly staff, thank you!' } },
				],
			},
		);
		expect(run.errorOf('Sentiment')).toBeUndefined();
		const [complaint, praise] = run.outputOf('Sentiment');
		expect(complaint).toMatchObject({ status: 'success', sentiment: 'negative', sandbox: true });
		expect(complaint.sentimentScore).toBeLessThan(0);
		expect(complaint.negativeWords).toEqual(['not best', 'faded', 'uncomfortable']);
		expect(praise).toMatchObject({ sentiment: 'positive', sentimentScore: 1 });
	});

	test('an empty text fails before sending, naming the field', async () => {
		const run = await sp.run([spStep('Sentiment', 'ai', 'sentiment', { text: '  ' })]);
		expect(run.errorOf('Sentiment')?.message).toMatch(
			/text.*must have text to read the sentiment of/,
		);
	});
});
