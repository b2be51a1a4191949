/**
 * The sandbox's GraphQL door against its REST door, in one run against one sandbox process:
 *   - a one-field query (`{ user }`) against the same REST call (GET /api/user), sequential round
 *     trips alternating call by call (medians of 500); target: within 1.5x;
 *   - five root fields in one request against the five REST calls in sequence; target: faster;
 *   - hostile queries refused: a 10,000-alias query and a depth-1,000 query, over HTTP and in
 *     process (the door's check before validation, without the 64 KB body limit); target: < 50 ms.
 * Self-check: every answer is the expected one (data without errors, or the refusal).
 * Usage: node --import tsx bench/graphql.ts
 */
import { graphqlSchema, preparedOperation } from '../src/sandbox/graphql/route';
import { startSandboxProcess } from './lib/sandboxProcess';

const ROUNDS = 500;
const WARM_UP = 30;

const median = (values: number[]) =>
	[...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const FIVE_FIELDS = `{
	week: postHistory(lastDays: 7)
	month: postHistory(lastDays: 30)
	account: user
	analytics: socialAnalytics(platforms: [FACEBOOK])
	check: validatePost(input: { post: "Bench", platforms: [linkedin] })
}`;
const ALIAS_FLOOD = `{ ${Array.from({ length: 10_000 }, (_, i) => `a${i}: user`).join(' ')} }`;
const DEEP = `{ user${' { a'.repeat(999)}${' }'.repeat(999)} }`;

async function main(): Promise<void> {
	const sandbox = await startSandboxProcess();
	const site = sandbox.baseUrl.replace(/\/api$/, '');
	const auth = { authorization: `Bearer ${sandbox.apiKey}` };
	const json = { ...auth, 'content-type': 'application/json' };
	const failures: string[] = [];
	try {
		const graphql = async (query: string): Promise<{ status: number; body: any }> => {
			const res = await fetch(`${site}/graphql`, {
				method: 'POST',
				headers: json,
				body: JSON.stringify({ query }),
			});
			const text = await res.text();
			return { status: res.status, body: text ? JSON.parse(text) : undefined };
		};
		const rest = async (method: string, path: string, body?: unknown) => {
			const res = await fetch(`${sandbox.baseUrl}${path}`, {
				method,
				headers: body === undefined ? auth : json,
				body: body === undefined ? undefined : JSON.stringify(body),
			});
			if (res.status !== 200) throw new Error(`${method} ${path} answered ${res.status}`);
			return res.json();
		};
		const oneField = async () => {
			const { body } = await graphql('{ user }');
			if (!body?.data?.user?.activeSocialAccounts || body.errors)
				throw new Error(`{ user } answered ${JSON.stringify(body).slice(0, 200)}`);
		};
		const oneRest = async () => {
			await rest('GET', '/user');
		};
		const fiveFields = async () => {
			const { body } = await graphql(FIVE_FIELDS);
			if (body?.errors || Object.keys(body?.data ?? {}).length !== 5)
				throw new Error(`five fields answered ${JSON.stringify(body).slice(0, 300)}`);
		};
		const fiveRest = async () => {
			await rest('GET', '/history?lastDays=7');
			await rest('GET', '/history?lastDays=30');
			await rest('GET', '/user');
			await rest('POST', '/analytics/social', { platforms: ['facebook'] });
			await rest('POST', '/validate/post', { post: 'Bench', platforms: ['linkedin'] });
		};
		const time = async (call: () => Promise<void>, count: number, into: number[]) => {
			for (let i = 0; i < count; i++) {
				const started = performance.now();
				await call();
				into.push(performance.now() - started);
			}
		};
		for (const call of [oneField, oneRest, fiveFields, fiveRest]) await time(call, WARM_UP, []);
		const series = {
			oneField: [] as number[],
			oneRest: [] as number[],
			five: [] as number[],
			fiveRest: [] as number[],
		};
		// Call by call, alternating, so that the shared machine's load drifts over both sides alike.
		for (let i = 0; i < ROUNDS; i++) {
			await time(oneField, 1, series.oneField);
			await time(oneRest, 1, series.oneRest);
			if (i % 5 === 0) {
				await time(fiveFields, 1, series.five);
				await time(fiveRest, 1, series.fiveRest);
			}
		}
		const one = median(series.oneField);
		const oneR = median(series.oneRest);
		const five = median(series.five);
		const fiveR = median(series.fiveRest);
		const verdict = (ok: boolean) => (ok ? 'target met' : 'TARGET MISSED');
		console.log(
			`RESULT graphql one field { user }: ${one.toFixed(2)} ms vs REST GET /api/user ${oneR.toFixed(2)} ms = ${(one / oneR).toFixed(2)}x (target <= 1.5x: ${verdict(one / oneR <= 1.5)})`,
		);
		console.log(
			`RESULT graphql five fields in one request: ${five.toFixed(2)} ms vs five REST calls in sequence ${fiveR.toFixed(2)} ms = ${(five / fiveR).toFixed(2)}x (target < 1x: ${verdict(five < fiveR)})`,
		);

		const refusal = async (
			name: string,
			query: string,
			expected: (status: number, body: any) => boolean,
		) => {
			const times: number[] = [];
			for (let i = 0; i < 20; i++) {
				const started = performance.now();
				const { status, body } = await graphql(query);
				times.push(performance.now() - started);
				if (!expected(status, body))
					failures.push(`${name} answered ${status} ${JSON.stringify(body).slice(0, 200)}`);
			}
			const schema = graphqlSchema();
			const inProcess: number[] = [];
			for (let i = 0; i < 20; i++) {
				const started = performance.now();
				const prepared = preparedOperation(schema, query);
				inProcess.push(performance.now() - started);
				if ('kind' in prepared) failures.push(`${name} was not refused in process`);
			}
			const http = median(times);
			const own = median(inProcess);
			console.log(
				`RESULT graphql ${name} refused: ${http.toFixed(2)} ms over HTTP (${Buffer.byteLength(JSON.stringify({ query }))} B body), ${own.toFixed(2)} ms in the door's check (target < 50 ms: ${verdict(http < 50 && own < 50)})`,
			);
		};
		await refusal('10,000-alias query', ALIAS_FLOOD, (status) => status === 413);
		await refusal(
			'depth-1,000 query',
			DEEP,
			(status, body) =>
				status === 200 && body?.data === undefined && /nests/.test(body?.errors?.[0]?.message),
		);
	} finally {
		await sandbox.stop();
	}
	if (failures.length > 0) throw new Error(`self-check failed:\n${failures.join('\n')}`);
}

main().catch((error) => {
	console.error(error);
	process.exitCode = 1;
});
