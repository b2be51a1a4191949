import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

import { PLATFORMS } from '../../src/engine/networks';

// Issue 35: a network's facts live in its own places (its registry entry and the registry's list,
// its node module and the node's list, the sandbox's traits); every other product file derives
// them. Counted as the issue counts: the id, in any case, anywhere in a file under src, nodes or
// credentials (the SQL migrations included).
const naming = JSON.parse(
	execFileSync(process.execPath, [join(__dirname, '../../scripts/network-names.mjs'), '--json'], {
		encoding: 'utf8',
	}),
) as Record<string, string[]>;

it('counts every network of the registry', () => {
	expect(Object.keys(naming).sort()).toEqual([...PLATFORMS].sort());
});

it.each(PLATFORMS)('%s is named by at most 5 product files', (platform) => {
	const files = naming[platform];
	expect({ platform, files: files.length <= 5 ? 'at most 5' : files }).toEqual({
		platform,
		files: 'at most 5',
	});
});
