// The node as n8n loads it: the compiled CommonJS in dist/, not the TypeScript jest transforms. A
// local named `exports` in resources.ts once compiled into a TDZ error that only a real n8n met.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import { networkName, NETWORK_IDS } from '../../src/engine';

/** The built node's folder. */
const BUILT_NODE = join(__dirname, '..', '..', 'dist', 'nodes', 'SocialPublishing');
const BUILT = join(BUILT_NODE, 'actions', 'resources.js');

beforeAll(() => {
	if (!existsSync(BUILT))
		throw new Error('dist/ is missing: run `npm run build` first (`npm test` builds before jest).');
});

it('the compiled resource map finds every operation and refuses unknown ones', () => {
	// eslint-disable-next-line @typescript-eslint/no-require-imports
	const built = require(BUILT) as {
		RESOURCES: Record<string, Record<string, unknown>>;
		isOperation(resource: string, operation: string): boolean;
	};
	const pairs = Object.entries(built.RESOURCES).flatMap(([resource, members]) =>
		Object.entries(members)
			.filter(([, member]) => typeof member === 'object' && member !== null && 'execute' in member)
			.map(([operation]) => [resource, operation] as const),
	);
	expect(pairs.length).toBeGreaterThan(Object.keys(built.RESOURCES).length);
	for (const [resource, operation] of pairs)
		expect([resource, operation, built.isOperation(resource, operation)]).toEqual([
			resource,
			operation,
			true,
		]);
	expect(built.isOperation('post', 'noSuchOperation')).toBe(false);
	expect(built.isOperation('noSuchResource', 'create')).toBe(false);
});

it("the built codex lets the node panel find the node by every network's name", () => {
	const codex = JSON.parse(
		readFileSync(join(BUILT_NODE, 'SocialPublishing.node.json'), 'utf8'),
	) as { alias: string[] };
	for (const network of NETWORK_IDS)
		expect(codex.alias).toContain(networkName(network).toLowerCase());
	expect(codex.alias).toContain('social media');
});
