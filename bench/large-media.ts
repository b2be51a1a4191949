/**
 * Large media through the node: peak memory (RSS growth of this process, which runs n8n and the
 * node) and time for Media › Upload of a file held in n8n's filesystem binary store, against a
 * sandbox in its own process with a data directory.
 *   - upload URL: files over 10 MB go `GET /media/uploadUrl` + a PUT streamed from the binary store;
 *   - inline (baseline, the node's only path before): the whole file read, a base64 data URL in a
 *     JSON body, POST /upload; replayed here with the engine (the same steps), 50 MB.
 * Target: the upload-URL path's peak RSS grows by less than 64 MB whatever the file size.
 * Usage: node --expose-gc --import tsx bench/large-media.ts [MB ...]   (default: 50 1024)
 */
import { Container } from '@n8n/di';
import { createHash } from 'node:crypto';
import { mkdtempSync, openSync, readFileSync, rmSync, writeSync, closeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { createClient, dataUrlFromBytes } from '../src/engine';
import { undiciTransport } from '../test/helpers/transport';
import { startSandboxProcess } from './lib/sandboxProcess';

const MB = 1024 * 1024;
const TARGET_GROWTH_MB = 64;

function makeFile(dir: string, megabytes: number): { path: string; sha: string } {
	const path = join(dir, `video-${megabytes}.mp4`);
	const block = createHash('sha512').update(String(megabytes)).digest();
	const chunk = Buffer.alloc(MB, block);
	const hash = createHash('sha256');
	const fd = openSync(path, 'w');
	for (let i = 0; i < megabytes; i++) {
		chunk.writeUInt32BE(i, 0);
		writeSync(fd, chunk);
		hash.update(chunk);
	}
	closeSync(fd);
	return { path, sha: hash.digest('hex') };
}

async function sha256OfUrl(url: string): Promise<string> {
	const hash = createHash('sha256');
	const response = await fetch(url);
	for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>)
		hash.update(chunk);
	return hash.digest('hex');
}

/** Runs `work` while sampling this process's RSS every 5 ms; answers the peak growth over the start. */
async function measure<T>(
	work: () => Promise<T>,
): Promise<{ result: T; peakGrowthMb: number; seconds: number }> {
	(globalThis as { gc?: () => void }).gc?.();
	const start = process.memoryUsage().rss;
	let peak = start;
	const timer = setInterval(() => {
		peak = Math.max(peak, process.memoryUsage().rss);
	}, 5);
	const began = process.hrtime.bigint();
	try {
		const result = await work();
		peak = Math.max(peak, process.memoryUsage().rss);
		return {
			result,
			peakGrowthMb: (peak - start) / MB,
			seconds: Number(process.hrtime.bigint() - began) / 1e9,
		};
	} finally {
		clearInterval(timer);
	}
}

async function main(): Promise<void> {
	const sizes = process.argv
		.slice(2)
		.map(Number)
		.filter((n) => n > 0);
	const wanted = sizes.length > 0 ? sizes : [50, 1024];
	const work = mkdtempSync(join(tmpdir(), 'sp-bench-large-media-'));
	process.env.N8N_BINARY_DATA_STORAGE_PATH = join(work, 'binary');
	process.env.N8N_DEFAULT_BINARY_DATA_MODE = 'filesystem';
	process.env.N8N_USER_FOLDER = join(work, 'n8n');
	const sandbox = await startSandboxProcess('sk_sandbox_bench', { dataDir: join(work, 'sandbox') });
	// Loaded after the environment above: n8n reads its settings when its modules load.
	const { BinaryDataService } = await import('n8n-core');
	const { runWorkflow } = await import('../test/helpers/n8nHarness');
	const { chainWorkflow } = await import('../test/helpers/workflowBuilder');
	const binaryData = Container.get(BinaryDataService);
	await binaryData.init();
	const credentials = {
		socialPublishingApi: { apiKey: sandbox.apiKey, baseUrl: sandbox.baseUrl, aiBaseUrl: '' },
	};
	const workflow = chainWorkflow([
		{
			name: 'Upload',
			parameters: { resource: 'media', operation: 'upload', binaryPropertyName: 'data' },
		},
	]);
	const lines: string[] = [];
	let worstGrowth = 0;
	try {
		for (const megabytes of wanted) {
			const file = makeFile(work, megabytes);
			const binary = await binaryData.copyBinaryFile(
				{ type: 'execution', workflowId: 'bench', executionId: `large-${megabytes}` },
				{ data: '', mimeType: 'video/mp4', fileName: `video-${megabytes}.mp4` },
				file.path,
			);
			const {
				result: run,
				peakGrowthMb,
				seconds,
			} = await measure(() =>
				runWorkflow(workflow, { credentials, input: [{ json: {}, binary: { data: binary } }] }),
			);
			const error = run.errorOf('Upload');
			if (error) throw new Error(`${megabytes} MB upload failed: ${error.message}`);
			const stored = await sha256OfUrl(String(run.outputOf('Upload')[0].url));
			if (stored !== file.sha) throw new Error(`${megabytes} MB: the sandbox stored other bytes`);
			worstGrowth = Math.max(worstGrowth, peakGrowthMb);
			lines.push(
				`  upload URL  ${String(megabytes).padStart(5)} MB  ${seconds.toFixed(1).padStart(6)} s  peak RSS +${peakGrowthMb.toFixed(0)} MB  (stored bytes identical)`,
			);
			console.log(lines.at(-1));
			rmSync(file.path);
		}
		const inlineMb = 50;
		const inline = makeFile(work, inlineMb);
		const client = createClient({
			baseUrl: sandbox.baseUrl,
			apiKey: sandbox.apiKey,
			transport: undiciTransport(),
			sleep: async () => undefined,
		});
		const { peakGrowthMb: inlineGrowth, seconds: inlineSeconds } = await measure(async () => {
			const bytes = readFileSync(inline.path);
			return await client.media.upload({
				file: dataUrlFromBytes(bytes, 'video/mp4'),
				fileName: 'inline.mp4',
			});
		});
		lines.push(
			`  inline      ${String(inlineMb).padStart(5)} MB  ${inlineSeconds.toFixed(1).padStart(6)} s  peak RSS +${inlineGrowth.toFixed(0)} MB  (baseline: base64 JSON body)`,
		);
		console.log(lines.at(-1));
		const met = worstGrowth < TARGET_GROWTH_MB;
		console.log(
			`RESULT large-media: upload-URL peak RSS growth ${worstGrowth.toFixed(0)} MB for up to ${Math.max(...wanted)} MB (target < ${TARGET_GROWTH_MB} MB: ${met ? 'met' : 'MISSED'}); inline ${inlineMb} MB grew ${inlineGrowth.toFixed(0)} MB, ${(inlineGrowth / Math.max(worstGrowth, 1)).toFixed(1)}x the upload-URL path's worst`,
		);
		if (!met) process.exitCode = 1;
	} finally {
		await sandbox.stop();
		rmSync(work, { recursive: true, force: true });
	}
}

void main();
