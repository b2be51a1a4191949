import { connect } from 'node:net';
import { startTestSandbox, type TestSandbox } from '../helpers/testSandbox';

let t: TestSandbox;
beforeAll(async () => {
	t = await startTestSandbox();
});
afterAll(() => t.close());

/** Sends raw bytes on a fresh connection; resolves with everything the server wrote before closing. */
function rawHttp(text: string): Promise<string> {
	const { hostname, port } = new URL(t.sandbox.url);
	return new Promise((resolve, reject) => {
		const socket = connect(Number(port), hostname, () => socket.end(text));
		let answer = '';
		socket.on('data', (chunk: Buffer) => (answer += chunk.toString('utf8')));
		socket.on('close', () => resolve(answer));
		socket.on('error', reject);
	});
}

describe('the HTTP layer', () => {
	it('answers a path with a trailing slash as the path without it', async () => {
		const res = await t.api('GET', '/api/history/', { query: { lastDays: 0 } });
		expect(res.status).toBe(200);
		expect(Array.isArray(res.body.history)).toBe(true);
	});

	it('answers headers over 16 KB with 431 in the error shape', async () => {
		const answer = await rawHttp(
			`GET /api/user HTTP/1.1\r\nhost: x\r\nx-long: ${'a'.repeat(17 * 1024)}\r\n\r\n`,
		);
		expect(answer).toMatch(/^HTTP\/1\.1 431 /);
		const body = JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4));
		expect(body).toMatchObject({ status: 'error', code: 101 });
		expect(body.message).toMatch(/larger than 16 KB/);
	});

	it('answers a request that is not HTTP with 400 in the error shape', async () => {
		const answer = await rawHttp('HELLO THERE\r\n\r\n');
		expect(answer).toMatch(/^HTTP\/1\.1 400 /);
		expect(answer).toContain('"message":"The request is not valid HTTP."');
	});

	it('answers a path whose parameter is not valid percent-encoding with 400, not a failure', async () => {
		const res = await t.api('GET', '/api/post/%E0%A4%A');
		expect(res.status).toBe(400);
		expect(res.body).toMatchObject({ status: 'error' });
	});
});
