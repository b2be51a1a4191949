import type { IDataObject } from 'n8n-workflow';

import { spStep, useSandbox, waitFor } from '../helpers/socialPublishingSteps';

const sp = useSandbox();

/** Reads one post through the node (History › Get). */
async function historyRecord(id: string): Promise<IDataObject> {
	const run = await sp.run([spStep('Read', 'history', 'get', { postId: id })]);
	const error = run.errorOf('Read');
	if (error) throw error;
	return run.outputOf('Read')[0];
}

async function waitForStatus(id: string, status: string): Promise<IDataObject> {
	return await waitFor(async () => {
		const record = await historyRecord(id);
		return record.status === status ? record : undefined;
	}, `post ${id} to reach ${status}`);
}

function inSeconds(seconds: number): string {
	return new Date(Date.now() + seconds * 1000).toISOString();
}

describe('Post › Publish', () => {
	test('publishes rich text to several networks, then History shows it sent', async () => {
		const run = await sp.run([
			spStep('Publish', 'post', 'create', {
				text: '<b>Bold</b> and <i>italic</i>\nsecond line https://example.com/a',
				platforms: ['twitter', 'facebook', 'linkedin', 'telegram'],
			}),
			spStep('Read', 'history', 'get', { postId: '={{ $json.id }}' }),
		]);
		const [sent] = run.outputOf('Publish');
		expect(sent.status).toBe('success');
		expect((sent.postIds as IDataObject[]).map((p) => p.platform).sort()).toEqual([
			'facebook',
			'linkedin',
			'telegram',
			'twitter',
		]);
		const [record] = run.outputOf('Read');
		expect(record).toMatchObject({ id: sent.id, status: 'success', type: 'immediate' });
		expect(record.post).toContain('<b>Bold</b>');

		// What the network received is the rendered text: bold sans-serif letters, U+2063 line break.
		const twitter = (sent.postIds as IDataObject[]).find((p) => p.platform === 'twitter')!;
		const network = (await (await fetch(String(twitter.postUrl))).json()) as IDataObject;
		expect(network.post).toContain('\u{1D5D5}\u{1D5FC}\u{1D5F9}\u{1D5F1}'); // "Bold" in bold sans-serif
		expect(network.post).toContain('\u2063\n');
	});

	test('reads parameters per item and pairs each output with its input item', async () => {
		const run = await sp.run(
			[spStep('Publish', 'post', 'create', { text: '={{ $json.text }}', platforms: ['facebook'] })],
			{ input: [{ json: { text: 'first item' } }, { json: { text: 'second item' } }] },
		);
		const items = run.itemsOf('Publish');
		expect(items.map((i) => i.json.post)).toEqual(['first item', 'second item']);
		expect(items.map((i) => i.pairedItem)).toEqual([{ item: 0 }, { item: 1 }]);
		expect(items[0].json.id).not.toBe(items[1].json.id);
	});

	test('a scheduled post goes out at its time', async () => {
		const run = await sp.run([
			spStep('Publish', 'post', 'create', {
				text: 'scheduled in two seconds',
				platforms: ['facebook'],
				options: { scheduleDate: inSeconds(2) },
			}),
		]);
		const [scheduled] = run.outputOf('Publish');
		expect(scheduled.status).toBe('scheduled');
		expect((await historyRecord(String(scheduled.id))).status).toBe('pending');
		const sent = await waitForStatus(String(scheduled.id), 'success');
		expect(sent.type).toBe('scheduled');
	});

	test("a date from n8n's date picker (no zone) is read in the workflow's time zone", async () => {
		const run = await sp.run(
			[
				spStep('Publish', 'post', 'create', {
					text: 'zoneless date',
					platforms: ['facebook'],
					options: { scheduleDate: '2099-07-01T12:00:00' },
				}),
			],
			{ timezone: 'Europe/Berlin' },
		);
		expect(run.outputOf('Publish')[0].scheduleDate).toBe('2099-07-01T10:00:00Z');
	});

	test('a post held for approval goes out only after Update › Approved', async () => {
		const run = await sp.run([
			spStep('Publish', 'post', 'create', {
				text: 'needs a yes',
				platforms: ['linkedin'],
				options: { requiresApproval: true, notes: 'ask Kim' },
			}),
		]);
		const [held] = run.outputOf('Publish');
		const id = String(held.id);
		await new Promise((resolve) => setTimeout(resolve, 400)); // a few scheduler rounds
		expect(await historyRecord(id)).toMatchObject({
			status: 'awaiting approval',
			notes: 'ask Kim',
		});

		const approve = await sp.run([
			spStep('Approve', 'post', 'update', { postId: id, updateFields: { approved: true } }),
		]);
		expect(approve.errorOf('Approve')).toBeUndefined();
		expect(approve.outputOf('Approve')[0]).toMatchObject({ status: 'success', id });
		await waitForStatus(id, 'success');
	});

	test('Update reschedules a pending post and changes its notes', async () => {
		const [post] = (
			await sp.run([
				spStep('Publish', 'post', 'create', {
					text: 'move me',
					platforms: ['facebook'],
					options: { scheduleDate: inSeconds(3600) },
				}),
			])
		).outputOf('Publish');
		const later = '2099-01-02T03:04:05Z';
		const run = await sp.run([
			spStep('Update', 'post', 'update', {
				postId: String(post.id),
				updateFields: { scheduleDate: later, notes: 'moved' },
			}),
		]);
		expect(run.outputOf('Update')[0]).toMatchObject({ scheduleDate: later, notes: 'moved' });
	});
});

describe('Post › Delete, Delete Many, Get, Retry', () => {
	async function schedule(text: string): Promise<string> {
		const run = await sp.run([
			spStep('Publish', 'post', 'create', {
				text,
				platforms: ['facebook'],
				options: { scheduleDate: inSeconds(3600) },
			}),
		]);
		return String(run.outputOf('Publish')[0].id);
	}

	test('deletes a pending post, which is then never sent', async () => {
		const id = await schedule('delete me');
		const run = await sp.run([
			spStep('Delete', 'post', 'delete', { postId: id }),
			spStep('Get', 'post', 'get', { postId: id }),
		]);
		expect(run.outputOf('Delete')[0]).toMatchObject({ status: 'success', id });
		expect(run.outputOf('Get')[0]).toMatchObject({ id, status: 'deleted' });
	});

	test('bulk-deletes listed pending posts and skips one already sent', async () => {
		const a = await schedule('bulk a');
		const b = await schedule('bulk b');
		const sent = String(
			(
				await sp.run([spStep('P', 'post', 'create', { text: 'sent', platforms: ['facebook'] })])
			).outputOf('P')[0].id,
		);
		const run = await sp.run([
			spStep('Delete many', 'post', 'deleteMany', {
				deleteMode: 'list',
				postIds: `${a}, ${b}\n${sent}`,
			}),
		]);
		const { results } = run.outputOf('Delete many')[0] as { results: IDataObject[] };
		expect(results.map((r) => [r.id, r.status])).toEqual([
			[a, 'success'],
			[b, 'success'],
			[sent, 'skipped'],
		]);
		expect((await historyRecord(a)).status).toBe('deleted');
		expect((await historyRecord(sent)).status).toBe('success');
	});

	test('deletes all scheduled posts', async () => {
		const ids = [await schedule('all 1'), await schedule('all 2')];
		const run = await sp.run([
			spStep('Delete all', 'post', 'deleteMany', { deleteMode: 'allScheduled' }),
		]);
		const { results } = run.outputOf('Delete all')[0] as { results: IDataObject[] };
		expect(results.map((r) => r.id)).toEqual(expect.arrayContaining(ids));
		for (const id of ids) expect((await historyRecord(id)).status).toBe('deleted');
	});

	test('a failed send is reported with its code and platform, and Retry sends it', async () => {
		const faults = await sp.api('GET', '/admin/faults');
		if (faults.status !== 'success') return; // the sandbox has no fault injection
		await sp.api('POST', '/admin/faults', { platform: 'twitter', count: 1 });
		const run = await sp.run([
			spStep(
				'Publish',
				'post',
				'create',
				{ text: 'will fail once', platforms: ['twitter'] },
				{ continueOnFail: true },
			),
			spStep('Retry', 'post', 'retry', { postId: '={{ $json.id }}' }),
		]);
		const [failed] = run.itemsOf('Publish');
		expect(failed.pairedItem).toEqual({ item: 0 });
		expect(failed.json).toMatchObject({ code: 156, platform: 'twitter', httpStatus: 400 });
		expect(typeof failed.json.id).toBe('string');
		expect(run.outputOf('Retry')[0]).toMatchObject({ status: 'success', id: failed.json.id });
		await waitForStatus(String(failed.json.id), 'success');
	});
});
