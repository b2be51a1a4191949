/**
 * The reference under docs/reference/ is generated from the code and committed: every page must be
 * what the generator writes today, so a new operation, network option or error code that is not in
 * the reference fails here, naming the command that rewrites it.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { NETWORK_IDS } from '../../src/engine/networks';
import { explainedCodes } from '../../src/sandbox/errorCatalog';
import { RESOURCES } from '../../nodes/SocialPublishing/actions/resources';
import { REFERENCE_DIR, REGENERATE, renderReference } from '../../scripts/reference';

const pages = renderReference();
const committed = (path: string) => {
	const file = join(REFERENCE_DIR, path);
	return existsSync(file) ? readFileSync(file, 'utf8') : undefined;
};

describe('the generated reference (docs/reference/)', () => {
	it.each(Object.keys(pages))('%s is what the generator writes from the code', (path) => {
		const stale = committed(path) !== pages[path];
		if (stale)
			throw new Error(
				`docs/reference/${path} is stale or missing: run \`${REGENERATE}\` and commit it`,
			);
	});

	it('has no operations page the generator no longer writes', () => {
		const extra = readdirSync(join(REFERENCE_DIR, 'operations'))
			.map((name) => `operations/${name}`)
			.filter((path) => !(path in pages));
		if (extra.length > 0)
			throw new Error(`${extra.join(', ')}: not generated any more; run \`${REGENERATE}\``);
	});

	it('lists every operation of the node, every network and every error code', () => {
		for (const [resource, module] of Object.entries(RESOURCES)) {
			const page = pages[`operations/${resource}.md`];
			expect([resource, page === undefined]).toEqual([resource, false]);
			const operations = Object.entries(module).filter(
				([, v]) => typeof v === 'object' && v !== null && 'execute' in v,
			);
			for (const [operation] of operations)
				expect(page).toContain(`(\`${resource}/${operation}\`)`);
		}
		for (const network of NETWORK_IDS) expect(pages['networks.md']).toContain(`(${network})`);
		for (const code of explainedCodes())
			expect(pages['errors.md']).toMatch(new RegExp(`^\\| ${code} \\|`, 'm'));
	});
});
