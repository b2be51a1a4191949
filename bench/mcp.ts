/**
 * The sandbox's MCP door against its REST door, in one run against one sandbox process:
 *   - each MCP tool's size as tools/list gives it to a client (name, description, input schema),
 *     which is what an agent's model is sent per tool;
 *   - create_post through MCP (official SDK client, Streamable HTTP, one connection) against
 *     POST /api/post (fetch, keep-alive) for the same post, sequential round trips, alternating
 *     blocks so that the machine's load drifts over both alike. Ratio: MCP time / REST time. The
 *     same tools/call sent by fetch without the SDK client splits the cost between server and client.
 * Self-check: every call succeeds and the sandbox holds exactly the posts made.
 * Usage: node --import tsx bench/mcp.ts
 */
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { startSandboxProcess } from './lib/sandboxProcess';

const BLOCKS = 6;
const PER_BLOCK = 50;
const WARM_UP = 30;

const median = (values: number[]) =>
	[...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function main(): Promise<void> {
	const sandbox = await startSandboxProcess();
	const site = sandbox.baseUrl.replace(/\/api$/, '');
	const auth = { authorization: `Bearer ${sandbox.apiKey}` };
	const client = new Client({ name: 'bench-mcp', version: '1.0.0' });
	try {
		await client.connect(
			new StreamableHTTPClientTransport(new URL(`${site}/mcp`), { requestInit: { headers: auth } }),
		);
		const { tools } = await client.listTools();
		let total = 0;
		for (const tool of tools) {
			const bytes = Buffer.byteLength(JSON.stringify(tool));
			const schema = Buffer.byteLength(JSON.stringify(tool.inputSchema));
			total += bytes;
			console.log(
				`${tool.name.padEnd(34)} ${String(bytes).padStart(5)} B  (schema ${schema} B, description ${Buffer.byteLength(tool.description ?? '')} B)`,
			);
		}
		const largest = tools.reduce((a, b) =>
			JSON.stringify(a).length >= JSON.stringify(b).length ? a : b,
		);
		console.log(
			`RESULT mcp tools/list: ${tools.length} tools, ${total} B in all (largest ${largest.name} ${Buffer.byteLength(JSON.stringify(largest))} B)`,
		);

		let made = 0;
		const viaMcp = async (n: number) => {
			const result = await client.callTool({
				name: 'create_post',
				arguments: { post: `bench mcp ${n}`, platforms: ['linkedin'] },
			});
			if (result.isError) throw new Error(`create_post refused: ${JSON.stringify(result.content)}`);
			made++;
		};
		const viaRest = async (n: number) => {
			const res = await fetch(`${sandbox.baseUrl}/post`, {
				method: 'POST',
				headers: { ...auth, 'content-type': 'application/json' },
				body: JSON.stringify({ post: `bench rest ${n}`, platforms: ['linkedin'] }),
			});
			if (res.status !== 200)
				throw new Error(`POST /api/post answered ${res.status}: ${await res.text()}`);
			await res.arrayBuffer();
			made++;
		};
		const viaRawCall = async (n: number) => {
			const res = await fetch(`${site}/mcp`, {
				method: 'POST',
				headers: {
					...auth,
					'content-type': 'application/json',
					accept: 'application/json, text/event-stream',
				},
				body: JSON.stringify({
					jsonrpc: '2.0',
					id: n,
					method: 'tools/call',
					params: {
						name: 'create_post',
						arguments: { post: `bench raw ${n}`, platforms: ['linkedin'] },
					},
				}),
			});
			const text = await res.text();
			if (res.status !== 200 || text.includes('"isError":true'))
				throw new Error(`tools/call answered ${res.status}: ${text.slice(0, 200)}`);
			made++;
		};
		const time = async (call: (n: number) => Promise<void>, count: number, into: number[]) => {
			for (let i = 0; i < count; i++) {
				const started = performance.now();
				await call(i);
				into.push(performance.now() - started);
			}
		};
		await time(viaMcp, WARM_UP, []);
		await time(viaRest, WARM_UP, []);
		const mcp: number[] = [];
		const rest: number[] = [];
		const raw: number[] = [];
		for (let block = 0; block < BLOCKS; block++) {
			await time(viaMcp, PER_BLOCK, mcp);
			await time(viaRest, PER_BLOCK, rest);
			await time(viaRawCall, PER_BLOCK, raw);
		}
		const history = await fetch(`${sandbox.baseUrl}/history?lastDays=0&limit=1000`, {
			headers: auth,
		});
		const stored = ((await history.json()) as { history: unknown[] }).history.length;
		if (stored !== made) throw new Error(`the sandbox holds ${stored} posts, ${made} were made`);
		const m = median(mcp);
		const r = median(rest);
		console.log(
			`create_post via MCP: median ${m.toFixed(2)} ms over ${mcp.length} calls; POST /api/post: median ${r.toFixed(2)} ms over ${rest.length}`,
		);
		console.log(
			`RESULT mcp create_post round trip: ${m.toFixed(2)} ms vs REST create ${r.toFixed(2)} ms = ${(m / r).toFixed(2)}x (${made} posts made and stored)`,
		);
		const w = median(raw);
		console.log(
			`RESULT mcp tools/call create_post without the SDK client: ${w.toFixed(2)} ms = ${(w / r).toFixed(2)}x REST create (the server's share)`,
		);
	} finally {
		await client.close().catch(() => undefined);
		await sandbox.stop();
	}
}

main().catch((error) => {
	console.error(error);
	process.exitCode = 1;
});
