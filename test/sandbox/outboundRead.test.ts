import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { FEED_MAX_BYTES, fetchFeedDocument } from '../../src/sandbox/feeds/fetcher';
import { readUpTo } from '../../src/sandbox/http/outbound';

// The sandbox reads feeds and media from other servers with a cap on what it takes in: a feed
// over 5 MB is refused before it is parsed, and what is past the cap is never read.
describe('reading what another server sends, up to a cap', () => {
	it('reads a body that stays within the cap whole, and stops at the first chunk past it', async () => {
		const within = await readUpTo(Readable.from([Buffer.from('abc'), Buffer.from('de')]), 5);
		expect({ text: within.bytes.toString(), over: within.over }).toEqual({
			text: 'abcde',
			over: false,
		});
		const source = Readable.from([Buffer.from('abc'), Buffer.from('def'), Buffer.from('ghi')]);
		const past = await readUpTo(source, 5);
		expect({ text: past.bytes.toString(), over: past.over, destroyed: source.destroyed }).toEqual({
			text: 'abcdef',
			over: true,
			destroyed: true,
		});
	});

	describe('a feed larger than the cap, sent without a length', () => {
		let server: Server;
		let url: string;
		beforeAll(async () => {
			server = createServer((_req, res) => {
				res.writeHead(200, { 'content-type': 'application/rss+xml' });
				const chunk = Buffer.alloc(64 * 1024, 'a');
				let sent = 0;
				const more = () => {
					while (sent <= FEED_MAX_BYTES) {
						sent += chunk.length;
						if (!res.write(chunk)) return void res.once('drain', more);
					}
					res.end();
				};
				more();
			});
			await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
			url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/big.rss`;
		});
		afterAll(async () => {
			server.closeAllConnections();
			await new Promise((resolve) => server.close(resolve));
		});

		it('is refused as too large, naming the cap', async () => {
			await expect(fetchFeedDocument(url)).rejects.toMatchObject({
				problem: 'too-large',
				message: expect.stringContaining('larger than 5 MB'),
			});
		});
	});
});
