// Compiles nodes, credentials, engine and sandbox into dist/ and copies the icons (gulp), from scratch;
// then gives the sandbox package (packages/sandbox) its compiled sandbox and engine, and makes the
// published engine one file with zod compiled in (scripts/bundle-engine.mjs).
import { execFileSync } from 'node:child_process';
import { cpSync, rmSync, statSync } from 'node:fs';

rmSync('dist', { recursive: true, force: true });
const bin = (name) => `node_modules/.bin/${name}`;
execFileSync(bin('tsc'), ['-p', 'tsconfig.json'], { stdio: 'inherit' });
execFileSync(bin('gulp'), ['build:icons', '--silent'], { stdio: 'inherit' });

// Same compiled files, sibling folders as in dist/src, so the sandbox's ../engine imports still resolve.
// The sandbox package declares zod, so it keeps tsc's per-file engine.
const onlyJs = (path) => statSync(path).isDirectory() || path.endsWith('.js');
rmSync('packages/sandbox/dist', { recursive: true, force: true });
for (const part of ['sandbox', 'engine'])
	cpSync(`dist/src/${part}`, `packages/sandbox/dist/${part}`, { recursive: true, filter: onlyJs });

execFileSync(process.execPath, ['scripts/bundle-engine.mjs'], { stdio: 'inherit' });
