import type { IDataObject } from 'n8n-workflow';

import { startSandbox, type RunningSandbox } from '../../src/sandbox';
import { checkExpectation } from '../helpers/expectations';
import { loadWorkflow, runWorkflow } from '../helpers/n8nHarness';
import { X_APP_CREDENTIAL_FIELDS } from '../helpers/sandboxXApp';

let sandbox: RunningSandbox;

beforeAll(async () => {
	sandbox = await startSandbox({ port: 0, quiet: true });
});
afterAll(async () => {
	await sandbox?.close();
});

test('workflows/publish-rich-text.json publishes styled text and reads it back as sent', async () => {
	const workflow = loadWorkflow('publish-rich-text.json');
	// The file runs unchanged; only the credential data comes from the test.
	const result = await runWorkflow(workflow, {
		credentials: {
			socialPublishingApi: {
				apiKey: sandbox.apiKey,
				baseUrl: sandbox.baseUrl,
				...X_APP_CREDENTIAL_FIELDS,
			},
		},
	});
	expect(result.run.data.resultData.error).toBeUndefined();
	expect(result.executed).toEqual([
		"When clicking 'Execute workflow'",
		'Publish rich text',
		'Read it back from history',
	]);

	const [sent] = result.outputOf('Publish rich text');
	const [record] = result.outputOf('Read it back from history');
	expect(record).toMatchObject({ id: sent.id, status: 'success', type: 'immediate' });
	expect([...(record.platforms as string[])].sort()).toEqual(['facebook', 'linkedin', 'twitter']);
	expect(record.post).toContain('<b>Spring catalogue</b>');
	expect(record.post).toContain('<i>new colours</i>');
	expect((record.postIds as IDataObject[]).map((p) => p.status)).toEqual([
		'success',
		'success',
		'success',
	]);

	// Each network got the styled text: bold/italic sans-serif letters and the U+2063 line break.
	for (const entry of record.postIds as IDataObject[]) {
		const network = (await (await fetch(String(entry.postUrl))).json()) as { post: string };
		expect(network.post).toContain('\u{1D5E6}\u{1D5FD}\u{1D5FF}\u{1D5F6}\u{1D5FB}\u{1D5F4}'); // Spring
		expect(network.post).toContain('\u{1D62F}\u{1D626}\u{1D638}'); // new (italic)
		expect(network.post).toContain('\u2063\n');
	}

	// The e2e expectation accepts this run (it gets the same IRun JSON from `n8n execute --rawOutput`).
	checkExpectation('publish-rich-text', result.run);
	const notSent = JSON.parse(JSON.stringify(result.run));
	notSent.data.resultData.runData['Read it back from history'][0].data.main[0][0].json.status =
		'pending';
	expect(() => checkExpectation('publish-rich-text', notSent)).toThrow(/status is "pending"/);
});
