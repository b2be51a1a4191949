// Compiles nodes, credentials, engine and sandbox into dist/ and copies the icons (gulp), from scratch;
// then gives the sandbox package (packages/sandbox) its compiled sandbox and engine, and makes the
// published engine one file with zod compiled in (scripts/bundle-engine.mjs).
import { execFileSync } from 'node:child_process';
import { cpSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';

const require = createRequire(import.meta.url);

rmSync('dist', { recursive: true, force: true });
const bin = (name) => `node_modules/.bin/${name}`;
execFileSync(bin('tsc'), ['-p', 'tsconfig.json'], { stdio: 'inherit' });
execFileSync(bin('gulp'), ['build:icons', '--silent'], { stdio: 'inherit' });

// The action node's codex: the search aliases of nodes/…/SocialPublishing.node.json, plus every
// network of the engine's registry by its display name, so the node panel finds the node by any.
{
	const codexPath = 'dist/nodes/SocialPublishing/SocialPublishing.node.json';
	const codex = JSON.parse(readFileSync(codexPath, 'utf8'));
	const { NETWORKS } = require(resolve('dist/src/engine/networks/index.js'));
	const names = Object.values(NETWORKS).map((entry) => entry.displayName.toLowerCase());
	codex.alias = [...new Set([...codex.alias, ...names])];
	writeFileSync(codexPath, JSON.stringify(codex, null, '\t') + '\n');
}

// Same compiled files, sibling folders as in dist/src, so the sandbox's ../engine imports still resolve.
// The sandbox package declares zod, so it keeps tsc's per-file engine.
const onlyJs = (path) => statSync(path).isDirectory() || path.endsWith('.js');
rmSync('packages/sandbox/dist', { recursive: true, force: true });
for (const part of ['sandbox', 'engine'])
	cpSync(`dist/src/${part}`, `packages/sandbox/dist/${part}`, { recursive: true, filter: onlyJs });

execFileSync(process.execPath, ['scripts/bundle-engine.mjs'], { stdio: 'inherit' });
