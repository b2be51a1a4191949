/**
 * The servers bench/sandbox-http.ts measures the sandbox against, each in its own process like the
 * sandbox, and the CPU time a process has used (for CPU per request).
 */
import { execFileSync, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';

import { ROOT, freePort } from './sandboxProcess';

/** Clock ticks per second of /proc's CPU times. */
const TICKS = (() => {
	try {
		return Number(execFileSync('getconf', ['CLK_TCK']).toString()) || 100;
	} catch {
		return 100;
	}
})();

/**
 * A process's CPU time so far in µs (user + system, Linux's /proc), or undefined elsewhere. Unlike
 * requests/s it hardly moves with the machine's load: a shared machine's other jobs take turns, not CPU time.
 */
export function cpuMicros(pid: number | undefined): number | undefined {
	if (pid === undefined) return undefined;
	try {
		const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
		const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
		return ((Number(fields[11]) + Number(fields[12])) / TICKS) * 1e6;
	} catch {
		return undefined;
	}
}

/** The ceiling: node:http answering a fixed JSON body, in its own process like the sandbox. */
export async function startBareServer(bodyText: string): Promise<ServerProcess> {
	const port = await freePort();
	const code = `
		const body = Buffer.from(process.env.BODY);
		require('node:http').createServer((req, res) => {
			req.resume();
			req.on('end', () => {
				res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': body.length });
				res.end(body);
			});
		}).listen(${port}, '127.0.0.1', () => process.stdout.write('up\\n'));`;
	return await startServerProcess(code, bodyText, port);
}

/**
 * The floor: Fastify with what the sandbox's server asks of it (src/sandbox/server.ts, http/bodyParsers.ts)
 * and none of its own work: the same options, a scope with its parsers (JSON by the same media-type
 * pattern, read as a buffer and parsed; any other type), the object stringified per answer with the
 * JSON content type.
 */
export async function startFastifyFloor(bodyText: string): Promise<ServerProcess> {
	const port = await freePort();
	const code = `
		const answer = JSON.parse(process.env.BODY);
		const app = require('fastify')({
			keepAliveTimeout: 65000,
			requestTimeout: 300000,
			exposeHeadRoutes: false,
			requestIdHeader: false,
			routerOptions: { ignoreTrailingSlash: true, querystringParser: () => ({}) },
		});
		app.removeAllContentTypeParsers();
		app.register(async (scope) => {
			scope.removeAllContentTypeParsers();
			scope.addContentTypeParser(/^[^;]*\\bjson\\b/i, { parseAs: 'buffer' }, async (request, raw) =>
				raw.length === 0 ? undefined : JSON.parse(raw.toString('utf8')));
			scope.addContentTypeParser('*', { parseAs: 'buffer' }, async () => undefined);
			scope.route({
				method: 'POST',
				url: '/api/post',
				bodyLimit: 1048576,
				handler: async (request, reply) =>
					reply.code(200).headers({ 'content-type': 'application/json; charset=utf-8' })
						.send(JSON.stringify(answer)),
			});
		});
		app.listen({ port: ${port}, host: '127.0.0.1' }).then(() => process.stdout.write('up\\n'));`;
	return await startServerProcess(code, bodyText, port);
}

export interface ServerProcess {
	origin: string;
	pid?: number;
	stop(): Promise<void>;
}

async function startServerProcess(
	code: string,
	bodyText: string,
	port: number,
): Promise<ServerProcess> {
	const child = spawn(process.execPath, ['-e', code], {
		env: { ...process.env, BODY: bodyText },
		stdio: ['ignore', 'pipe', 'inherit'],
		cwd: ROOT,
	});
	await new Promise<void>((resolve) => child.stdout!.once('data', () => resolve()));
	const exited = new Promise((r) => child.once('exit', r));
	return {
		origin: `http://127.0.0.1:${port}`,
		pid: child.pid,
		stop: async () => {
			child.kill('SIGTERM');
			await exited;
		},
	};
}
