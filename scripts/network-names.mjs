#!/usr/bin/env node
// Which product files name each network of the registry (its id, in any case, anywhere in the
// file). The rule (#35): at most 5 per network, the places that are its entry: the engine's
// registry entry and list, the node's module and list, the sandbox's traits. Usage:
//   node scripts/network-names.mjs            a line per network, then the files of those over 5
//   node scripts/network-names.mjs --json     {network: [files]} for tests
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const PRODUCT = ['src', 'nodes', 'credentials'];
const LIMIT = 5;

function registryIds() {
	const index = readFileSync(join(root, 'src/engine/networks/list.ts'), 'utf8');
	const block = index.match(/export const NETWORKS = \{([\s\S]*?)\}/);
	if (!block) throw new Error('NETWORKS not found in src/engine/networks/list.ts');
	return [...block[1].matchAll(/^\s*([a-zA-Z]+)\s*[,:]/gm)].map((m) => m[1]);
}

function productFiles(dir, out = []) {
	for (const name of readdirSync(dir)) {
		const path = join(dir, name);
		if (statSync(path).isDirectory()) {
			if (name === 'migrations' || name === 'vendor' || name === 'node_modules') continue;
			productFiles(path, out);
		} else out.push(path);
	}
	return out;
}

const files = PRODUCT.flatMap((dir) => productFiles(join(root, dir))).map((path) => ({
	path: relative(root, path),
	text: readFileSync(path, 'utf8').toLowerCase(),
}));
const naming = Object.fromEntries(
	registryIds().map((id) => [
		id,
		files.filter((f) => f.text.includes(id.toLowerCase())).map((f) => f.path),
	]),
);

if (process.argv.includes('--json')) {
	process.stdout.write(JSON.stringify(naming, null, '\t') + '\n');
} else {
	for (const [id, list] of Object.entries(naming))
		console.log(
			`${id.padEnd(10)} ${String(list.length).padStart(3)}${list.length > LIMIT ? '  over ' + LIMIT : ''}`,
		);
	for (const [id, list] of Object.entries(naming))
		if (list.length > LIMIT) console.log(`\n${id}:\n  ${list.join('\n  ')}`);
	process.exitCode = Object.values(naming).some((list) => list.length > LIMIT) ? 1 : 0;
}
