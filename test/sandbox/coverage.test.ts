import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { endpoint } from '../../src/engine/contract/endpoint';
import { contractRoute } from '../../src/sandbox/router';
import { openApiDocument } from '../../src/sandbox/openapi/document';
import { coverageMarkdown, type DocumentedEndpoint } from '../../src/sandbox/openapi/coverage';
import { useTestSandbox } from '../helpers/testSandbox';

/**
 * docs/reference/coverage.md is generated (scripts/reference/coverage.ts): the committed page must
 * be what the script writes from today's routes, contracts and list of documented endpoints.
 */
const t = useTestSandbox();
const REFERENCE = join(__dirname, '..', '..', 'docs', 'reference');
const REGENERATE = 'npx tsx scripts/reference/coverage.ts';

function lineDiff(committed: string, generated: string): string[] {
	const was = committed.split('\n');
	const now = generated.split('\n');
	const out: string[] = [];
	for (let i = 0; i < Math.max(was.length, now.length); i++) {
		if (was[i] === now[i]) continue;
		if (was[i] !== undefined) out.push(`${i + 1}- ${was[i]}`);
		if (now[i] !== undefined) out.push(`${i + 1}+ ${now[i]}`);
	}
	return out;
}

async function generated(): Promise<{ page: string; endpoints: DocumentedEndpoint[] }> {
	const doc = (await (await fetch(`${t.sandbox.url}/openapi.json`)).json()) as Parameters<
		typeof coverageMarkdown
	>[0];
	const { endpoints } = JSON.parse(readFileSync(join(REFERENCE, 'service-endpoints.json'), 'utf8'));
	return { page: coverageMarkdown(doc, endpoints), endpoints };
}

it('docs/reference/coverage.md is what the generator writes', async () => {
	const { page } = await generated();
	const committed = readFileSync(join(REFERENCE, 'coverage.md'), 'utf8');
	const diff = lineDiff(committed, page);
	if (diff.length > 0) {
		console.error(
			`docs/reference/coverage.md is stale; regenerate it with: ${REGENERATE}\n${diff.slice(0, 60).join('\n')}`,
		);
	}
	expect(diff).toEqual([]);
});

it('lists every documented endpoint once, each with its doc page, and says which are answered', async () => {
	const { page, endpoints } = await generated();
	const keys = endpoints.map((e) => `${e.method} ${e.path}`);
	expect(new Set(keys).size).toBe(keys.length);
	for (const e of endpoints) expect(e.doc).toMatch(/^https:\/\/www\.ayrshare\.com\/docs\/apis\//);
	expect(page).toContain('| `GET /hashtags/recommend` |');
	expect(page).toMatch(/\| `GET \/hashtags\/recommend` \|[^\n]*answered[^\n]*\| yes \|/);
	expect(page).toMatch(/\| `POST \/post\/copy` \|[^\n]*\*\*missing\*\*/);
	expect(page).toContain('| `keyword` | query | honoured |');
});

it("marks a route's notModelled fields as accepted, not modelled, and fields of our own as ours", () => {
	// A route table of one made-up endpoint: the generator reads any route the same way.
	const contract = endpoint({
		method: 'POST',
		path: '/example',
		doc: 'https://www.ayrshare.com/docs/apis/example',
		summary: 'An example.',
		body: z
			.object({
				text: z.string(),
				shortenLinks: z.boolean().optional(),
				tag: z.string().optional(),
			})
			.passthrough(),
		fields: { tag: { ours: 'a label the page shows' } },
	});
	const routes = contractRoute(contract, {
		action: 'example',
		handler: () => ({ status: 200 }),
		notModelled: { shortenLinks: 'links are never shortened in the sandbox' },
	});
	const doc = openApiDocument(routes, { baseUrl: 'http://127.0.0.1:1/api', version: '1' });
	const page = coverageMarkdown(doc as never, [
		{
			method: 'POST',
			path: '/example',
			doc: 'https://www.ayrshare.com/docs/apis/example',
			checked: true,
		},
	]);
	expect(page).toContain('| `text` | body | honoured |');
	expect(page).toContain(
		'| `shortenLinks` | body | accepted, not modelled: links are never shortened in the sandbox |',
	);
	expect(page).toContain('| `tag` | body | ours: a label the page shows |');
});
